import { pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { FAMILIES_AND_OTHER, type FamilyOrOther, type MatrixEntry, type MatrixRow } from '../../../packages/matrix/src/index.js';
import { boundedTable, folded, markdownTable } from '../../_kit/src/summary.js';

const cell = (value: PyJson | undefined): string => (value === undefined ? '' : typeof value === 'string' ? value : pyJsonDumps(value));

/** tp for single-node rows, `prefill / decode` workers for multi-node ones. */
function topology(row: MatrixRow): string {
  if (!('prefill' in row)) return `tp${cell(row.tp)} ep${cell(row.ep)}${row['dp-attn'] === true ? ' dpa' : ''}`;
  const worker = (w: PyJson | undefined) => {
    const m = (w ?? {}) as Record<string, PyJson>;
    return `${cell(m['num-worker'])}×tp${cell(m.tp)} ep${cell(m.ep)}`;
  };
  return `${worker(row.prefill)} / ${worker(row.decode)}`;
}

/** Counts per family and per config key, then the rows (cut well before the summary limit). */
export function summaryMarkdown(entries: readonly MatrixEntry[], families: Record<FamilyOrOther, MatrixRow[]>, chunkSize: number): string[] {
  const perFamily = FAMILIES_AND_OTHER.map((f) => [f, String(families[f].length), String(Math.ceil(families[f].length / chunkSize))]);
  const perConfig = new Map<string, number>();
  for (const e of entries) perConfig.set(e.configKey, (perConfig.get(e.configKey) ?? 0) + 1);
  const rows = entries.map(({ configKey, row }) => [
    configKey,
    cell(row['exp-name']),
    cell(row.runner),
    cell(row['scenario-type'] ?? `${cell(row.isl)}/${cell(row.osl)}`),
    topology(row),
    cell(row.conc),
    cell(row['run-eval'])
  ]);
  return [
    `${entries.length} matrix rows from ${perConfig.size} configs; chunks hold at most ${chunkSize} rows (\`max-jobs-per-matrix\`).`,
    '#### Rows per job family',
    markdownTable(['family', 'rows', 'chunks'], perFamily),
    '#### Rows per config',
    folded(
      'configs',
      perConfig.size,
      boundedTable(
        ['config', 'rows'],
        [...perConfig].map(([k, n]) => [k, String(n)]),
        64 * 1024
      )
    ),
    '#### Rows',
    folded('rows', rows.length, boundedTable(['config', 'exp-name', 'runner', 'scenario', 'topology', 'conc', 'run-eval'], rows, 256 * 1024))
  ];
}
