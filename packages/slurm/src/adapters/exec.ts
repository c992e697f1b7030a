import { childEnvironment, type ChildKind } from '../child-env.js';
import { redactSecrets } from '../../../common/src/index.js';
import type { CommandResult } from '../ports.js';

export interface ExecOptions {
  /** The command is killed after this long (a hanging Slurm client must not hang the launcher). */
  timeoutMs: number;
  /** The environment to choose from (default: this process's); the child gets its allow-listed part. */
  env?: Record<string, string | undefined>;
  /** Which allow-list applies (child-env.ts): `job` for srtctl and so the Slurm job, else `tool`. */
  envKind?: ChildKind;
  cwd?: string;
  /** Kills the command when aborted (the step is being cancelled). */
  signal?: AbortSignal;
}

export interface ExecResult extends CommandResult {
  /** Killed by the time-out or the abort signal. */
  killed: boolean;
  /** Could not be started at all (ENOENT, EACCES), with the reason. */
  startError?: string;
}

/**
 * Runs a program with an argv array (never through a shell, so untrusted text stays data) and an
 * allow-listed environment (never the runner's tokens), and always resolves: a non-zero exit, a time-out and a missing program are results, not throws.
 */
export async function runCommand(file: string, args: readonly string[], options: ExecOptions): Promise<ExecResult> {
  // Loaded on the first command, not at start-up (a run that stops at its inputs never needs it).
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile(
      file,
      [...args],
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        env: childEnvironment(options.env ?? process.env, options.envKind ?? 'tool').env,
        cwd: options.cwd,
        signal: options.signal,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8'
      },
      (error, stdout, stderr) => {
        const failure = error as (NodeJS.ErrnoException & { killed?: boolean; code?: number | string }) | null;
        const startError = typeof failure?.code === 'string' && failure.code !== 'ABORT_ERR' ? failure.code : undefined;
        resolve({
          exitCode: failure ? (typeof failure.code === 'number' ? failure.code : -1) : 0,
          stdout,
          stderr,
          killed: Boolean(failure?.killed) || failure?.name === 'AbortError',
          startError
        });
      }
    );
  });
}

/** One line describing a failed command, for "unknown" warnings (credentials in its output redacted). */
export function describeFailure(command: string, result: ExecResult, timeoutMs: number): string {
  if (result.startError) return `${command}: cannot run (${result.startError})`;
  if (result.killed) return `${command}: no answer within ${Math.round(timeoutMs / 1000)}s`;
  const text = (result.stderr || result.stdout).trim().split('\n').pop() ?? '';
  return redactSecrets(`${command}: exit ${result.exitCode}${text ? `: ${text}` : ''}`);
}
