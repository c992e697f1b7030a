import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePyJson, pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { compactJson, getField, type JsonObject } from '../../../packages/matrix/src/index.js';
import { selectCanary } from '../../../packages/changelog/src/index.js';

const corpus = resolve(import.meta.dirname, '../../fixtures/matrix/ci-priority');
const row = (conc: number, extra: Record<string, PyJson> = {}): Record<string, PyJson> => ({
  runner: 'b200',
  framework: 'sglang',
  isl: 1024,
  osl: 1024,
  conc,
  ...extra
});
const EIGHT_K = { isl: 8192, osl: 1024 };

describe('flat generator lists', () => {
  test.each<[string, Record<string, PyJson>[], number | undefined]>([
    ['lowest conc wins', [row(8), row(4), row(16)], 1],
    ['1k1k rows come before 8k1k rows on ties', [row(4, EIGHT_K), row(4)], 1],
    ['a lower 8k1k conc beats 1k1k', [row(4), row(2, EIGHT_K)], 1],
    ['the first on ties', [row(4), row(4)], 0],
    [
      'eval rows, eval-only rows, multi-node, agentic and other seq-lens are no candidates',
      [
        row(1, { 'run-eval': true }),
        row(1, { 'eval-only': true }),
        row(1, { prefill: {} }),
        row(1, { 'scenario-type': 'agentic-coding' }),
        row(1, { isl: 2048, osl: 128 })
      ],
      undefined
    ],
    ['prefill null is single-node', [row(2, { prefill: null })], 0]
  ])('%s', (_, rows, index) => {
    const { canary, remaining } = selectCanary(rows);
    expect(canary).toBe(index === undefined ? undefined : rows[index]);
    expect(remaining).toEqual(index === undefined ? rows : rows.filter((_, i) => i !== index));
  });
});

describe('the bucketed payload', () => {
  test('an annotated process-changelog payload: the canary keeps its priority, the rest is untouched', () => {
    // bucketed-patchwork-waived: PR #2550's 8k1k single-node rows, annotated by the reference.
    const annotated = parsePyJson(readFileSync(resolve(corpus, 'bucketed-patchwork-waived/stdout'), 'utf8'));
    const singleNode = getField(annotated as JsonObject, 'single_node') as JsonObject;
    const candidates = [...((getField(singleNode, '1k1k') ?? []) as JsonObject[]), ...((getField(singleNode, '8k1k') ?? []) as JsonObject[])].filter(
      (r) => getField(r, 'run-eval') !== true
    );
    const lowest = Math.min(...candidates.map((r) => getField(r, 'conc') as number));
    const { canary, remaining } = selectCanary(annotated);
    expect(canary).toBe(candidates.find((r) => getField(r, 'conc') === lowest));
    expect(getField(canary!, 'priority')).toMatch(/^\d+\.\d{3}$/);
    expect(getField(canary!, 'queue-token')).toMatch(/^[0-9a-f]{32}$/);
    // Removing the row again from the output restores nothing else: only one row is gone.
    const before = compactJson(annotated);
    const after = compactJson(remaining);
    expect(
      before
        .replace(`${compactJson(canary!)},`, '')
        .replace(`,${compactJson(canary!)}`, '')
        .replace(compactJson(canary!), '')
    ).toBe(after);
  });

  test('no single_node buckets, or not a matrix at all: no canary', () => {
    for (const text of ['{"multi_node": {"1k1k": [{"conc": [1]}]}}', '{"single_node": []}', '42', '"x"']) {
      const value = parsePyJson(text);
      expect(selectCanary(value)).toEqual({ canary: undefined, remaining: value });
    }
  });

  test('floats keep their form in the outputs', () => {
    const { canary } = selectCanary(parsePyJson('{"single_node": {"8k1k": [{"conc": 2, "dram": 600.0}]}}'));
    expect(pyJsonDumps([canary!])).toBe('[{"conc": 2, "dram": 600.0}]');
  });
});
