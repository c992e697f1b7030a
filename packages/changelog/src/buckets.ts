import { SweepkitError, type PyJson } from '../../common/src/index.js';
import { seqLenName, FAMILIES_AND_OTHER, OTHER_FAMILY, type FamilyOrOther, isAgentic, isMultiNode, type MatrixRow } from '../../matrix/src/index.js';

/** The bucketed matrix of docs/matrix.md §9.5, in the reference's top-level key order. */
export interface ChangelogMatrix {
  single_node: Record<string, MatrixRow[]>;
  multi_node: Record<string, MatrixRow[]>;
  evals: MatrixRow[];
  agentic_evals: MatrixRow[];
  multinode_evals: MatrixRow[];
  multinode_agentic_evals: MatrixRow[];
  changelog_metadata: { base_ref: string; head_ref: string; entries: PyJson[] };
}

/** Buckets run-sweep.yml dispatches; rows in any other bucket are generated but never run. */
export const DISPATCHED_BUCKETS = ['1k1k', '8k1k', 'agentic'] as const;

const bucketOf = (row: MatrixRow): string => (isAgentic(row) ? 'agentic' : seqLenName(row.isl as never, row.osl as never));

/** docs/gating.md §b.4 step 15: throughput rows by node type and bucket, eval rows by shape. */
export function bucketRows(throughput: readonly MatrixRow[], evals: readonly MatrixRow[], metadata: ChangelogMatrix['changelog_metadata']): ChangelogMatrix {
  const matrix: ChangelogMatrix = {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
    changelog_metadata: metadata
  };
  for (const row of throughput) {
    const side = isMultiNode(row) ? matrix.multi_node : matrix.single_node;
    (side[bucketOf(row)] ??= []).push(row);
  }
  for (const row of evals) {
    const list = isMultiNode(row)
      ? isAgentic(row)
        ? matrix.multinode_agentic_evals
        : matrix.multinode_evals
      : isAgentic(row)
        ? matrix.agentic_evals
        : matrix.evals;
    list.push(row);
  }
  return matrix;
}

/** A warning per bucket the sweep workflow would never dispatch (the reference drops those rows silently). */
export function undispatchedBuckets(matrix: ChangelogMatrix, file: string): SweepkitError[] {
  return (['single_node', 'multi_node'] as const).flatMap((side) =>
    Object.entries(matrix[side])
      .filter(([bucket]) => !(DISPATCHED_BUCKETS as readonly string[]).includes(bucket))
      .map(
        ([bucket, rows]) =>
          new SweepkitError(`${rows.length} rows in ${side}["${bucket}"] are generated but run-sweep.yml never dispatches that bucket`, {
            location: { file },
            code: 'UNDISPATCHED_BUCKET'
          })
      )
  );
}

/** The job family of sweep mode each bucket runs as; buckets not listed run in none (`other`). */
const BUCKET_FAMILIES: Readonly<Record<string, FamilyOrOther>> = {
  'single_node.1k1k': 'single-node-1k1k',
  'single_node.8k1k': 'single-node-8k1k',
  'single_node.agentic': 'agentic',
  'multi_node.1k1k': 'multi-node-1k1k',
  'multi_node.8k1k': 'multi-node-8k1k',
  'multi_node.agentic': 'multi-node-agentic',
  evals: 'single-node-eval',
  agentic_evals: 'agentic-eval',
  multinode_evals: 'multi-node-eval',
  multinode_agentic_evals: 'multi-node-agentic-eval'
};

/** The family a bucket (`single_node.1k1k`, `evals`, …) runs in. */
export const bucketFamily = (bucket: string): FamilyOrOther => BUCKET_FAMILIES[bucket] ?? OTHER_FAMILY;

/** The bucketed matrix as sweep mode's job families, so both modes fan out with the same `<family>-chunks` outputs. */
export function changelogFamilies(matrix: ChangelogMatrix): Record<FamilyOrOther, MatrixRow[]> {
  const byFamily = Object.fromEntries(FAMILIES_AND_OTHER.map((family) => [family, [] as MatrixRow[]])) as Record<FamilyOrOther, MatrixRow[]>;
  for (const side of ['single_node', 'multi_node'] as const) {
    for (const [bucket, rows] of Object.entries(matrix[side])) byFamily[bucketFamily(`${side}.${bucket}`)].push(...rows);
  }
  for (const list of ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const) byFamily[bucketFamily(list)].push(...matrix[list]);
  return byFamily;
}
