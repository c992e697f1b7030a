import { expect, test } from '@jest/globals';
import { boundedTable, escapeMarkdownCell, folded, markdownTable, readableNumber, summarySection } from '../../../actions/_kit/src/summary.js';
import { codeBlock } from '../../../packages/common/src/index.js';
import { expectRendered, expectRenderedTable, renderSummary } from '../../support/render-summary.js';

test('cells with pipes, backslashes and newlines cannot break the table', () => {
  expect(markdownTable(['a', 'b'], [['x|y', 'l1\nl2\\']])).toBe('| a | b |\n| --- | --- |\n| x\\|y | l1<br>l2\\\\ |\n');
});

test('a table within budget keeps every row and adds no note', () => {
  const rows = [['1'], ['2']];
  const table = boundedTable(['n'], rows, 1000);
  expect(table.trim().split('\n')).toHaveLength(4);
  expect(table).not.toContain('more rows');
});

test('a table over budget stops early and says how many rows it left out', () => {
  const rows = Array.from({ length: 1000 }, (_, i) => [`row-${i}`, 'x'.repeat(50)]);
  const table = boundedTable(['name', 'value'], rows, 10_000);
  const shown = table.split('\n').filter((l) => l.startsWith('| row-')).length;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(1000);
  expect(Buffer.byteLength(table)).toBeLessThan(12_000);
  expect(table).toContain(`_${1000 - shown} more rows not shown`);
});

test.each([
  [0, {}, '0'],
  [-0, {}, '0'],
  [4.3859, {}, '4.386'],
  [0.03704, {}, '0.03704'],
  [1697.95058, {}, '1,698'],
  [123456.7, {}, '123,457'],
  [0.87531, { percent: true }, '87.53%'],
  [1, { percent: true }, '100%'],
  [0.5, { digits: 2 }, '0.5']
])('readableNumber(%p, %j) = %s', (value, options, expected) => expect(readableNumber(value, options)).toBe(expected));

test('a table right after the heading renders as a table, not as text of the HTML block', () => {
  const table = markdownTable(['a', 'b'], [['1', '2']]);
  // The bug this section fixes: Markdown glued to an HTML line stays literal text.
  expect(renderSummary(`<h3>t</h3>\n${table}`).tables).toEqual([]);
  const rendered = expectRenderedTable(summarySection('t', [table]), ['a', 'b']);
  expect(rendered.rows).toEqual([['1', '2']]);
});

test('the heading is escaped, empty blocks are dropped', () => {
  const source = summarySection('<b>x</b> & y', ['', undefined, 'text']);
  expect(source).toBe('<h3>&lt;b&gt;x&lt;/b&gt; &amp; y</h3>\n\ntext\n\n');
  expect(expectRendered(source).headings).toEqual([{ level: 3, text: '<b>x</b> & y' }]);
});

test.each([
  [3, []],
  [21, ['rows (21)']]
])('%i rows: folds %j, the table renders inside', (count, folds) => {
  const rows = Array.from({ length: count }, (_, i) => [String(i)]);
  const rendered = expectRendered(summarySection('t', [folded('rows', count, markdownTable(['n'], rows))]));
  expect(rendered.folds).toEqual(folds);
  expect(rendered.tables[0]!.rows).toHaveLength(count);
});

test.each<[string, string]>([
  ['plain YAML', 'dsv4:\n  mtp1: 1.82\n'],
  ['a fence inside the text', 'a: |\n  ```\n  </code></pre><b>x</b>\n  ````\nb: 1'],
  ['HTML', '<script>alert(1)</script>']
])('codeBlock shows %s as itself: one code block, nothing after it', (_name, text) => {
  const { html } = renderSummary(`${codeBlock(text, 'yaml')}after`);
  const blocks = [...html.matchAll(/<pre><code class="language-yaml">([\s\S]*?)<\/code><\/pre>/g)];
  expect(blocks).toHaveLength(1);
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  expect(unescape(blocks[0]![1]!)).toBe(`${text.replace(/\n$/, '')}\n`);
  expect(html.trim().endsWith('<p>after</p>')).toBe(true);
});

test.each([
  // a runner name, a Slurm banner, a log line with a link and HTML: shown as the text they are
  ['h200_dgxc_07', 'h200_dgxc_07'],
  ['*** JOB 81 CANCELLED ***', '\u2217\u2217\u2217 JOB 81 CANCELLED \u2217\u2217\u2217'],
  ['see [docs](https://example.invalid) <b>now</b> & then', 'see [docs]\u200B(https://example.invalid) <b>now</b> & then']
])('a table cell of untrusted text %j renders as itself', (text, shown) => {
  const table = expectRenderedTable(summarySection('t', [boundedTable(['cell'], [[escapeMarkdownCell(text)]])]), ['cell']);
  expect(table.rows).toEqual([[shown]]);
});
