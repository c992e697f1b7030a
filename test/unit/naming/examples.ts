// The conformance corpus of docs/naming.md §A.13 (copied from conformance/result-filename/).
import { readFileSync } from 'node:fs';
import type { MatrixRow } from '../../../packages/naming/src/index.js';

export interface NamingExample {
  job: string;
  template: string;
  matrix_row: MatrixRow & Record<string, unknown>;
  runner_name: string;
  result_filename_base: string;
  result_filename: string;
  artifacts_on_success: { step: string; name: string }[];
}

export const examples: NamingExample[] = JSON.parse(readFileSync(new URL('../../fixtures/naming/examples.json', import.meta.url), 'utf8')).examples;

/** `[label, example]` pairs for test.each. */
export const exampleCases = examples.map((e, i): [string, NamingExample] => [`${i} ${e.job} ${e.result_filename.slice(0, 40)}…`, e]);

/**
 * The step environment the reference templates set for a row (docs/matrix.md §9.3), written out
 * independently of the row source so the env mode is checked against its own oracle.
 */
export function templateEnv(e: NamingExample): Record<string, string> {
  const row = e.matrix_row as Record<string, any>;
  const s = (v: unknown): string => String(v);
  const env: Record<string, string> = {
    EXP_NAME: row['exp-name'],
    PRECISION: row.precision,
    FRAMEWORK: row.framework,
    SPEC_DECODING: row['spec-decoding'],
    RECIPE_FINGERPRINT: row['recipe-fingerprint'],
    SCENARIO_TYPE: row['scenario-type'] ?? 'fixed-seq-len',
    RUN_EVAL: s(row['run-eval'] === true),
    EVAL_ONLY: s(e.job.includes('evals')),
    RUNNER_NAME: e.runner_name
  };
  if (row.prefill) {
    for (const [role, pool] of [
      ['PREFILL', row.prefill],
      ['DECODE', row.decode]
    ] as const) {
      Object.assign(env, {
        [`${role}_NUM_WORKERS`]: s(pool['num-worker']),
        [`${role}_TP`]: s(pool.tp),
        [`${role}_PP_SIZE`]: s(pool.pp),
        [`${role}_DCP_SIZE`]: s(pool['dcp-size']),
        [`${role}_PCP_SIZE`]: s(pool['pcp-size']),
        [`${role}_EP`]: s(pool.ep),
        [`${role}_DP_ATTN`]: s(pool['dp-attn'])
      });
    }
    env.CONC_LIST = row.conc.join(' ');
    env.CONC = s(row.conc[0]);
    env.DISAGG = s(row.disagg);
  } else {
    Object.assign(env, {
      TP: s(row.tp),
      PP_SIZE: s(row.pp),
      DCP_SIZE: s(row['dcp-size']),
      PCP_SIZE: s(row['pcp-size']),
      EP_SIZE: s(row.ep),
      DP_ATTENTION: s(row['dp-attn']),
      CONC: s(row.conc),
      DISAGG: s(row.disagg ?? false)
    });
  }
  return env;
}

const PARALLELISM = ['tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn'];
const pick = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

/** What parsing a row's name must give back, read straight off the row (the round-trip oracle). */
export function rowFields(row: Record<string, any>, runnerName: string): Record<string, unknown> {
  const common = {
    ...pick(row, ['exp-name', 'precision', 'framework', 'spec-decoding', 'conc']),
    disagg: row.disagg ?? false,
    'runner-name': runnerName,
    recipe: (row['recipe-fingerprint'] ?? '').slice(0, 16)
  };
  return row.prefill
    ? { ...common, prefill: pick(row.prefill, [...PARALLELISM, 'num-worker']), decode: pick(row.decode, [...PARALLELISM, 'num-worker']) }
    : { ...common, ...pick(row, PARALLELISM) };
}
