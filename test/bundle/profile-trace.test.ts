/**
 * Runner-protocol tests of the profile-trace bundle: the traces found and named, the push to a
 * storage repository (a bare repository on disk, reached through GITHUB_SERVER_URL=file://…) and
 * the Perfetto link in the summary; and result-filename's profile spelling.
 */
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, storageRepo } from '../support/storage-repo.js';
import { runJob, workflowCall } from '../support/workflow-runner.js';
import { repoRoot, runBundle } from './harness.js';

const R = 'dsr1_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200-nv_03';

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'profile-trace-'));
  writeFileSync(join(dir, `profile_${R}.trace.json.gz`), 'trace bytes');
  mkdirSync(join(dir, 'profiles'));
  writeFileSync(join(dir, 'profiles/merged-17.trace.json.gz'), 'm');
  writeFileSync(join(dir, 'profiles/17-TP-0-DECODE.trace.json.gz'), 'd');
  return dir;
}

const ENV = { RESULT_FILENAME: R, FRAMEWORK: 'sglang', RUNNER_TYPE: 'b200', GITHUB_SHA: 'abc123' };

describe('profile-trace bundle', () => {
  test('without storage: the traces and their artifact names', async () => {
    const run = await runBundle('profile-trace', { cwd: workspace(), env: ENV });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      trace: `profile_${R}.trace.json.gz`,
      'tp0-decode': 'profiles/17-TP-0-DECODE.trace.json.gz',
      'tp0-extend': '',
      'trace-artifact': `profile_${R}`,
      'tp0-decode-artifact': `profile_${R}_TP0_DECODE`,
      'raw-url': '',
      'relay-url': ''
    });
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'Profile trace' }]);
  });

  test('with storage: the trace is pushed and the summary links it through the relay', async () => {
    const { root, bare } = storageRepo();
    const run = await runBundle('profile-trace', {
      cwd: workspace(),
      env: { ...ENV, GITHUB_SERVER_URL: `file://${root}`, PERFETTO_RELAY_URL: 'https://relay.example/', RUNNER_TEMP: root },
      inputs: { 'storage-repository': 'owner/traces', 'storage-token': 'secret-token' }
    });
    expect(run.code).toBe(0);
    const path = 'profiles/abc123/b200/sglang/dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64/trace.json.gz';
    expect(git(bare, 'show', `main:${path}`)).toBe('trace bytes');
    expect(run.outputs['storage-sha']).toBe(git(bare, 'rev-parse', 'main'));
    expect(run.outputs['raw-url']).toBe(`file://${root}/owner/traces/raw/${run.outputs['storage-sha']}/${path}`);
    expect(run.outputs['relay-url']).toMatch(/^https:\/\/relay\.example\/\?src=file%3A%2F%2F.*&title=dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64$/);
    expect(run.summary).toContain(`**Perfetto (Relay):** ${run.outputs['relay-url']}`);
    expect(run.stdout + run.stderr).not.toContain('secret-token');
  });

  test('no trace: a warning, no push, the step passes', async () => {
    const run = await runBundle('profile-trace', {
      cwd: mkdtempSync(join(tmpdir(), 'profile-trace-')),
      env: ENV,
      inputs: { 'storage-repository': 'owner/none' }
    });
    expect(run.code).toBe(0);
    expect(run.annotations.map((a) => [a.level, a.message])).toEqual([['warning', `Profile trace not found: profile_${R}.trace.json.gz`]]);
  });
});

describe('result-filename bundle: profile', () => {
  test("exports profile.yml's RESULT_FILENAME; no artifact names", async () => {
    const row = {
      'exp-name': 'dsr1_1k1k',
      runner: 'b200',
      model: 'deepseek-ai/DeepSeek-R1',
      'model-prefix': 'dsr1',
      image: 'img',
      framework: 'sglang',
      precision: 'fp8',
      'spec-decoding': 'none',
      disagg: false,
      isl: 1024,
      osl: 1024,
      'max-model-len': 2048,
      tp: 8,
      ep: 1,
      'dp-attn': false,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
      conc: 64
    };
    const run = await runBundle('result-filename', { inputs: { row: JSON.stringify(row), profile: 'true' }, env: { RUNNER_NAME: 'b200-nv_03' } });
    expect([run.code, run.env.RESULT_FILENAME, run.outputs.result]).toEqual([0, 'dsr1_1k1k_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200-nv_03', '']);
  });
});

