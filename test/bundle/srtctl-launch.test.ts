// Runner-protocol tests of the srtctl-launch main and post bundles that need no Slurm: input
// errors, srtctl failures before a job exists, and the post step's decisions over fake Slurm
// commands. The lifecycle on a real Slurm is in test/integration/slurm.
import { describe, expect, test } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectRenderedTable } from '../support/render-summary.js';
import { repoRoot, runBundle, type BundleRun } from './harness.js';

const standIn = join(repoRoot, 'test/slurm/bin');

function workspace(recipe = 'name: demo\n'): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-launch-bundle-'));
  writeFileSync(join(dir, 'recipe.yaml'), recipe);
  return dir;
}

const main = (inputs: Record<string, string>, env: Record<string, string> = {}, cwd = workspace()): Promise<BundleRun> =>
  runBundle('srtctl-launch', {
    cwd,
    inputs: { recipe: 'recipe.yaml', 'result-filename': 'rf', ...inputs },
    env: { PATH: `${standIn}:${process.env.PATH}`, ...env }
  });

const errors = (run: BundleRun): string[] => run.annotations.filter((a) => a.level === 'error').map((a) => a.message);

describe('main: fails before submitting, with one clear error', () => {
  test.each<[string, Record<string, string>, RegExp]>([
    ['unknown expect', { expect: 'everything' }, /^input 'expect': invalid choice 'everything' \(choose from fixed-seq-len, agentic, eval, none\)$/],
    ['negative time-out', { 'queue-timeout-minutes': '-1' }, /^input 'queue-timeout-minutes' must not be negative, got -1$/],
    ['zero poll interval', { 'poll-interval-seconds': '0' }, /^input 'poll-interval-seconds' must be above 0, got 0$/],
    ['no result name for fixed-seq-len', { 'result-filename': '' }, /^input 'result-filename' is empty and RESULT_FILENAME is not set/],
    ['srtctl not installed', { srtctl: 'no-such-srtctl' }, /^cannot run srtctl 'no-such-srtctl' \(ENOENT\)$/]
  ])('%s', async (_name, inputs, message) => {
    const run = await main(inputs);
    expect(run.code).toBe(1);
    expect(errors(run)).toEqual([expect.stringMatching(message)]);
    expect(run.state).toEqual({});
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'srtctl-launch: 1 error' }]);
    expect(expectRenderedTable(run.summary, ['where', 'error']).rows).toEqual([['—', expect.stringMatching(message)]]);
  });

  test('a missing recipe is named', async () => {
    const ws = workspace();
    const run = await main({ recipe: 'recipes/nope.yaml' }, {}, ws);
    expect(run.code).toBe(1);
    expect(run.annotations[0]).toMatchObject({ level: 'error', properties: { file: join(ws, 'recipes/nope.yaml') }, message: 'file does not exist' });
  });

  test('a recipe that is not valid YAML is annotated at its line', async () => {
    const ws = workspace('name: demo\nresources: [1, 2\n');
    const run = await main({ recipe: 'recipe.yaml:override_a' }, {}, ws);
    expect(run.code).toBe(1);
    const [error] = run.annotations;
    expect(error).toMatchObject({ level: 'error', properties: { file: join(ws, 'recipe.yaml') } });
    expect(error!.message).toMatch(/^invalid YAML/);
    expect(Number(error!.properties.line)).toBeGreaterThanOrEqual(2);
  });

  test('srtctl exits 0 without a job id: the error quotes its output', async () => {
    const run = await main({}, { SWEEPKIT_SRTCTL_SCENARIO: 'no-jobid' });
    expect(run.code).toBe(1);
    expect(errors(run)).toEqual(['srtctl apply exited 0 but printed no job id (no --json line, no "✅ Job <id> submitted!")\n  nothing to see here']);
    expect(run.state).toEqual({});
  });

  test('the cluster config and wheels cache become the srtslurm.yaml srtctl is pointed at', async () => {
    const ws = workspace('name: demo\ndynamo:\n  hash: 5a638087\n');
    const cache = join(ws, 'wheels');
    // A file, as on the command line.
    writeFileSync(join(ws, 'cluster.yaml'), 'default_partition: batch\ndefault_account: "benchmark"\n');
    const run = await main({ 'cluster-config': 'cluster.yaml', 'wheels-cache-dir': cache }, { SWEEPKIT_SRTCTL_SCENARIO: 'no-jobid' }, ws);
    expect(existsSync(cache)).toBe(true);
    expect(run.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', message: expect.stringMatching(/^the dynamo-wheels cache has no complete build of 5a638087/) })
    );
    const path = /srtslurm\.yaml for srtctl: (\S+)/.exec(run.stdout)![1]!;
    expect(readFileSync(path, 'utf8')).toBe(`default_partition: batch\ndefault_account: "benchmark"\ndefault_mounts:\n  ${cache}: /configs/dynamo-wheels\n`);
  });
});

