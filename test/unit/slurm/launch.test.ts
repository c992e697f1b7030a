import { expect, test } from '@jest/globals';
import { failureReason, launchJobs, type JobRecord, type LaunchOptions } from '../../../packages/slurm/src/index.js';
import { FakeClock, MemoryFiles, RecordingReporter, ScriptedSlurm, fakeSrtctl } from './fakes.js';

const OPTIONS: LaunchOptions = {
  recipe: 'recipe.yaml',
  srtctlArgs: ['--tags', 'gb300'],
  resultsDir: '/ws',
  resultFilename: 'rf',
  expect: 'fixed-seq-len',
  pollIntervalMs: 10_000,
  unreachableTimeoutMs: 600_000,
  cancelWaitMs: 60_000
};
const SUBMITTED = '{"status": "submitted", "slurm_job_id": "12", "output_dir": "/ws/outputs/12"}\n';
const LOG = '/ws/outputs/12/logs/sweep_12.log';

/** A job that runs from t=10 s to t=40 s and then ends as `final`. */
function setup(final: JobRecord, srtctl = fakeSrtctl({ stdout: SUBMITTED })) {
  const clock = new FakeClock();
  const files = new MemoryFiles();
  const slurm = new ScriptedSlurm(
    clock,
    (t) => {
      if (t >= 20_000 && !files.text(LOG)?.includes('step')) files.append(LOG, 'step 1\n::set-output name=x::y\n');
      if (t >= 40_000 && final.state === 'COMPLETED' && !files.list('/ws/outputs/12/logs', '/ws/outputs/12/logs').some((e) => e.isDirectory)) {
        files.write('/ws/outputs/12/logs/sa-bench_isl_1_osl_1/results_concurrency_4_gpus_8.json', '{}');
      }
      return t < 10_000 ? { id: '12', state: 'PENDING', reason: 'Priority' } : t < 40_000 ? { id: '12', state: 'RUNNING' } : { id: '12', state: final.state };
    },
    (id) => (clock.now() >= 40_000 ? { ...final, id } : { id, state: 'RUNNING' })
  );
  const reporter = new RecordingReporter();
  const saved: string[][] = [];
  const deps = { slurm, srtctl, files, clock, reporter, onSubmitted: (jobs: readonly { id: string }[]) => saved.push(jobs.map((j) => j.id)) };
  return { deps, slurm, files, reporter, saved, srtctl };
}

test('success: srtctl argv, ids saved first, log streamed, results collected', async () => {
  const { deps, reporter, saved, srtctl, files } = setup({ id: '12', state: 'COMPLETED', exitCode: '0:0' });
  const result = await launchJobs(deps, OPTIONS);
  expect(srtctl.calls).toEqual([['apply', '-f', 'recipe.yaml', '--json', '--tags', 'gb300']]);
  expect(saved).toEqual([['12']]);
  expect(result).toEqual({
    jobs: [{ id: '12', outputDir: '/ws/outputs/12' }],
    state: 'COMPLETED',
    exitCode: 0,
    logFile: LOG,
    resultFiles: ['/ws/rf_sa-bench_isl_1_osl_1_conc4_gpus_8.json'],
    settled: true,
    records: [{ id: '12', state: 'COMPLETED', exitCode: '0:0' }]
  });
  expect(failureReason(result)).toBe('');
  expect(reporter.output).toContain('step 1\n::set-output name=x::y');
  expect(files.text('/ws/LOGS/sweep_12.log')).toBe('step 1\n::set-output name=x::y\n');
});

test('exit 1: the failure names the state, reason and exit code', async () => {
  const { deps } = setup({ id: '12', state: 'FAILED', reason: 'NonZeroExitCode', exitCode: '1:0' });
  const result = await launchJobs(deps, OPTIONS);
  expect(result).toMatchObject({ state: 'FAILED', exitCode: 1, settled: true });
  expect(result.failure?.message).toBe('job 12 ended FAILED (NonZeroExitCode) with exit code 1');
  expect(failureReason(result)).toBe('NonZeroExitCode');
});

