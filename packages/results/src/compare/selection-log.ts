import { pyJsonDumps, pyStr } from '../../../common/src/index.js';
import type { CompareReport } from './compare.js';
import { queryParams } from './key.js';

/**
 * The baseline selection as `utils/compare_results.py` logs it on stderr: `Loaded <n> benchmark
 * results`, per row its query parameters and `-> Matched DB model=…, tput=…` or `-> No baseline
 * found`, then the summary line. Tools that parse the reference's log read ours the same way.
 */
export function selectionLog(report: Pick<CompareReport, 'comparisons'>): string {
  const { comparisons } = report;
  const parts = [`Loaded ${comparisons.length} benchmark results\n`];
  if (!comparisons.length) return parts[0]!;
  for (const c of comparisons) {
    parts.push(`\nQuery params: ${pyJsonDumps(queryParams(c.key, c.current), { indent: 2 })}\n`);
    parts.push(c.baseline ? `  -> Matched DB model=${c.baselineModel}, tput=${pyStr(c.baseline.get('tput_per_gpu') ?? null)}\n` : '  -> No baseline found\n');
  }
  const matched = comparisons.filter((c) => c.baseline).length;
  parts.push(`\nSummary: ${matched} matched, ${comparisons.length - matched} unmatched out of ${comparisons.length} results\n`);
  return parts.join('');
}

/** What the reference prints instead of tables when there is nothing to compare. */
export const NO_RESULTS = 'No benchmark results found to compare.\n';
