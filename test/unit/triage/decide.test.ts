// Which failures get their one re-run, and the GPU-hours a run spent and avoided.
import { describe, expect, test } from '@jest/globals';
import {
  BUNDLED_RULES_YAML,
  checkAvailability,
  gpuHours,
  matrixRows,
  offlineDigest,
  parseTriageRules,
  rowFinder,
  triageRun,
  withoutRows,
  type RunJob,
  type TriagePolicy
} from '../../../packages/triage/src/index.js';

const rules = parseTriageRules(BUNDLED_RULES_YAML, 'triage-rules.yaml');
const LOGS: Record<string, string[]> = {
  infra: ['slurmstepd: error: *** JOB 9 ON n1 CANCELLED AT 2026-12-05T10:00:00 DUE TO NODE FAILURE ***'],
  oom: ['torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB'],
  none: ['Error: Process completed with exit code 1.']
};

let nextId = 1;
const job = (name: string, conclusion: string | null, extra: Partial<RunJob> = {}): RunJob => ({
  id: nextId++,
  name,
  status: 'completed',
  conclusion,
  runAttempt: 1,
  startedAt: '2026-12-05T10:00:00Z',
  completedAt: '2026-12-05T12:00:00Z',
  labels: [],
  steps: [{ name: 'Launch benchmark', conclusion: conclusion === 'success' ? 'success' : 'failure' }],
  ...extra
});
const evidence = async (j: RunJob): Promise<string[]> => LOGS[j.name.split(' ')[0]!]!;
const policy = (p: Partial<TriagePolicy> = {}): TriagePolicy => ({ attempt: 1, failFast: false, rerunOnFailFast: false, ...p });

describe('the re-run decision', () => {
  test.each<[string, RunJob, Partial<TriagePolicy>, boolean, string]>([
    ['infrastructure failure, first attempt', job('infra a', 'failure'), {}, true, 'yes'],
    ['benchmark OOM: never', job('oom a', 'failure'), {}, false, 'no: benchmark failure (a re-run repeats it)'],
    [
      'benchmark OOM on a fail-fast run that allows re-runs: still never',
      job('oom a', 'failure'),
      { failFast: true, rerunOnFailFast: true },
      false,
      'no: benchmark failure (a re-run repeats it)'
    ],
    ['unknown cause', job('none a', 'failure'), {}, false, 'no: cause unknown'],
    ['second attempt: never twice', job('infra a', 'failure', { runAttempt: 2 }), { attempt: 2 }, false, 'no: already re-run once'],
    ['fail-fast run', job('infra a', 'failure'), { failFast: true }, false, 'no: fail-fast run'],
    ['fail-fast run, configured to re-run', job('infra a', 'failure'), { failFast: true, rerunOnFailFast: true }, true, 'yes'],
    ['timed out job with infrastructure evidence', job('infra a', 'timed_out'), {}, true, 'yes']
  ])('%s', async (_name, j, p, rerun, decision) => {
    const [t] = await triageRun([j], rules, policy(p), evidence);
    expect([t!.rerun, t!.decision]).toEqual([rerun, decision]);
  });

  test('only failed jobs of the attempt are triaged; the next attempt gives the outcome', async () => {
    const first = job('infra a', 'failure');
    const jobs = [first, job('oom b', 'success'), job('infra c', 'cancelled'), job('infra a', 'success', { runAttempt: 2 })];
    const triage = await triageRun(jobs, rules, policy(), evidence);
    expect(triage.map((t) => [t.job.id, t.outcome])).toEqual([[first.id, 're-run: success']]);
  });
});

