import { pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { FAMILIES_AND_OTHER, OTHER_FAMILY, type FamilyOrOther, type MatrixRow } from '../../../packages/matrix/src/index.js';
import { boundedTable, folded, markdownTable } from './summary.js';
import { bucketFamily, type ChangelogMatrix, type ProcessChangelogRequest } from '../../../packages/changelog/src/index.js';

const text = (value: PyJson | undefined): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : pyJsonDumps(value));

const EVAL_LISTS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;

/** Every bucket of the search space with its row count and the job family that runs it. */
function bucketRows(matrix: ChangelogMatrix): string[][] {
  const sides = (['single_node', 'multi_node'] as const).flatMap((side) =>
    Object.entries(matrix[side]).map(([bucket, rows]) => {
      const family = bucketFamily(`${side}.${bucket}`);
      return [`${side}["${bucket}"]`, String(rows.length), family === OTHER_FAMILY ? 'none: no job runs these rows' : family];
    })
  );
  return [...sides, ...EVAL_LISTS.filter((list) => matrix[list].length).map((list) => [list, String(matrix[list].length), bucketFamily(list)])];
}

const configKeys = (entry: PyJson): string => {
  const keys = (entry as Record<string, PyJson>)['config-keys'];
  return Array.isArray(keys) ? keys.join(', ') : '';
};

/** The sweep-changelog inputs the summary reads: how many rows the chunk jobs can take. */
interface ChunkLimits {
  'max-chunks': number;
  'max-jobs-per-matrix': number;
}

/** Whether a family's rows all run: every chunk has a job, and the family has jobs at all. */
function runs(family: FamilyOrOther, count: number, inputs: ChunkLimits): string {
  if (count === 0) return '—';
  if (family === OTHER_FAMILY) return '**no**: no job family';
  const capacity = inputs['max-chunks'] * inputs['max-jobs-per-matrix'];
  return count > capacity ? `**only ${capacity} of ${count}** (max-chunks ${inputs['max-chunks']})` : 'yes';
}

interface ChangelogSummary {
  inputs: ChunkLimits;
  request: ProcessChangelogRequest;
  matrix: ChangelogMatrix;
  /** The canary row, or why the one run-sweep would choose is not taken out (no canary job). */
  canary: MatrixRow | 'no canary job' | undefined;
  /** The rows after the canary, by job family. */
  byFamily: Record<FamilyOrOther, MatrixRow[]>;
}

/** Refs, the added entries, rows per bucket and per family (whether they run), and the canary. */
export function changelogSummaryMarkdown({ inputs, request, matrix, canary, byFamily }: ChangelogSummary): string[] {
  const flags = (['trim-conc', 'all-evals', 'evals-only'] as const).filter(
    (flag) => ({ 'trim-conc': request.trimConc, 'all-evals': request.allEvals, 'evals-only': request.evalsOnly })[flag]
  );
  const canaryCell =
    canary === 'no canary job'
      ? 'none (no canary job: every row runs in its family)'
      : canary
        ? `${text(canary['exp-name'])} on ${text(canary.runner)}, conc ${text(canary.conc)}`
        : 'none (no single-node 1k1k/8k1k throughput row)';
  const families = FAMILIES_AND_OTHER.filter((f) => byFamily[f].length).map((f) => [
    f,
    String(byFamily[f].length),
    String(Math.ceil(byFamily[f].length / inputs['max-jobs-per-matrix'])),
    runs(f, byFamily[f].length, inputs)
  ]);
  const entries = matrix.changelog_metadata.entries;
  return [
    markdownTable(
      ['', ''],
      [
        ['refs', `${request.baseRef} → ${request.headRef}`],
        ['flags', flags.join(', ') || '—'],
        ['canary', canaryCell]
      ]
    ),
    '#### Added entries',
    folded(
      'entries',
      entries.length,
      boundedTable(
        ['#', 'config keys'],
        entries.map((entry, i) => [String(i + 1), configKeys(entry)]),
        64 * 1024
      )
    ),
    '#### Rows per bucket',
    markdownTable(['bucket', 'rows', 'job family'], bucketRows(matrix)),
    canary && canary !== 'no canary job' ? '#### Rows per job family (after the canary)' : '#### Rows per job family',
    families.length ? markdownTable(['family', 'rows', 'chunks', 'all run'], families) : '_no rows for the families_'
  ];
}
