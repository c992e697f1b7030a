import { UsageError, pyRepr } from '../../packages/common/src/index.js';

/**
 * A small option parser that behaves like Python's argparse where the reference tools' users rely
 * on it: unambiguous prefixes of long options, `--opt=value`, list options that take every
 * following non-option word, repeated options replacing earlier values, and argparse's messages.
 */
export type OptionKind = 'flag' | 'string' | 'int' | 'float' | 'list' | 'int-list';

export interface OptionSpec {
  /** Long name with dashes, e.g. `--config-files`. */
  name: string;
  kind: OptionKind;
  required?: boolean;
  choices?: readonly string[];
  help: string;
  metavar?: string;
  /** Other option names this one may not be combined with (argparse mutually exclusive group). */
  conflicts?: readonly string[];
  /** One-letter alias such as `-f`. */
  short?: string;
  /** List kinds: a repeated option adds to the earlier values (argparse `action='extend'`) instead of replacing them. */
  extend?: boolean;
}

export interface ParserSpec {
  /** Program name used in messages, e.g. `sweepkit matrix full-sweep`. */
  prog: string;
  description?: string;
  options: readonly OptionSpec[];
  /** Names of positional arguments, in order; `optional` ones (argparse's `nargs='?'`) only at the end. */
  positionals?: readonly { name: string; help: string; optional?: boolean }[];
}

export type OptionValue = boolean | string | number | string[] | number[] | undefined;

export interface ParsedArgs {
  /** Values by option name without dashes, e.g. `values['config-files']`. Flags are always set. */
  values: Record<string, OptionValue>;
  positionals: string[];
}

/** Thrown for `-h`/`--help`: the CLI prints `text` on stdout and exits 0. */
export class HelpRequested extends Error {
  constructor(readonly text: string) {
    super('help requested');
  }
}

const NEGATIVE_NUMBER = /^-\d+$|^-\d*\.\d+$/;
const looksLikeOption = (word: string): boolean => word.startsWith('-') && word.length > 1 && !NEGATIVE_NUMBER.test(word);

function convert(spec: OptionSpec, word: string, prog: string): string | number {
  const fail = (what: string): never => {
    throw new UsageError(`${prog}: error: argument ${spec.name}: ${what}`);
  };
  if (spec.kind === 'int' || spec.kind === 'int-list') {
    if (!/^\s*[-+]?\d+(_\d+)*\s*$/.test(word)) fail(`invalid int value: ${pyRepr(word)}`);
    const value = Number(word.replace(/_/g, ''));
    if (spec.choices && !spec.choices.includes(String(value))) fail(`invalid choice: ${value} (choose from ${spec.choices.join(', ')})`);
    return value;
  }
  if (spec.kind === 'float') {
    const value = Number(word);
    if (word.trim() === '' || Number.isNaN(value)) fail(`invalid float value: ${pyRepr(word)}`);
    return value;
  }
  if (spec.choices && !spec.choices.includes(word)) {
    fail(`invalid choice: ${pyRepr(word)} (choose from ${spec.choices.map(pyRepr).join(', ')})`);
  }
  return word;
}

export function formatHelp(spec: ParserSpec): string {
  const usage = [`usage: ${spec.prog} [-h]`];
  for (const o of spec.options) {
    const meta = o.metavar ?? o.name.slice(2).toUpperCase().replace(/-/g, '_');
    const arg = o.kind === 'flag' ? o.name : o.kind.endsWith('list') ? `${o.name} ${meta} [${meta} ...]` : `${o.name} ${meta}`;
    usage.push(o.required ? arg : `[${arg}]`);
  }
  for (const p of spec.positionals ?? []) usage.push(p.optional ? `[${p.name}]` : p.name);
  const lines = [usage.join(' '), ''];
  if (spec.description) lines.push(spec.description, '');
  if (spec.positionals?.length) {
    lines.push('positional arguments:');
    for (const p of spec.positionals) lines.push(`  ${p.name.padEnd(28)} ${p.help}`);
    lines.push('');
  }
  lines.push('options:', `  ${'-h, --help'.padEnd(28)} show this help message and exit`);
  for (const o of spec.options) {
    const names = o.short ? `${o.short}, ${o.name}` : o.name;
    const choices = o.choices ? ` (one of: ${o.choices.join(', ')})` : '';
    lines.push(`  ${names.padEnd(28)} ${o.help}${choices}${o.required ? ' [required]' : ''}`);
  }
  return lines.join('\n') + '\n';
}

