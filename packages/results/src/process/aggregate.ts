import {
  PyFloat,
  SweepkitError,
  type PyJson,
  isPyObject,
  parsePyFloatText,
  parsePyIntText,
  pyRepr,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import {
  envError,
  intVar,
  isTrue,
  jobVariables,
  poolHardware,
  poolSizes,
  requireVars,
  routerMetadata,
  singleNodeSizes,
  type Env,
  type JobVariables
} from '../../../job/src/index.js';
import { MULTI_NODE_VARS, SINGLE_NODE_VARS } from './env.js';

/** The dashboard row being built: Python dict order, values as the JSON writer takes them. */
export type Row = Map<string, PyJson>;

/** How many GPUs the row's throughput is shared by, for the power step. */
export interface Shape {
  multinode: boolean;
  /** TP × PP × PCP (single node) or prefill + decode GPUs (multi node). */
  gpus: number;
}

const float = (x: number): PyFloat => new PyFloat(x);

/** A number of the benchmark result as Python arithmetic sees it (bool is 0/1); anything else is the file's fault. */
function numeric(result: PyObject, key: string, file: string): number {
  const v = result.get(key);
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  throw new SweepkitError(v === undefined ? `'${key}' is missing` : `'${key}' is not a number`, { location: { file }, field: key, code: 'bad-result' });
}

/** Python `int(value)` of a result field (floats truncate, integer strings parse). */
function pyIntOf(result: PyObject, key: string, file: string): number {
  const v = result.get(key);
  const parsed = typeof v === 'string' ? parsePyIntText(v) : undefined;
  if (parsed !== undefined && parsed !== null) return Number(parsed);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof PyFloat) {
    const n = numeric(result, key, file);
    if (Number.isFinite(n)) return Math.trunc(n) + 0;
  }
  throw new SweepkitError(v === undefined ? `'${key}' is missing` : `'${key}' is not an integer`, { location: { file }, field: key, code: 'bad-result' });
}

function singleNode(env: Env, vars: JobVariables, row: Row, disagg: boolean): number {
  requireVars(env, SINGLE_NODE_VARS);
  const tp = intVar(env, 'TP');
  const ep = intVar(env, 'EP_SIZE');
  const { pp, dcp, pcp } = singleNodeSizes(vars);
  if (disagg) throw envError('Disaggregated mode requires multinode setup.', 'DISAGG');
  // The throughput is shared by TP × PP × PCP GPUs; none is a division by zero in the reference.
  if (tp === 0) throw envError('TP must not be 0: the throughput is divided by TP × PP × PCP GPUs', 'TP');
  row.set('is_multinode', false);
  row.set('tp', tp);
  row.set('pp', pp);
  row.set('dcp_size', dcp);
  row.set('pcp_size', pcp);
  row.set('ep', ep);
  row.set('dp_attention', vars.get('DP_ATTENTION'));
  return tp * pp * pcp;
}

interface Workers {
  prefill: number;
  decode: number;
}

function multiNode(env: Env, vars: JobVariables, row: Row): Workers & { hardware?: { prefill: string; decode: string } } {
  requireVars(env, MULTI_NODE_VARS);
  const hardware = poolHardware(vars);
  const prefillGpus = intVar(env, 'PREFILL_GPUS');
  const decodeGpus = intVar(env, 'DECODE_GPUS');
  const { prefill: p, decode: d } = poolSizes(vars);
  if (prefillGpus + decodeGpus <= 0) throw envError('Multinode results require at least one GPU.', 'PREFILL_GPUS');
  if (prefillGpus <= 0) throw envError('Multinode results require at least one prefill GPU.', 'PREFILL_GPUS');
  const aggregated = decodeGpus === 0;
  row.set('is_multinode', true);
  row.set('prefill_tp', intVar(env, 'PREFILL_TP'));
  row.set('prefill_pp', p.pp);
  row.set('prefill_dcp_size', p.dcp);
  row.set('prefill_pcp_size', p.pcp);
  row.set('prefill_ep', intVar(env, 'PREFILL_EP'));
  row.set('prefill_dp_attention', vars.get('PREFILL_DP_ATTN'));
  row.set('prefill_num_workers', intVar(env, 'PREFILL_NUM_WORKERS'));
  // Aggregated multi-node (no decode GPUs): decode workers do not exist, so their shape is neutral.
  row.set('decode_tp', aggregated ? 0 : intVar(env, 'DECODE_TP'));
  row.set('decode_pp', aggregated ? 1 : d.pp);
  row.set('decode_dcp_size', aggregated ? 1 : d.dcp);
  row.set('decode_pcp_size', aggregated ? 1 : d.pcp);
  row.set('decode_ep', aggregated ? 0 : intVar(env, 'DECODE_EP'));
  row.set('decode_dp_attention', vars.get('DECODE_DP_ATTN'));
  row.set('decode_num_workers', intVar(env, 'DECODE_NUM_WORKERS'));
  row.set('num_prefill_gpu', prefillGpus);
  row.set('num_decode_gpu', decodeGpus);
  return { prefill: prefillGpus, decode: decodeGpus, hardware };
}

