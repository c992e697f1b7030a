// `sweepkit plan-jobs` on the full sweep of the reference configs: the one planning step of a run
// finds a launch path for every multi-node row (test/fixtures/plan-jobs/runners: stand-ins named
// as the reference's runners/launch_*.sh, which the planning only checks exist).
import { beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { repoRoot, runCliBundle } from './harness.js';

const configs = join(repoRoot, 'test/fixtures/matrix/inferencex/configs');
const site = join(repoRoot, 'test/fixtures/plan-jobs');
const runners = join(configs, 'runners.yaml');
let fullSweep = '';

interface Planned {
  runner: string;
  prefill?: unknown;
  plan: { 'runs-on': string[]; 'display-name': string; expect: string; attempt: string; launch?: { path: string; scripts?: string[]; ref?: string } };
}

beforeAll(async () => {
  const run = await runCliBundle(['matrix', 'full-sweep', '--config-files', 'nvidia-master.yaml', 'amd-master.yaml', '--runner-config', 'runners.yaml'], {
    cwd: configs
  });
  expect(run.code).toBe(0);
  fullSweep = run.stdout;
});

test('the full sweep: a launch path for 648/648 multi-node rows, one plan per row', async () => {
  const run = await runCliBundle(['plan-jobs', '--runner-config', runners], { cwd: site, input: fullSweep, env: { GITHUB_RUN_ATTEMPT: '2' } });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const rows = JSON.parse(run.stdout) as Planned[];
  expect(rows).toHaveLength(1820);
  const multi = rows.filter((r) => r.prefill !== undefined);
  expect(multi).toHaveLength(648);
  expect(multi.filter((r) => r.plan.launch?.path === 'srt-slurm' || r.plan.launch?.path === 'script')).toHaveLength(648);
  // 595 rows have an srt-slurm lane in the bundled table; the 53 others (AMD's job.slurm, llm-d,
  // TileRT) run their cluster's launcher.
  expect(multi.filter((r) => r.plan.launch?.path === 'srt-slurm')).toHaveLength(595);
  expect(multi.filter((r) => r.plan.launch?.path === 'script')).toHaveLength(53);
  expect(new Set(multi.find((r) => r.runner === 'mi355x-disagg')!.plan.launch!.scripts)).toEqual(new Set(['runners/launch_mi355x-amds.sh']));
  expect(rows.filter((r) => r.prefill === undefined).every((r) => r.plan.launch === undefined && r.plan['runs-on'].length === 1)).toBe(true);
  expect(rows.every((r) => r.plan.attempt === '2' && r.plan['display-name'] !== '')).toBe(true);
});

test('the priority scheduler: self-hosted, the runner, the queue labels of the row', async () => {
  const single = (JSON.parse(fullSweep) as Record<string, unknown>[]).find((r) => r.prefill === undefined && r.runner === 'b200')!;
  const row = { ...single, priority: '1.000', 'queue-token': 't' };
  const run = await runCliBundle(['plan-jobs', '--runner-config', runners, '--priority-scheduler'], {
    cwd: site,
    input: JSON.stringify({ evals: [row] }),
    env: { GITHUB_RUN_ATTEMPT: '3' }
  });
  expect(run.code).toBe(0);
  const plan = (JSON.parse(run.stdout) as { evals: Planned[] }).evals[0]!.plan;
  expect(plan['runs-on']).toEqual(['self-hosted', 'b200', 'ci-job-1.000-t', 'ci-attempt-3']);
  expect(plan.expect).toBe('eval');
});

test('a row with neither path fails the planning in one line naming the row and both reasons', async () => {
  const run = await runCliBundle(['plan-jobs', '--runner-config', runners, '--launch-script', 'site/missing.sh'], { cwd: site, input: fullSweep });
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^no launch path for \S+ \S+ .*: srt-slurm: .+; site launcher: site\/missing\.sh does not exist$/)
  ]);
});