/** squeue/scancel stand-ins: job 5 runs until scancel, which logs its argv. */
function fakeSlurm(): { bin: string; log: string } {
  const bin = mkdtempSync(join(tmpdir(), 'sweepkit-fake-slurm-'));
  const log = join(bin, 'scancel.log');
  writeFileSync(join(bin, 'squeue'), `#!/bin/sh\nif [ -e ${bin}/cancelled ]; then echo '5|CANCELLED|None|vm'; else echo '5|RUNNING|None|vm'; fi\n`);
  writeFileSync(join(bin, 'scancel'), `#!/bin/sh\nprintf '%s\\n' "$*" >> ${log}\ntouch ${bin}/cancelled\n`);
  for (const name of ['squeue', 'scancel']) chmodSync(join(bin, name), 0o755);
  return { bin, log };
}

/** Runs the post step with the saved `state` and this PATH. */
const post = (state: Record<string, string>, path: string): Promise<BundleRun> => {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-launch-post-'));
  for (const name of ['output', 'env', 'summary', 'path']) writeFileSync(join(dir, name), '');
  writeFileSync(
    join(dir, 'state'),
    Object.entries(state)
      .map(([k, v]) => `${k}=${v}\n`)
      .join('')
  );
  return runBundle('srtctl-launch', { entry: 'srtctl-launch/post', dir, env: { PATH: path }, inputs: { 'cancel-wait-seconds': '10' } });
};

describe('post', () => {
  test('nothing submitted: nothing to do', async () => {
    const { bin, log } = fakeSlurm();
    const run = await post({}, `${bin}:${process.env.PATH}`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no job was submitted');
    expect(existsSync(log)).toBe(false);
  });

  test('main saw the job end: no scancel', async () => {
    const { bin, log } = fakeSlurm();
    const run = await post({ 'job-ids': '["5"]', finalized: 'true' }, `${bin}:${process.env.PATH}`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('job 5 already ended');
    expect(existsSync(log)).toBe(false);
  });

  test('a job main left running is cancelled by its exact id, and only ids are passed to scancel', async () => {
    const { bin, log } = fakeSlurm();
    const run = await post({ 'job-ids': '["5","6; touch /tmp/pwned","--user=root"]', finalized: 'false' }, `${bin}:${process.env.PATH}`);
    expect(run.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('5\n');
    expect(run.stdout).toContain('cancelled job 5 (5: CANCELLED)');
    expect(run.annotations).toEqual([]);
  });

  test('no Slurm client on this machine: one clear error instead of waiting', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sweepkit-no-slurm-'));
    const run = await post({ 'job-ids': '["5"]', finalized: 'false' }, empty);
    expect(run.code).toBe(1);
    expect(errors(run)).toEqual(['cannot run scancel (ENOENT): is this runner on the Slurm cluster?']);
  });
});
