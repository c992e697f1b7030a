import { poolVariableNames } from './template-variables.js';
import type { ValueSource } from './value-source.js';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The variables as the templates' `env:` blocks set them. The multi-node template is recognised by
 * its worker-pool variables (`PREFILL_TP`, `DECODE_NUM_WORKERS`, …).
 */
export function envSource(env: Env): ValueSource {
  return {
    multiNode: poolVariableNames().some((name) => Boolean(env[name])),
    text: (variable) => env[variable],
    label: (variable) => variable
  };
}
