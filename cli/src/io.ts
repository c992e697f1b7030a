import type { Files } from '../../packages/common/src/index.js';

/** What a CLI command may touch: passed in, so commands run the same under tests. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  files: Files;
}

export interface Command {
  /** The word after `sweepkit`, e.g. `matrix`. */
  name: string;
  /** One line for `sweepkit --help`. */
  summary: string;
  /** Runs the command; returns the exit code. Throwing a SweepkitError prints it and exits with its code. */
  run(argv: readonly string[], io: CliIO): Promise<number> | number;
}
