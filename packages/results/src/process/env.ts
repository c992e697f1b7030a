import { SweepkitError } from '../../../common/src/index.js';
import { parseIntVar } from '../../../agentic/src/index.js';

export type Env = Readonly<Record<string, string | undefined>>;

/** Variables `utils/process_result.py` needs set (empty allowed), in the order it reports them. */
export const BASE_VARS = [
  'RUNNER_TYPE',
  'FRAMEWORK',
  'PRECISION',
  'SPEC_DECODING',
  'RESULT_FILENAME',
  'ISL',
  'OSL',
  'DISAGG',
  'MODEL_PREFIX',
  'IMAGE'
] as const;
export const SINGLE_NODE_VARS = ['TP', 'EP_SIZE', 'DP_ATTENTION'] as const;
export const MULTI_NODE_VARS = [
  'PREFILL_GPUS',
  'DECODE_GPUS',
  'PREFILL_NUM_WORKERS',
  'PREFILL_TP',
  'PREFILL_EP',
  'PREFILL_DP_ATTN',
  'DECODE_NUM_WORKERS',
  'DECODE_TP',
  'DECODE_EP',
  'DECODE_DP_ATTN'
] as const;

/** A bad variable: one line naming it, exit 1. */
export const envError = (message: string, variable?: string): SweepkitError => new SweepkitError(message, { field: variable, code: 'bad-environment' });

/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
export function requireVars(env: Env, names: readonly string[]): void {
  const missing = names.filter((n) => env[n] === undefined);
  if (missing.length) throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}

/** A required variable as Python `int()` reads it. */
export const intVar = (env: Env, name: string): number => parseIntVar(name, env[name] ?? '');

/** `REQUIRE_POWER` / `IS_MULTINODE`-style switches. */
export const isTrue = (text: string | undefined): boolean => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
export const requirePower = (env: Env): boolean => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());
