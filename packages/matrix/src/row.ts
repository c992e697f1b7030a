import type { PyJson } from '../../common/src/index.js';

/**
 * One matrix entry: a plain object whose key order is the output order (no key is integer-like,
 * so insertion order holds). Values are raw YAML values where the reference copies them.
 */
export type MatrixRow = { [key: string]: PyJson };

/** A row and the config key it was generated from (summaries count rows per config). */
export interface MatrixEntry {
  configKey: string;
  row: MatrixRow;
}

export const isAgentic = (row: MatrixRow): boolean => row['scenario-type'] === 'agentic-coding';
export const isMultiNode = (row: MatrixRow): boolean => 'prefill' in row;
