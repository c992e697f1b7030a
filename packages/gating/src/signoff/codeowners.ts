import { anyChar, compileGlob, literal, type CharTest, type GlobPart } from '../../../common/src/index.js';

/** One CODEOWNERS line: a gitignore-style pattern and its owners. */
export interface CodeownersRule {
  pattern: string;
  owners: string[];
  line: number;
  matches: (path: string) => boolean;
}

const notSlash: CharTest = (c) => c !== '/';
/** `(?:.*\/)?`: any number of whole folders, none included. */
const anyFolders: GlobPart = { optional: [{ many: anyChar }, { one: literal('/') }] };

/**
 * GitHub's reading of a CODEOWNERS pattern: a leading `/` or a `/` inside anchors it at the root,
 * otherwise it matches at any depth; `*` and `?` stay within one path segment, `**` crosses them;
 * a trailing `/` owns everything below that directory; a name without wildcards in its last
 * segment also owns everything below it, while `docs/*` owns only the files directly in docs/.
 */
export function codeownersMatcher(pattern: string): (path: string) => boolean {
  let body = pattern;
  const directoryOnly = body.endsWith('/');
  if (directoryOnly) body = body.slice(0, -1);
  const anchored = body.startsWith('/') || body.includes('/');
  if (body.startsWith('/')) body = body.slice(1);
  const parts: GlobPart[] = anchored ? [] : [anyFolders];
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '*' && body[i + 1] === '*') {
      const slashAfter = body[i + 2] === '/';
      parts.push(slashAfter ? anyFolders : { many: anyChar });
      i += slashAfter ? 2 : 1;
    } else if (char === '*') parts.push({ many: notSlash });
    else if (char === '?') parts.push({ one: notSlash });
    else parts.push({ one: literal(char) });
  }
  const lastSegment = body.slice(body.lastIndexOf('/') + 1);
  const below: GlobPart[] = [{ one: literal('/') }, { many: anyChar }];
  if (directoryOnly) parts.push(...below);
  else if (!/[*?]/.test(lastSegment)) parts.push({ optional: below });
  return compileGlob(parts);
}

export function parseCodeowners(text: string): CodeownersRule[] {
  const rules: CodeownersRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) return;
    const [pattern, ...owners] = line.split(/\s+/);
    rules.push({ pattern: pattern!, owners, line: index + 1, matches: codeownersMatcher(pattern!) });
  });
  return rules;
}

/** The rule that decides a path's owners: the last one that matches (owners do not accumulate). */
export function ownerRule(rules: readonly CodeownersRule[], path: string): CodeownersRule | undefined {
  for (let i = rules.length - 1; i >= 0; i--) if (rules[i]!.matches(path)) return rules[i];
  return undefined;
}

export type Verdict = 'pass' | 'fail' | 'unknown';

export interface PathOwnership {
  path: string;
  verdict: Verdict;
  reason: string;
}

const isTeam = (owner: string): boolean => /^@[^/]+\/.+/.test(owner);
const isUser = (owner: string): boolean => owner.startsWith('@') && !isTeam(owner);

/**
 * Whether the signer owns every changed path. A path whose rule is the catch-all `*` is satisfied
 * by anyone listed anywhere in the file; otherwise the signer must be a user owner of the path's
 * rule. Team owners cannot be resolved without org access, so they make the answer `unknown`
 * rather than a failure.
 */
export function checkOwnership(rules: readonly CodeownersRule[], paths: readonly string[], signer: string): PathOwnership[] {
  const me = `@${signer}`.toLowerCase();
  const anywhere = rules.flatMap((r) => r.owners);
  return paths.map((path): PathOwnership => {
    const rule = ownerRule(rules, path);
    if (!rule || rule.owners.length === 0) return { path, verdict: 'pass', reason: 'no code owner' };
    const candidates = rule.pattern === '*' ? anywhere : rule.owners;
    const where = rule.pattern === '*' ? 'listed in CODEOWNERS' : `an owner of \`${rule.pattern}\` (line ${rule.line})`;
    if (candidates.some((o) => isUser(o) && o.toLowerCase() === me)) return { path, verdict: 'pass', reason: `@${signer} is ${where}` };
    if (candidates.some((o) => !isUser(o)))
      return { path, verdict: 'unknown', reason: `@${signer} is not named directly; team membership is not checked (${where.replace(/^an owner of /, '')})` };
    return { path, verdict: 'fail', reason: `@${signer} is not ${where}` };
  });
}
