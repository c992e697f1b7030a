import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatError, parsePyJson, pyJsonDumps, SweepkitError, type PyJson } from '../../../../packages/common/src/index.js';
import { annotatePriorities, parsePriorityPolicy, priorityJobs, type PriorityContext } from '../../../../packages/matrix/src/priority/index.js';

const POLICY = `version: 1
base-score: 1.0
adjustments:
  event: {push: 2.0}
  multi-node: 1.25
  agentic: 1.0
  eval-only: "0.5"
  precision: {fp4: 0.75}
  spec-decoding: {mtp: 0.0625}
  framework-prefix: {dynamo: 0.125, dynamo-sglang: 0.875, sglang: 0.5}
  model-prefix: {dsr1: 0.75, glm5: 2}
labels:
  skip-queue: {name: skip_queue}
  checklist-complete: {names: [ci-checklist-complete], adjustment: 0.25}
  patchwork: {names: [ci-patchwork], score: -0.0004, waived-by: [ci-patchwork-waived]}
`;
const policy = parsePriorityPolicy(POLICY, 'policy.yaml');
const context = (extra: Partial<PriorityContext> = {}): PriorityContext => ({ policy, eventName: 'pull_request', labels: [], namespace: 'ns', ...extra });

const job = (fields: Record<string, PyJson>): Record<string, PyJson> => ({ runner: 'b200', framework: 'trt', ...fields });
const priorityOf = (fields: Record<string, PyJson>, extra?: Partial<PriorityContext>): PyJson =>
  (annotatePriorities([job(fields)], context(extra))[0] as Record<string, PyJson>).priority!;

describe('score', () => {
  test.each<[string, Record<string, PyJson>, Partial<PriorityContext>, string]>([
    ['base only', {}, {}, '1.000'],
    ['push event', {}, { eventName: 'push' }, '3.000'],
    ['multi-node: prefill not null', { prefill: {} }, {}, '2.250'],
    ['prefill null is single-node', { prefill: null }, {}, '1.000'],
    ['agentic', { 'scenario-type': 'agentic-coding' }, {}, '2.000'],
    ['eval-only must be the boolean true', { 'eval-only': 1 }, {}, '1.000'],
    ['eval-only (quoted number in the policy)', { 'eval-only': true }, {}, '1.500'],
    ['precision and spec-decoding exact', { precision: 'fp4', 'spec-decoding': 'mtp' }, {}, '1.813'],
    ['precision lookup is exact', { precision: 'FP4' }, {}, '1.000'],
    ['first framework prefix in file order', { framework: 'dynamo-sglang' }, {}, '1.125'],
    ['prefix must be followed by -', { framework: 'sglangx' }, {}, '1.000'],
    ['model prefix exact', { 'model-prefix': 'dsr1' }, {}, '1.750'],
    ['model prefix not by prefix', { 'model-prefix': 'dsr1-x' }, {}, '1.000'],
    ['checklist label', {}, { labels: ['ci-checklist-complete'] }, '1.250'],
    ['checklist criterion', {}, { criteria: ['checklist-complete'] }, '1.250'],
    ['patchwork label: the patchwork score, half-up, signed zero', { prefill: {} }, { labels: ['ci-patchwork'] }, '-0.000'],
    ['patchwork criterion', {}, { criteria: ['patchwork'] }, '-0.000'],
    ['patchwork waived', {}, { labels: ['ci-patchwork', 'ci-patchwork-waived'] }, '1.000'],
    ['criteria []: only base and event', { prefill: {}, precision: 'fp4' }, { criteria: [], eventName: 'push' }, '3.000'],
    ['criteria name an attribute', { prefill: {}, precision: 'fp4' }, { criteria: ['multi-node'] }, '2.250'],
    ['a named framework prefix scores by the first matching key', { framework: 'dynamo-sglang' }, { criteria: ['dynamo-sglang'] }, '1.125'],
    ['a named model prefix that prefixes the model scores the exact key', { 'model-prefix': 'glm5' }, { criteria: ['glm5'] }, '3.000'],
    ['a named model prefix with no exact key adds nothing', { 'model-prefix': 'glm5-x' }, { criteria: ['glm5'] }, '1.000']
  ])('%s', (_, fields, extra, expected) => {
    expect(priorityOf(fields, extra)).toBe(expected);
  });

  test('criteria outside the vocabulary fail when a job is scored, sorted and deduplicated', () => {
    expect(() => annotatePriorities([job({})], context({ criteria: ['h100', 'fp4', 'b200', 'h100'] }))).toThrow(
      "Unknown CI priority criteria: ['b200', 'h100']"
    );
    expect(annotatePriorities([{ runner: 'x' }], context({ criteria: ['h100'] }))).toEqual([{ runner: 'x' }]);
  });
});

