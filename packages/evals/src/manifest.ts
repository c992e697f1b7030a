import { isPyObject, PyFloat, type PyValue } from '../../common/src/index.js';
import { concSuffix, pyContains, type MetaRead } from './meta-file.js';

/** Python's `a == n` for a JSON value and an int (bool and float compare as numbers, text never). */
function equalsInt(value: PyValue | undefined, n: number): boolean {
  if (typeof value === 'boolean') return Number(value) === n;
  if (typeof value === 'number' || value instanceof PyFloat) return Number(value.valueOf()) === n;
  return typeof value === 'bigint' && value === BigInt(n);
}

/** A concurrency of the batch metadata: a positive Python int (true counts as 1), else undefined. */
function positiveInt(value: PyValue): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : undefined;
  if (typeof value === 'bigint') return value > 0n ? Number(value) : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

const hasDuplicates = (values: readonly number[]): boolean => new Set(values).size !== values.length;
const minus = (a: Iterable<number>, b: ReadonlySet<number>): number[] => [...new Set(a)].filter((v) => !b.has(v)).sort((x, y) => x - y);
const list = (values: readonly number[]): string => values.join(', ');

/**
 * The batch manifest check of the score gate (spec §1.5), before any score: whether the eval
 * produced every concurrency the workflow asked for, each exactly once, with its result file.
 */
export function batchManifestErrors(meta: MetaRead, metaPath: string, expected: readonly number[] | undefined, resultFiles: readonly string[]): string[] {
  if (!meta.ok) {
    return expected !== undefined || resultFiles.some((f) => concSuffix(f) !== undefined)
      ? [`batched eval result files exist but ${metaPath} is unavailable or invalid: ${meta.reason}`]
      : [];
  }
  const value = meta.value;
  const get = (key: string): PyValue | undefined => (isPyObject(value) ? value.get(key) : undefined);
  if (!pyContains(value, 'eval_concs')) {
    if (expected === undefined) return [];
    if (expected.length > 1) return ['workflow requested multiple concurrencies but batched eval metadata is missing'];
    const errors: string[] = [];
    if (!equalsInt(get('conc'), expected[0]!)) errors.push('eval metadata concurrency does not match workflow request');
    if (resultFiles.length !== 1) errors.push('eval must produce exactly one result file');
    return errors;
  }
  const fields = ['eval_concs', 'completed_eval_concs', 'failed_eval_concs'].map(get);
  if (!fields.every(Array.isArray)) return ['batched eval metadata must contain list-valued concurrency fields'];
  const [wanted, completed, failed] = (fields as PyValue[][]).map((values) => values.map(positiveInt));
  if (![wanted, completed, failed].every((values) => values!.every((v) => v !== undefined))) return ['batched eval metadata contains an invalid concurrency'];
  const [metaConcs, done, failures] = [wanted, completed, failed] as number[][];

  const errors: string[] = [];
  if (hasDuplicates(metaConcs!)) errors.push('batched eval metadata contains duplicate expected concurrencies');
  if (hasDuplicates(done!)) errors.push('batched eval metadata contains duplicate completed concurrencies');
  const metaSet = new Set(metaConcs);
  if (expected !== undefined && (minus(metaSet, new Set(expected)).length > 0 || minus(expected, metaSet).length > 0)) {
    errors.push('batched eval metadata does not match workflow concurrencies');
  }
  if (failures!.length > 0) errors.push(`batched eval failed for concurrency: ${list(minus(failures!, new Set()))}`);
  const want = new Set(expected ?? metaConcs);
  const doneSet = new Set(done);
  const missing = minus(want, doneSet);
  if (missing.length > 0) errors.push(`batched eval is missing completed concurrency: ${list(missing)}`);
  const unexpected = minus(doneSet, want);
  if (unexpected.length > 0) errors.push(`batched eval completed unexpected concurrency: ${list(unexpected)}`);
  const found = new Set<number>();
  for (const file of resultFiles) {
    const conc = concSuffix(file);
    if (conc === undefined) errors.push(`batched eval result lacks a concurrency suffix: ${file}`);
    else found.add(conc);
  }
  const noFile = minus(want, found);
  if (noFile.length > 0) errors.push(`batched eval is missing result files for concurrency: ${list(noFile)}`);
  const extraFile = minus(found, want);
  if (extraFile.length > 0) errors.push(`batched eval has unexpected result files for concurrency: ${list(extraFile)}`);
  return errors;
}
