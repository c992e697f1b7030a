/**
 * Issue 35, class 6: a table cell of a job summary is text, whatever a result file names. Task and
 * model names come from benchmark output; GitHub renders summaries with raw HTML allowed, so a
 * name must never become a tag, close the table or add a row. Every variant is rendered the way
 * GitHub does and must show exactly its own text in its own cell. The same holds for the
 * compare-results summary in both its layouts (model, prefix and framework come from result files).
 */
import { describe, expect, test } from '@jest/globals';
import { markdownTable, type PyObject, type PyValue } from '../../packages/common/src/index.js';
import { compareRow } from '../../packages/results/src/compare/delta.js';
import { baselineKey, referenceReport, reportMarkdown, type CompareReport, type RowComparison } from '../../packages/results/src/index.js';
import { evalSummaryMarkdown } from '../../packages/evals/src/index.js';
import { renderSummary } from '../support/render-summary.js';

const NAMES: [string, string][] = [
  ['the issue: raw HTML in a task name', '<img src=x onerror=alert(1)>'],
  ['closing the table and a fake banner', '</td></tr></table><h1>✅ PASS</h1>'],
  ['an open fold that swallows the rest', '<details open><summary>ok'],
  ['ours: an entity that must stay literal', 'a &lt;b&gt; &amp; c'],
  ['ours: a pipe, a backslash and line breaks', 'a|b\\c\nd\re'],
  ['ours: a comment that hides what follows', '<!-- hidden']
];

describe('markdownTable (eval-gate, compare-results and every action summary)', () => {
  test.each(NAMES)('%s', (_, name) => {
    const rendered = renderSummary(markdownTable(['task', 'score'], [[name, '0.9']]));
    expect(rendered.tables).toEqual([{ header: ['task', 'score'], rows: [[name.replace(/\r/g, '\n'), '0.9']] }]);
    expect(rendered.html).not.toMatch(/<(img|h1|details|summary)\b|<!--/);
  });
});

describe('the collect-evals summary (tabulate layout)', () => {
  test.each(NAMES)('%s', (_, name) => {
    const row = new Map<string, unknown>([
      ['model_prefix', 'dsr1'],
      ['hw', 'h200'],
      ['framework', 'vllm'],
      ['precision', 'fp8'],
      ['spec_decoding', 'none'],
      ['isl', 1024],
      ['osl', 1024],
      ['tp', 8],
      ['ep', 1],
      ['conc', 4],
      ['task', name],
      ['model', name]
    ]);
    const rendered = renderSummary(evalSummaryMarkdown([row as never]));
    expect(rendered.tables).toHaveLength(1);
    const { header, rows } = rendered.tables[0]!;
    expect(rows).toHaveLength(1);
    expect(rows[0]![header.indexOf('Task')]).toBe(name.replace(/\r/g, '\n'));
    expect(rendered.html).not.toMatch(/<(img|h1|details|summary)\b|<!--/);
  });
});

describe('the compare-results summary (the reference layout and Sweepkit’s)', () => {
  const rowNamed = (name: string): PyObject =>
    new Map<string, PyValue>([
      ['hw', 'b200'],
      ['model', name],
      ['infmax_model_prefix', name],
      ['framework', name],
      ['precision', 'fp8'],
      ['tp', 8],
      ['ep', 1],
      ['dp_attention', false],
      ['isl', 1024],
      ['osl', 1024],
      ['conc', 4],
      ['tput_per_gpu', 100]
    ]);
  const comparisonOf = (name: string): RowComparison => {
    const row = rowNamed(name);
    return compareRow(baselineKey(row), row, undefined, { noise: 0.02 });
  };

  test.each(NAMES)('reference layout: %s', (_, name) => {
    const rendered = renderSummary(referenceReport([comparisonOf(name)]));
    expect(rendered.tables).toHaveLength(1);
    const { header, rows } = rendered.tables[0]!;
    expect(rows).toHaveLength(1);
    for (const column of ['Model', 'Served Model']) expect(rows[0]![header.indexOf(column)]).toBe(name.replace(/\r/g, '\n'));
    expect(rows[0]![header.indexOf('Framework')]).toBe(name.toUpperCase().replace(/\r/g, '\n'));
    expect(rendered.html).not.toMatch(/<(img|h1|details|summary)\b|<!--/i);
  });

  test.each(NAMES)('Sweepkit layout, its heading naming the baseline source too: %s', (_, name) => {
    const comparisons = [comparisonOf(name)];
    const report: CompareReport = { source: name, thresholds: { noise: 0.02 }, comparisons, rollup: [], regressions: [] };
    const rendered = renderSummary(reportMarkdown(report));
    const all = rendered.tables.at(-1)!;
    expect(all.rows).toHaveLength(1);
    expect(all.rows[0]![all.header.indexOf('configuration')]!.toLowerCase()).toContain(name.toLowerCase().split(/[\r\n]/)[0]);
    expect(rendered.html).not.toMatch(/<(img|h1|details|summary)\b|<!--/i);
  });
});
