import { OptionError, SweepkitError } from '../../common/src/index.js';
import { cleanupJobResources, type CleanupDeps, type CleanupResult } from './singlenode-cleanup.js';
import type { SinglenodeCleanupValues, SinglenodeLaunchValues } from './singlenode-options.js';
import { defaultLaunchScript, waitForResultFile } from './singlenode-result.js';
import { planSquashImports, type SquashImport } from './squash.js';

export interface SinglenodeDeps extends CleanupDeps {
  /** Imports squash files (under their locks); throws on failure. */
  importSquashes(jobs: readonly SquashImport[]): Promise<void>;
  /** Runs `bash <script>` in the workspace with the extra env, streaming its output; its exit status. */
  runScript(script: string, env: Record<string, string>): Promise<number>;
  /** Names in the workspace. */
  list(): string[];
  warning(line: string): void;
}

export interface SinglenodeResult {
  script: string;
  exitCode?: number;
  resultFile?: string;
  cleanup?: CleanupResult;
  /** One word; empty on success. */
  reason: string;
  failure?: SweepkitError;
}

/** The clean-up settings, shared by the main step and the post step. */
export function cleanupOptions(values: SinglenodeCleanupValues): { jobName: string; containerNames: string[]; waitMs: number; pollMs: number } {
  const jobName = values['job-name'];
  if (!jobName) throw new OptionError('{job-name} is empty and RUNNER_NAME is not set; it names the Slurm jobs and containers to clean up');
  return { jobName, containerNames: values['container-names'] ?? [jobName], waitMs: values['cleanup-wait-seconds'] * 1000, pollMs: 5000 };
}

export async function cleanUp(deps: CleanupDeps & { warning(line: string): void }, values: SinglenodeCleanupValues): Promise<CleanupResult | undefined> {
  if (!values.cleanup) return undefined;
  const result = await cleanupJobResources(deps, cleanupOptions(values));
  result.left.forEach((line) => deps.warning(line));
  return result;
}

/**
 * One single-node job's generic steps (single-node-launch.md §1): clean-up, squash import,
 * the site's launcher (its status is the step's, never lost behind a later command), then the
 * result check. A failure after the launcher started comes back in `failure`, with what is known.
 */
export async function runSinglenode(deps: SinglenodeDeps, values: SinglenodeLaunchValues, workspace: string): Promise<SinglenodeResult> {
  const script = values['launch-script'] ?? defaultLaunchScript(cleanupOptions(values).jobName);
  if (!values['eval-only'] && !values['result-filename'] && !values['result-file'])
    throw new OptionError('{result-filename} is empty and RESULT_FILENAME is not set; it names the result the launcher writes (or set {result-file})');
  const cleanup = await cleanUp(deps, values);
  const dir = values['squash-dir'];
  // The launcher and the in-container script write the result under the name this step waits for.
  const env: Record<string, string> = values['result-filename'] ? { RESULT_FILENAME: values['result-filename'] } : {};
  if (dir !== undefined) {
    const imports = planSquashImports(values, dir, workspace, values['squash-images'] ?? []);
    if (imports.length === 0) throw new OptionError('{squash-dir} is set but {squash-images} is empty and IMAGE is not set');
    await deps.importSquashes(imports);
    env.SQUASH_FILE = imports[0]!.file;
  }
  const exitCode = await deps.runScript(script, env);
  const base = { script, exitCode, cleanup };
  if (exitCode !== 0) {
    return { ...base, reason: 'launcher-failed', failure: new SweepkitError(`the launcher ${script} exited with ${exitCode}`, { code: 'launcher-failed' }) };
  }
  try {
    const resultFile = await waitForResultFile(deps, {
      resultFilename: values['result-filename'],
      resultFile: values['result-file'],
      evalOnly: values['eval-only'],
      attempts: values['result-wait-seconds'],
      multiNode: values['multi-node']
    });
    return { ...base, resultFile, reason: '' };
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    return { ...base, reason: error.code ?? 'failed', failure: error };
  }
}
