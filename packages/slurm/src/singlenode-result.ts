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
  options: { resultFilename?: string; resultFile?: string; evalOnly: boolean; attempts: number; multiNode?: boolean }
): Promise<string> {
  if (options.evalOnly) {
    const found = deps.list().find((name) => /^results.*\.json$/.test(name));
    if (!found) throw new SweepkitError('Eval-only run failed: no results*.json files found.', { code: 'no-results' });
    return found;
  }
  // A multi-node launcher writes one `<R>_<…>.json` per point (the multi-node template's `ls <R>_*.json`);
  // `resultFile` names another file the launcher writes (SPEED-Bench's YAML).
  const wanted = options.resultFile || (options.multiNode ? `${options.resultFilename}_*.json` : `${options.resultFilename}.json`);
  const find = (): string | undefined =>
    options.resultFile
      ? deps.list().find((name) => name === options.resultFile)
      : options.multiNode
        ? deps.list().find((name) => name.startsWith(`${options.resultFilename}_`) && name.endsWith('.json'))
        : deps.list().find((name) => name === wanted);
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    const found = find();
    if (found !== undefined) return found;
    deps.info(`Waiting for result file... (attempt ${attempt})`);
    await deps.clock.sleep(1000);
  }
  const found = find();
  if (found !== undefined) return found;
  throw new SweepkitError(`Run failed: Benchmark result ${wanted} not found.`, { code: 'no-results' });
}
