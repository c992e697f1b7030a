import { expect, test } from '@jest/globals';
import { boundedTable, markdownTable } from '../../../actions/_kit/src/summary.js';

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
