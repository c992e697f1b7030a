/**
 * One file, so the tests run one after another and "no job left in squeue" is exact.
 * The srtctl-launch bundles (and the CLI) against a REAL Slurm on localhost (test/slurm/cluster.sh)
 * with the project's srtctl stand-in (test/slurm/bin/srtctl), which submits real jobs with sbatch.
 */
import { afterAll, afterEach, beforeAll, expect, test } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliCaptured } from '../../support/cli-capture.js';
import { expectRenderedTable } from '../../support/render-summary.js';
import { executedCommands, runBundle, type BundleOptions, type BundleRun } from '../../bundle/harness.js';
import {
  cluster,
  nodeReady,
  slurmSuite,
  commandFiles,
  removeScratch,
  eventually,
  jobState,
  queuedJobs,
  savedJobIds,
  sleep,
  standInBin,
  workspace
} from './cluster.js';

const suite = slurmSuite;

function launch(scenario: string, inputs: Record<string, string> = {}, options: BundleOptions = {}): Promise<BundleRun> {
  const ws = workspace();
  return runBundle('srtctl-launch', {
    cwd: ws,
    timeoutMs: 120_000,
    ...options,
    inputs: { recipe: 'recipe.yaml', 'result-filename': 'rf', 'poll-interval-seconds': '1', 'cancel-wait-seconds': '30', ...inputs },
    env: { PATH: `${standInBin}:${process.env.PATH}`, SWEEPKIT_SRTCTL_SCENARIO: scenario, SWEEPKIT_SRTCTL_DURATION: '2', CONC_LIST: '4 8', ...options.env }
  });
}

const post = (main: BundleRun): Promise<BundleRun> =>
  runBundle('srtctl-launch', { entry: 'srtctl-launch/post', dir: main.dir, inputs: { 'cancel-wait-seconds': '30' }, timeoutMs: 60_000 });
const errors = (run: BundleRun): string[] => run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
const jobId = (run: BundleRun): string => (JSON.parse(run.outputs['job-ids']!) as string[])[0]!;

