/**
 * Row identities of reused sweep artifacts, as the reference's `utils/validate_reusable_sweep_artifacts.py`
 * builds them: Python tuples compared with `==` (so `1 == 1.0 == True`), printed with `repr`.
 */
import {
  compareCodePoints,
  isPyObject,
  PyFloat,
  pyRepr,
  pyStr,
  pyStrRepr,
  pyToInt,
  pyTruthy,
  SweepkitError,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';

/** A tuple element: a JSON scalar, or a nested tuple (a frozen list or dict); a raw list or dict is unhashable. */
export type IdValue = PyValue | Tuple;

export class Tuple {
  constructor(readonly items: readonly IdValue[]) {}
}

/** Python `repr()` of a tuple: `(a, b)`, `(a,)`, `()`. */
export function reprValue(value: IdValue): string {
  if (value instanceof Tuple) {
    const parts = value.items.map(reprValue);
    return parts.length === 1 ? `(${parts[0]},)` : `(${parts.join(', ')})`;
  }
  return pyRepr(value);
}

const numberKey = (n: number | bigint): string =>
  typeof n === 'bigint' || Number.isSafeInteger(n) ? BigInt(n).toString() : Object.is(n, -0) ? '0' : String(n);

/**
 * A string equal for exactly the values Python's `==` (and `hash`) treats as equal; throws Python's
 * TypeError for a list or dict, which cannot be part of a set or dict key.
 */
export function hashKey(value: IdValue): string {
  if (value instanceof Tuple) return `(${value.items.map(hashKey).join(',')})`;
  if (value === null) return 'N';
  if (typeof value === 'boolean') return `n${Number(value)}`;
  if (typeof value === 'number' || typeof value === 'bigint') return `n${numberKey(value)}`;
  if (value instanceof PyFloat) return `n${numberKey(value.value)}`;
  if (typeof value === 'string') return `s${JSON.stringify(value)}`;
  throw new SweepkitError(`TypeError: unhashable type: '${Array.isArray(value) ? 'list' : 'dict'}'`);
}

/** Python `as_bool`: a bool as is, anything else by `str(value).lower() == "true"`. */
const asBool = (value: PyValue | undefined): boolean => (typeof value === 'boolean' ? value : pyStr(value ?? null).toLowerCase() === 'true');

/** Python `int(value)`, `fallback` where that raises TypeError/ValueError; OverflowError (infinity) is a crash. */
export function asInt(value: PyValue | undefined, fallback = 0): number | bigint {
  const n = value instanceof PyFloat ? value.value : value;
  if (typeof n === 'number' && !Number.isNaN(n) && !Number.isFinite(n)) throw new SweepkitError('OverflowError: cannot convert float infinity to integer');
  if (typeof n === 'bigint') return n;
  if (typeof n === 'number' && !Number.isSafeInteger(Math.trunc(n)) && Number.isFinite(n)) return BigInt(Math.trunc(n));
  if (typeof n === 'string') {
    const parsed = pyToInt(n);
    return parsed === null ? fallback : parsed;
  }
  return pyToInt(n ?? null) ?? fallback;
}

/** `row.get(name, fallback)`. */
const get = (row: PyObject, name: string, fallback: PyValue = null): PyValue => (row.has(name) ? row.get(name)! : fallback);

/** The parallelism part shared by fixed, agentic and eval identities (`prefix` is '', 'prefill_' or 'decode_'). */
function parallelism(row: PyObject, prefix: string): IdValue[] {
  return [
    asInt(get(row, `${prefix}tp`)),
    asInt(get(row, `${prefix}pp`, 1), 1),
    asInt(get(row, `${prefix}dcp_size`, 1), 1),
    asInt(get(row, `${prefix}pcp_size`, 1), 1),
    asInt(get(row, `${prefix}ep`, 1)),
    asBool(get(row, `${prefix}dp_attention`, false))
  ];
}

const workers = (row: PyObject, prefix: string): IdValue[] => [...parallelism(row, prefix), asInt(get(row, `${prefix}num_workers`, 0))];

const multinode = (row: PyObject): boolean => asBool(get(row, 'is_multinode', false));

/** The servers' shape: both roles of a multi-node row, or the single-node parallelism. */
const shape = (row: PyObject): IdValue[] => (multinode(row) ? [...workers(row, 'prefill_'), ...workers(row, 'decode_')] : parallelism(row, ''));

/** `benchmark_key`: a fixed-sequence result row. */
export function benchmarkKey(row: PyObject): Tuple {
  return new Tuple([
    multinode(row) ? 'multi' : 'single',
    get(row, 'hw'),
    get(row, 'infmax_model_prefix'),
    get(row, 'framework'),
    get(row, 'precision'),
    get(row, 'spec_decoding', 'none'),
    asBool(get(row, 'disagg', false)),
    asInt(get(row, 'isl')),
    asInt(get(row, 'osl')),
    ...shape(row),
    asInt(get(row, 'conc'))
  ]);
}

/** `freeze_identity_value`: dicts as sorted (key, value) tuples, lists as tuples. */
function freeze(value: PyValue): IdValue {
  if (isPyObject(value)) {
    const pairs = [...value].map(([k, v]) => new Tuple([k, freeze(v)]));
    return new Tuple(pairs.sort((a, b) => compareCodePoints(a.items[0] as string, b.items[0] as string)));
  }
  return Array.isArray(value) ? new Tuple(value.map(freeze)) : value;
}

function offloadKey(row: PyObject): IdValue {
  if (!row.has('kv_offloading')) return get(row, 'offloading', 'none');
  const mode = get(row, 'kv_offloading');
  const kv = pyTruthy(mode) ? mode : 'none';
  const backend = get(row, 'kv_offload_backend');
  return new Tuple([kv, kv !== 'none' ? freeze(pyTruthy(backend) ? backend : '') : '']);
}

/** `agentic_key`: an agentic point or aggregate row. */
export function agenticKey(row: PyObject): Tuple {
  const model = [get(row, 'hw'), get(row, 'infmax_model_prefix'), get(row, 'framework'), get(row, 'precision')];
  if (!multinode(row)) return new Tuple(['single', ...model, ...parallelism(row, ''), asInt(get(row, 'conc')), offloadKey(row)]);
  const key = ['multi', ...model, get(row, 'spec_decoding', 'none'), asBool(get(row, 'disagg', false)), ...shape(row), asInt(get(row, 'conc'))];
  return new Tuple(row.has('kv_offloading') || row.has('offloading') ? [...key, offloadKey(row)] : key);
}

/** `eval_key`: an eval aggregate row or a raw eval artifact's meta_env.json. */
export function evalKey(row: PyObject): Tuple {
  const hw = get(row, 'hw');
  return new Tuple([
    multinode(row) ? 'multi' : 'single',
    (pyTruthy(hw) ? pyStr(hw) : '').toLowerCase(),
    row.has('model_prefix') ? row.get('model_prefix')! : get(row, 'infmax_model_prefix'),
    get(row, 'framework'),
    get(row, 'precision'),
    get(row, 'spec_decoding', 'none'),
    asInt(get(row, 'isl', 8192), 8192),
    asInt(get(row, 'osl', 1024), 1024),
    ...shape(row),
    asInt(get(row, 'conc'))
  ]);
}

/** Python `repr` of a directory name in messages. */
export const reprName = pyStrRepr;
