// The committed CLI bundle as workflows call it: the matrix on stdin, the annotated matrix on stdout.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/matrix/ci-priority');
let cwd: string;

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'ci-priority-bundle-'));
  mkdirSync(join(cwd, 'configs'));
  copyFileSync(join(corpus, 'policies/real-ci-priority.yaml'), join(cwd, 'configs/ci-priority.yaml'));
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

test('run-sweep setup: the bucketed payload on stdin, byte-identical stdout', async () => {
  const spec = JSON.parse(readFileSync(join(corpus, 'bucketed-agentic-pr-skip-queue-checklist/case.json'), 'utf8')) as { argv: string[] };
  const run = await runCliBundle(['ci-priority', ...spec.argv], { cwd, input: readFileSync(join(corpus, 'inputs/pcl-2707-agentic-sn.json'), 'utf8') });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout === readFileSync(join(corpus, 'bucketed-agentic-pr-skip-queue-checklist/stdout'), 'utf8')).toBe(true);
});

test.each<[string[], string, number, string]>([
  [['--labels-json', '{"name":"x"}'], '[]', 1, '--labels-json must be a JSON array of strings'],
  [['--pr-number', '27o7'], '[]', 2, "argument --pr-number: invalid int value: '27o7'"],
  [[], '[{"runner": "r",', 1, '<stdin>:1:17: invalid JSON: Expecting property name enclosed in double quotes'],
  [['--policy', 'missing.yaml'], '[]', 1, 'missing.yaml: file does not exist']
])('%j: the exit code, one line, no stack trace', async (argv, input, code, message) => {
  const run = await runCliBundle(['ci-priority', ...argv], { cwd, input });
  expect({ code: run.code, stdout: run.stdout }).toEqual({ code, stdout: '' });
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain(message);
});

// The ci-priority action: the speedbench-al.yml setup job, one job scored as the CLI scores it.
const SPEEDBENCH_JOB = { runner: 'b300', framework: 'vllm', 'model-prefix': 'dsv4', precision: 'fp4', 'spec-decoding': 'mtp' };

test('the action scores like the CLI (same token namespace) and plans runs-on as plan-jobs does', async () => {
  const jobs = JSON.stringify([SPEEDBENCH_JOB]);
  const cli = await runCliBundle(['ci-priority', '--queue-namespace', '9000:1'], { cwd, input: jobs });
  const [scored] = JSON.parse(cli.stdout) as [{ priority: string; 'queue-token': string }];
  const env = { GITHUB_RUN_ATTEMPT: '2' };
  const plain = await runBundle('ci-priority', { cwd, env, inputs: { jobs } });
  expect(plain.code).toBe(0);
  // queue-namespace defaults to `${{ github.run_id }}:${{ github.run_attempt }}` (the harness: 9000:1)
  expect(plain.outputs).toEqual({
    jobs: cli.stdout.trimEnd(),
    count: '1',
    priority: scored.priority,
    'queue-token': scored['queue-token'],
    'skip-queue-pr': '',
    'runs-on': JSON.stringify(['b300'])
  });
  expect(plain.summary).toContain(scored['queue-token']);
  const scheduled = await runBundle('ci-priority', { cwd, env, inputs: { jobs, 'priority-scheduler': 'true', 'self-hosted-label': 'gpu-fleet' } });
  expect(JSON.parse(scheduled.outputs['runs-on']!)).toEqual(['gpu-fleet', 'b300', `ci-job-${scored.priority}-${scored['queue-token']}`, 'ci-attempt-2']);
});

test.each<[string, Record<string, string>, string, Record<string, string>]>([
  ['no job in the input', { jobs: '[{"runner": "b300"}]' }, "input 'jobs' holds no job (an object with 'runner' and 'framework')", {}],
  ['input jobs not JSON', { jobs: '[{' }, "input 'jobs' is not valid JSON", {}],
  ['a missing policy', { jobs: JSON.stringify(SPEEDBENCH_JOB), policy: 'missing.yaml' }, 'file does not exist', { file: 'missing.yaml' }]
])('the action: %s fails with one error naming it', async (_name, inputs, message, properties) => {
  const run = await runBundle('ci-priority', { cwd, inputs });
  expect(run.code).toBe(1);
  const [error] = run.annotations.filter((a) => a.level === 'error');
  expect(error?.message).toContain(message);
  expect(error?.properties).toMatchObject(properties);
  expect(run.outputs).toEqual({});
});

test("profile.yml's scoring: the action's jobs output is the reference's bytes (moe-debug: ci-patchwork, workflow_dispatch)", async () => {
  const spec = JSON.parse(readFileSync(join(corpus, 'rows-profile-patchwork-label/case.json'), 'utf8')) as { argv: string[]; stdin: string };
  const flag = (name: string): string => spec.argv[spec.argv.indexOf(name) + 1]!;
  const run = await runBundle('ci-priority', {
    cwd,
    env: { GITHUB_RUN_ATTEMPT: '1' },
    inputs: {
      jobs: readFileSync(join(corpus, spec.stdin), 'utf8'),
      policy: flag('--policy'),
      'event-name': flag('--event-name'),
      'queue-namespace': flag('--queue-namespace'),
      'labels-json': flag('--labels-json'),
      'priority-scheduler': 'true'
    }
  });
  expect(run.code).toBe(0);
  const expected = readFileSync(join(corpus, 'rows-profile-patchwork-label/stdout'), 'utf8');
  expect(run.outputs.jobs === expected.trimEnd()).toBe(true);
  const [first] = JSON.parse(expected) as [{ runner: string; priority: string; 'queue-token': string }];
  expect(JSON.parse(run.outputs['runs-on']!)).toEqual(['self-hosted', first.runner, `ci-job-${first.priority}-${first['queue-token']}`, 'ci-attempt-1']);
});
