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
    index: 34,
    repository: 'https://github.com/NVIDIA/srt-slurm.git',
    ref: 'v1.0.25',
    modelAlias: 'qwen3.5-fp8',
    overlays: [{ from: 'sglang/qwen3.5', to: 'recipes/sglang/qwen3.5' }],
    setupArch: 'aarch64',
    noPreflight: true,
    json: true
  });
});

test.each<[string, string[], number, Record<string, unknown>]>([
  [
    'a power recipe picks the power fork',
    ['--recipe', 'recipes/sglang/qwen3.5/gb300-fp4/8k1k/disagg/stp/8k1k_stp_lowlat_0.yaml'],
    0,
    { kind: 'srt-slurm', power: true, lane: expect.objectContaining({ repository: 'https://github.com/edwingao28/srt-slurm.git', sha: '6fc1bed0' }) }
  ],
  [
    'another recipe the plain lane',
    ['--recipe', 'recipes/sglang/qwen3.5/gb300-fp4/8k1k/disagg/stp/8k1k_stp_maxtpt_0.yaml'],
    0,
    { kind: 'srt-slurm', power: false, lane: expect.objectContaining({ ref: 'sa-submission-q2-2026', modelAlias: 'qwen3.5-fp4' }) }
  ],
  ['no recipe: no srtctl', [], 0, { kind: 'none', code: 'site-launcher', reason: 'the row has no CONFIG_FILE (no srt-slurm recipe), so srtctl cannot run it' }],
  [
    'an unknown cluster',
    ['--recipe', 'r.yaml', '--row', JSON.stringify({ runner: 'x', framework: 'f', 'model-prefix': 'm', precision: 'p' })],
    1,
    { kind: 'none', code: 'no-match', reason: 'no srt-slurm lane matches f m p on cluster x' }
  ]
])('--resolve-lane --row: %s', async (_name, args, code, printed) => {
  const row = { runner: 'gb300', framework: 'dynamo-sglang', 'model-prefix': 'qwen3.5', precision: 'fp4', prefill: {}, decode: {} };
  const recipesDir = new URL('../../fixtures/slurm/lanes/srt-slurm-recipes', import.meta.url).pathname;
  const run = await cli('--resolve-lane', '--row', JSON.stringify(row), '--recipes-dir', recipesDir, ...args);
  expect([run.code, JSON.parse(run.stdout)]).toEqual([code, printed]);
});

test.each([
  ['not JSON', ['--resolve-lane', '--row', '{'], /^sweepkit srtctl-launch: error: --row is not JSON: /],
  ['not an object', ['--resolve-lane', '--row', '[]'], /^sweepkit srtctl-launch: error: --row must be a JSON object \(a matrix row\)\n$/],
  ['without --resolve-lane', ['--row', '{}'], /^sweepkit srtctl-launch: error: --row needs --resolve-lane\n$/]
])('--row %s: usage error', async (_name, argv, message) => {
  const run = await cli(...argv);
  expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(message)]);
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
