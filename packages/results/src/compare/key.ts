import { parsePyIntText, PyFloat, pyStr, pyTruthy, SweepkitError, type PyValue } from '../../../common/src/index.js';
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

/** The reference's `str(v).lower() == "true"` (a real boolean is itself). */
const bool = (v: PyValue | undefined): boolean => (typeof v === 'boolean' ? v : pyStr(v ?? null).toLowerCase() === 'true');

/** A key the reference reads with `row[key]`: missing is its KeyError, as one line naming the file. */
function required(row: ResultRow, key: string, file: string): PyValue {
  const v = row.get(key);
  if (v === undefined) throw new SweepkitError(`key '${key}' missing`, { location: { file }, field: key, code: 'bad-result' });
  return v;
}

/** Python's `int(v)`: integers, floats truncated, integer text; anything else is the reference's ValueError. */
function int(row: ResultRow, key: string, file: string): number {
  const v = required(row, key, file);
  const n =
    typeof v === 'boolean'
      ? Number(v)
      : typeof v === 'number'
        ? v
        : typeof v === 'bigint'
          ? Number(v)
          : v instanceof PyFloat
            ? v.value
            : typeof v === 'string'
              ? Number(parsePyIntText(v) ?? NaN)
              : NaN;
  if (!Number.isFinite(n)) throw new SweepkitError(`${key}: not an integer: ${pyStr(v)}`, { location: { file }, field: key, code: 'bad-result' });
  return Math.trunc(n);
}

const lower = (row: ResultRow, key: string, file: string): string => pyStr(required(row, key, file)).toLowerCase();

/**
 * The row's key, as `utils/compare_results.py` builds it: the runner label without one trailing
 * `-multinode`/`-trt`/`-disagg`, lower-cased; model prefix, framework, precision and spec method
 * lower-cased (spec method `none` and disagg false when missing); single-node rows use their
 * tp/ep/dp-attention for both prefill and decode. A missing key is an error naming the file.
 */
export function baselineKey(row: ResultRow, file = 'results'): BaselineKey {
  const hardware = pyStr(required(row, 'hw', file))
    .replace(/-(multinode|trt|disagg)$/, '')
    .toLowerCase();
  const modelPrefix = lower(row, 'infmax_model_prefix', file);
  const framework = lower(row, 'framework', file);
  const precision = lower(row, 'precision', file);
  const spec = row.get('spec_decoding');
  const multinode = row.get('is_multinode') ?? false;
  const side = (role: 'prefill' | 'decode', field: string): string => (pyTruthy(multinode) ? `${role}_${field}` : field);
  return {
    hardware,
    framework,
    modelPrefix,
    precision,
    specMethod: spec === undefined || spec === null ? 'none' : pyStr(spec).toLowerCase(),
    disagg: bool(row.get('disagg')),
    isMultinode: bool(multinode),
    prefillTp: int(row, side('prefill', 'tp'), file),
    prefillEp: int(row, side('prefill', 'ep'), file),
    prefillDpAttention: bool(required(row, side('prefill', 'dp_attention'), file)),
    decodeTp: int(row, side('decode', 'tp'), file),
    decodeEp: int(row, side('decode', 'ep'), file),
    decodeDpAttention: bool(required(row, side('decode', 'dp_attention'), file)),
    isl: int(row, 'isl', file),
    osl: int(row, 'osl', file),
    conc: int(row, 'conc', file)
  };
}

/**
 * The lookup's parameters as the reference logs them (`Query params: {json}`): every value as
 * Python's `str`, in its order; `is_multinode` is the row's own value.
 */
export function queryParams(key: BaselineKey, row: ResultRow): Map<string, string> {
  const py = (v: PyValue): string => pyStr(v);
  return new Map([
    ['hardware', key.hardware],
    ['model', key.modelPrefix],
    ['framework', key.framework],
    ['precision', key.precision],
    ['spec_method', key.specMethod],
    ['disagg', py(key.disagg)],
    ['is_multinode', py(row.get('is_multinode') ?? false)],
    ['prefill_tp', py(key.prefillTp)],
    ['prefill_ep', py(key.prefillEp)],
    ['prefill_dp_attention', py(key.prefillDpAttention)],
    ['decode_tp', py(key.decodeTp)],
    ['decode_ep', py(key.decodeEp)],
    ['decode_dp_attention', py(key.decodeDpAttention)],
    ['isl', py(key.isl)],
    ['osl', py(key.osl)],
    ['conc', py(key.conc)]
  ]);
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
