import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pyJsonDumps, pyRepr, type Files, type PyJson, type YamlMapping } from '../../../common/src/index.js';
import { execGit, processChangelog, runGit, type ChangelogMatrix } from '../../../matrix/src/index.js';
import { compareEntries } from '../changelog/strict/compare.js';
import { DEFAULT_LINK_POLICY, pullUrl } from '../changelog/strict/links.js';
import { parseStrictChangelog } from '../changelog/strict/parse.js';
import { checkRawChange } from '../changelog/strict/raw.js';
import { recoveryError } from './messages.js';

export interface BuildConfigRequest {
  /** The recovery worktree, checked out at `mergeRef` with the repaired changelog in it. */
  worktree: string;
  baseRef: string;
  mergeRef: string;
  prNumber: number;
  changelogFile: string;
}

export interface BuiltRecoveryConfig {
  /** The whole bucketed matrix with `base_ref`/`head_ref` of the target merge. */
  config: ChangelogMatrix;
  summary: {
    synthetic_sha: string;
    appended_entries: number;
    fixed_rows: number;
    agentic_rows: number;
    eval_jobs: number;
  };
}

const IDENTITY = { name: 'InferenceX Recovery', email: 'actions@users.noreply.github.com' };
const git = async (cwd: string, args: readonly string[], env?: Record<string, string>): Promise<string> => (await runGit(cwd, args, env)).toString('utf8').trim();

/**
 * The appended entries must reconstruct the target PR exactly: base bytes kept, one empty line,
 * additions only, each pointing at the target PR. Returns how many entries were appended.
 */
function checkReconstruction(base: Buffer, head: Buffer, file: string, prNumber: number): number {
  if (!head.subarray(0, base.length).equals(base)) throw recoveryError('repaired changelog does not preserve the recovery base byte-for-byte');
  const baseText = base.toString('utf8');
  const suffix = head.subarray(base.length).toString('utf8');
  if (!suffix.startsWith(baseText.endsWith('\n\n') ? '- config-keys:' : '\n- config-keys:'))
    throw recoveryError('repaired changelog does not append target entries after one empty line');
  const before = parseStrictChangelog(base, `base ${file}`, file);
  const after = parseStrictChangelog(head, `repaired ${file}`, file);
  const changes = compareEntries(before, after, file, undefined, DEFAULT_LINK_POLICY);
  checkRawChange(before.text, after.text, changes, file);
  if (changes.corrections > 0 || changes.additions === 0) throw recoveryError('recovery reconstruction must contain only appended target PR entries');
  const link = pullUrl(DEFAULT_LINK_POLICY, prNumber);
  const wrong = after.entries.slice(before.entries.length).map((e) => (e as YamlMapping)['pr-link'] ?? null).filter((l) => l !== link);
  if (wrong.length) throw recoveryError(`reconstructed entries must all use ${link}: ${pyRepr(wrong)}`);
  return changes.additions;
}

/** A commit of the base tree with only the repaired changelog changed, made in a throwaway index. */
async function syntheticCommit(request: BuildConfigRequest): Promise<string> {
  const { worktree, baseRef, changelogFile: file, prNumber } = request;
  const scratch = mkdtempSync(join(tmpdir(), 'sweepkit-recovery-index-'));
  try {
    const env = {
      GIT_INDEX_FILE: join(scratch, 'index'),
      GIT_AUTHOR_NAME: IDENTITY.name,
      GIT_AUTHOR_EMAIL: IDENTITY.email,
      GIT_COMMITTER_NAME: IDENTITY.name,
      GIT_COMMITTER_EMAIL: IDENTITY.email
    };
    await git(worktree, ['read-tree', '--end-of-options', baseRef], env);
    await git(worktree, ['add', '--', file], env);
    try {
      await git(worktree, ['diff', '--cached', '--check', '--', file], env);
    } catch (error) {
      throw recoveryError(`repaired changelog has whitespace errors: ${(error as Error).message}`);
    }
    const tree = await git(worktree, ['write-tree'], env);
    const base = await git(worktree, ['rev-parse', '--verify', '--end-of-options', `${baseRef}^{commit}`]);
    const sha = await git(worktree, ['commit-tree', tree, '-p', base, '-m', `Synthetic PR #${prNumber} recovery tree`], env);
    const changed = (await git(worktree, ['diff', '--name-only', '--no-renames', base, sha])).split('\n').filter(Boolean);
    if (changed.length !== 1 || changed[0] !== file) throw recoveryError(`synthetic commit changed unexpected paths: ${pyRepr(changed)}`);
    return sha;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const rowsIn = (buckets: Record<string, unknown[]>, names: readonly string[]): number => names.reduce((n, name) => n + (buckets[name]?.length ?? 0), 0);

/**
 * docs/recovery.md `build-config`: checks the recovery worktree and its repaired changelog, makes
 * the synthetic commit the reuse finder accepts, and runs Sweepkit's own process-changelog on it.
 */
export async function buildRecoveryConfig(request: BuildConfigRequest, files: Files): Promise<BuiltRecoveryConfig> {
  const { worktree, baseRef, mergeRef, changelogFile: file, prNumber } = request;
  const [head, merge] = await Promise.all([git(worktree, ['rev-parse', 'HEAD']), git(worktree, ['rev-parse', '--verify', '--end-of-options', mergeRef])]);
  if (head !== merge) throw recoveryError(`recovery worktree is at ${head}, expected ${merge}`);
  const status = (await runGit(worktree, ['status', '--porcelain', '--untracked-files=all'])).toString('utf8').split('\n').filter(Boolean);
  const unrelated = status.filter((line) => line.slice(3) !== file);
  if (unrelated.length) throw recoveryError(`recovery worktree has unrelated changes: ${unrelated.join(', ')}`);

  const base = Buffer.from(await execGit(worktree).show(baseRef, file));
  const repaired = Buffer.from(files.readText(join(worktree, file)), "utf8");
  const appended = checkReconstruction(base, repaired, file, prNumber);
  const synthetic = await syntheticCommit(request);

  const { matrix } = await processChangelog(
    { baseRef, headRef: synthetic, changelogFile: file, trimConc: false, allEvals: false, evalsOnly: false },
    { git: execGit(worktree), files, root: worktree }
  );
  const link = pullUrl(DEFAULT_LINK_POLICY, prNumber);
  if (matrix.changelog_metadata.entries.some((entry) => (entry as Record<string, PyJson>)['pr-link'] !== link))
    throw recoveryError('generated changelog metadata includes entries outside the target PR');
  matrix.changelog_metadata.base_ref = baseRef;
  matrix.changelog_metadata.head_ref = mergeRef;
  const throughput = ['1k1k', '8k1k'];
  return {
    config: matrix,
    summary: {
      synthetic_sha: synthetic,
      appended_entries: appended,
      fixed_rows: rowsIn(matrix.single_node, throughput) + rowsIn(matrix.multi_node, throughput),
      agentic_rows: rowsIn(matrix.single_node, ['agentic']) + rowsIn(matrix.multi_node, ['agentic']),
      eval_jobs: matrix.evals.length + matrix.agentic_evals.length + matrix.multinode_evals.length + matrix.multinode_agentic_evals.length
    }
  };
}

/** The JSON files build-config writes (indent 2 and a newline). */
export const recoveryJson = (value: unknown): string => `${pyJsonDumps(value as PyJson, { indent: 2 })}\n`;

