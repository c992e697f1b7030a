import { PyFloat, type PyJson } from '../../common/src/index.js';
import type { ChangelogMatrix } from './buckets.js';
import { seqLenName, type MatrixRow, getField, isJsonObject, withField, type JsonObject } from '../../matrix/src/index.js';

export interface CanarySelection<T> {
  /** The one row that runs first, or undefined when no row qualifies. */
  canary: JsonObject | undefined;
  /** The matrix without the canary row (the families run this after the canary succeeded). */
  remaining: T;
}

const CANARY_SEQ_LENS = ['1k1k', '8k1k'] as const;

const isThroughput = (row: PyJson): row is JsonObject => isJsonObject(row) && getField(row, 'run-eval') !== true;
const concOf = (row: JsonObject): number => {
  const conc = getField(row, 'conc');
  return conc instanceof PyFloat ? conc.value : typeof conc === 'number' || typeof conc === 'bigint' ? Number(conc) : NaN;
};

/** A single-node fixed-seq-len throughput row of a flat generator list, and its sequence length. */
function flatSeqLen(row: JsonObject): string | undefined {
  const prefill = getField(row, 'prefill');
  if ((prefill !== undefined && prefill !== null) || getField(row, 'scenario-type') === 'agentic-coding' || getField(row, 'eval-only') === true)
    return undefined;
  return seqLenName(getField(row, 'isl'), getField(row, 'osl'));
}

/**
 * The canary of run-sweep.yml's canary-select: among the single-node 1k1k rows, then the 8k1k
 * rows, that are not eval rows (`run-eval` true), the one with the lowest `conc` (the first on
 * ties), and the matrix without it. The matrix is the bucketed `process-changelog` payload (its
 * `single_node` buckets, annotated or not) or a flat generator list (its single-node fixed-seq-len
 * throughput rows); anything else has no canary.
 */
export function selectCanary(matrix: ChangelogMatrix): { canary: MatrixRow | undefined; remaining: ChangelogMatrix };
export function selectCanary<T extends PyJson>(matrix: T): CanarySelection<T>;
export function selectCanary(input: PyJson | ChangelogMatrix): CanarySelection<unknown> {
  const matrix = input as PyJson;
  let best: { seqLen: string; index: number; row: JsonObject } | undefined;
  const consider = (seqLen: string, index: number, row: JsonObject): void => {
    if (!best || concOf(row) < concOf(best.row)) best = { seqLen, index, row };
  };
  const singleNode = isJsonObject(matrix) ? getField(matrix, 'single_node') : undefined;
  if (Array.isArray(matrix)) {
    const rows = matrix as readonly PyJson[];
    for (const seqLen of CANARY_SEQ_LENS) {
      rows.forEach((row, index) => {
        if (isThroughput(row) && flatSeqLen(row) === seqLen) consider(seqLen, index, row);
      });
    }
    if (!best) return { canary: undefined, remaining: matrix };
    const chosen = best.index;
    return { canary: best.row, remaining: rows.filter((_, i) => i !== chosen) };
  }
  if (!isJsonObject(singleNode)) return { canary: undefined, remaining: matrix };
  for (const seqLen of CANARY_SEQ_LENS) {
    const bucket = getField(singleNode, seqLen);
    if (Array.isArray(bucket)) (bucket as readonly PyJson[]).forEach((row, index) => isThroughput(row) && consider(seqLen, index, row));
  }
  if (!best) return { canary: undefined, remaining: matrix };
  const { seqLen, index } = best;
  const bucket = (getField(singleNode, seqLen) as readonly PyJson[]).filter((_, i) => i !== index);
  return { canary: best.row, remaining: withField(matrix as JsonObject, 'single_node', withField(singleNode, seqLen, bucket)) };
}
