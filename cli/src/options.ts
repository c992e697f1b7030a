import { completeOptions, optionsFor, type CommandOptions, type OptionTable, type OptionValues } from '../../packages/common/src/index.js';
import { parseArgs, type OptionSpec, type ParserSpec } from './argparse.js';
import type { CliIO } from './io.js';

/** The argparse spec of a command's option table (the CLI's flags are the table's names). */
export function parserSpec(command: CommandOptions, positionals?: ParserSpec['positionals']): ParserSpec {
  const options: OptionSpec[] = optionsFor(command.options, 'cli').map(([name, def]) => ({
    name: `--${name}`,
    kind: def.kind,
    // An option that falls back to an env variable is checked after the fallback, not by argparse.
    required: def.required && !def.env,
    choices: def.choices,
    help: def.default === undefined || def.kind === 'flag' ? def.help : `${def.help} (default: ${def.default})`,
    metavar: def.metavar,
    short: def.short,
    extend: def.extend,
    conflicts: def.conflicts?.map((c) => `--${c}`)
  }));
  return { prog: `sweepkit ${command.cli}`, description: command.description, options, positionals };
}

/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
export function parseCommandArgs<T extends OptionTable>(
  command: CommandOptions<T>,
  argv: readonly string[],
  io: Pick<CliIO, 'env'>,
  positionals?: ParserSpec['positionals']
): { values: OptionValues<T>; positionals: string[] } {
  const parsed = parseArgs(parserSpec(command, positionals), argv);
  const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
  return { values: completeOptions(command.options, given, 'cli', io.env), positionals: parsed.positionals };
}