describe('GPU-hours', () => {
  const rows = [
    { runner: 'h200', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 4 },
    { runner: 'h200', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 8 },
    { runner: 'h200', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 4, conc: 16 },
    { runner: 'mi355x', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 4 }
  ];
  const find = rowFinder(matrixRows({ single_node: { dsr1: rows }, multi_node: {} }));

  test('a job is matched to its row through the display name below the caller', () => {
    expect(find({ name: 'single-node 1k1k / dsr1 fp8 h200 sgl TP4 c16' })?.tp).toBe(4);
    expect(find({ name: 'collect-results' })).toBeUndefined();
  });

  test('spent, lost to infrastructure, re-run and avoided, from timings and GPU counts', async () => {
    const jobs = [
      job('infra / dsr1 fp8 h200 sgl TP8 c4', 'failure'), // 8 GPUs × 2 h, infrastructure
      job('oom / dsr1 fp8 h200 sgl TP8 c8', 'failure'), // 8 GPUs × 2 h, benchmark: not re-run
      job('ok / dsr1 fp8 h200 sgl TP4 c16', 'success', { completedAt: '2026-12-05T11:00:00Z' }), // 4 × 1 h
      job('cancelled / dsr1 fp8 mi355x sgl TP8 c4', 'cancelled', { completedAt: '2026-12-05T10:15:00Z' }), // 8 × 0.25 h
      job('infra / dsr1 fp8 h200 sgl TP8 c4', 'success', { runAttempt: 2, completedAt: '2026-12-05T11:30:00Z' }), // re-run 8 × 1.5 h
      job('collect-results', 'success')
    ];
    const gpusOf = (j: RunJob) => {
      const row = find(j);
      return row ? Number(row.tp) : undefined;
    };
    const triage = await triageRun(jobs, rules, policy(), async (j) => (j.name.startsWith('oom') ? LOGS.oom! : LOGS.infra!), gpusOf);
    expect(gpuHours(jobs, triage, gpusOf, [8])).toEqual({
      spent: 16 + 16 + 4 + 2 + 12,
      infraFailures: 16,
      rerun: 12,
      avoidedBlindRerun: 16,
      avoidedFailFast: 8 * (1.25 - 0.25), // the median successful job took 1.25 h
      avoidedOffline: 8 * 1.25,
      jobsCounted: 5
    });
  });
});

describe('runner availability', () => {
  const rows = [
    { runner: 'h200-dgxc', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 4 },
    { runner: 'mi355x-amd', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 4 },
    { runner: 'mi355x-amd', 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp: 8, conc: 8 }
  ];
  const runner = (name: string, status: string, labels: string[]) => ({
    name,
    os: 'Linux',
    status,
    busy: false,
    labels: ['self-hosted', ...labels],
    customLabels: labels
  });
  const runners = [
    runner('h200-dgxc_01', 'online', ['H200-DGXC']),
    runner('mi355x-amd_01', 'offline', ['mi355x-amd']),
    runner('mi355x-amd_02', 'offline', ['mi355x-amd'])
  ];

  test('a label with no online runner is reported with its rows; labels compare without case', () => {
    const result = checkAvailability(rows, runners);
    expect(result.unavailable).toEqual([
      { label: 'mi355x-amd', offlineRunners: ['mi355x-amd_01', 'mi355x-amd_02'], rows: ['dsr1 fp8 mi355x-amd sgl TP8 c4', 'dsr1 fp8 mi355x-amd sgl TP8 c8'] }
    ]);
    expect(result.runnable).toEqual([rows[0]]);
  });

  test('skipping keeps the matrix shape', () => {
    const payload = { single_node: { dsr1: rows }, multi_node: {} };
    const { stranded } = checkAvailability(matrixRows(payload), runners);
    expect(withoutRows(payload, new Set(stranded))).toEqual({ single_node: { dsr1: [rows[0]] }, multi_node: {} });
  });

  test('the digest lists offline runners by name with their custom labels', () => {
    expect(offlineDigest(runners)).toEqual({
      total: 3,
      offline: [
        { name: 'mi355x-amd_01', os: 'Linux', labels: ['mi355x-amd'] },
        { name: 'mi355x-amd_02', os: 'Linux', labels: ['mi355x-amd'] }
      ]
    });
  });
});
