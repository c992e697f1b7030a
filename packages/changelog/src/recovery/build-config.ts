import { pyJsonDumps, pyRepr, type Files, type PyJson, type YamlMapping, GitError } from '../../../common/src/index.js';
import { processChangelog } from '../process.js';
import { type ChangelogMatrix } from '../buckets.js';
import { compareEntries } from '../strict/compare.js';
import { DEFAULT_LINK_POLICY, pullUrl } from '../strict/links.js';
import { parseStrictChangelog } from '../strict/parse.js';
import { checkRawChange } from '../strict/raw.js';
import type { RecoveryGit } from './git.js';
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
  const wrong = after.entries
    .slice(before.entries.length)
    .map((e) => (e as YamlMapping)['pr-link'] ?? null)
    .filter((l) => l !== link);
  if (wrong.length) throw recoveryError(`reconstructed entries must all use ${link}: ${pyRepr(wrong)}`);
  return changes.additions;
}

const rowsIn = (buckets: Record<string, unknown[]>, names: readonly string[]): number => names.reduce((n, name) => n + (buckets[name]?.length ?? 0), 0);

/**
 * docs/recovery.md `build-config`: checks the recovery worktree and its repaired changelog, makes
 * the synthetic commit the reuse finder accepts, and runs Sweepkit's own process-changelog on it.
 */
export async function buildRecoveryConfig(request: BuildConfigRequest, ports: { git: RecoveryGit; files: Files }): Promise<BuiltRecoveryConfig> {
  const { worktree, baseRef, mergeRef, changelogFile: file, prNumber } = request;
  const { git, files } = ports;
  const [head, merge] = await Promise.all([git.commitOf('HEAD'), git.commitOf(mergeRef)]);
  if (head !== merge) throw recoveryError(`recovery worktree is at ${head}, expected ${merge ?? mergeRef}`);
  const unrelated = (await git.status()).filter((line) => line.slice(3) !== file);
  if (unrelated.length) throw recoveryError(`recovery worktree has unrelated changes: ${unrelated.join(', ')}`);

  const base = Buffer.from(
    await git.show(baseRef, file).catch((error: unknown) => {
      if (error instanceof GitError) throw recoveryError(`could not read ${file} at ${baseRef}: ${error.detail}`);
      throw error;
    })
  );
  const appended = checkReconstruction(base, Buffer.from(await git.readWorking(file)), file, prNumber);
  const baseCommit = await git.commitOf(baseRef);
  if (baseCommit === undefined) throw recoveryError(`unknown base ref: ${baseRef}`);
  const synthetic = await git.commitWith(baseCommit, file, `Synthetic PR #${prNumber} recovery tree`, IDENTITY);
  const changed = await git.changedPaths(baseCommit, synthetic);
  if (changed.length !== 1 || changed[0] !== file) throw recoveryError(`synthetic commit changed unexpected paths: ${pyRepr(changed)}`);

  const { matrix } = await processChangelog(
    { baseRef, headRef: synthetic, changelogFile: file, trimConc: false, allEvals: false, evalsOnly: false },
    { git, files, root: worktree }
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
