import { SweepkitError, parsePyIntText } from '../../common/src/index.js';

/** The job's environment as a plain record. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A bad variable: one line naming it (the reference's SystemExit message alone), exit 1. */
export const envError = (message: string, variable?: string): SweepkitError => new SweepkitError(message, { field: variable, code: 'bad-environment' });

/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
export function parseIntVar(name: string, text: string): number {
  const value = parsePyIntText(text);
  if (value === null) throw envError(`${name} must be an integer, got '${text}'`, name);
  return Number(value);
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
export const isTrueWord = (text: string): boolean => TRUE_WORDS.has(text.toLowerCase());

/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
export function requireVars(env: Env, names: readonly string[]): void {
  const missing = names.filter((n) => env[n] === undefined);
  if (missing.length) throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}

/** A required variable as Python `int()` reads it. */
export const intVar = (env: Env, name: string): number => parseIntVar(name, env[name] ?? '');

/** `IS_MULTINODE`/`DISAGG`-style switches as `process_result.py` reads them: exactly `true`, any case. */
export const isTrue = (text: string | undefined): boolean => (text ?? '').toLowerCase() === 'true';

const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `REQUIRE_POWER`: invalid power fails the job (`1`, `true`, `yes`). */
export const requirePower = (env: Env): boolean => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());
