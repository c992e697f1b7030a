// The reusable speedbench-al.yml run job by job through the workflow runner (its Sweepkit steps as
// their bundles): setup scores the one job as the CLI does and plans its runs-on; collect-al runs a
// stand-in launcher that sees the collector override and its tunables, shows the YAML in the
// summary, uploads it and, with open-pr, opens the PR on the fake GitHub API. A machine without
// docker and Slurm: PATH holds only bash and mkdir, so the clean-up finds nothing to ask.
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from '../support/fake-github-api.js';
import { fakeRepo, startFakeRepoApi, type FakeRepo } from '../support/fake-repo-api.js';
import { runJob, substitute, workflowCall, type Context } from '../support/workflow-runner.js';
import { repoRoot, runCliBundle } from './harness.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const bin = mkdtempSync(join(tmpdir(), 'speedbench-bin-'));
for (const tool of ['bash', 'mkdir']) symlinkSync(execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), join(bin, tool));
const RUNNER = 'b300-nv_07';
const YAML = 'dsv4:\n  coding:\n    thinking_off: {mtp1: 1.82, mtp2: 2.41}\n    thinking_on: {mtp1: 1.77, mtp2: 2.3}\n';

/**
 * A checkout: the priority policy and a stand-in site launcher that records what it saw (the
 * collector's variables reach it through the job contract) and writes the YAML at OUT_YAML's
 * place in the workspace, plus the collector's logs.
 */
function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'speedbench-ws-'));
  mkdirSync(join(ws, 'configs'));
  copyFileSync(join(repoRoot, 'test/fixtures/matrix/ci-priority/policies/real-ci-priority.yaml'), join(ws, 'configs/ci-priority.yaml'));
  mkdirSync(join(ws, 'runners'));
  writeFileSync(
    join(ws, 'runners/launch_b300-nv.sh'),
    [
      'printf "%s\\n" "override=$BENCH_SCRIPT_OVERRIDE" "mtp=$MTP_LIST" "thinking=$THINKING_MODES" "category=$CATEGORY" "kwargs=$CHAT_TEMPLATE_KWARGS_ON" "out=$OUT_YAML" "len=$SPEEDBENCH_OUTPUT_LEN" "salloc=$SALLOC_TIME_LIMIT" "model=$MODEL" "hf=$HF_TOKEN" > seen.txt',
      `printf '${YAML.replace(/\n/g, '\\n')}' > "\${OUT_YAML#/workspace/}"`,
      'mkdir -p speedbench_results && printf "up\\n" > speedbench_results/server_1.log && printf "{}\\n" > speedbench_results/speedbench_mtp1.json',
      ''
    ].join('\n')
  );
  return ws;
}

async function setup(context: Context, ws: string): Promise<Record<string, string>> {
  const { workflow } = workflowCall('speedbench-al.yml', {});
  const run = await runJob(workflow.jobs.setup!, context, {
    cwd: ws,
    env: { PATH: bin, RUNNER_NAME: 'GitHub Actions 3', GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '2' }
  });
  expect(run.failed).toBe(false);
  return run.outputs;
}

async function collect(context: Context, ws: string, env: Record<string, string> = {}) {
  const { workflow } = workflowCall('speedbench-al.yml', {});
  context.github = { ...context.github, run_id: '77' };
  return runJob(workflow.jobs['collect-al']!, context, { cwd: ws, env: { PATH: bin, RUNNER_NAME: RUNNER, GITHUB_RUN_ID: '77', ...env } });
}

