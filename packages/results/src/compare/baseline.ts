import type { BaselineKey } from './key.js';
import { baselineKey, keyString } from './key.js';
import type { LoadedRow, ResultRow } from './rows.js';

/** The row a lookup chose, and the model name it is stored under. */
export interface Baseline {
  row: ResultRow;
  model: string;
}

/** Where main's latest results come from: for each key, the baseline, or undefined. */
export interface BaselineSource {
  /** Human name for summaries ("PostgreSQL", "results file agg_bmk.json"). */
  readonly name: string;
  lookup(keys: readonly BaselineKey[]): Promise<(Baseline | undefined)[]>;
}

/**
 * A baseline that needs no database: the rows of main's latest successful run (its collected
 * results file), matched on the whole key (the model prefix exactly). Rows with an error are not
 * baselines; when several rows share a key, the last one in the file wins.
 */
export function fileBaseline(name: string, rows: readonly LoadedRow[]): BaselineSource {
  const byKey = new Map<string, Baseline>();
  for (const { file, row } of rows) {
    const key = baselineKey(row, file);
    if (row.get('error') === undefined || row.get('error') === null) byKey.set(keyString(key), { row, model: key.modelPrefix });
  }
  return {
    name,
    async lookup(keys) {
      return keys.map((k) => byKey.get(keyString(k)));
    }
  };
}
