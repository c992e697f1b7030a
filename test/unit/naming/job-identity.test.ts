import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { jobDisplayName, jobDisplayNameFor, parseJobName, runsOnLabels, scheduledRunsOn, type MatrixRow } from '../../../packages/naming/src/index.js';
import { singleNodeRow } from '../../support/matrix-rows.js';

// Rows annotated by the reference utils/ci_priority.py (the ci-priority corpus).
const corpus = resolve(import.meta.dirname, '../../fixtures/matrix/ci-priority');
const annotated = (name: string): unknown => JSON.parse(readFileSync(resolve(corpus, name, 'stdout'), 'utf8'));
const rowsOf = (payload: unknown): MatrixRow[] =>
  Array.isArray(payload)
    ? payload.flatMap(rowsOf)
    : typeof payload === 'object' && payload !== null
      ? 'runner' in payload && 'framework' in payload
        ? [payload as MatrixRow]
        : Object.values(payload).flatMap(rowsOf)
      : [];

const singleNode = rowsOf(annotated('rows-sn-fixed-pr-labels'))[0]!;
const skipQueue = rowsOf(annotated('bucketed-agentic-pr-skip-queue-checklist'))[0]!;
const multiNode = rowsOf(annotated('rows-mn-dynamo-push'))[0]!;

describe('runs-on', () => {
  test.each<[string, MatrixRow, string[]]>([
    ['an annotated row', singleNode, [singleNode.runner as string, `ci-job-${singleNode.priority}-${singleNode['queue-token']}`, 'ci-attempt-3']],
    [
      'with skip-queue-pr',
      skipQueue,
      [skipQueue.runner as string, `ci-job-${skipQueue.priority}-${skipQueue['queue-token']}`, 'ci-attempt-3', 'ci-skip-queue-pr-2707']
    ],
    ['a row without priority: the runner label alone', { runner: 'cluster:b200-dgxc', framework: 'sglang' }, ['cluster:b200-dgxc']]
  ])('%s', (_, row, expected) => {
    expect(runsOnLabels(row, '3')).toEqual(expected);
  });

  test('a row without runner is an error', () => {
    expect(() => runsOnLabels({ framework: 'x' }, '1')).toThrow("the matrix row has no 'runner'");
  });
});

describe('scheduled runs-on (plan-jobs, the ci-priority action)', () => {
  const labels = ['b300', 'ci-job-0.700-abc', 'ci-attempt-2'];
  test.each<[string, boolean, string, readonly string[], string[]]>([
    ['the scheduler: self-hosted first, then every label', true, 'self-hosted', labels, ['self-hosted', ...labels]],
    ['the scheduler without a self-hosted label', true, '', labels, labels],
    ['no scheduler: the runner label alone', false, 'self-hosted', labels, ['b300']],
    ['no scheduler, a row without priority', false, 'self-hosted', ['b300'], ['b300']]
  ])('%s', (_, priorityScheduler, selfHostedLabel, given, expected) => {
    expect(scheduledRunsOn(given, { priorityScheduler, selfHostedLabel })).toEqual(expected);
  });
});

describe('display name', () => {
  const base: MatrixRow = singleNodeRow({ 'model-prefix': 'dsr1', precision: 'fp4', runner: 'b200', tp: 4, conc: 16 });
  test.each<[string, MatrixRow, string]>([
    ['plain single node', base, 'dsr1 fp4 b200 sgl TP4 c16'],
    [
      'priority, parallelism, spec, eval',
      { ...base, priority: '3.750', pp: 2, ep: 4, 'dp-attn': true, 'spec-decoding': 'mtp', 'run-eval': true },
      'p3.750 | dsr1 fp4 b200 sgl TP4/PP2/EP4/DPA mtp c16 | eval'
    ],
    ['eval-only wins over run-eval', { ...base, 'run-eval': true, 'eval-only': true }, 'dsr1 fp4 b200 sgl TP4 c16 | eval-only'],
    [
      'agentic with KV offloading',
      { ...base, framework: 'vllm', 'dcp-size': 8, 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'mooncake' } },
      'dsr1 fp4 b200 vllm TP4/DCP8 dram KV offload mooncake c16'
    ],
    [
      'a default backend is not named',
      { ...base, 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'default' } },
      'dsr1 fp4 b200 sgl TP4 dram KV offload c16'
    ],
    ['multi node', multiNode, `p${multiNode.priority} | dsr1 fp4 gb200 dynamo-trt 1P (TP4/EP4/DPA) x 4D (TP8/EP8) mtp c4x8x12x24x48 | eval`],
    ['multi node, aggregated', { ...multiNode, disagg: false }, `p${multiNode.priority} | dsr1 fp4 gb200 dynamo-trt (TP4/EP4/DPA) mtp c4x8x12x24x48 | eval`]
  ])('%s', (_, row, expected) => {
    expect(jobDisplayName(row)).toBe(expected);
  });

  // The template's suffix follows the job's inputs: the throughput family passes run-eval false,
  // the eval family eval-only true.
  test.each<[string, { evalOnly?: boolean; runEval?: boolean }, string]>([
    ['the row', {}, ' | eval'],
    ['a throughput job (run-eval false)', { runEval: false }, ''],
    ['an eval job (eval-only)', { evalOnly: true, runEval: true }, ' | eval-only']
  ])('suffix of a run-eval row in %s', (_name, mode, suffix) => {
    expect(jobDisplayNameFor({ ...base, 'run-eval': true }, mode)).toBe(`dsr1 fp4 b200 sgl TP4 c16${suffix}`);
  });

  test.each(['rows-sn-fixed-pr-labels', 'rows-mn-dynamo-push', 'bucketed-agentic-pr-skip-queue-checklist', 'rows-input-file', 'shapes-mixed'])(
    '%s: every row reads back (priority, runner label, conc)',
    (name) => {
      for (const row of rowsOf(annotated(name)).filter((r) => 'model-prefix' in r)) {
        const parsed = parseJobName(jobDisplayName(row));
        expect(parsed).toMatchObject({ priority: row.priority, 'model-prefix': row['model-prefix'], precision: row.precision, runner: row.runner });
        expect(parsed.conc).toEqual([row.conc].flat());
      }
    }
  );

  test('a name that is not a job name', () => {
    expect(() => parseJobName('build (ubuntu-latest)')).toThrow('not a benchmark job name');
  });
});
