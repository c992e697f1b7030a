/** Pure pieces of process-changelog: trim-conc, append-only deltas, schema key order, buckets; and the action's event defaults. */
import { describe, expect, test } from '@jest/globals';
import { changelogEventDefaults, eventRef } from '../../../packages/changelog/src/index.js';
import { appendOnlyDelta } from '../../../packages/changelog/src/append-only-delta.js';
import { bucketRows, undispatchedBuckets } from '../../../packages/changelog/src/buckets.js';
import { selectCanary } from '../../../packages/changelog/src/canary.js';
import { schemaOrdered } from '../../../packages/changelog/src/row-schema.js';
import { trimConcurrency } from '../../../packages/changelog/src/trim-conc.js';
import type { MatrixRow } from '../../../packages/matrix/src/row.js';

const sn = (tp: number, conc: number, extra: MatrixRow = {}): MatrixRow => ({
  image: 'i',
  model: 'm',
  runner: 'r',
  isl: 8192,
  osl: 1024,
  tp,
  conc,
  'exp-name': 'x_8k1k',
  ...extra
});
const mn = (conc: number[]): MatrixRow => ({ image: 'i', model: 'm', runner: 'r', isl: 1024, osl: 1024, prefill: { tp: 4 }, decode: { tp: 8 }, conc });

describe('trimConcurrency', () => {
  test('single-node curves keep their lowest point, multi-node rows their lowest conc', () => {
    expect(trimConcurrency([sn(4, 8), sn(4, 4), sn(2, 16), mn([64, 8, 32])]).map((r) => [r.tp ?? 'mn', r.conc])).toEqual([
      [4, 4],
      [2, 16],
      ['mn', [8]]
    ]);
  });

  // process_changelog.py keeps the lowest point where it stands, not at its curve's first row.
  test('the kept row stays at its own position; ties keep the first; null prefill is single-node', () => {
    const other = sn(2, 16);
    expect(trimConcurrency([sn(4, 8), other, sn(4, 4), sn(4, 4)]).map((r) => [r.tp, r.conc])).toEqual([
      [2, 16],
      [4, 4]
    ]);
    expect(trimConcurrency([sn(4, 8, { prefill: null }), sn(4, 4, { prefill: null })]).map((r) => r.conc)).toEqual([4]);
  });

  test.each<[string, unknown, unknown]>([
    ['one concurrency', [8], [8]],
    ['none', [], []]
  ])('a multi-node row with %s is left as it is', (_name, conc, kept) => {
    expect(trimConcurrency([mn(conc as number[])])[0]!.conc).toEqual(kept);
  });
});

describe('appendOnlyDelta', () => {
  test.each([
    ['new points of an existing curve, each once', [sn(4, 4)], [sn(4, 4), sn(4, 8), sn(4, 8)], [[4, 8]]],
    ['multi-node conc lists reduced to their new values', [mn([8])], [mn([8, 16, 32])], [['mn', [16, 32]]]]
  ])('%s', (_name, base, head, expected) => {
    expect(appendOnlyDelta(base, head).map((r) => [r.tp ?? 'mn', r.conc])).toEqual(expected);
  });

  test.each([
    ['no base curve', [], [sn(4, 4)], 'append-only requires an existing curve in the base revision'],
    ['a curve removed', [sn(4, 4)], [sn(2, 4)], 'append-only may not remove or modify existing generated recipes'],
    ['a point removed', [sn(4, 4), sn(4, 8)], [sn(4, 8), sn(4, 16)], 'append-only may not remove existing concurrency points: [4]'],
    ['nothing added', [sn(4, 4)], [sn(4, 4)], 'append-only did not add any generated points'],
    [
      'a point with another image than its visual curve',
      [sn(4, 4)],
      [sn(4, 4), sn(4, 8, { image: 'j' })],
      'append-only additions must belong to an existing visual curve with one unchanged non-null image'
    ],
    ['an invalid conc', [sn(4, 4)], [{ ...sn(4, 4), conc: [] }], 'append-only matrix entry has invalid concurrency value: []']
  ])('%s', (_name, base, head, message) => {
    expect(() => appendOnlyDelta(base, head)).toThrow(message);
  });
});

