import { findAuthorization, type AuthorizationRules } from '../reuse/authorization.js';
import type { IssueComment } from '../reuse/port.js';
import { checkOwnership, parseCodeowners, type PathOwnership, type Verdict } from './codeowners.js';

export interface CheckRun {
  name: string;
  status: string;
  conclusion: string | null;
}

export interface CheckResult {
  check: string;
  verdict: Verdict;
  reason: string;
}

/** The top-level `- [ ]` items of the review checklist template. */
export function templateItems(template: string): string[] {
  return template
    .split(/\r?\n/)
    .map((line) => /^- \[ \] (.+?)\s*$/.exec(line)?.[1])
    .filter((item): item is string => item !== undefined);
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every template item appears in the sign-off, checked, or unchecked with an explanation after it. */
export function checkChecklist(template: string, signoff: string): CheckResult {
  const lines = signoff
    .split(/\r?\n/)
    .map((line) => /^\s*[-*] \[([ xX])\]\s+(.*)$/.exec(line))
    .filter((m) => m !== null);
  const problems: string[] = [];
  templateItems(template).forEach((item, index) => {
    const want = squash(item);
    const found = lines.find((m) => squash(m[2]!).startsWith(want));
    if (!found) problems.push(`item ${index + 1} missing`);
    else if (found[1] === ' ' && squash(found[2]!).length <= want.length) problems.push(`item ${index + 1} unchecked without explanation`);
  });
  return {
    check: 'checklist',
    verdict: problems.length ? 'fail' : 'pass',
    reason: problems.length ? problems.join('; ') : 'every template item is checked or explained'
  };
}

/** The signer owns every changed file (CODEOWNERS, last match wins). */
export function checkCodeowners(codeowners: string, files: readonly string[], signer: string): CheckResult & { paths: PathOwnership[] } {
  const paths = checkOwnership(parseCodeowners(codeowners), files, signer);
  const failed = paths.filter((p) => p.verdict === 'fail');
  const unknown = paths.filter((p) => p.verdict === 'unknown');
  if (failed.length) return { check: 'codeowner', verdict: 'fail', reason: `${failed.map((p) => p.path).join(', ')}: ${failed[0]!.reason}`, paths };
  if (unknown.length) return { check: 'codeowner', verdict: 'unknown', reason: `${unknown.map((p) => p.path).join(', ')}: ${unknown[0]!.reason}`, paths };
  return { check: 'codeowner', verdict: 'pass', reason: `@${signer} owns all ${files.length} changed file(s)`, paths };
}

export function checkReuseCommand(comments: readonly IssueComment[], rules: AuthorizationRules): CheckResult {
  const auth = findAuthorization(comments, rules);
  return {
    check: 'reuse-command',
    verdict: auth.authorized ? 'pass' : 'fail',
    reason: auth.authorized
      ? `${rules.command} by an authorized author${auth.pinnedRunId ? ` (run ${auth.pinnedRunId})` : ''}`
      : `no ${rules.command} from ${rules.allowedAssociations.join('/')}`
  };
}

const SINGLE_NODE = /^single-node .* \//;
const EVAL = /^eval \//;

/** A commit is green when it has successful single-node and eval sweep jobs and none of them failed. */
function greenCommit(runs: readonly CheckRun[]): boolean {
  const family = (pattern: RegExp) => runs.filter((r) => pattern.test(r.name) && !r.name.includes('collect-evals'));
  return [family(SINGLE_NODE), family(EVAL)].every((jobs) => jobs.length > 0 && jobs.every((r) => r.status === 'completed' && r.conclusion === 'success'));
}

/** Some commit of the PR has a green sweep (single-node and eval jobs). */
export async function checkGreenSweep(commits: readonly string[], checkRuns: (sha: string) => Promise<CheckRun[]>): Promise<CheckResult> {
  for (const sha of [...commits].reverse()) {
    if (greenCommit(await checkRuns(sha)))
      return { check: 'green-sweep', verdict: 'pass', reason: `single-node and eval jobs succeeded on ${sha.slice(0, 12)}` };
  }
  return { check: 'green-sweep', verdict: 'fail', reason: `none of the PR's ${commits.length} commit(s) has successful single-node and eval sweep jobs` };
}

/** What the verification status says, from the newest verdict comment for the pinned head (d.3). */
export interface StatusVerdict {
  state: 'success' | 'failure';
  description: string;
  targetUrl: string;
}

export const VERDICT_CONTEXT = 'codeowner-signoff-verify';

/** A comment whose body changed after it was posted (GitHub bumps `updated_at` on every edit). */
export const wasEdited = (comment: IssueComment): boolean =>
  comment.updatedAt !== undefined && comment.updatedAt !== '' && comment.updatedAt !== comment.createdAt;

/**
 * d.3 with the verdict's author checked: only marker comments written by one of `verifiers` (logins,
 * case-insensitive; an app by its bot login `<slug>[bot]`) count, the newest of them decides, and
 * if that one was edited after it was posted (by its author or by anyone with write access) it
 * decides nothing but failure. A third party's marker, hidden or not, is ignored.
 */
export function verdictStatus(comments: readonly IssueComment[], headSha: string, runUrl: string, verifiers: readonly string[]): StatusVerdict {
  const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
  const trusted = new Set(verifiers.map((login) => login.toLowerCase()));
  const latest = comments.filter((c) => trusted.has(c.author.toLowerCase()) && c.body.includes(marker)).at(-1);
  if (!latest) return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
  if (wasEdited(latest)) return { state: 'failure', description: 'The verdict comment was edited after it was posted - not trusted', targetUrl: latest.url };
  if (latest.body.includes('**Verdict: PASS**')) return { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: latest.url };
  return { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: latest.url };
}
