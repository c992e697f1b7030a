// The recorded job environments of the process-result and agentic corpora (the reference templates'
// env blocks over real matrix rows) and the matrix rows they were made from, read back independently
// of the job table so that benchmark-env is checked against the recording, not against itself.
import { readFileSync } from 'node:fs';
import { parseResultFile, type MatrixRow } from '../../../packages/naming/src/index.js';

export interface RecordedCase {
  corpus: 'results/process-result' | 'agentic';
  name: string;
  env: Record<string, string>;
  argv: string[];
}

export const fixtures = new URL('../../fixtures/', import.meta.url);

export function recordedCase(corpus: RecordedCase['corpus'], name: string): RecordedCase {
  const spec = JSON.parse(readFileSync(new URL(`${corpus}/${name}/case.json`, fixtures), 'utf8')) as { env: Record<string, string>; argv?: string[] };
  return { corpus, name, env: spec.env, argv: spec.argv ?? [] };
}

/** What the runner or the harness sets, not the template: left out of every comparison. */
export const RUNNER_VARIABLES = ['PATH', 'LC_ALL', 'LANG', 'TZ', 'HOME', 'HF_HUB_CACHE', 'RESULT_DIR', 'AGENTIC_OUTPUT_DIR'];
/** What process-result's multi-node loop sets per point file. */
export const POINT_VARIABLES = ['PREFILL_GPUS', 'DECODE_GPUS', 'IS_MULTINODE', 'RESULT_FILENAME'];

const int = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : Number(text));
const bool = (text: string | undefined): boolean => text === 'true';
const json = (text: string | undefined): unknown => (text ? JSON.parse(text) : undefined);
const defined = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

function pool(env: Record<string, string>, role: 'PREFILL' | 'DECODE'): Record<string, unknown> {
  return defined({
    'num-worker': int(env[`${role}_NUM_WORKERS`]),
    tp: int(env[`${role}_TP`]),
    pp: int(env[`${role}_PP_SIZE`]),
    'dcp-size': int(env[`${role}_DCP_SIZE`]),
    'pcp-size': int(env[`${role}_PCP_SIZE`]),
    ep: int(env[`${role}_EP`]),
    'dp-attn': bool(env[`${role}_DP_ATTN`]),
    hardware: env[`${role}_HARDWARE`]
  });
}

/**
 * The matrix row a recorded environment was made from (docs/matrix.md §9.3 backwards) and the runner
 * name (from RESULT_FILENAME). Values the template fills in itself (multi-node DURATION 3600 and
 * TOTAL_CPU_DRAM_GB 600 of throughput rows) are not row keys.
 */
export function recordedRow(env: Record<string, string>): { row: MatrixRow; runnerName: string } {
  const { fields } = parseResultFile(env.RESULT_FILENAME!);
  const multiNode = 'PREFILL_TP' in env;
  const agentic = env.IS_AGENTIC === '1' || ('KV_OFFLOADING' in env && env.KV_OFFLOADING !== '');
  const row: Record<string, unknown> = defined({
    'exp-name': env.EXP_NAME ?? fields['exp-name'],
    image: env.IMAGE,
    model: env.MODEL,
    'model-prefix': env.MODEL_PREFIX,
    precision: env.PRECISION,
    framework: env.FRAMEWORK,
    runner: env.RUNNER_TYPE,
    'spec-decoding': env.SPEC_DECODING,
    'recipe-fingerprint': env.RECIPE_FINGERPRINT,
    'run-eval': env.RUN_EVAL === undefined ? undefined : bool(env.RUN_EVAL),
    'kv-p2p-transfer': env.KV_P2P_TRANSFER,
    router: json(env.ROUTER_METADATA)
  });
  if (!agentic) Object.assign(row, defined({ isl: int(env.ISL), osl: int(env.OSL), 'max-model-len': int(env.MAX_MODEL_LEN) }));
  if (agentic) {
    Object.assign(
      row,
      defined({
        'scenario-type': 'agentic-coding',
        'kv-offloading': env.KV_OFFLOADING,
        'total-cpu-dram-gb': int(env.TOTAL_CPU_DRAM_GB),
        duration: int(env.DURATION)
      })
    );
    const backend = json(env.KV_OFFLOAD_BACKEND_METADATA);
    if (backend) row['kv-offload-backend'] = backend;
  }
  if (multiNode) {
    Object.assign(row, { prefill: pool(env, 'PREFILL'), decode: pool(env, 'DECODE'), disagg: bool(env.DISAGG), conc: env.CONC_LIST!.split(' ').map(Number) });
  } else {
    Object.assign(row, {
      tp: int(env.TP),
      pp: int(env.PP_SIZE),
      'dcp-size': int(env.DCP_SIZE),
      'pcp-size': int(env.PCP_SIZE),
      ep: int(env.EP_SIZE),
      'dp-attn': bool(env.DP_ATTENTION),
      conc: int(env.CONC)
    });
    if (!agentic) row.disagg = bool(env.DISAGG);
  }
  return { row, runnerName: fields['runner-name'] };
}