describe('schemaOrdered', () => {
  test('multi-node fixed rows follow the schema order, fill defaults, drop nulls, order workers', () => {
    const row = schemaOrdered({
      image: 'i',
      runner: 'r',
      prefill: { ep: 1, tp: 4, 'num-worker': 1 },
      conc: [4],
      'kv-p2p-transfer': null,
      'run-eval': false,
      'spec-decoding': 'none'
    });
    expect(JSON.stringify(row)).toBe(
      '{"image":"i","spec-decoding":"none","runner":"r","prefill":{"num-worker":1,"tp":4,"ep":1,"additional-settings":[]},"conc":[4],"run-eval":false,"eval-only":false,"eval-all-concs":false}'
    );
  });

  test('agentic rows get no fixed-seq-len defaults', () => {
    expect(Object.keys(schemaOrdered({ 'scenario-type': 'agentic-coding', conc: 1, image: 'i' }))).toEqual(['image', 'conc', 'scenario-type']);
  });
});

describe('buckets', () => {
  const matrix = bucketRows([sn(4, 4, { isl: 2048, osl: 128 }), mn([4]), sn(4, 4)], [sn(4, 4, { 'run-eval': true })], {
    base_ref: 'b',
    head_ref: 'h',
    entries: []
  });
  test('throughput by node type and seq-len in first-seen order; evals by shape', () => {
    expect(Object.keys(matrix.single_node)).toEqual(['2048_128', '8k1k']);
    expect(Object.keys(matrix.multi_node)).toEqual(['1k1k']);
    expect(matrix.evals).toHaveLength(1);
  });
  test('a bucket run-sweep.yml never dispatches is a warning', () => {
    expect(undispatchedBuckets(matrix, 'perf-changelog.yaml').map((w) => w.message)).toEqual([
      '1 rows in single_node["2048_128"] are generated but run-sweep.yml never dispatches that bucket'
    ]);
  });
});

describe('changelogEventDefaults', () => {
  test.each([
    [
      'pull_request',
      { pull_request: { number: 5, base: { ref: 'main' }, head: { sha: 'abc' }, labels: [{ name: 'evals-only' }] } },
      { baseRef: 'origin/main', headRef: 'abc', prNumber: 5, labels: ['evals-only'], allEvals: false, evalsOnly: true }
    ],
    ['push', { before: 'b1', after: 'a1' }, { baseRef: 'b1', headRef: 'a1', labels: [], allEvals: false, evalsOnly: false }],
    ['workflow_dispatch', {}, { labels: [], allEvals: false, evalsOnly: false }]
  ])('%s', (eventName, payload, expected) => {
    expect(changelogEventDefaults(eventName, payload)).toEqual(expected);
  });
});

describe('selectCanary', () => {
  const metadata = { base_ref: 'b', head_ref: 'h', entries: [] };
  test('the lowest-conc non-eval single-node 1k1k/8k1k row, first on ties, removed from its bucket', () => {
    const matrix = bucketRows([sn(4, 8), sn(2, 4, { isl: 1024, osl: 1024 }), sn(8, 4), sn(1, 1, { 'run-eval': true }), mn([1])], [], metadata);
    const { canary, remaining } = selectCanary(matrix);
    expect(canary).toMatchObject({ tp: 2, conc: 4, isl: 1024 });
    expect(remaining.single_node['1k1k']).toEqual([]);
    expect(remaining.single_node['8k1k']).toHaveLength(3);
    expect(matrix.single_node['1k1k']).toHaveLength(1);
  });
  test('no candidate (multi-node or agentic only) gives no canary', () => {
    const matrix = bucketRows([mn([1]), { 'scenario-type': 'agentic-coding', conc: 1 }], [], metadata);
    expect(selectCanary(matrix)).toEqual({ canary: undefined, remaining: matrix });
  });
});

// One default for every action's base-ref / head-ref: the input, else the event's, else a usage error.
describe('eventRef', () => {
  const pr = changelogEventDefaults('pull_request', { pull_request: { number: 7, base: { ref: 'main' }, head: { sha: 'abc' } } });
  const other = changelogEventDefaults('workflow_dispatch', {});
  test.each<[string, 'base' | 'head', string | undefined, typeof pr, string]>([
    ['the input wins', 'base', 'v1', pr, 'v1'],
    ['else the event base', 'base', undefined, pr, 'origin/main'],
    ['else the event head', 'head', undefined, pr, 'abc']
  ])('%s', (_, kind, input, event, expected) => {
    expect(eventRef(kind, input, event)).toBe(expected);
  });
  test.each<['base' | 'head', string | undefined, string]>([
    ['base', undefined, "input 'base-ref' is empty and the event gives no base (not a pull_request or push event)"],
    ['head', 'changed-only needs one', "input 'head-ref' is empty and the event gives no head (changed-only needs one)"]
  ])('no %s ref is a usage error', (kind, why, message) => {
    expect(() => eventRef(kind, undefined, other, why)).toThrow(message);
  });
});
