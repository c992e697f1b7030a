// The ingest decision of run-sweep.yml's trigger-ingest / trigger-agentic-ingest jobs over the
// cross product of family results × reuse × agentic rows, against the jobs' `if:` conditions
// written out as in the workflow; the payloads and the changelog-metadata bytes.
import { describe, expect, test } from '@jest/globals';
import { changelogMetadataJson, decideIngest, describeDispatch, hasAgenticRows, redispatch } from '../../../packages/publish/src/index.js';

const RESULTS = ['success', 'failure', 'cancelled', 'skipped'] as const;
type Result = (typeof RESULTS)[number];

interface Row {
  collect: Result;
  evals: Result;
  agentic: Result;
  multiAgentic: Result;
  upload: Result;
  reuse: boolean;
  agenticRows: boolean;
}

/** trigger-ingest's `if:` (after `always()`), as the workflow writes it. */
const fixedIf = (r: Row): boolean => !r.agenticRows && (r.collect !== 'skipped' || r.evals !== 'skipped' || r.reuse);

/** trigger-agentic-ingest's `if:`. */
const agenticIf = (r: Row): boolean =>
  r.upload === 'success' &&
  ((r.reuse && r.agenticRows) ||
    ((r.agentic === 'success' || r.multiAgentic === 'success') &&
      (r.agentic === 'success' || r.agentic === 'skipped') &&
      (r.multiAgentic === 'success' || r.multiAgentic === 'skipped')));

const rows: Row[] = [];
for (const collect of RESULTS)
  for (const evals of RESULTS)
    for (const agentic of RESULTS)
      for (const multiAgentic of RESULTS)
        for (const upload of ['success', 'failure'] as const)
          for (const reuse of [false, true])
            for (const agenticRows of [false, true]) rows.push({ collect, evals, agentic, multiAgentic, upload, reuse, agenticRows });

const needs = (r: Row) => ({
  setup: { result: 'success' },
  'collect-results': { result: r.collect },
  'collect-evals': { result: r.evals },
  'sweep-agentic': { result: r.agentic },
  'sweep-multi-node-agentic': { result: r.multiAgentic },
  'upload-changelog-metadata': { result: r.upload }
});

const searchSpace = (agenticRows: boolean) => ({ single_node: { agentic: agenticRows ? [{ model: 'm' }] : [] }, multi_node: { agentic: null } });

test(`the decision equals the workflow conditions on all ${rows.length} combinations`, () => {
  const mismatches = rows.filter((r) => {
    const sent = decideIngest({
      eventName: 'push',
      ref: 'refs/heads/main',
      needs: needs(r),
      reuseEnabled: r.reuse,
      reuseSourceRunId: '111',
      searchSpace: searchSpace(r.agenticRows),
      runId: '222'
    }).map((d) => d.event_type);
    const expected = [...(fixedIf(r) ? ['ingest-results'] : []), ...(agenticIf(r) ? ['ingest-agentic-results'] : [])];
    return JSON.stringify(sent) !== JSON.stringify(expected);
  });
  expect(mismatches).toEqual([]);
});

test.each([
  ['pull_request', 'refs/heads/main', 'success'],
  ['push', 'refs/heads/feature', 'success'],
  ['push', 'refs/heads/main', 'failure'],
  ['push', 'refs/heads/main', 'skipped']
])('no dispatch on %s %s with setup %s', (eventName, ref, setup) => {
  const all = { result: 'success' };
  const given = { setup: { result: setup }, 'collect-results': all, 'sweep-agentic': all, 'upload-changelog-metadata': all };
  expect(decideIngest({ eventName, ref, needs: given, reuseEnabled: true, reuseSourceRunId: '1', searchSpace: {}, runId: '2' })).toEqual([]);
});

test('the source run is the reused run when reuse is enabled, else this run; values are strings', () => {
  const base = {
    eventName: 'push',
    ref: 'refs/heads/main',
    needs: { setup: { result: 'success' }, 'collect-results': { result: 'success' } },
    searchSpace: {},
    runId: '222'
  };
  expect(decideIngest({ ...base, reuseEnabled: true, reuseSourceRunId: '111' })).toEqual([
    { event_type: 'ingest-results', client_payload: { 'source-run-id': '111', 'merge-run-id': '222' } }
  ]);
  expect(decideIngest({ ...base, reuseEnabled: false, reuseSourceRunId: '111' })[0]!.client_payload['source-run-id']).toBe('222');
});

