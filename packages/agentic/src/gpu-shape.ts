import type { PyJson } from '../../common/src/index.js';
import { configError, isTrueWord } from './env.js';
import type { AgenticVariables } from './variables.js';

/** Topology fields of the aggregate and the per-GPU throughput denominator (B.8). */
export interface GpuShape {
  tp: number;
  ep: number;
  dpAttention: string;
  numGpus: number;
  /** Shape keys written after `request_accounting`, in order. */
  fields: [string, PyJson][];
}

export function singleNodeShape(vars: AgenticVariables): GpuShape {
  const tp = vars.get('TP');
  const pp = vars.get('PP_SIZE');
  const dcp = vars.get('DCP_SIZE');
  const pcp = vars.get('PCP_SIZE');
  if (pp <= 0 || dcp <= 0 || pcp <= 0) throw configError('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.');
  return {
    tp,
    ep: vars.get('EP_SIZE'),
    dpAttention: vars.get('DP_ATTENTION'),
    // Decode context parallelism shards the KV cache over the TP GPUs: it adds none.
    numGpus: tp * pp * pcp,
    fields: [
      ['pp', pp],
      ['dcp_size', dcp],
      ['pcp_size', pcp]
    ]
  };
}

interface Workers {
  numWorkers: number;
  tp: number;
  pp: number;
  dcp: number;
  pcp: number;
  ep: number;
  dpAttn: string;
}

const workers = (vars: AgenticVariables, role: 'PREFILL' | 'DECODE'): Workers => ({
  numWorkers: vars.get(`${role}_NUM_WORKERS`),
  tp: vars.get(`${role}_TP`),
  pp: vars.get(`${role}_PP_SIZE`),
  dcp: vars.get(`${role}_DCP_SIZE`),
  pcp: vars.get(`${role}_PCP_SIZE`),
  ep: vars.get(`${role}_EP`),
  dpAttn: vars.get(`${role}_DP_ATTN`)
});

export function multiNodeShape(vars: AgenticVariables): GpuShape {
  const prefill = workers(vars, 'PREFILL');
  const decode = workers(vars, 'DECODE');
  if ([prefill, decode].some((w) => w.pp <= 0 || w.dcp <= 0 || w.pcp <= 0)) {
    throw configError('Multinode PP, DCP, and PCP sizes must be positive integers.');
  }
  const prefillHw = vars.get('PREFILL_HARDWARE');
  const decodeHw = vars.get('DECODE_HARDWARE');
  if ((prefillHw === '') !== (decodeHw === '')) throw configError('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.');
  const numPrefill = prefill.numWorkers * prefill.tp * prefill.pp * prefill.pcp;
  const numDecode = decode.numWorkers * decode.tp * decode.pp * decode.pcp;
  // Aggregated multi-node (no decode workers): the decode shape is reported as absent.
  if (numDecode <= 0) Object.assign(decode, { tp: 0, ep: 0, pp: 1, dcp: 1, pcp: 1 });
  const fields: [string, PyJson][] = [];
  for (const [role, w, gpus] of [
    ['prefill', prefill, numPrefill],
    ['decode', decode, numDecode]
  ] as const) {
    fields.push(
      [`${role}_num_workers`, w.numWorkers],
      [`${role}_tp`, w.tp],
      [`${role}_pp`, w.pp],
      [`${role}_dcp_size`, w.dcp],
      [`${role}_pcp_size`, w.pcp],
      [`${role}_ep`, w.ep],
      [`${role}_dp_attention`, w.dpAttn],
      [`num_${role}_gpu`, gpus]
    );
  }
  if (prefillHw !== '') fields.push(['prefill_hw', prefillHw], ['decode_hw', decodeHw]);
  const dpAttention = [prefill.dpAttn, decode.dpAttn].some((t) => t !== '' && isTrueWord(t));
  return {
    tp: prefill.tp + decode.tp,
    ep: Math.max(prefill.ep, decode.ep),
    dpAttention: dpAttention ? 'true' : 'false',
    numGpus: numPrefill + numDecode,
    fields
  };
}

export const gpuShape = (vars: AgenticVariables): GpuShape => (vars.get('IS_MULTINODE') ? multiNodeShape(vars) : singleNodeShape(vars));
