import { compareCodePoints, escapeCell, PyFloat, pyFixed, pyStr, pyTabulateGithub, type PyValue, type TabulateCell } from '../../common/src/index.js';
import type { EvalRow } from './eval-rows.js';

const SINGLE_KEYS = ['model_prefix', 'hw', 'framework', 'precision', 'spec_decoding', 'isl', 'osl', 'tp', 'ep', 'conc'];
const MULTI_KEYS = [
  'model_prefix',
  'hw',
  'framework',
  'precision',
  'spec_decoding',
  'isl',
  'osl',
  'prefill_tp',
  'prefill_ep',
  'prefill_num_workers',
  'decode_tp',
  'decode_ep',
  'decode_num_workers',
  'conc'
];

const isNumber = (v: PyValue): boolean => typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof PyFloat;
const num = (v: PyValue): number => Number((v as number | boolean | bigint | PyFloat).valueOf());

/** `<value*100:.2f>%`, plus ` ±<se*100:.2f>%` when the se is a number; `N/A` for a missing value. */
export function percentCell(value: PyValue, se: PyValue): string {
  if (value === null || !isNumber(value)) return 'N/A';
  const text = `${pyFixed(num(value) * 100, 2)}%`;
  return isNumber(se) ? `${text} ±${pyFixed(num(se) * 100, 2)}%` : text;
}

/** Python's `<` on the sort keys (text by code point, numbers and bools as numbers). */
function compareValues(a: PyValue, b: PyValue): number {
  if (isNumber(a) && isNumber(b)) return num(a) - num(b);
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b);
  // Python would refuse to order these; keep them apart deterministically.
  return compareCodePoints(typeof a, typeof b);
}

function sortRows(rows: readonly EvalRow[], keys: readonly string[], byHw: boolean): EvalRow[] {
  const order = byHw ? keys.filter((k) => k !== 'model_prefix') : keys;
  return [...rows].sort((x, y) => {
    for (const key of order) {
      const c = compareValues(x.get(key) ?? null, y.get(key) ?? null);
      if (c !== 0) return c;
    }
    return 0;
  });
}

type Column = readonly [header: string, cell: (row: EvalRow) => TabulateCell];
/** A value of a result file: text as a cell that shows it, never as Markdown structure or HTML. */
const field =
  (key: string) =>
  (row: EvalRow): TabulateCell => {
    const value = (row.get(key) ?? null) as TabulateCell;
    return typeof value === 'string' ? escapeCell(value) : value;
  };
const upper =
  (key: string) =>
  (row: EvalRow): string =>
    escapeCell(pyStr(row.get(key) ?? null).toUpperCase());
const percent =
  (key: string) =>
  (row: EvalRow): string =>
    percentCell(row.get(key) ?? null, row.get(`${key}_se`) ?? null);

const HEAD: Column[] = [
  ['Model Prefix', field('model_prefix')],
  ['Hardware', field('hw')],
  ['Framework', upper('framework')],
  ['Precision', upper('precision')],
  ['Spec Decode', field('spec_decoding')],
  ['ISL', field('isl')],
  ['OSL', field('osl')]
];
const SCORES: Column[] = [
  ['Task', field('task')],
  ['Score', percent('score')],
  ['EM Strict', percent('em_strict')],
  ['EM Flexible', percent('em_flexible')],
  ['N (eff)', field('n_eff')],
  ['Model', field('model')]
];
const SINGLE_COLUMNS: Column[] = [
  ...HEAD,
  ['TP', field('tp')],
  ['EP', field('ep')],
  ['Conc', field('conc')],
  ['DP Attention', field('dp_attention')],
  ...SCORES
];
const MULTI_COLUMNS: Column[] = [
  ...HEAD,
  ['Prefill TP', field('prefill_tp')],
  ['Prefill EP', field('prefill_ep')],
  ['Prefill DP Attn', field('prefill_dp_attention')],
  ['Prefill Workers', field('prefill_num_workers')],
  ['Decode TP', field('decode_tp')],
  ['Decode EP', field('decode_ep')],
  ['Decode DP Attn', field('decode_dp_attention')],
  ['Decode Workers', field('decode_num_workers')],
  ['Conc', field('conc')],
  ...SCORES
];

const table = (rows: readonly EvalRow[], columns: readonly Column[]): string =>
  pyTabulateGithub(
    rows.map((row) => columns.map(([, cell]) => cell(row))),
    columns.map(([header]) => header)
  );

/**
 * The collector's Markdown summary, byte for byte what the reference prints with tabulate 0.10.0
 * (`tablefmt="github"`): a single-node and a multi-node table, each under its heading, sorted by
 * model prefix (or, with `sort = 'hw'`, by hardware) and the topology.
 */
export function evalSummaryMarkdown(rows: readonly EvalRow[], sort?: string): string {
  if (rows.length === 0) return '> No eval results found to summarize.\n';
  const byHw = sort === 'hw';
  const single = rows.filter((r) => r.get('is_multinode') !== true);
  const multi = rows.filter((r) => r.get('is_multinode') === true);
  const parts: string[] = [];
  if (single.length > 0) {
    parts.push(`### Single-Node Eval Results\n\n${table(sortRows(single, SINGLE_KEYS, byHw), SINGLE_COLUMNS)}\n`);
  }
  if (multi.length > 0) {
    parts.push(`### Multi-Node Eval Results\n\n${table(sortRows(multi, MULTI_KEYS, byHw), MULTI_COLUMNS)}\n`);
  }
  return parts.join('\n\n');
}
