import { PyFloat } from '../../../common/src/index.js';
import type { PyValue } from '../../../agentic/src/index.js';
import type { ResultRow } from './rows.js';

/** What identifies a configuration across runs: the baseline lookup matches on all of it. */
export interface BaselineKey {
  hardware: string;
  framework: string;
  modelPrefix: string;
  precision: string;
  specMethod: string;
  disagg: boolean;
  isMultinode: boolean;
  prefillTp: number;
  prefillEp: number;
  prefillDpAttention: boolean;
  decodeTp: number;
  decodeEp: number;
  decodeDpAttention: boolean;
  isl: number;
  osl: number;
  conc: number;
}

const bool = (v: PyValue | undefined): boolean => (typeof v === 'boolean' ? v : String(v ?? '').toLowerCase() === 'true');
const int = (v: PyValue | undefined): number => {
  const n = typeof v === 'number' ? v : v instanceof PyFloat ? v.value : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};
const text = (v: PyValue | undefined): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/**
 * The row's key, as `utils/compare_results.py` builds it: the runner label without a
 * `-multinode`/`-trt`/`-disagg` suffix, lower-cased; single-node rows use their tp/ep/dp-attention
 * for both prefill and decode.
 */
export function baselineKey(row: ResultRow): BaselineKey {
  const multinode = bool(row.get('is_multinode'));
  const side = (role: 'prefill' | 'decode', field: string): PyValue | undefined => row.get(multinode ? `${role}_${field}` : field);
  return {
    hardware: text(row.get('hw'))
      .replace(/-(multinode|trt|disagg)$/, '')
      .toLowerCase(),
    framework: text(row.get('framework')),
    modelPrefix: text(row.get('infmax_model_prefix')),
    precision: text(row.get('precision')),
    specMethod: text(row.get('spec_decoding')) || 'none',
    disagg: bool(row.get('disagg')),
    isMultinode: multinode,
    prefillTp: int(side('prefill', 'tp')),
    prefillEp: int(side('prefill', 'ep')),
    prefillDpAttention: bool(side('prefill', 'dp_attention')),
    decodeTp: int(side('decode', 'tp')),
    decodeEp: int(side('decode', 'ep')),
    decodeDpAttention: bool(side('decode', 'dp_attention')),
    isl: int(row.get('isl')),
    osl: int(row.get('osl')),
    conc: int(row.get('conc'))
  };
}

/** One line naming the configuration, for tables. */
export function describeKey(k: BaselineKey): string {
  const topology = k.isMultinode
    ? `P tp${k.prefillTp}/ep${k.prefillEp}${k.prefillDpAttention ? '/dpa' : ''} D tp${k.decodeTp}/ep${k.decodeEp}${k.decodeDpAttention ? '/dpa' : ''}`
    : `tp${k.prefillTp}/ep${k.prefillEp}${k.prefillDpAttention ? '/dpa' : ''}`;
  const spec = k.specMethod === 'none' ? '' : ` ${k.specMethod}`;
  return `${k.modelPrefix} ${k.precision} ${k.framework}${spec}${k.disagg ? ' disagg' : ''} ${topology} ${k.isl}/${k.osl} c${k.conc}`;
}

/** A key as one string, for matching in memory. */
export const keyString = (k: BaselineKey): string => JSON.stringify(Object.values(k));