test('killed by a signal: the signal is reported too', async () => {
  const { deps } = setup({ id: '12', state: 'CANCELLED', exitCode: '0:15' });
  const result = await launchJobs(deps, OPTIONS);
  expect(result.failure?.message).toBe('job 12 ended CANCELLED with exit code 0, signal 15');
  expect(failureReason(result)).toBe('job-failed');
});

test('COMPLETED with a non-zero exit code is not a success', async () => {
  const { deps } = setup({ id: '12', state: 'COMPLETED', exitCode: '2:0' });
  expect((await launchJobs(deps, OPTIONS)).failure?.message).toBe('job 12 ended COMPLETED with exit code 2');
});

test('job time-out: the exact job is cancelled and its logs are still copied for the upload steps', async () => {
  const { deps, slurm, files } = setup({ id: '12', state: 'COMPLETED', exitCode: '0:0' });
  const result = await launchJobs(deps, { ...OPTIONS, jobTimeoutMs: 20_000 });
  expect(slurm.cancelled).toEqual([['12']]);
  expect(files.text('/ws/LOGS/sweep_12.log')).toContain('step 1');
  expect(result.failure?.code).toBe('job-timeout');
  expect(result.state).toBe('CANCELLED');
});

test('srtctl fails after submitting: the submitted job is cancelled and the output quoted', async () => {
  const srtctl = fakeSrtctl({ exitCode: 1, stdout: SUBMITTED, stderr: 'Error: reporting API down' });
  const { deps, slurm, saved } = setup({ id: '12', state: 'COMPLETED' }, srtctl);
  await expect(launchJobs(deps, OPTIONS)).rejects.toMatchObject({
    message: 'srtctl apply failed (exit code 1); cancelled job 12',
    details: expect.arrayContaining(['  Error: reporting API down'])
  });
  expect(saved).toEqual([['12']]);
  expect(slurm.cancelled).toEqual([['12']]);
});

test('an old srtctl without --json: the id comes from its text output', async () => {
  const srtctl = fakeSrtctl({ stdout: '✅ Job 12 submitted!\n📁 Logs: /ws/outputs/12/logs\n' }, false);
  const { deps } = setup({ id: '12', state: 'COMPLETED', exitCode: '0:0' }, srtctl);
  const result = await launchJobs(deps, OPTIONS);
  expect(srtctl.calls[0]).toEqual(['apply', '-f', 'recipe.yaml', '--tags', 'gb300']);
  expect(result.state).toBe('COMPLETED');
});

test('aborted while waiting (runner cancel): scancel goes out and the result is not settled', async () => {
  const { deps, slurm } = setup({ id: '12', state: 'COMPLETED', exitCode: '0:0' });
  const controller = new AbortController();
  const sleep = deps.clock.sleep.bind(deps.clock);
  let abortedAt: number | undefined;
  deps.clock.sleep = async (ms, signal) => {
    if (deps.clock.now() >= 15_000 && !controller.signal.aborted) {
      abortedAt = deps.clock.now();
      controller.abort();
    }
    return sleep(ms, signal);
  };
  const result = await launchJobs(deps, { ...OPTIONS, signal: controller.signal });
  expect(slurm.cancelled).toEqual([['12']]);
  expect(slurm.cancelledAt).toBe(abortedAt);
  expect(result).toMatchObject({ state: 'CANCELLED', settled: false });
  expect(result.failure?.message).toBe('the step was cancelled; job 12 cancelled');
});

test('aborted during the submission: a job srtctl still submitted is cancelled', async () => {
  const { deps, slurm } = setup({ id: '12', state: 'COMPLETED' });
  const controller = new AbortController();
  controller.abort();
  await expect(launchJobs(deps, { ...OPTIONS, signal: controller.signal })).rejects.toThrow('srtctl apply failed (the step was cancelled); cancelled job 12');
  expect(slurm.cancelled).toEqual([['12']]);
});
