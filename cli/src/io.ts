import { type Files } from '../../packages/common/src/index.js';

/** What a CLI command may touch: passed in, so commands run the same under tests. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  files: Files;
  /**
   * Whether stdout is a terminal a person reads (not a pipe, a file or the Actions runner): commands
   * that print machine output may print a readable summary instead, their exact output behind --json.
   */
  stdoutIsTerminal?: boolean;
  /** The whole standard input (only commands that read it call this; absent = empty). */
  stdin?(): string;
  /**
   * Under the Actions runner only: writes a workflow command the command built with
   * `workflowCommand` (escaped), past the shield that neutralises commands in ordinary output.
   */
  runnerCommand?(text: string): void;
}

/** A subcommand's implementation (the default export of `commands/<name>.ts`). */
export type RunCommand = (argv: readonly string[], io: CliIO) => Promise<number> | number;

/**
 * A `sweepkit` subcommand as listed in `commands/index.ts`. The implementation is imported only
 * when the command runs, so `sweepkit matrix` does not pay for loading the aggregator or Octokit.
 */
export interface Command {
  /** The word after `sweepkit`, e.g. `matrix`. */
  name: string;
  /** One line for `sweepkit --help`. */
  summary: string;
  /** Loads the implementation; it returns the exit code, or throws a SweepkitError. */
  load(): Promise<{ default: RunCommand }>;
}
