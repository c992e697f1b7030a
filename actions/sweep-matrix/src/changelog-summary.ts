import { pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { DISPATCHED_BUCKETS, type ChangelogMatrix, type ProcessChangelogRequest, type MatrixRow } from '../../../packages/matrix/src/index.js';
import { boundedTable, markdownTable } from '../../_kit/src/summary.js';

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
export function changelogSummaryMarkdown(request: ProcessChangelogRequest, matrix: ChangelogMatrix, canary: MatrixRow | undefined): string {
  const flags = (['trimConc', 'allEvals', 'evalsOnly'] as const).filter((flag) => request[flag]);
  const canaryCell = canary ? `${pyJsonDumps(canary['exp-name'] ?? null)} on ${pyJsonDumps(canary.runner ?? null)}, conc ${pyJsonDumps(canary.conc ?? null)}` : 'none (no single-node 1k1k/8k1k throughput row)';
  return [
    markdownTable(['', ''], [['refs', `${request.baseRef} → ${request.headRef}`], ['flags', flags.join(', ') || '—'], ['canary', canaryCell]]),
    '#### Added entries\n',
    boundedTable(['#', 'config keys'], matrix.changelog_metadata.entries.map((entry, i) => [String(i + 1), configKeys(entry)]), 64 * 1024),
    '#### Rows per bucket\n',
    markdownTable(['bucket', 'rows', 'dispatched by run-sweep.yml'], bucketRows(matrix))
  ].join('\n');
}