export function parseArgs(spec: ParserSpec, argv: readonly string[]): ParsedArgs {
  const { prog } = spec;
  const error = (message: string): never => {
    throw new UsageError(`${prog}: error: ${message}`);
  };
  const byName = new Map(spec.options.map((o) => [o.name, o]));
  const byShort = new Map(spec.options.filter((o) => o.short).map((o) => [o.short!, o]));
  const values: Record<string, OptionValue> = {};
  for (const o of spec.options) values[o.name.slice(2)] = o.kind === 'flag' ? false : undefined;
  const seen: string[] = [];
  const positionals: string[] = [];
  const unrecognized: string[] = [];

  const lookup = (word: string): OptionSpec | undefined => {
    if (byShort.has(word)) return byShort.get(word);
    if (byName.has(word)) return byName.get(word);
    if (!word.startsWith('--')) return undefined;
    const candidates = spec.options.filter((o) => o.name.startsWith(word));
    if (candidates.length > 1) {
      error(`ambiguous option: ${word} could match ${candidates.map((o) => o.name).join(', ')}`);
    }
    return candidates[0];
  };

  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (word === '-h' || word === '--help') throw new HelpRequested(formatHelp(spec));
    if (!looksLikeOption(word)) {
      positionals.push(word);
      continue;
    }
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const flagWord = eq > 0 ? word.slice(0, eq) : word;
    const option = lookup(flagWord);
    if (!option) {
      unrecognized.push(word);
      continue;
    }
    for (const other of option.conflicts ?? []) {
      if (seen.includes(other)) error(`argument ${option.name}: not allowed with argument ${other}`);
    }
    seen.push(option.name);
    const key = option.name.slice(2);
    if (option.kind === 'flag') {
      if (eq > 0) error(`argument ${option.name}: ignored explicit argument ${pyRepr(word.slice(eq + 1))}`);
      values[key] = true;
      continue;
    }
    const words: string[] = [];
    if (eq > 0) words.push(word.slice(eq + 1));
    else if (option.kind === 'list' || option.kind === 'int-list') {
      while (i + 1 < argv.length && !looksLikeOption(argv[i + 1]!) && argv[i + 1] !== '--') words.push(argv[++i]!);
    } else if (i + 1 < argv.length && !looksLikeOption(argv[i + 1]!)) words.push(argv[++i]!);
    if (words.length === 0) {
      error(`argument ${option.name}: expected ${option.kind.endsWith('list') ? 'at least one argument' : 'one argument'}`);
    }
    const converted = words.map((w) => convert(option, w, prog));
    const earlier = option.extend && Array.isArray(values[key]) ? (values[key] as (string | number)[]) : [];
    values[key] = option.kind.endsWith('list') ? ([...earlier, ...converted] as string[] | number[]) : converted[0];
  }

  const expected = spec.positionals ?? [];
  const missing = [
    ...spec.options.filter((o) => o.required && values[o.name.slice(2)] === undefined).map((o) => o.name),
    ...expected
      .slice(positionals.length)
      .filter((p) => !p.optional)
      .map((p) => p.name)
  ];
  if (missing.length) error(`the following arguments are required: ${missing.join(', ')}`);
  unrecognized.push(...positionals.slice(expected.length));
  if (unrecognized.length) error(`unrecognized arguments: ${unrecognized.join(' ')}`);
  return { values, positionals: positionals.slice(0, expected.length) };
}