describe('profile.yml get-jobs (the workflow runner)', () => {
  const configs = join(repoRoot, 'test/fixtures/matrix/inferencex/configs');
  function checkout(): string {
    const ws = mkdtempSync(join(tmpdir(), 'profile-get-jobs-'));
    mkdirSync(join(ws, 'configs'));
    for (const file of ['nvidia-master.yaml', 'runners.yaml']) copyFileSync(join(configs, file), join(ws, 'configs', file));
    copyFileSync(join(repoRoot, 'test/fixtures/matrix/ci-priority/policies/real-ci-priority.yaml'), join(ws, 'configs/ci-priority.yaml'));
    return ws;
  }
  const POLICY = 'configs/ci-priority.yaml';
  const env = { PATH: process.env.PATH ?? '', RUNNER_NAME: 'GitHub Actions 2', GITHUB_RUN_ATTEMPT: '1', GITHUB_EVENT_NAME: 'workflow_dispatch' };

  test.each<[string, Record<string, string | boolean>, (row: Record<string, string>) => string[]]>([
    [
      'the scheduler on: self-hosted, the runner, the priority labels',
      { 'priority-scheduler': 'true' },
      (row) => ['self-hosted', row.runner!, `ci-job-${row.priority}-${row['queue-token']}`, 'ci-attempt-1']
    ],
    ['the scheduler off: the runner label alone, though the row is scored', { 'priority-scheduler': 'false' }, (row) => [row.runner!]]
  ])(
    '%s',
    async (_name, inputs, expected) => {
      const { workflow, context } = workflowCall('profile.yml', { 'config-key': 'dsr1-fp8-b200-sglang', conc: '4', 'priority-policy': POLICY, ...inputs });
      context.github = { ...context.github, event_name: 'workflow_dispatch' };
      const job = await runJob(workflow.jobs['get-jobs']!, context, { cwd: checkout(), env });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['sweep-matrix', 'ci-priority', 'benchmark-env']);
      const row = JSON.parse(job.outputs.row!) as Record<string, string>;
      expect(row).toMatchObject({ 'exp-name': 'dsr1_8k1k', runner: 'b200', conc: 4 });
      expect(JSON.parse(job.outputs['runs-on']!)).toEqual(expected(row));
      expect(job.outputs['display-name']).toMatch(new RegExp(`^p${row.priority!.replace('.', '\\.')} \\| dsr1 fp8 b200 sgl TP\\d c4$`));
    },
    60_000
  );

  test("moe-debug scores the run as the reference does (the ci-patchwork label): the policy's patchwork score", async () => {
    const ws = checkout();
    const priority = async (moeDebug: boolean): Promise<string> => {
      const { workflow, context } = workflowCall('profile.yml', {
        'config-key': 'dsr1-fp8-b200-sglang',
        conc: '4',
        'priority-policy': POLICY,
        'moe-debug': moeDebug
      });
      const run = await runJob(workflow.jobs['get-jobs']!, context, { cwd: ws, env });
      return (JSON.parse(run.outputs.row!) as { priority: string }).priority;
    };
    // the real policy's patchwork.score is 0.0
    expect(await priority(true)).toBe('0.000');
    expect(await priority(false)).not.toBe('0.000');
  }, 60_000);

  test('no priority policy (the default): no scoring, the runner label and an unprefixed name', async () => {
    const { workflow, context } = workflowCall('profile.yml', { 'config-key': 'dsr1-fp8-b200-sglang', conc: '4', 'priority-scheduler': 'true' });
    const job = await runJob(workflow.jobs['get-jobs']!, context, { cwd: checkout(), env });
    expect(job.ran).toEqual(['sweep-matrix', 'benchmark-env']);
    expect(JSON.parse(job.outputs['runs-on']!)).toEqual(['b200']);
    expect(job.outputs['display-name']).toMatch(/^dsr1 fp8 b200 sgl TP\d c4$/);
  }, 60_000);

  test('no row at that concurrency: the job fails before any scoring', async () => {
    const { workflow, context } = workflowCall('profile.yml', { 'config-key': 'dsr1-fp8-b200-sglang', conc: '4096' });
    const job = await runJob(workflow.jobs['get-jobs']!, context, { cwd: checkout(), env });
    expect(job.failed).toBe(true);
    expect(job.ran).toEqual(['sweep-matrix']);
  }, 60_000);
});
