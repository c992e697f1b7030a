import {
  appliesTo,
  completeOptions,
  OptionError,
  UsageError,
  type CommandOptions,
  type OptionTable,
  type OptionValues
} from '../../packages/common/src/index.js';
import { HelpRequested, parseArgs, type OptionSpec, type ParserSpec } from './argparse.js';
import type { CliIO } from './io.js';

/** The values the table's selectors have on the command line: the sub-command word, else their defaults. */
function cliSelectors(command: CommandOptions, subcommand?: string): Record<string, string> {
  const selectors: Record<string, string> = {};
  for (const def of Object.values(command.options)) {
    for (const name of Object.keys(def.when ?? {})) {
      const value = name === command.subcommand?.option ? subcommand : command.options[name]?.default;
      if (value !== undefined) selectors[name] = String(value);
    }
  }
  return selectors;
}

/** The argparse spec of a command's option table (the CLI's flags are the table's names), for one sub-command if it has them. */
export function parserSpec(command: CommandOptions, positionals?: ParserSpec['positionals'], subcommand?: string): ParserSpec {
  const selectors = cliSelectors(command, subcommand);
  const options: OptionSpec[] = Object.entries(command.options)
    .filter(([name, def]) => name !== command.subcommand?.option && appliesTo(def, 'cli', selectors))
    .map(([name, def]) => ({
      name: `--${name}`,
      kind: def.kind,
      // An option that falls back to an env variable is checked after the fallback, not by argparse.
      required: (def.required === true || def.required === 'cli') && !def.env,
      choices: def.choices,
      help: def.default === undefined || def.kind === 'flag' || def.required ? def.help : `${def.help} (default: ${def.default})`,
      metavar: def.metavar,
      short: def.short,
      extend: def.extend,
      conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
  const prog = `sweepkit ${command.cli}${subcommand ? ` ${subcommand}` : ''}`;
  const description = subcommand ? command.subcommand?.descriptions[subcommand] : command.description;
  return { prog, description, options, positionals };
}

/** The first word of a command with sub-commands, checked with argparse's messages. */
function takeSubcommand(command: CommandOptions, argv: readonly string[]): string | undefined {
  if (!command.subcommand) return undefined;
  const prog = `sweepkit ${command.cli}`;
  const names = Object.keys(command.subcommand.descriptions);
  const [word] = argv;
  if (word === '-h' || word === '--help') {
    throw new HelpRequested(`usage: ${prog} {${names.join(',')}} ...\n\n${command.description}\nRun '${prog} <sub-command> --help' for its options.\n`);
  }
  if (word === undefined) throw new UsageError(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
  if (!names.includes(word)) {
    throw new UsageError(
      `${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`
    );
  }
  return word;
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
  const subcommand = takeSubcommand(command, argv);
  const spec = parserSpec(command, positionals, subcommand);
  const parsed = parseArgs(spec, subcommand ? argv.slice(1) : argv);
  const given: Record<string, unknown> = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
  if (subcommand) given[command.subcommand!.option] = subcommand;
  try {
    return { values: completeOptions(command.options, given, 'cli', io.env), positionals: parsed.positionals };
  } catch (error) {
    if (error instanceof OptionError) throw new UsageError(`${spec.prog}: error: ${error.message}`);
    throw error;
  }
}
