import { SweepkitError, type PyJson } from '../../../common/src/index.js';
import { getField, isJsonObject } from '../json-object.js';

/** Bucketed lists after the per-node-type bucket maps, in the order the e2e sweep reads them. */
const EVAL_LISTS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;

const listAt = (value: PyJson | undefined, where: string, source: string): readonly PyJson[] => {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  throw new SweepkitError(`${where} of the changelog matrix is not a list`, { location: { file: source }, code: 'e2e-buckets' });
};

/**
 * The changelog matrix (`sweepkit process-changelog` output) as one list of rows: every bucket of
 * `single_node`, then of `multi_node` (in object order), then the eval lists. Unlike the
 * reference, `multinode_agentic_evals` is read too, so multi-node agentic eval rows run.
 */
export function flattenChangelogMatrix(matrix: PyJson, source: string): PyJson[] {
  if (!isJsonObject(matrix))
    throw new SweepkitError('a changelog matrix must be a JSON object of buckets', { location: { file: source }, code: 'e2e-buckets' });
  const rows: PyJson[] = [];
  for (const side of ['single_node', 'multi_node'] as const) {
    const buckets = getField(matrix, side);
    if (buckets === undefined || buckets === null) continue;
    if (!isJsonObject(buckets))
      throw new SweepkitError(`${side} of the changelog matrix is not an object`, { location: { file: source }, code: 'e2e-buckets' });
    const entries = buckets instanceof Map ? [...buckets.entries()] : Object.entries(buckets);
    for (const [bucket, list] of entries) rows.push(...listAt(list, `${side}["${bucket}"]`, source));
  }
  for (const name of EVAL_LISTS) rows.push(...listAt(getField(matrix, name), name, source));
  return rows;
}