describe('annotation', () => {
  const token = (path: string, canonical: string): string => createHash('sha256').update(`ns:${path}:${canonical}`).digest('hex').slice(0, 32);

  test('jobs at any depth, tokens over the path and the job as given, other values copied', () => {
    const payload = parsePyJson('{"b": {"8k1k": [{"runner": "r", "framework": "f", "n": [{"framework": "g", "runner": 1.0}]}]}, "x": [1, {"runner": "r"}]}');
    const out = pyJsonDumps(annotatePriorities(payload, context()), { separators: [',', ':'] });
    const outer = '{"framework":"f","n":[{"framework":"g","runner":1.0}],"runner":"r"}';
    const inner = '{"framework":"g","runner":1.0}';
    expect(out).toBe(
      `{"b":{"8k1k":[{"runner":"r","framework":"f","n":[{"framework":"g","runner":1.0,"priority":"1.000","queue-token":"${token('b/8k1k/0/n/0', inner)}"}],"priority":"1.000","queue-token":"${token('b/8k1k/0', outer)}"}]},"x":[1,{"runner":"r"}]}`
    );
  });

  test('a top-level job has the empty path', () => {
    const out = annotatePriorities(job({}), context()) as Record<string, PyJson>;
    expect(out['queue-token']).toBe(token('', '{"framework":"trt","runner":"b200"}'));
  });

  test('re-annotation replaces values in place; skip-queue-pr needs the label and a PR number', () => {
    const once = annotatePriorities([job({ conc: 4 })], context({ labels: ['skip_queue'], prNumber: 0 }));
    expect(Object.keys(once[0] as object)).toEqual(['runner', 'framework', 'conc', 'priority', 'queue-token', 'skip-queue-pr']);
    expect((once[0] as Record<string, PyJson>)['skip-queue-pr']).toBe(0);
    const twice = annotatePriorities([{ priority: 'old', ...job({}) }], context({ eventName: 'push', prNumber: 7 }));
    expect(Object.keys(twice[0] as object)).toEqual(['priority', 'runner', 'framework', 'queue-token']);
    expect((twice[0] as Record<string, PyJson>).priority).toBe('3.000');
  });
});

describe('policy', () => {
  const error = (text: string): string => {
    try {
      parsePriorityPolicy(text, 'p.yaml');
    } catch (e) {
      return formatError(e as SweepkitError);
    }
    throw new Error('no error');
  };
  const LABELS = 'labels: {skip-queue: {name: s}, patchwork: {names: [p], score: 0}}\n';

  test.each([
    ['version: 2\n', 'p.yaml:1:10: Unsupported CI priority policy version: 2'],
    ['base-score: 1\n', 'p.yaml:1:1: Unsupported CI priority policy version: None'],
    ["version: '1'\n", 'p.yaml:1:10: Unsupported CI priority policy version: 1'],
    [`version: 1\nadjustments: {}\n${LABELS}`, "p.yaml:1:1: invalid CI priority policy: missing key 'base-score'"],
    // The reference reads policy["adjustments"]: a policy without it is refused, not scored as +0.
    [`version: 1\nbase-score: 1\n${LABELS}`, "p.yaml:1:1: invalid CI priority policy: missing key 'adjustments'"],
    [
      'version: 1\nbase-score: 1\nadjustments: {}\nlabels: {skip-queue: {name: s}}\n',
      "p.yaml:4:9: invalid CI priority policy: labels: missing key 'patchwork'"
    ],
    [`version: 1\nbase-score: one\nadjustments: {}\n${LABELS}`, 'p.yaml:2:13: invalid CI priority policy: base-score: must be number'],
    [`version: 1\nbase-score: "1.2.3"\nadjustments: {}\n${LABELS}`, 'p.yaml:2:13: invalid CI priority policy: base-score: must be number'],
    [`version: 1\nbase-score: "."\nadjustments: {}\n${LABELS}`, "p.yaml:2:13: invalid CI priority policy: base-score: '.' is not a finite decimal number"],
    [
      `version: 1\nbase-score: 1\nadjustments: {precision: {fp4: .inf}}\n${LABELS}`,
      'p.yaml:3:32: invalid CI priority policy: adjustments.precision.fp4: must be number'
    ]
  ])('%j', (text, expected) => {
    expect(error(text)).toBe(expected);
  });

  test("the guide's example policy is valid and scores like the real one", () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../../docs/guide.md'), 'utf8');
    const example = /```yaml\n(# yaml-language-server: \$schema=..\/schemas\/ci-priority-policy[\s\S]*?)```/.exec(readme)![1]!;
    const readmePolicy = parsePriorityPolicy(example, 'docs/guide.md');
    const row = job({ framework: 'dynamo-sglang', precision: 'fp4', 'model-prefix': 'dsr1', prefill: {} });
    expect(annotatePriorities([row], { ...context(), policy: readmePolicy, eventName: 'push' })[0]).toMatchObject({ priority: '6.250' });
  });

  test('version 1.0 and optional tables', () => {
    expect(parsePriorityPolicy(`version: 1.0\nbase-score: 1\nadjustments: {}\n${LABELS}`, 'p.yaml').frameworkPrefix.size).toBe(0);
  });
});

describe('priorityJobs (the ci-priority action: the first job plans runs-on)', () => {
  test.each<[string, string, string[]]>([
    ['one job object', '{"runner": "b300", "framework": "vllm"}', ['b300']],
    ['a list, in order', '[{"runner": "a", "framework": "f"}, {"runner": "b", "framework": "f"}]', ['a', 'b']],
    [
      'buckets at any depth, document order',
      '{"single_node": {"1k1k": [{"runner": "a", "framework": "f"}]}, "x": [[{"runner": "b", "framework": "f"}]]}',
      ['a', 'b']
    ],
    ['no framework: no job', '[{"runner": "a"}, 3, "s", null]', []]
  ])('%s', (_, text, runners) => {
    expect(priorityJobs(parsePyJson(text)).map((job) => (job instanceof Map ? job.get('runner') : (job as Record<string, PyJson>).runner))).toEqual(runners);
  });
});
