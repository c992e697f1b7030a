import { isPyObject, pyEqual, pyStr, pyToInt, pyTruthy, type PyObject, type PyValue, type YamlValue } from '../../common/src/index.js';

/** One row of agg_eval_<exp>.json; the key order is the contract. */
export type EvalRow = Map<string, PyValue>;

const obj = (v: PyValue | undefined): PyObject => (v !== undefined && isPyObject(v) ? v : new Map());
const get = (o: PyObject, key: string): PyValue => o.get(key) ?? null;

/** The reference's int(x, default): Python `int()`, or the default on any failure. */
const toInt = (v: PyValue | undefined, fallback: number): number => (v === undefined ? fallback : (pyToInt(v) ?? fallback));
/** The reference's bool(x, default): a bool as is, None → default, else `str(x).lower() == "true"`. */
const toBool = (v: PyValue | undefined, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : v === undefined || v === null ? fallback : pyStr(v).toLowerCase() === 'true';
/** `meta.get(a)` falling back to `meta.get(b)` when absent or null. */
const either = (meta: PyObject, a: string, b: string): PyValue | undefined => meta.get(a) ?? meta.get(b) ?? undefined;
const lowerStr = (v: PyValue): string => pyStr(v).toLowerCase();

interface TaskMetrics {
  task: string;
  strict: PyValue;
  strictSe: PyValue;
  flexible: PyValue;
  flexibleSe: PyValue;
  accuracy: PyValue;
  accuracySe: PyValue;
  nEff: PyValue;
  model: PyValue;
}

/** The metrics of every task of one lm-eval result file (spec §2.3). */
function taskMetrics(data: PyObject): TaskMetrics[] {
  const configs = obj(data.get('configs'));
  const nSamples = obj(data.get('n-samples'));
  const out: TaskMetrics[] = [];
  for (const [task, raw] of obj(data.get('results'))) {
    const results = obj(raw);
    const config = obj(configs.get(task));
    const metricList = config.get('metric_list');
    const first = Array.isArray(metricList) ? obj(metricList[0]) : new Map<string, PyValue>();
    const base = pyStr(first.get('metric') ?? 'exact_match');
    const filters = config.get('filter_list');
    const m: TaskMetrics = { task, strict: null, strictSe: null, flexible: null, flexibleSe: null, accuracy: null, accuracySe: null, nEff: null, model: null };
    if (!Array.isArray(filters) || filters.length === 0) {
      if (results.has('acc')) {
        m.accuracy = get(results, 'acc');
        m.accuracySe = get(results, 'acc_stderr');
      } else {
        m.strict = get(results, base);
        m.strictSe = get(results, `${base}_stderr`);
      }
    } else {
      for (const filter of filters) {
        const name = pyStr(obj(filter).get('name') ?? '');
        const value = get(results, `${base},${name}`);
        const se = get(results, `${base}_stderr,${name}`);
        if (name.includes('strict') || name.includes('resolved')) [m.strict, m.strictSe] = [value, se];
        else if (name.includes('flex') || name.includes('extract')) [m.flexible, m.flexibleSe] = [value, se];
      }
    }
    m.nEff = get(obj(nSamples.get(task)), 'effective');
    const modelName = data.get('model_name');
    m.model = modelName !== undefined && pyTruthy(modelName) ? modelName : get(obj(config.get('metadata')), 'model');
    out.push(m);
  }
  return out;
}

/** The rows of one lm-eval result file under its set's metadata (spec §2.4). */
export function evalRows(data: PyObject, meta: PyObject, source: string): EvalRow[] {
  const isMultinode = toBool(meta.get('is_multinode'), false);
  const prefillTp = toInt(either(meta, 'prefill_tp', 'tp') ?? 1, 1);
  const prefillEp = toInt(either(meta, 'prefill_ep', 'ep') ?? 1, 1);
  const decodeTp = toInt(either(meta, 'decode_tp', 'tp') ?? 1, 1);
  const decodeEp = toInt(either(meta, 'decode_ep', 'ep') ?? 1, 1);
  const prefillDp: PyValue = either(meta, 'prefill_dp_attention', 'dp_attention') ?? null;
  const decodeDp: PyValue = either(meta, 'decode_dp_attention', 'dp_attention') ?? null;
  let dp: PyValue = meta.get('dp_attention') ?? null;
  if (isMultinode) {
    dp = pyEqual(prefillDp as YamlValue, decodeDp as YamlValue) ? prefillDp : `prefill=${lowerStr(prefillDp)},decode=${lowerStr(decodeDp)}`;
  }
  return taskMetrics(data).map((m) => {
    const [score, scoreName, scoreSe]: [PyValue, PyValue, PyValue] =
      m.strict !== null ? [m.strict, 'em_strict', m.strictSe] : m.accuracy !== null ? [m.accuracy, 'accuracy', m.accuracySe] : [null, null, null];
    const metaModel = meta.get('model') ?? null;
    const model: PyValue = pyTruthy(m.model) ? m.model : pyTruthy(metaModel) ? metaModel : 'unknown';
    return new Map<string, PyValue>([
      ['is_multinode', isMultinode],
      ['model_prefix', meta.has('infmax_model_prefix') ? get(meta, 'infmax_model_prefix') : 'unknown'],
      ['model', model],
      ['hw', pyStr(meta.has('hw') ? get(meta, 'hw') : 'unknown').toUpperCase()],
      ['framework', lowerStr(meta.has('framework') ? get(meta, 'framework') : 'unknown')],
      ['precision', lowerStr(meta.has('precision') ? get(meta, 'precision') : 'unknown')],
      ['spec_decoding', meta.has('spec_decoding') ? get(meta, 'spec_decoding') : 'unknown'],
      ['isl', toInt(meta.get('isl'), 0)],
      ['osl', toInt(meta.get('osl'), 0)],
      ['tp', toInt(meta.get('tp'), prefillTp)],
      ['ep', toInt(meta.get('ep'), prefillEp)],
      ['prefill_tp', prefillTp],
      ['prefill_ep', prefillEp],
      ['prefill_num_workers', toInt(meta.get('prefill_num_workers') ?? 1, 1)],
      ['decode_tp', decodeTp],
      ['decode_ep', decodeEp],
      ['decode_num_workers', toInt(meta.get('decode_num_workers') ?? 1, 1)],
      ['conc', toInt(meta.get('conc'), 0)],
      ['dp_attention', lowerStr(dp)],
      ['prefill_dp_attention', lowerStr(prefillDp)],
      ['decode_dp_attention', lowerStr(decodeDp)],
      ['task', m.task],
      ['em_strict', m.strict],
      ['em_strict_se', m.strictSe],
      ['em_flexible', m.flexible],
      ['em_flexible_se', m.flexibleSe],
      ['n_eff', m.nEff],
      ['source', source],
      ['score', score],
      ['score_name', scoreName],
      ['score_se', scoreSe]
    ]);
  });
}