describe('speedbench-al.yml', () => {
  test('setup: the one job scored like `sweepkit ci-priority` (namespace run id:attempt); runs-on planned with and without the scheduler', async () => {
    const ws = workspace();
    const job = [{ runner: 'b300', framework: 'vllm', 'model-prefix': 'dsv4', precision: 'fp4', 'spec-decoding': 'mtp' }];
    // ci-priority's queue-namespace defaults to github.run_id:github.run_attempt (the harness: 9000:1)
    const cli = await runCliBundle(['ci-priority', '--queue-namespace', '9000:1'], { cwd: ws, input: JSON.stringify(job) });
    const [scored] = JSON.parse(cli.stdout) as [{ priority: string; 'queue-token': string }];
    const { context } = workflowCall('speedbench-al.yml', { 'priority-scheduler': 'true' });
    const scheduled = await setup(context, ws);
    expect(scheduled.priority).toBe(scored.priority);
    expect(JSON.parse(scheduled['runs-on']!)).toEqual(['self-hosted', 'b300', `ci-job-${scored.priority}-${scored['queue-token']}`, 'ci-attempt-2']);

    const plain = await setup(workflowCall('speedbench-al.yml', { runner: 'b300-small', 'priority-scheduler': 'false' }).context, ws);
    expect(JSON.parse(plain['runs-on']!)).toEqual(['b300-small']);
  }, 60_000);

  test('collect-al: the launcher runs the collector override with its tunables; the YAML in the summary and the artifact; no PR by default', async () => {
    const ws = workspace();
    const { workflow, context } = workflowCall('speedbench-al.yml', { category: 'qa', 'mtp-list': '1 2' }, { HF_TOKEN: 'hf-secret' });
    context.needs.setup = { outputs: { priority: '0.700', 'runs-on': '["b300"]' } };
    expect(substitute(workflow.jobs['collect-al']!.name!, context)).toBe('p0.700 | SpeedBench AL matrix | qa | mtp=[1 2] | thinking=[off on]');
    const job = await collect(context, ws);
    expect(Object.values(job.runs).flatMap((r) => r.annotations.map((a) => a.message))).toEqual([]);
    expect(job.failed).toBe(false);
    expect(job.ran).toEqual(['singlenode-launch', 'singlenode-launch/post']);
    expect(readFileSync(join(ws, 'seen.txt'), 'utf8').split('\n')).toEqual([
      'override=benchmarks/single_node/speedbench/dsv4_fp4_b300_vllm.sh',
      'mtp=1 2',
      'thinking=off on',
      'category=qa',
      'kwargs={"thinking": true, "reasoning_effort": "high"}',
      'out=/workspace/speedbench-reference-al.yaml',
      'len=4096',
      'salloc=480',
      'model=deepseek-ai/DeepSeek-V4-Pro',
      'hf=hf-secret',
      ''
    ]);
    const launch = job.runs.launch!;
    expect(launch.outputs['result-file']).toBe('speedbench-reference-al.yaml');
    expect(launch.rendered.headings).toContainEqual({ level: 3, text: 'Result speedbench-reference-al.yaml' });
    expect(launch.summary).toContain(`\`\`\`yaml\n${YAML}\`\`\``);
    expect(Object.fromEntries(job.uploads.map((u) => [u.name, u.files]))).toEqual({
      'speedbench-reference-al-dsv4': ['speedbench-reference-al.yaml'],
      'speedbench_server_logs-dsv4': ['speedbench_results/server_1.log'],
      'speedbench_detailed_results-dsv4': ['speedbench_results/speedbench_mtp1.json']
    });
  }, 60_000);

  test('collect-al with open-pr: the YAML as benchmarks/speedbench-reference-al.yaml on speedbench-al/<prefix>-auto-<run id>, one PR, its URL a job output', async () => {
    const ws = workspace();
    const repo: FakeRepo = fakeRepo({ 'benchmarks/speedbench-reference-al.yaml': 'dsv4: {}\n' });
    fake = await startFakeRepoApi(repo);
    const { context } = workflowCall('speedbench-al.yml', { 'open-pr': true }, { REPO_PAT: 't' });
    context.needs.setup = { outputs: { priority: '0.700', 'runs-on': '["b300"]' } };
    const job = await collect(context, ws, { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' });
    expect(job.failed).toBe(false);
    expect(job.ran).toEqual(['singlenode-launch', 'result-pr', 'singlenode-launch/post']);
    const branch = repo.branches.get('speedbench-al/dsv4-auto-77');
    expect(branch?.files.get('benchmarks/speedbench-reference-al.yaml')).toBe(YAML);
    expect(repo.commits).toEqual(['Update SpeedBench AL reference matrix for deepseek-ai/DeepSeek-V4-Pro (auto, run 77)']);
    expect(repo.pulls).toHaveLength(1);
    expect(repo.pulls[0]).toMatchObject({ base: 'main', title: 'Update SpeedBench AL reference matrix for dsv4 (auto)' });
    expect(repo.pulls[0]!.body).toContain('Model: `deepseek-ai/DeepSeek-V4-Pro`, category: `coding`');
    expect(job.outputs['pr-url']).toBe('https://github.example/o/r/pull/1');
  }, 60_000);

  test('collect-al: a launcher that writes no YAML fails the job; no PR is opened', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'runners/launch_b300-nv.sh'), 'printf "collector crashed\\n"\n');
    fake = await startFakeRepoApi(fakeRepo());
    const { context } = workflowCall('speedbench-al.yml', { 'open-pr': true }, { REPO_PAT: 't' });
    context.needs.setup = { outputs: { priority: '0.700', 'runs-on': '["b300"]' } };
    const job = await collect(context, ws, { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' });
    expect(job.failed).toBe(true);
    expect(job.ran).toEqual(['singlenode-launch', 'singlenode-launch/post']);
    expect(job.runs.launch!.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      'Run failed: Benchmark result speedbench-reference-al.yaml not found.'
    ]);
    expect(fake.requests).toEqual([]);
  }, 60_000);
});
