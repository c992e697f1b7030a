import type { BaselineKey } from './key.js';
import { baselineKey, keyString } from './key.js';
import type { ResultRow } from './rows.js';

/** Where main's latest results come from: for each key, the baseline row, or undefined. */
export interface BaselineSource {
  /** Human name for summaries ("PostgreSQL", "results file agg_bmk.json"). */
  readonly name: string;
  lookup(keys: readonly BaselineKey[]): Promise<(ResultRow | undefined)[]>;
}

/**
 * A baseline that needs no database: the rows of main's latest successful run (its collected
 * results file), matched on the whole key. Rows with an error are not baselines; when several rows
 * share a key, the last one in the file wins.
 */
export function fileBaseline(name: string, rows: readonly ResultRow[]): BaselineSource {
  const byKey = new Map<string, ResultRow>();
  for (const row of rows) {
    const key = baselineKey(row);
    if (row.get('error') === undefined || row.get('error') === null) byKey.set(keyString(key), row);
  }
  return {
    name,
    async lookup(keys) {
      return keys.map((k) => byKey.get(keyString(k)));
    }
  };
}
