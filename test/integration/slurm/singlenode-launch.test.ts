/**
 * The singlenode-launch bundles (main and post) against the REAL local Slurm, with a stand-in
 * docker CLI (test/fixtures/slurm/docker-standin) and stand-in launch scripts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runBundle, type BundleRun } from '../../bundle/harness.js';
import { cluster, eventually, jobState, skipSlurm } from './cluster.js';

const suite = skipSlurm ? describe.skip : describe;
const NAME = `sweepkit-sn-${randomBytes(3).toString('hex')}`;
const scratch: string[] = [];

const ourJobs = (): string[] =>
  execFileSync('squeue', ['-h', '-o', '%i %j'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.split(' ')[1]?.startsWith(NAME))
    .map((line) => line.split(' ')[0]!);
const sbatch = (jobName: string): string =>
  execFileSync('sbatch', ['--parsable', `--job-name=${jobName}`, '--output=/dev/null', '--wrap', 'sleep 300'], { encoding: 'utf8' }).trim();

/** A workspace with a launcher at runners/launch_<NAME prefix>.sh and the docker stand-in's state. */
function workspace(launcher: string, containers = ''): { ws: string; env: Record<string, string> } {
  const ws = mkdtempSync(join(tmpdir(), 'sweepkit-singlenode-'));
  scratch.push(ws);
  mkdirSync(join(ws, 'runners'));
  writeFileSync(join(ws, `runners/launch_${NAME}.sh`), launcher);
  const state = join(ws, '.docker-state');
  writeFileSync(state, containers);
  writeFileSync(`${state}.log`, '');
  return {
    ws,
    env: {
      PATH: `${join(repoRoot, 'test/fixtures/slurm/docker-standin')}:${process.env.PATH}`,
      DOCKER_STANDIN_STATE: state,
      RUNNER_NAME: `${NAME}_0`,
      RESULT_FILENAME: 'rf'
    }
  };
}

const launch = (ws: string, env: Record<string, string>, inputs: Record<string, string> = {}): Promise<BundleRun> =>
  runBundle('singlenode-launch', { cwd: ws, timeoutMs: 120_000, env, inputs: { 'job-name': NAME, 'cleanup-wait-seconds': '30', ...inputs } });
const errors = (run: BundleRun): string[] => run.annotations.filter((a) => a.level === 'error').map((a) => a.message);

suite('singlenode-launch on a real Slurm', () => {
  beforeAll(() => {
    cluster('start');
  }, 120_000);
  afterAll(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await eventually(() => ourJobs().length === 0, 15_000);
    expect(ourJobs()).toEqual([]);
  }, 30_000);

  test("cleans up only this job's containers and same-name jobs, runs the runner's launcher, waits for the result; the post step cleans up again", async () => {
    const { ws, env } = workspace(
      // The result appears after the launcher returned (a shared file system showing it late).
      'echo "launcher for $RESULT_FILENAME summary=[$GITHUB_STEP_SUMMARY]"\necho "::error::forged by the launcher"\n(sleep 2; echo "{}" > "$RESULT_FILENAME.json") >/dev/null 2>&1 &\n',
      `c1 ${NAME}_0\nc2 other-job\nc3 ${NAME}-x\n`
    );
    // job-name and container-names default to RUNNER_NAME; the launcher to its prefix before `_`.
    const stale = sbatch(`${NAME}_0`);
    const other = sbatch(`${NAME}-other`);
    try {
      const run = await launch(ws, env, { 'job-name': '' });
      expect(errors(run)).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.outputs).toEqual({ 'launch-script': `runners/launch_${NAME}.sh`, 'exit-code': '0', 'result-file': 'rf.json', reason: '' });
      expect(jobState(stale)).toBe('CANCELLED');
      expect(jobState(other)).toBe('RUNNING');
      expect(readFileSync(join(ws, '.docker-state.log'), 'utf8')).toBe('rm c1\n');
      expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe(`c2 other-job\nc3 ${NAME}-x\n`);
      expect(run.stdout).toContain('launcher for rf summary=[]');
      expect(run.stdout).toContain('Waiting for result file... (attempt 1)');
      expect(run.annotations).toEqual([]);

      writeFileSync(join(ws, '.docker-state'), `c4 ${NAME}_0\nc2 other-job\n`);
      const again = sbatch(`${NAME}_0`);
      const post = await runBundle('singlenode-launch', { entry: 'singlenode-launch/post', dir: run.dir, cwd: ws, env, timeoutMs: 60_000 });
      expect(post.code).toBe(0);
      expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe('c2 other-job\n');
      expect(jobState(again)).toBe('CANCELLED');
      expect(jobState(other)).toBe('RUNNING');
    } finally {
      execFileSync('scancel', [stale, other, ...ourJobs()]);
    }
  }, 120_000);

  test.each<[string, string, Record<string, string>, Record<string, string>, string, Record<string, string>]>([
    [
      "the launcher's status is the step's",
      'echo "{}" > rf.json\nexit 3\n',
      {},
      {},
      `the launcher runners/launch_${NAME}.sh exited with 3`,
      { 'exit-code': '3', reason: 'launcher-failed' }
    ],
    [
      'no result file',
      'echo ran\n',
      { 'result-wait-seconds': '2' },
      {},
      'Run failed: Benchmark result rf.json not found.',
      { 'exit-code': '0', reason: 'no-results' }
    ],
    [
      'eval-only without results*.json',
      'echo "{}" > rf.json\n',
      {},
      { EVAL_ONLY: 'true' },
      'Eval-only run failed: no results*.json files found.',
      { reason: 'no-results' }
    ]
  ])(
    '%s',
    async (_name, launcher, inputs, extraEnv, message, outputs) => {
      const { ws, env } = workspace(launcher);
      const run = await launch(ws, { ...env, ...extraEnv }, inputs);
      expect(run.code).toBe(1);
      expect(errors(run)).toEqual([message]);
      expect(run.outputs).toMatchObject(outputs);
    },
    60_000
  );

  test('no docker daemon: the container clean-up is skipped, the job still runs', async () => {
    const { ws, env } = workspace('echo "{}" > rf.json\n', `c1 ${NAME}\n`);
    const run = await launch(ws, { ...env, DOCKER_STANDIN_DOWN: '1' });
    expect(run.code).toBe(0);
    expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe(`c1 ${NAME}\n`);
  }, 60_000);
});
