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
const MULTI_NODE = /^multi-node .* \//;
const EVAL = /^eval \//;

/**
 * What a commit's sweep jobs show: `single-node` when its single-node and eval jobs succeeded,
 * `multi-node` when it ran multi-node jobs only and they succeeded (multi-node configs have no
 * single-node eval jobs to wait for), else undefined. Any of those jobs not successful (failed,
 * skipped, still running) means not green.
 */
function greenCommit(runs: readonly CheckRun[]): 'single-node' | 'multi-node' | undefined {
  const family = (pattern: RegExp) => runs.filter((r) => pattern.test(r.name) && !r.name.includes('collect-evals'));
  const [single, multi, evals] = [family(SINGLE_NODE), family(MULTI_NODE), family(EVAL)];
  if (![...single, ...multi, ...evals].every((r) => r.status === 'completed' && r.conclusion === 'success')) return undefined;
  if (single.length) return evals.length ? 'single-node' : undefined;
  return multi.length ? 'multi-node' : undefined;
}

/** Some commit of the PR has a green sweep: single-node and eval jobs, or multi-node jobs only. */
export async function checkGreenSweep(commits: readonly string[], checkRuns: (sha: string) => Promise<CheckRun[]>): Promise<CheckResult> {
  for (const sha of [...commits].reverse()) {
    const green = greenCommit(await checkRuns(sha));
    if (green === 'single-node') return { check: 'green-sweep', verdict: 'pass', reason: `single-node and eval jobs succeeded on ${sha.slice(0, 12)}` };
    if (green === 'multi-node')
      return { check: 'green-sweep', verdict: 'pass', reason: `multi-node jobs succeeded on ${sha.slice(0, 12)} (no single-node jobs)` };
  }
  return {
    check: 'green-sweep',
    verdict: 'fail',
    reason: `none of the PR's ${commits.length} commit(s) has successful single-node and eval sweep jobs, or successful multi-node jobs only`
  };
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

/** The verdict header lines the verifier prompt prescribes, exactly (codeowner-signoff-verify-prompt.md). */
export const PASS_HEADER = '## ✅✅✅ **Verdict: PASS** ✅✅✅';
export const REJECTED_HEADER = '## ❌❌❌ **REJECTED** ❌❌❌';

/**
 * The verdict of a verifier comment, read from the one place the verifier writes it: the marker is
 * the comment's first line and the verdict header the next non-empty one, exactly. Anything else —
 * no header there, or both verdicts anywhere in the comment (a REJECTED that quotes the PR's
 * `**Verdict: PASS**`) — is `unreadable`, which fails closed.
 */
export function readVerdict(body: string, marker: string): 'pass' | 'rejected' | 'unreadable' {
  const lines = body.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== marker) return 'unreadable';
  if (body.includes('**Verdict: PASS**') && body.includes('**REJECTED**')) return 'unreadable';
  const header = lines.slice(1).find((line) => line !== '');
  return header === PASS_HEADER ? 'pass' : header === REJECTED_HEADER ? 'rejected' : 'unreadable';
}

/**
 * d.3 with the verdict's author checked: only marker comments written by one of `verifiers` (logins,
 * case-insensitive; an app by its bot login `<slug>[bot]`) count, the newest of them decides, and
 * if that one was edited after it was posted (by its author or by anyone with write access) it
 * decides nothing but failure. A third party's marker, hidden or not, is ignored. The verdict is
 * read by readVerdict, never by a substring anywhere in the comment.
 */
export function verdictStatus(comments: readonly IssueComment[], headSha: string, runUrl: string, verifiers: readonly string[]): StatusVerdict {
  const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
  const trusted = new Set(verifiers.map((login) => login.toLowerCase()));
  const latest = comments.filter((c) => trusted.has(c.author.toLowerCase()) && c.body.includes(marker)).at(-1);
  if (!latest) return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
  if (wasEdited(latest)) return { state: 'failure', description: 'The verdict comment was edited after it was posted - not trusted', targetUrl: latest.url };
  const verdict = readVerdict(latest.body, marker);
  if (verdict === 'pass') return { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: latest.url };
  if (verdict === 'rejected') return { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: latest.url };
  return { state: 'failure', description: 'The verdict comment states no single verdict in its header - not trusted', targetUrl: latest.url };
}
