import { escapeCell, markdownTable } from '../../../common/src/index.js';
import type { CompareReport } from './compare.js';
import { deltaHeader, deltaRows, mermaidChart, ROLLUP_HEADER, rollupRows } from './render.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/**
 * The comparison as Markdown for a job summary: a heading, the per-hardware roll-up, the
 * regressions, the delta table (at most `maxRows` rows; the rest counted) and the chart. A blank
 * line follows every heading so the tables are not swallowed into the HTML block.
 */
export function reportMarkdown(report: CompareReport, maxRows = 500): string {
  const compared = report.comparisons.filter((c) => c.baseline).length;
  const t = report.thresholds;
  const parts = [
    `### Results vs main (${escapeCell(report.source)})\n\n`,
    `${report.comparisons.length} results, ${compared} with a baseline. Noise band ±${pct(t.noise)}; ` +
      (t.failOn === undefined ? 'no regression gate.' : `regression: worse by more than ${pct(t.failOn)}.`) +
      ' 🟢 better, 🔴 worse, ❌ regression.\n\n',
    '#### Per hardware\n\n',
    markdownTable(ROLLUP_HEADER, rollupRows(report))
  ];
  if (report.regressions.length) {
    parts.push(`\n#### ${report.regressions.length} regression${report.regressions.length === 1 ? '' : 's'}\n\n`);
    parts.push(markdownTable(deltaHeader(report), deltaRows(report.regressions.slice(0, maxRows))));
  }
  const rows = deltaRows(report.comparisons);
  parts.push('\n#### All results\n\n', markdownTable(deltaHeader(report), rows.slice(0, maxRows)));
  if (rows.length > maxRows) parts.push(`\n_${rows.length - maxRows} more results not shown._\n`);
  const chart = mermaidChart(report);
  if (chart) parts.push('\n#### Throughput per GPU vs interactivity\n\n', chart);
  return parts.join('');
}