suite('srtctl-launch on a real Slurm', () => {
  beforeAll(nodeReady, 120_000);

  afterAll(removeScratch);

  afterEach(async () => {
    // Cancelled jobs pass through COMPLETING for a moment; none may stay queued.
    const empty = await eventually(() => queuedJobs().length === 0, 15_000);
    expect(queuedJobs()).toEqual([]);
    expect(empty).toBe(true);
  }, 30_000);

  test('success: COMPLETED, exit 0, results collected under the workflow names, logs copied', async () => {
    const run = await launch('success');
    expect(errors(run)).toEqual([]);
    expect(run.code).toBe(0);
    const id = jobId(run);
    expect(run.outputs).toMatchObject({ state: 'COMPLETED', 'exit-code': '0' });
    const results = JSON.parse(run.outputs['result-files']!) as string[];
    expect(results.map((f) => f.split('/').pop())).toEqual([
      'rf_sa-bench_isl_1024_osl_1024_conc4_gpus_8_ctx_4_gen_4.json',
      'rf_sa-bench_isl_1024_osl_1024_conc8_gpus_8_ctx_4_gen_4.json'
    ]);
    for (const file of results) expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('max_concurrency');
    const resultsDir = run.outputs['results-dir']!;
    expect(readFileSync(join(resultsDir, 'LOGS', `sweep_${id}.log`), 'utf8')).toContain('✓ Sweep completed successfully');
    expect(run.outputs['log-file']).toBe(join(resultsDir, 'outputs', id, 'logs', `sweep_${id}.log`));
    expect(run.stdout).toContain('step 2');
    expect(expectRenderedTable(run.summary, ['job', 'state', 'exit code', 'log']).rows).toEqual([[id, 'COMPLETED', '0', expect.any(String)]]);
    expect(run.state).toMatchObject({ 'job-ids': JSON.stringify([id]), finalized: 'true' });
    const after = await post(run);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain(`job ${id} already ended`);
  }, 90_000);

  test('job exit 1: the step fails with the exit code', async () => {
    const run = await launch('fail');
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ state: 'FAILED', 'exit-code': '1' });
    expect(errors(run)).toEqual([expect.stringMatching(new RegExp(`^job ${jobId(run)} ended FAILED \\(NonZeroExitCode\\) with exit code 1$`))]);
  }, 90_000);

  test('COMPLETED without results fails and says which results are missing', async () => {
    const run = await launch('no-results');
    expect(run.code).toBe(1);
    expect(run.outputs.state).toBe('COMPLETED');
    expect(errors(run)[0]).toMatch(/COMPLETED but produced no fixed-seq-len results/);
  }, 90_000);

  test('hang: the job time-out cancels the job and fails the step', async () => {
    const run = await launch('hang', { 'job-timeout-minutes': '0.1' });
    expect(run.code).toBe(1);
    const id = jobId(run);
    expect(errors(run)).toEqual([expect.stringMatching(new RegExp(`^job ${id} still running after \\d+s, over job-timeout; job cancelled$`))]);
    expect(run.outputs.state).toBe('CANCELLED');
    expect(jobState(id)).toBe('CANCELLED');
    expect(readFileSync(run.outputs['log-file']!, 'utf8')).toContain('orchestrator got SIGTERM');
    expect(readFileSync(join(run.outputs['results-dir']!, 'LOGS', `sweep_${id}.log`), 'utf8')).toContain('orchestrator got SIGTERM');
    expect(run.state.finalized).toBe('true');
  }, 90_000);

  test('never schedulable: the queue time-out cancels the job and names the pending reason', async () => {
    const run = await launch('unschedulable', { 'queue-timeout-minutes': '0.05' });
    expect(run.code).toBe(1);
    const id = jobId(run);
    expect(errors(run)).toEqual([
      expect.stringMatching(new RegExp(`^job ${id} still PENDING after \\d+s \\(reason: PartitionConfig\\), over queue-timeout; job cancelled$`))
    ]);
    expect(run.stdout).toContain(`job ${id}: submitted → PENDING (PartitionConfig)`);
    expect(jobState(id)).toBe('CANCELLED');
  }, 90_000);

  test('SIGTERM to the action: the job is cancelled within 5 s, the step fails, post finds nothing left', async () => {
    let sentAt = 0;
    let id = '';
    let cancelledWithin5s = false;
    let watching: Promise<void> = Promise.resolve();
    const dir = commandFiles();
    const run = await launch(
      'hang',
      {},
      {
        dir,
        onSpawn: (child) => {
          watching = (async () => {
            // wait until the job is submitted and running, then cancel the step like the runner does
            await eventually(() => savedJobIds(dir).length > 0, 30_000);
            id = savedJobIds(dir)[0]!;
            await eventually(() => jobState(id) === 'RUNNING', 30_000);
            await sleep(1500);
            sentAt = Date.now();
            child.kill('SIGTERM');
            cancelledWithin5s = await eventually(() => jobState(id) === 'CANCELLED', 5000);
          })();
        }
      }
    );
    await watching;
    expect(sentAt).toBeGreaterThan(0);
    expect(cancelledWithin5s).toBe(true);
    expect(run.code).toBe(1);
    expect(errors(run)).toEqual([`the step was cancelled; job ${id} cancelled`]);
    expect(existsSync(join(run.outputs['results-dir']!, 'LOGS', `sweep_${id}.log`))).toBe(true);
    expect(run.state.finalized).toBe('false');
    const after = await post(run);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain(`job ${id} no longer active`);
  }, 90_000);

  test('main killed outright (runner died): the post step cancels exactly the saved job', async () => {
    const other = workspace();
    // a job of someone else, same user, that the post step must not touch
    const otherRun = launch('hang', { 'job-timeout-minutes': '0.5' }, { cwd: other });
    await eventually(() => queuedJobs().length > 0, 30_000);
    const otherId = queuedJobs()[0]!;
    const dir = commandFiles();
    const run = await launch(
      'hang',
      {},
      {
        dir,
        onSpawn: (child) => {
          void (async () => {
            await eventually(() => savedJobIds(dir).length > 0, 30_000);
            child.kill('SIGKILL');
          })();
        }
      }
    );
    expect(run.signal).toBe('SIGKILL');
    const id = savedJobIds(run.dir)[0]!;
    expect(id).not.toBe(otherId);
    const after = await post(run);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain(`cancelled job ${id}`);
    expect(jobState(id)).toBe('CANCELLED');
    expect(['RUNNING', 'PENDING']).toContain(jobState(otherId));
    await otherRun;
  }, 120_000);

  test('slurmctld stopped for 10 s mid-wait: the action keeps waiting, then succeeds', async () => {
    let outage = false;
    let outageOver: Promise<void> = Promise.resolve();
    const dir = commandFiles();
    // squeue waits for a returning controller; the 3 s command limit makes the outage visible.
    const run = await launch(
      'success',
      { 'slurm-timeout-seconds': '3' },
      {
        dir,
        env: { SWEEPKIT_SRTCTL_DURATION: '25' },
        onSpawn: () => {
          outageOver = (async () => {
            await eventually(() => savedJobIds(dir).length > 0, 30_000);
            await eventually(() => jobState(savedJobIds(dir)[0]!) === 'RUNNING', 30_000);
            cluster('stop-controller');
            outage = true;
            await sleep(10_000);
            cluster('start-controller');
          })();
        }
      }
    );
    await outageOver;
    expect(outage).toBe(true);
    expect(errors(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ state: 'COMPLETED', 'exit-code': '0' });
    expect(run.annotations.some((a) => a.level === 'warning' && /^Slurm did not answer \(squeue: no answer within 3s\)/.test(a.message))).toBe(true);
    expect(run.stdout).toMatch(/Slurm answers again after \d+s/);
  }, 120_000);

  test('workflow commands in the job output are not executed', async () => {
    const run = await launch('commands');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::set-output name=state::HACKED'); // streamed, as text
    const executed = executedCommands(run.stdout);
    expect(executed.filter((line) => /HACKED|sweepkit-leak|from-job/.test(line))).toEqual([]);
    expect(run.outputs.state).toBe('COMPLETED');
    expect(run.annotations.filter((a) => a.properties.title === 'from-job')).toEqual([]);
  }, 90_000);

  test('a rejected submission fails with srtctl output shown and leaves no job', async () => {
    const run = await launch('submit-fail');
    expect(run.code).toBe(1);
    expect(errors(run)[0]).toMatch(/^srtctl apply failed \(exit code 1\)\n.*❌ sbatch failed: sbatch: error: invalid partition specified: no-such-partition/s);
    expect(run.state['job-ids']).toBeUndefined();
  }, 60_000);

  test('the CLI (sweepkit srtctl-launch) runs the same launcher: cluster config file, log on stdout, result files', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'cluster.yaml'), 'default_partition: batch\n');
    const { code, stdout, stderr } = await runCliCaptured(
      [
        'srtctl-launch',
        '--recipe',
        'recipe.yaml',
        '--working-directory',
        ws,
        '--results-dir',
        ws,
        '--result-filename',
        'rf',
        '--poll-interval-seconds',
        '1',
        '--cluster-config',
        join(ws, 'cluster.yaml')
      ],
      { env: { PATH: `${standInBin}:${process.env.PATH}`, SWEEPKIT_SRTCTL_SCENARIO: 'success', SWEEPKIT_SRTCTL_DURATION: '1', CONC_LIST: '16' }, cwd: ws }
    );
    expect([code, stderr]).toEqual([0, expect.stringMatching(/state=COMPLETED exit-code=0 log-file=.*sweep_\d+\.log\n$/)]);
    expect(stderr).toMatch(/srtslurm\.yaml for srtctl: /);
    expect(stdout).toContain('✓ Sweep completed successfully');
    const result = join(ws, 'rf_sa-bench_isl_1024_osl_1024_conc16_gpus_8_ctx_4_gen_4.json');
    expect(stdout.trimEnd().split('\n').pop()).toBe(result);
    expect(existsSync(result)).toBe(true);
  }, 60_000);
});
