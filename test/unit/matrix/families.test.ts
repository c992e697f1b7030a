import { describe, expect, test } from '@jest/globals';
import { chunk, families, FAMILIES, overfullFamilies, type MatrixRow } from '../../../packages/matrix/src/index.js';

// docs/matrix.md §9.2: which e2e job a row is fanned out to.
const single = (isl: number, extra: MatrixRow = {}): MatrixRow => ({ tp: 8, isl, osl: 1024, conc: 4, 'run-eval': false, ...extra });
const multi = (isl: number, extra: MatrixRow = {}): MatrixRow => ({ isl, osl: 1024, prefill: {}, decode: {}, conc: [4], 'run-eval': false, ...extra });
const agentic = (extra: MatrixRow = {}): MatrixRow => ({ tp: 8, conc: 4, 'scenario-type': 'agentic-coding', 'run-eval': false, ...extra });

describe('families', () => {
  test.each<[string, MatrixRow, string[]]>([
    ['single-node 1k1k', single(1024), ['single-node-1k1k']],
    ['single-node 8k1k marked for evals: benchmarked and evaluated', single(8192, { 'run-eval': true }), ['single-node-8k1k', 'single-node-eval']],
    ['eval-only single-node row: evals only', single(8192, { 'run-eval': true, 'eval-only': true }), ['single-node-eval']],
    ['multi-node 8k1k', multi(8192), ['multi-node-8k1k']],
    ['multi-node eval', multi(8192, { 'run-eval': true, 'eval-conc': 4 }), ['multi-node-8k1k', 'multi-node-eval']],
    ['a non-standard sequence length is in no family', single(2048), []],
    ['agentic', agentic(), ['agentic']],
    ['agentic without run-eval (--no-evals)', agentic({ 'run-eval': undefined as never }), ['agentic']],
    ['agentic eval', agentic({ 'run-eval': true }), ['agentic-eval']],
    ['multi-node agentic', agentic({ prefill: {}, conc: [4] }), ['multi-node-agentic']],
    ['multi-node agentic eval', agentic({ prefill: {}, conc: [4], 'run-eval': true }), ['multi-node-agentic-eval']]
  ])('%s', (_name, row, expected) => {
    const byFamily = families([row]);
    expect(FAMILIES.filter((f) => byFamily[f].length > 0)).toEqual(expected);
    // A row in no family is offered as `other`, so none is lost silently.
    expect(byFamily.other).toEqual(expected.length ? [] : [row]);
  });
});

describe('chunk', () => {
  test.each<[number, number, number[]]>([
    [0, 256, []],
    [256, 256, [256]],
    [257, 256, [256, 1]],
    [690, 256, [256, 256, 178]],
    [5, 2, [2, 2, 1]]
  ])('%i rows by %i', (count, size, sizes) => {
    const rows = Array.from({ length: count }, (_, i) => i);
    const chunks = chunk(rows, size);
    expect(chunks.map((c) => c.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(rows);
  });
  test('a size below 1 is a programming error', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('overfullFamilies', () => {
  const rows = (n: number): MatrixRow[] => Array.from({ length: n }, (_, conc) => single(1024, { conc }));
  test.each<[number, number, number, { family: string; rows: number; chunks: number }[]]>([
    [768, 256, 3, []],
    [769, 256, 3, [{ family: 'single-node-1k1k', rows: 769, chunks: 4 }]],
    [3, 1, 2, [{ family: 'single-node-1k1k', rows: 3, chunks: 3 }]]
  ])('%i rows, chunks of %i, %i chunk jobs', (count, size, max, expected) => {
    expect(overfullFamilies(families(rows(count)), size, max)).toEqual(expected);
  });

  test('rows in no family are never "overfull": no job runs them at all', () => {
    expect(overfullFamilies(families(Array.from({ length: 10 }, () => single(2048))), 1, 1)).toEqual([]);
  });
});
