import { UsageError } from './errors.js';

/**
 * One definition per option. A command's options are declared once, as a table, in the package
 * that owns the command's rules; the action's input reader (`actions/_kit/src/inputs.ts`
 * `readInputs`), the CLI's parser (`cli/src/options.ts` `parseCommandArgs`) and the docs all take
 * names, kinds, defaults and cross-option rules from it, and `test/meta/options.test.ts` checks
 * that every action.yml agrees with its table.
 */
export type OptionKind = 'flag' | 'string' | 'int' | 'float' | 'list' | 'int-list';

interface KindValues {
  flag: boolean;
  string: string;
  int: number;
  float: number;
  list: string[];
  'int-list': number[];
}

export interface OptionDef {
  kind: OptionKind;
  /** One line: the CLI's `--help` and the first sentence of the action input's description. */
  help: string;
  /**
   * `'cli'`: required on the command line only (the action fills it from the event); `'action'`:
   * required in the action only (the CLI checks it itself, e.g. unless another mode is asked for).
   */
  required?: boolean | 'cli' | 'action';
  /** Required unless this other option is given (another mode of the command that does not need it). */
  requiredUnless?: string;
  /** Applied by both edges when the option is not given; action.yml must carry the same default. */
  default?: string | number | boolean;
  /**
   * action.yml's default when it is an expression only the runner evaluates (`${{ github.token }}`);
   * the readers apply nothing for it.
   */
  runnerDefault?: string;
  /** An environment variable read when the option is not given (before `default`). */
  env?: string;
  choices?: readonly string[];
  /** Numbers: the smallest value allowed (`min`), or the value it must be above (`above`). */
  min?: number;
  above?: number;
  /** Option names that may not be given together with this one. */
  conflicts?: readonly string[];
  /**
   * The option applies only while other options have one of the listed values (a sub-command's
   * options: `{ command: ['full-sweep'] }`). Elsewhere it is not offered on the CLI, and an input
   * set to anything but its default is refused, since it would be ignored silently.
   */
  when?: Readonly<Record<string, readonly string[]>>;
  /** An option of one edge only (e.g. `--json` of the CLI, `github-token` of the action). */
  only?: 'cli' | 'action';
  /** CLI extras. */
  metavar?: string;
  short?: string;
  /** List kinds: a repeated flag adds to the earlier values instead of replacing them. */
  extend?: boolean;
}

/** Options by name: the CLI flag is `--<name>`, the action input is `<name>`. */
export type OptionTable = Readonly<Record<string, OptionDef>>;

/** A kind's value, narrowed to the choices when the option has them. */
type KindValue<D extends OptionDef> = D extends { kind: 'string'; choices: readonly (infer C)[] }
  ? C
  : D extends { kind: 'list'; choices: readonly (infer C)[] }
    ? C[]
    : KindValues[D['kind']];

type ValueOf<D extends OptionDef> = D extends { required: true; when?: undefined } | { default: string | number | boolean }
  ? KindValue<D>
  : KindValue<D> | undefined;

/** The typed values of a table: required or defaulted options are always set. */
export type OptionValues<T extends OptionTable> = { -readonly [K in keyof T]: ValueOf<T[K]> };

/**
 * `--json` of every CLI command whose stdout is machine output: at a terminal the command prints a
 * short summary, its exact JSON with this flag or whenever stdout is not a terminal (a pipe, a file,
 * the Actions runner), which is what workflows read. `cli/src/terminal.ts` makes the choice.
 */
export const JSON_OUTPUT_OPTION = {
  kind: 'flag',
  only: 'cli',
  help: 'print the exact JSON even at a terminal (a pipe, a file or a workflow step always gets it)'
} as const satisfies OptionDef;

/** A command that both edges offer: its name on each and its table. */
export interface CommandOptions<T extends OptionTable = OptionTable> {
  /** `sweepkit <cli>`, and `actions/<action>` when the command is an action too. */
  cli?: string;
  action?: string;
  description: string;
  options: T;
  /**
   * The option whose value picks a sub-command: the first word on the command line
   * (`sweepkit matrix full-sweep`), an input in the action. Keys are the sub-commands, values
   * their one-line descriptions.
   */
  subcommand?: { option: string; descriptions: Readonly<Record<string, string>> };
}

/** How a caller names an option in a message: `--step-size` on the command line, `input 'step-size'` in a workflow. */
export interface OptionDialect {
  name(option: string): string;
  /** Two options given together that exclude each other. */
  conflict(option: string, other: string): string;
  required(options: readonly string[]): string;
}