test.each([
  // the reference's bytes, then the pinned attempt; an unreused run's dispatch never carries one
  [true, '3', { single_node: {} }, '{"event_type":"ingest-results","client_payload":{"source-run-id":"111","merge-run-id":"222","source-run-attempt":"3"}}'],
  [
    true,
    '2',
    { single_node: { agentic: [{}] } },
    '{"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"111","merge-run-id":"222","database-target":"production","source-run-attempt":"2"}}'
  ],
  [true, '', { single_node: {} }, '{"event_type":"ingest-results","client_payload":{"source-run-id":"111","merge-run-id":"222"}}'],
  [false, '3', { single_node: {} }, '{"event_type":"ingest-results","client_payload":{"source-run-id":"222","merge-run-id":"222"}}']
])('reuse %s, attempt %j: the dispatch body', (reuseEnabled, attempt, searchSpace, body) => {
  const needs = { setup: { result: 'success' }, 'collect-results': { result: 'success' }, 'upload-changelog-metadata': { result: 'success' } };
  const sent = decideIngest({
    eventName: 'push',
    ref: 'refs/heads/main',
    needs,
    reuseEnabled,
    reuseSourceRunId: '111',
    reuseSourceRunAttempt: attempt,
    searchSpace,
    runId: '222'
  });
  expect(sent.map((d) => JSON.stringify(d))).toEqual([body]);
});

test('a reused attempt that is not a positive number is refused', () => {
  const needs = { setup: { result: 'success' }, 'collect-results': { result: 'success' } };
  expect(() =>
    decideIngest({
      eventName: 'push',
      ref: 'refs/heads/main',
      needs,
      reuseEnabled: true,
      reuseSourceRunId: '1',
      reuseSourceRunAttempt: '0',
      searchSpace: {},
      runId: '2'
    })
  ).toThrow("--reuse-source-run-attempt must be a run attempt (1, 2, …), got '0'");
});

test.each([
  [{}, false],
  [{ single_node: { agentic: null }, multi_node: { agentic: [] } }, false],
  [{ single_node: { agentic: [] }, multi_node: { agentic: [{}] } }, true],
  [{ single_node: { agentic: [{}] } }, true]
])('agentic rows in %j: %s', (space, expected) => {
  expect(hasAgenticRows(space)).toBe(expected);
});

describe('redispatch', () => {
  test('the agentic body for production, the ids as given', () => {
    expect(JSON.stringify(redispatch('123', '456'))).toBe(
      '{"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"123","merge-run-id":"456","database-target":"production"}}'
    );
  });
  test('with the source run attempt: after the reference fields', () => {
    expect(JSON.stringify(redispatch('123', '456', '2'))).toBe(
      '{"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"123","merge-run-id":"456","database-target":"production","source-run-attempt":"2"}}'
    );
    expect(() => redispatch('123', '456', 'x')).toThrow("--source-run-attempt must be a run attempt (1, 2, …), got 'x'");
  });
  test.each([
    ['1"', '2', "--source-run-id must be a decimal run id, got '1\"'"],
    ['1', '', "--merge-run-id must be a decimal run id, got ''"],
    ['1', '2 ', "--merge-run-id must be a decimal run id, got '2 '"]
  ])('%j %j is refused', (source, merge, message) => {
    expect(() => redispatch(source, merge)).toThrow(message);
  });
});

test('a dry run prints the request line and the body, not the token', () => {
  expect(describeDispatch('https://api.github.com/', 'SemiAnalysisAI/InferenceX-app', redispatch('1', '2'))).toBe(
    'POST https://api.github.com/repos/SemiAnalysisAI/InferenceX-app/dispatches\n' +
      '{"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"1","merge-run-id":"2","database-target":"production"}}\n'
  );
});

test.each([
  [
    { changelog_metadata: { z: 1, a: ['x', { b: null }], e: {}, l: [] } },
    '{\n  "z": 1,\n  "a": [\n    "x",\n    {\n      "b": null\n    }\n  ],\n  "e": {},\n  "l": []\n}\n'
  ],
  [{ changelog_metadata: { s: 'é "q"' } }, '{\n  "s": "é \\"q\\""\n}\n'],
  [{}, 'null\n']
])('changelog_metadata.json of %j is jq-formatted', (space, bytes) => {
  expect(changelogMetadataJson(space)).toBe(bytes);
});
