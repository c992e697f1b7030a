import { pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { type MatrixRow, DISPATCHED_BUCKETS, type ChangelogMatrix, type ProcessChangelogRequest } from '../../../packages/matrix/src/index.js';
import { boundedTable, folded, markdownTable } from '../../_kit/src/summary.js';

/** The request's flags by the input that sets them. */
const FLAG_INPUTS = [['trimConc', 'trim-conc'], ['allEvals', 'all-evals'], ['evalsOnly', 'evals-only']] as const;

const text = (value: PyJson | undefined): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : pyJsonDumps(value));

const EVAL_LISTS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;

/** Every bucket of the search space with its row count and whether run-sweep.yml dispatches it. */
function bucketRows(matrix: ChangelogMatrix): string[][] {
  const sides = (['single_node', 'multi_node'] as const).flatMap((side) =>
    Object.entries(matrix[side]).map(([bucket, rows]) => [`${side}["${bucket}"]`, String(rows.length), (DISPATCHED_BUCKETS as readonly string[]).includes(bucket) ? 'yes' : '**no**'])
  );
  return [...sides, ...EVAL_LISTS.map((list) => [list, String(matrix[list].length), 'yes'])];
}

const configKeys = (entry: PyJson): string => {
  const keys = (entry as Record<string, PyJson>)['config-keys'];
  return Array.isArray(keys) ? keys.join(', ') : '';
};

/** Refs, the added entries, rows per bucket and the canary (docs/gating.md §a.7). */
export function changelogSummaryMarkdown(request: ProcessChangelogRequest, matrix: ChangelogMatrix, canary: MatrixRow | undefined): string[] {
  const flags = FLAG_INPUTS.filter(([field]) => request[field]).map(([, input]) => input);
  const canaryCell = canary ? `${text(canary['exp-name'])} on ${text(canary.runner)}, conc ${text(canary.conc)}` : 'none (no single-node 1k1k/8k1k throughput row)';
  const entries = matrix.changelog_metadata.entries;
  return [
    markdownTable(['', ''], [['refs', `${request.baseRef} → ${request.headRef}`], ['flags', flags.join(', ') || '—'], ['canary', canaryCell]]),
    '#### Added entries',
    folded('entries', entries.length, boundedTable(['#', 'config keys'], entries.map((entry, i) => [String(i + 1), configKeys(entry)]), 64 * 1024)),
    '#### Rows per bucket',
    markdownTable(['bucket', 'rows', 'dispatched'], bucketRows(matrix))
  ];
}
