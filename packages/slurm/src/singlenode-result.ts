import { SweepkitError } from '../../common/src/index.js';
import type { Clock } from './ports.js';

/** The runner's default launcher: the runner name's prefix before the first `_` (`b200-cw_03` → `runners/launch_b200-cw.sh`). */
export const defaultLaunchScript = (runnerName: string): string => `runners/launch_${runnerName.split('_')[0]}.sh`;

export interface ResultWaitDeps {
  /** Names in the workspace folder. */
  list(): string[];
  clock: Clock;
  info(line: string): void;
}

/**
 * The template's result check after the launcher (single-node-launch.md §1.7): an eval-only run
 * needs a `results*.json`; otherwise `<R>.json` (or the given result file) must appear within `attempts` one-second waits
 * (a file system shared with the compute node may show it late). Returns the file found.
 */
export async function waitForResultFile(
  deps: ResultWaitDeps,
  options: { resultFilename?: string; resultFile?: string; evalOnly: boolean; attempts: number }
): Promise<string> {
  if (options.evalOnly) {
    const found = deps.list().find((name) => /^results.*\.json$/.test(name));
    if (!found) throw new SweepkitError('Eval-only run failed: no results*.json files found.', { code: 'no-results' });
    return found;
  }
  const wanted = options.resultFile || `${options.resultFilename}.json`;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (deps.list().includes(wanted)) return wanted;
    deps.info(`Waiting for result file... (attempt ${attempt})`);
    await deps.clock.sleep(1000);
  }
  if (deps.list().includes(wanted)) return wanted;
  throw new SweepkitError(`Run failed: Benchmark result ${wanted} not found.`, { code: 'no-results' });
}
