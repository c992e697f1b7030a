import { describe, expect, test } from '@jest/globals';
import { parsePyJson, SweepkitError, type Files, type PyJson } from '../../../packages/common/src/index.js';
import { compactJson } from '../../../packages/matrix/src/index.js';
import { parseSrtctlVersions, planLaunchPath, planMatrix, type LaunchContext } from '../../../packages/slurm/src/index.js';

const VERSIONS = parseSrtctlVersions(
  [
    'version: 1',
    'repositories: { nvidia: https://github.com/NVIDIA/srt-slurm.git, power-fork: https://example.com/fork.git }',
    'lanes:',
    '  - when: { cluster: gb300, framework: dynamo-trt, power: true }',
    '    repository: power-fork',
    '    ref: power-1',
    '  - when: { cluster: gb300, framework: dynamo-trt }',
    '    repository: nvidia',
    '    ref: v1.0.50',
    ''
  ].join('\n'),
  'versions.yaml'
);

const POWER_RECIPE = 'telemetry: { provider: dcgm-power, enabled: true }\n';
const files = (present: Record<string, string>): Files => ({
  readText: (path) => {
    if (!(path in present)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return present[path]!;
  },
  exists: (path) => path in present
});

const row = (runner: string, framework = 'dynamo-trt', recipe = 'recipes/trtllm/a.yaml'): Record<string, unknown> => ({
  'exp-name': 'dsr1_1k1k',
  runner,
  framework,
  'model-prefix': 'dsr1',
  precision: 'fp4',
  conc: [4, 8],
  prefill: { 'additional-settings': [`CONFIG_FILE=${recipe}`] },
  decode: {}
});

const context = (over: Partial<LaunchContext> = {}, present: Record<string, string> = {}): LaunchContext => ({
  versions: VERSIONS,
  files: files(present),
  recipesDir: 'recipes-dir',
  choice: 'auto',
  launchScript: '',
  runnerLabels: new Map([
    ['gb300', ['gb300-nv_0', 'gb300-nv_1']],
    ['mi355x-disagg', ['mi355x-amds_0', 'mi355x-amds_1']],
    ['b200', ['b200-cw_0', 'b200-nb_0']]
  ]),
  ...over
});

describe('the launch path of a multi-node row', () => {
  test.each<[string, Record<string, unknown>, Partial<LaunchContext>, Record<string, string>, unknown]>([
    ['a lane: srtctl', row('gb300'), {}, {}, { path: 'srt-slurm', ref: 'v1.0.50', power: false }],
    [
      'the recipe turns on power: the power lane',
      row('gb300'),
      {},
      { 'recipes-dir/trtllm/a.yaml': POWER_RECIPE },
      { path: 'srt-slurm', ref: 'power-1', power: true }
    ],
    [
      'no lane, the pool has its launcher: the script',
      row('mi355x-disagg', 'sglang-disagg'),
      {},
      { 'runners/launch_mi355x-amds.sh': '' },
      { path: 'script', scripts: ['runners/launch_mi355x-amds.sh'], reason: expect.stringContaining('no srt-slurm lane matches sglang-disagg') }
    ],
    [
      'the site selects its launcher',
      row('gb300'),
      { choice: 'script' },
      { 'runners/launch_gb300-nv.sh': '' },
      { path: 'script', scripts: ['runners/launch_gb300-nv.sh'] }
    ],
    [
      'one launcher for every row',
      row('b200', 'vllm'),
      { launchScript: 'site/launch.sh' },
      { 'site/launch.sh': '' },
      { path: 'script', scripts: ['site/launch.sh'] }
    ],
    [
      'every pool of the label, once each',
      row('b200', 'vllm'),
      {},
      { 'runners/launch_b200-cw.sh': '', 'runners/launch_b200-nb.sh': '' },
      { path: 'script', scripts: ['runners/launch_b200-cw.sh', 'runners/launch_b200-nb.sh'] }
    ]
  ])('%s', (_name, input, over, present, expected) => {
    expect(planLaunchPath(input, context(over, present))).toEqual(expect.objectContaining(expected as object));
  });

  test.each<[string, Record<string, unknown>, Partial<LaunchContext>, Record<string, string>, RegExp]>([
    [
      'neither path: one line naming the row and both reasons',
      row('mi355x-disagg', 'sglang-disagg'),
      {},
      {},
      /^no launch path for dsr1_1k1k mi355x-disagg sglang-disagg fp4 conc 4x8: srt-slurm: no srt-slurm lane matches sglang-disagg dsr1 fp4 on cluster mi355x-disagg; site launcher: runners\/launch_mi355x-amds\.sh does not exist$/
    ],
    ['a label without runners', row('h100', 'vllm'), {}, {}, /site launcher: runner label 'h100' has no runners in the runner config$/],
    [
      'srt-slurm only, no lane',
      row('b200', 'vllm'),
      { choice: 'srt-slurm' },
      { 'runners/launch_b200-cw.sh': '' },
      /site launcher: the site selects srt-slurm only/
    ],
    ['some pools without a launcher', row('b200', 'vllm'), {}, { 'runners/launch_b200-cw.sh': '' }, /runners\/launch_b200-nb\.sh does not exist$/]
  ])('%s', (_name, input, over, present, message) => {
    const call = (): unknown => planLaunchPath(input, context(over, present));
    expect(call).toThrow(SweepkitError);
    expect(call).toThrow(message);
  });
});

describe('planMatrix', () => {
  const plan = (text: string): PyJson => planMatrix(parsePyJson(text), (r, evalOnly) => ({ eval: evalOnly, conc: r.get('conc') as number }));
  test.each<[string, string, string]>([
    ['a list of rows, floats kept', '[{"runner":"a","conc":1,"r":1.0}]', '[{"runner":"a","conc":1,"r":1.0,"plan":{"eval":false,"conc":1}}]'],
    [
      'buckets: eval families run eval-only',
      '{"single_node":{"1k1k":[{"runner":"a","conc":1}]},"multinode_evals":[{"runner":"b","conc":2}],"changelog_metadata":{"x":[1]}}',
      '{"single_node":{"1k1k":[{"runner":"a","conc":1,"plan":{"eval":false,"conc":1}}]},"multinode_evals":[{"runner":"b","conc":2,"plan":{"eval":true,"conc":2}}],"changelog_metadata":{"x":[1]}}'
    ],
    [
      'e2e families',
      '{"eval-config":[{"runner":"a","conc":3}],"evaluation":[]}',
      '{"eval-config":[{"runner":"a","conc":3,"plan":{"eval":true,"conc":3}}],"evaluation":[]}'
    ]
  ])('%s', (_name, input, output) => {
    expect(compactJson(plan(input))).toBe(output);
  });
});
