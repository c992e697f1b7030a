import type { IssueComment } from './port.js';

/** Python's `\s` for str patterns (str.isspace), which JavaScript's `\s` does not quite match. */
const PY_SPACE = '[\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The command lines of a comment: a line that is exactly the command, optionally followed by
 * whitespace and a run id, with blanks around (re.MULTILINE: only `\n` ends a line). Whitespace
 * includes line breaks, so a line of digits after the command pins it. Digits are Unicode decimal
 * digits, as Python's `\d` reads them.
 */
function commandPattern(command: string): RegExp {
  return new RegExp(`(?<=^|\\n)${PY_SPACE}*${escapeRegExp(command)}(?:${PY_SPACE}+(\\p{Nd}+))?${PY_SPACE}*(?=\\n|$)`, 'gu');
}

/** The value of a run of Unicode decimal digits (every Nd block runs 0–9 from a code point ending a non-digit). */
function decimalValue(digits: string): string {
  const nd = /^\p{Nd}$/u;
  let value = 0n;
  for (const char of digits) {
    const cp = char.codePointAt(0)!;
    let start = cp;
    while (nd.test(String.fromCodePoint(start - 1))) start--;
    value = value * 10n + BigInt((cp - start) % 10);
  }
  return value.toString();
}

export interface Authorization {
  authorized: boolean;
  /** The run id of the winning command line, without leading zeros; undefined when bare. */
  pinnedRunId?: string;
  /** The comment that holds it. */
  comment?: IssueComment;
}

export interface AuthorizationRules {
  command: string;
  allowedAssociations: readonly string[];
}

/**
 * The /reuse-sweep-run authorization of a PR: among comments by an allowed association, the
 * newest (by created_at; equal times by list order) that has a command line wins, and its last
 * command line decides the pin. A newer bare command therefore un-pins an older pinned one.
 */
export function findAuthorization(comments: readonly IssueComment[], rules: AuthorizationRules): Authorization {
  const pattern = commandPattern(rules.command);
  const ordered = comments.map((comment, index) => ({ comment, index }));
  ordered.sort((a, b) => (a.comment.createdAt < b.comment.createdAt ? -1 : a.comment.createdAt > b.comment.createdAt ? 1 : a.index - b.index));
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { comment } = ordered[i]!;
    if (!rules.allowedAssociations.includes(comment.authorAssociation)) continue;
    const matches = [...comment.body.matchAll(pattern)];
    const last = matches.at(-1);
    if (!last) continue;
    return { authorized: true, pinnedRunId: last[1] === undefined ? undefined : decimalValue(last[1]), comment };
  }
  return { authorized: false };
}
