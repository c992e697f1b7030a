// `sweepkit srtctl-launch` launches through the same core as the action: one run on the real
// local Slurm, in process (the bundle-level behaviour is covered by srtctl-launch.test.ts).
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../../cli/src/run-cli.js';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { cluster, eventually, queuedJobs, skipSlurm, standInBin, workspace } from './cluster.js';

const suite = skipSlurm ? describe.skip : describe;

suite('sweepkit srtctl-launch on a real Slurm', () => {
  beforeAll(() => {
    cluster('start');
  }, 120_000);

  afterEach(async () => {
    await eventually(() => queuedJobs().length === 0, 15_000);
    expect(queuedJobs()).toEqual([]);
  }, 30_000);

  test('runs the job with a cluster config file, prints the log and the result files', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'cluster.yaml'), 'default_partition: batch\n');
    let stdout = '';
    let stderr = '';
    const code = await runCli(
      ['srtctl-launch', '--recipe', 'recipe.yaml', '--working-directory', ws, '--results-dir', ws, '--result-filename', 'rf', '--poll-interval-seconds', '1', '--cluster-config', join(ws, 'cluster.yaml')],
      {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
        env: { PATH: `${standInBin}:${process.env.PATH}`, SWEEPKIT_SRTCTL_SCENARIO: 'success', SWEEPKIT_SRTCTL_DURATION: '1', CONC_LIST: '16' },
        cwd: ws,
        files: nodeFiles
      }
    );
    expect([code, stderr]).toEqual([0, expect.stringMatching(/state=COMPLETED exit-code=0 log-file=.*sweep_\d+\.log\n$/)]);
    expect(stderr).toMatch(/srtslurm\.yaml for srtctl: /);
    expect(stdout).toContain('✓ Sweep completed successfully');
    const result = join(ws, 'rf_sa-bench_isl_1024_osl_1024_conc16_gpus_8_ctx_4_gen_4.json');
    expect(stdout.trimEnd().split('\n').pop()).toBe(result);
    expect(existsSync(result)).toBe(true);
  }, 60_000);
});