export const CLI_DIALECT: OptionDialect = {
  name: (option) => `--${option}`,
  conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
  required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};

export const ACTION_DIALECT: OptionDialect = {
  name: (option) => `input '${option}'`,
  // Inputs have no order, so the message names them alphabetically.
  conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
  required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};

const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;

/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
export class OptionError extends UsageError {
  constructor(
    readonly template: string,
    readonly render: (dialect: OptionDialect) => string = (dialect) => template.replace(PLACEHOLDER, (_, name: string) => dialect.name(name))
  ) {
    super(render(CLI_DIALECT));
    this.name = 'OptionError';
  }

  inDialect(dialect: OptionDialect): UsageError {
    return new UsageError(this.render(dialect));
  }

  /** Two options given together that exclude each other (argparse names the later one first). */
  static conflict(option: string, other: string): OptionError {
    return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
  }
}

const requiredError = (options: readonly string[]): OptionError => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));

const isInteger = (text: string): boolean => /^\s*[-+]?\d+\s*$/.test(text);

/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
export function parseOptionText(name: string, def: OptionDef, text: string): KindValues[OptionKind] {
  const bad = (what: string, word: string): never => {
    throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
  };
  const word = (w: string): string | number => {
    if (def.kind === 'int' || def.kind === 'int-list') return isInteger(w) ? Number(w) : bad('an integer', w);
    if (def.kind === 'float') {
      const value = Number(w);
      return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
    }
    return w;
  };
  switch (def.kind) {
    case 'flag':
      if (['true', 'True', 'TRUE'].includes(text.trim())) return true;
      if (['false', 'False', 'FALSE'].includes(text.trim())) return false;
      return bad('true or false', text);
    case 'list':
    case 'int-list':
      return text.split(/\s+/).filter(Boolean).map(word) as string[] | number[];
    default:
      return word(def.kind === 'string' ? text : text.trim());
  }
}

const isSet = (value: unknown): boolean => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
export function completeOptions<T extends OptionTable>(
  table: T,
  given: Readonly<Record<string, unknown>>,
  edge: 'cli' | 'action',
  env: Readonly<Record<string, string | undefined>> = {}
): OptionValues<T> {
  for (const [name, def] of Object.entries(table)) {
    for (const other of def.conflicts ?? []) if (isSet(given[name]) && isSet(given[other])) throw OptionError.conflict(name, other);
  }
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  const entries = Object.entries(table);
  // Selectors (options that `when` refers to) first, so every condition sees its final value.
  const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
  for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
    if (def.only && def.only !== edge) {
      // An option of the other edge still selects: its default is what this edge means.
      if (selectors.has(name)) values[name] = given[name] ?? def.default;
      continue;
    }
    let value = given[name];
    const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
    if (inactive) {
      if (isSet(value) && value !== def.default) throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
      values[name] = undefined;
      continue;
    }
    if (!isSet(value) && def.env && env[def.env]) value = parseOptionText(name, def, env[def.env]!);
    // A list's default is written as the workflow would write it (action.yml carries the same text).
    if (value === undefined) value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
    const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
    if (required && !isSet(value)) {
      // A sub-command's own required option says which sub-command needs it.
      const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
      if (selector) throw new OptionError(`{${name}} is required with ${selector} ${allowed!.join(' or ')}`);
      if (def.env)
        throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) =>
          d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`
        );
      missing.push(name);
    }
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
        throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
      }
      if (typeof item === 'number' && def.min !== undefined && item < def.min) {
        throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
      }
      if (typeof item === 'number' && def.above !== undefined && item <= def.above) throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
    }
    values[name] = value;
  }
  if (missing.length) throw requiredError(missing);
  // Back in table order, so the values read like the table.
  return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]])) as OptionValues<T>;
}

/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
export function appliesTo(def: OptionDef, edge: 'cli' | 'action', selectors: Readonly<Record<string, string>>): boolean {
  if (def.only && def.only !== edge) return false;
  return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}

/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
export function pickOptions<T extends OptionTable, K extends keyof T & string>(command: CommandOptions<T>, names: readonly K[]): CommandOptions<Pick<T, K>> {
  return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) as Pick<T, K> };
}

/** The table's options as one edge sees them. */
export function optionsFor(table: OptionTable, edge: 'cli' | 'action'): [string, OptionDef][] {
  return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}

/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
export function actionDefault(def: OptionDef): string {
  return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
}
