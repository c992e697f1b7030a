// `sweepkit srtctl-launch` in process: lane resolution and the usage errors (the launch itself
// runs against a real Slurm in test/integration/slurm/cli.test.ts).
import { expect, test } from '@jest/globals';
import { runCliCaptured } from '../../support/cli-capture.js';

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliCaptured(['srtctl-launch', ...argv]);
}

test('--resolve-lane prints the lane as JSON', async () => {
  const run = await cli('--resolve-lane', '--cluster', 'gb300', '--framework', 'dynamo-sglang', '--model-prefix', 'qwen3.5', '--precision', 'fp8');
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({
    index: 15,
    repository: 'https://github.com/NVIDIA/srt-slurm.git',
    ref: 'v1.0.25',
    overlays: [{ from: 'sglang/qwen3.5', to: 'recipes/sglang/qwen3.5' }],
    setupArch: 'aarch64',
    noPreflight: true,
    json: true
  });
});

test('--resolve-lane warns about a flag the ref lacks', async () => {
  const run = await cli('--resolve-lane', '--cluster', 'gb300', '--framework', 'dynamo-sglang', '--model-prefix', 'glm5.1', '--precision', 'fp8');
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('warning: --no-preflight is wanted but sa-submission-q2-2026 does not know it; preflight stays on\n');
});

test.each<[string, string[], number, string]>([
  ['no recipe', [], 2, 'sweepkit srtctl-launch: error: the following arguments are required: --recipe (or --resolve-lane)\n'],
  [
    'lane without precision',
    ['--resolve-lane', '--framework', 'x', '--model-prefix', 'y'],
    2,
    'sweepkit srtctl-launch: error: --resolve-lane needs --precision\n'
  ],
  [
    'no result name',
    ['--recipe', 'r.yaml'],
    2,
    'sweepkit srtctl-launch: error: --result-filename is empty and RESULT_FILENAME is not set; it names the collected results (or set --expect to none)\n'
  ],
  [
    'zero poll interval',
    ['--recipe', 'r.yaml', '--expect', 'none', '--poll-interval-seconds', '0'],
    2,
    'sweepkit srtctl-launch: error: --poll-interval-seconds must be above 0, got 0\n'
  ],
  [
    'negative time-out',
    ['--recipe', 'r.yaml', '--expect', 'none', '--job-timeout-minutes', '-1'],
    2,
    'sweepkit srtctl-launch: error: --job-timeout-minutes must not be negative, got -1\n'
  ],
  ['missing recipe file', ['--recipe', 'no/such.yaml', '--expect', 'none'], 1, `${process.cwd()}/no/such.yaml: file does not exist\n`],
  [
    'missing versions file',
    ['--resolve-lane', '--framework', 'x', '--model-prefix', 'y', '--precision', 'z', '--versions-file', 'nope.yaml'],
    1,
    'nope.yaml: file does not exist\n'
  ]
])('%s', async (_name, argv, code, stderr) => {
  const run = await cli(...argv);
  expect([run.code, run.stderr]).toEqual([code, stderr]);
});
