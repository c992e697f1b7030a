import { SweepkitError } from '../../../common/src/index.js';
import type { Srtctl } from '../ports.js';
import { runCommand } from './exec.js';

export interface SrtctlCliOptions {
  /** The srtctl executable (a name on PATH or a path). */
  executable: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Limit for `apply` (it may run preflight checks and a sweep of submissions). */
  timeoutMs?: number;
}

/** The real srtctl, run with argv arrays. */
export function createSrtctlCli(options: SrtctlCliOptions): Srtctl {
  const exec = (args: readonly string[], timeoutMs: number) =>
    runCommand(options.executable, args, { timeoutMs, cwd: options.cwd, env: options.env, envKind: 'job', signal: options.signal });
  return {
    async supportsJson() {
      const help = await exec(['apply', '--help'], 60_000);
      return help.exitCode === 0 && /--json\b/.test(help.stdout + help.stderr);
    },
    async run(args) {
      const result = await exec(args, options.timeoutMs ?? 15 * 60_000);
      if (result.startError) {
        throw new SweepkitError(`cannot run srtctl '${options.executable}' (${result.startError})`, { code: 'srtctl-missing' });
      }
      return result;
    }
  };
}
