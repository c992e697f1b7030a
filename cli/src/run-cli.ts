import { formatError, redactError, secretValues, toSweepkitErrors } from '../../packages/common/src/index.js';
import { HelpRequested } from './argparse.js';
import { commands } from './commands/index.js';
import type { CliIO } from './io.js';
import { VERSION } from './version.js';

function usage(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 8);
  return (
    [
      'usage: sweepkit <command> [options]',
      '',
      'Sweepkit: CI for LLM-inference benchmarks. Every command is also a GitHub Action.',
      '',
      'commands:',
      ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
      '',
      "Run 'sweepkit <command> --help' for a command's options."
    ].join('\n') + '\n'
  );
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`sweepkit ${VERSION}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`sweepkit: error: unknown command '${name}' (run 'sweepkit --help' for the list)\n`);
    return 2;
  }
  try {
    const { default: run } = await command.load();
    return await run(rest, io);
  } catch (error) {
    if (error instanceof HelpRequested) {
      io.stdout(error.text);
      return 0;
    }
    // Users get one line per error, never a stack trace; SWEEPKIT_DEBUG=1 shows it to developers.
    if (io.env.SWEEPKIT_DEBUG && error instanceof Error) io.stderr(`${error.stack}\n`);
    // A message may quote a connection string or a token: redacted whatever the command.
    const known = secretValues(io.env);
    const errors = toSweepkitErrors(error).map((e) => redactError(e, known));
    for (const e of errors) io.stderr(`${formatError(e)}\n`);
    return Math.max(...errors.map((e) => e.exitCode));
  }
}
