import { families, FAMILIES_AND_OTHER } from './families.js';
import type { MatrixEntry } from './row.js';

/** How many configs the summary names (the ones with the most rows). */
const TOP_CONFIGS = 5;

const column = (pairs: readonly (readonly [string, number])[]): string[] => {
  const width = Math.max(...pairs.map(([name]) => name.length));
  return pairs.map(([name, n]) => `  ${name.padEnd(width)}  ${String(n).padStart(5)}`);
};

/**
 * What `sweepkit matrix` prints to a person at a terminal instead of the matrix JSON: the row
 * count, rows per job family and the configs with the most rows, then how to get the JSON.
 */
export function matrixSummaryText(entries: readonly MatrixEntry[]): string {
  const byFamily = families(entries.map((e) => e.row));
  const perConfig = new Map<string, number>();
  for (const { configKey } of entries) perConfig.set(configKey, (perConfig.get(configKey) ?? 0) + 1);
  const top = [...perConfig].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP_CONFIGS);
  const lines = [`${entries.length} matrix rows from ${perConfig.size} configs.`];
  const counted = FAMILIES_AND_OTHER.filter((f) => byFamily[f].length).map((f) => [f, byFamily[f].length] as const);
  if (counted.length) lines.push('', 'rows per job family:', ...column(counted));
  if (top.length) lines.push('', perConfig.size > TOP_CONFIGS ? `the ${TOP_CONFIGS} configs with the most rows:` : 'rows per config:', ...column(top));
  lines.push('', 'The matrix JSON (what workflows read) comes with --json, or when the output is not a terminal.');
  return lines.join('\n') + '\n';
}