/**
 * Python's `float(value)`: numbers and bools, and text Python parses (`"nan"`, `"inf"`, `"1_000"`),
 * so a latency that is NaN or infinite is kept like the reference keeps it (the power step then
 * judges the window); anything else is the reference's TypeError/ValueError.
 */
function pyFloatOf(result: PyObject, key: string, file: string): number {
  const v = result.get(key);
  const parsed = typeof v === 'string' ? parsePyFloatText(v) : null;
  if (parsed !== null) return parsed;
  if (v === undefined || v === null || typeof v === 'string' || (typeof v === 'object' && !(v instanceof PyFloat)))
    throw new SweepkitError(`'${key}' is not a number: ${pyRepr(v ?? null)}`, { location: { file }, field: key, code: 'bad-result' });
  return numeric(result, key, file);
}

/** Latencies in seconds (`*_ms` / 1000) and interactivity (`1000 / *tpot*`), in the result's key order. */
function latencies(result: PyObject, row: Row, file: string): void {
  for (const key of result.keys()) {
    if (key.endsWith('ms')) row.set(key.replaceAll('_ms', ''), float(pyFloatOf(result, key, file) / 1000));
    if (key.includes('tpot')) {
      const tpot = pyFloatOf(result, key, file);
      if (tpot === 0)
        throw new SweepkitError(`'${key}' is 0, so interactivity (1000 / tpot) is undefined`, { location: { file }, field: key, code: 'bad-result' });
      row.set(key.replaceAll('_ms', '').replace(/tpot/g, 'intvty'), float(1000 / tpot));
    }
  }
}

/**
 * The dashboard row of one benchmark_serving result, as `utils/process_result.py` builds it from
 * the result and the template's environment. Throws one clear error on bad input.
 */
export function buildRow(result: PyValue, env: Env, file: string): { row: Row; shape: Shape } {
  if (!isPyObject(result)) throw new SweepkitError('the benchmark result is not a JSON object', { location: { file }, code: 'bad-result' });
  // The variables BASE_VARS requires are set, so the table's defaults never apply to them.
  const vars = jobVariables(env);
  const row: Row = new Map();
  row.set('hw', vars.get('RUNNER_TYPE'));
  row.set('conc', pyIntOf(result, 'max_concurrency', file));
  row.set('image', vars.get('IMAGE'));
  const model = result.get('model_id');
  if (model === undefined) throw new SweepkitError("'model_id' is missing", { location: { file }, field: 'model_id', code: 'bad-result' });
  row.set('model', model as PyJson);
  row.set('infmax_model_prefix', vars.get('MODEL_PREFIX'));
  row.set('framework', vars.get('FRAMEWORK'));
  row.set('precision', vars.get('PRECISION'));
  row.set('spec_decoding', vars.get('SPEC_DECODING'));
  const disagg = isTrue(env.DISAGG);
  row.set('disagg', disagg);
  row.set('recipe_fingerprint', vars.get('RECIPE_FINGERPRINT'));
  row.set('isl', intVar(env, 'ISL'));
  row.set('osl', intVar(env, 'OSL'));
  const router = routerMetadata(vars);
  if (router) row.set('router', router as PyJson);
  const p2p = vars.get('KV_P2P_TRANSFER');
  if (p2p) row.set('kv_p2p_transfer', p2p);
  const total = numeric(result, 'total_token_throughput', file);
  const output = numeric(result, 'output_throughput', file);
  let gpus: number;
  if (isTrue(env.IS_MULTINODE)) {
    const w = multiNode(env, vars, row);
    gpus = w.prefill + w.decode;
    row.set('tput_per_gpu', float(total / gpus));
    row.set('output_tput_per_gpu', float(output / (w.decode > 0 ? w.decode : gpus)));
    row.set('input_tput_per_gpu', float((total - output) / w.prefill));
    if (w.hardware) {
      row.set('prefill_hw', w.hardware.prefill);
      row.set('decode_hw', w.hardware.decode);
    }
  } else {
    gpus = singleNode(env, vars, row, disagg);
    row.set('tput_per_gpu', float(total / gpus));
    row.set('output_tput_per_gpu', float(output / gpus));
    row.set('input_tput_per_gpu', float((total - output) / gpus));
  }
  latencies(result, row, file);
  return { row, shape: { multinode: isTrue(env.IS_MULTINODE), gpus } };
}
