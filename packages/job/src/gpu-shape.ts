import type { PyJson } from '../../common/src/index.js';
import { envError, isTrueWord } from './env.js';
import type { JobVariables } from './variables.js';

/** Topology fields of the aggregate and the per-GPU throughput denominator (B.8). */
export interface GpuShape {
  tp: number;
  ep: number;
  dpAttention: string;
  numGpus: number;
  /** Shape keys written after `request_accounting`, in order. */
  fields: [string, PyJson][];
}

/** Pipeline, decode-context and prefill-context parallel sizes. */
export interface Sizes {
  pp: number;
  dcp: number;
  pcp: number;
}

const positive = (s: Sizes): boolean => s.pp > 0 && s.dcp > 0 && s.pcp > 0;

/** PP_SIZE, DCP_SIZE, PCP_SIZE of a single-node job, each positive. */
export function singleNodeSizes(vars: JobVariables): Sizes {
  const sizes = { pp: vars.get('PP_SIZE'), dcp: vars.get('DCP_SIZE'), pcp: vars.get('PCP_SIZE') };
  if (!positive(sizes)) throw envError('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.', 'PP_SIZE');
  return sizes;
}

/** The PP/DCP/PCP sizes of both worker pools of a multi-node job, each positive. */
export function poolSizes(vars: JobVariables): Record<'prefill' | 'decode', Sizes> {
  const of = (role: 'PREFILL' | 'DECODE'): Sizes => ({ pp: vars.get(`${role}_PP_SIZE`), dcp: vars.get(`${role}_DCP_SIZE`), pcp: vars.get(`${role}_PCP_SIZE`) });
  const sizes = { prefill: of('PREFILL'), decode: of('DECODE') };
  if (!positive(sizes.prefill) || !positive(sizes.decode)) throw envError('Multinode PP, DCP, and PCP sizes must be positive integers.', 'PREFILL_PP_SIZE');
  return sizes;
}

/** PREFILL_HARDWARE / DECODE_HARDWARE of a heterogeneous job (both or neither), undefined when neither. */
export function poolHardware(vars: JobVariables): { prefill: string; decode: string } | undefined {
  const prefill = vars.get('PREFILL_HARDWARE');
  const decode = vars.get('DECODE_HARDWARE');
  if ((prefill === '') !== (decode === ''))
    throw envError('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.', prefill ? 'DECODE_HARDWARE' : 'PREFILL_HARDWARE');
  return prefill === '' ? undefined : { prefill, decode };
}

export function singleNodeShape(vars: JobVariables): GpuShape {
  const tp = vars.get('TP');
  const { pp, dcp, pcp } = singleNodeSizes(vars);
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

const workers = (vars: JobVariables, role: 'PREFILL' | 'DECODE', sizes: Sizes): Workers => ({
  numWorkers: vars.get(`${role}_NUM_WORKERS`),
  tp: vars.get(`${role}_TP`),
  ...sizes,
  ep: vars.get(`${role}_EP`),
  dpAttn: vars.get(`${role}_DP_ATTN`)
});

export function multiNodeShape(vars: JobVariables): GpuShape {
  const sizes = poolSizes(vars);
  const prefill = workers(vars, 'PREFILL', sizes.prefill);
  const decode = workers(vars, 'DECODE', sizes.decode);
  const hardware = poolHardware(vars);
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
  if (hardware) fields.push(['prefill_hw', hardware.prefill], ['decode_hw', hardware.decode]);
  const dpAttention = [prefill.dpAttn, decode.dpAttn].some((t) => t !== '' && isTrueWord(t));
  return {
    tp: prefill.tp + decode.tp,
    ep: Math.max(prefill.ep, decode.ep),
    dpAttention: dpAttention ? 'true' : 'false',
    numGpus: numPrefill + numDecode,
    fields
  };
}

export const gpuShape = (vars: JobVariables): GpuShape => (vars.get('IS_MULTINODE') ? multiNodeShape(vars) : singleNodeShape(vars));
