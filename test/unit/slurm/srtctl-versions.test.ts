import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { formatError, SweepkitError } from '../../../packages/common/src/index.js';
import { BUNDLED_VERSIONS_YAML, laneFor, parseSrtctlVersions, resolveLane, type LaneQuery } from '../../../packages/slurm/src/index.js';
import { repoRoot } from '../../bundle/harness.js';

const VERSIONS_FILE = join(repoRoot, 'packages/slurm/srtctl-versions.yaml');
const BUNDLED_TS = join(repoRoot, 'packages/slurm/src/bundled-versions.ts');

/** bundled-versions.ts as generated from the YAML (the template literal escapes \, ` and ${). */
function renderBundled(yaml: string): string {
  const current = readFileSync(BUNDLED_TS, 'utf8');
  const head = current.slice(0, current.indexOf('export const BUNDLED_VERSIONS_YAML'));
  return `${head}export const BUNDLED_VERSIONS_YAML = \`${yaml.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`;\n`;
}

test('bundled-versions.ts carries srtctl-versions.yaml byte for byte (UPDATE_BUNDLED_VERSIONS=1 regenerates it)', () => {
  const yaml = readFileSync(VERSIONS_FILE, 'utf8');
  if (process.env.UPDATE_BUNDLED_VERSIONS === '1') writeFileSync(BUNDLED_TS, renderBundled(yaml));
  expect(BUNDLED_VERSIONS_YAML).toBe(yaml);
  expect(readFileSync(BUNDLED_TS, 'utf8')).toBe(renderBundled(yaml));
});

describe('the lanes of the GB300 launcher (docs/launcher.md §a.2 step 7)', () => {
  const versions = parseSrtctlVersions(BUNDLED_VERSIONS_YAML, 'srtctl-versions.yaml');
  const query = (q: Partial<LaneQuery>): LaneQuery => ({
    framework: 'dynamo-sglang',
    modelPrefix: 'dsr1',
    precision: 'fp8',
    agentic: false,
    power: false,
    cluster: 'gb300',
    ...q
  });
  const NVIDIA = 'https://github.com/NVIDIA/srt-slurm.git';
  const FORK = 'https://github.com/edwingao28/srt-slurm.git';

  test.each<[string, Partial<LaneQuery>, string, string, boolean]>([
    ['1 agentic trt qwen3.5', { agentic: true, framework: 'dynamo-trt', modelPrefix: 'qwen3.5', precision: 'fp4' }, NVIDIA, 'v1.0.50', true],
    ['2 agentic trt glm5.2', { agentic: true, framework: 'dynamo-trt', modelPrefix: 'glm5.2' }, NVIDIA, 'v1.0.38', true],
    ['3 agentic sglang qwen3.5', { agentic: true, modelPrefix: 'qwen3.5', precision: 'fp4' }, NVIDIA, 'v1.0.38', true],
    ['4 agentic sglang dsv4', { agentic: true, modelPrefix: 'dsv4' }, NVIDIA, 'v1.0.38', true],
    ['5 agentic trt dsv4', { agentic: true, framework: 'dynamo-trt', modelPrefix: 'dsv4' }, NVIDIA, 'v1.0.50', true],
    ['6 agentic sglang glm5.2', { agentic: true, modelPrefix: 'glm5.2' }, NVIDIA, 'main', true],
    ['7 other agentic', { agentic: true, framework: 'dynamo-vllm', modelPrefix: 'kimik3' }, NVIDIA, 'v1.0.36', true],
    ['8 vllm dsv4', { framework: 'dynamo-vllm', modelPrefix: 'dsv4' }, NVIDIA, 'aflowers/gb200-dsv4-recipes', false],
    ['9 sglang dsv4 power', { modelPrefix: 'dsv4', precision: 'fp4', power: true }, FORK, '6fc1bed0', true],
    ['9 sglang dsv4', { modelPrefix: 'dsv4', precision: 'fp4' }, NVIDIA, 'v1.0.25', false],
    ['10 sglang glm5 fp4', { modelPrefix: 'glm5', precision: 'fp4' }, NVIDIA, 'main', false],
    ['10 sglang glm5 fp8', { modelPrefix: 'glm5', precision: 'fp8' }, NVIDIA, 'main', false],
    ['11 sglang glm5.1 fp8 (legacy ref: no --no-preflight)', { modelPrefix: 'glm5.1', precision: 'fp8' }, NVIDIA, 'sa-submission-q2-2026', false],
    ['12 sglang glm5.1 fp4', { modelPrefix: 'glm5.1', precision: 'fp4' }, NVIDIA, 'main', true],
    ['13 sglang qwen3.5 power', { modelPrefix: 'qwen3.5', precision: 'fp4', power: true }, FORK, '6fc1bed0', true],
    ['13 sglang qwen3.5 fp8', { modelPrefix: 'qwen3.5', precision: 'fp8' }, NVIDIA, 'v1.0.25', true],
    ['13 sglang qwen3.5 fp4', { modelPrefix: 'qwen3.5', precision: 'fp4' }, NVIDIA, 'sa-submission-q2-2026', false],
    ['14 vllm minimaxm3 mtp', { framework: 'dynamo-vllm', modelPrefix: 'minimaxm3', specDecoding: 'mtp' }, NVIDIA, 'v1.0.38', false],
    ['14 vllm minimaxm3', { framework: 'dynamo-vllm', modelPrefix: 'minimaxm3', specDecoding: 'none' }, NVIDIA, 'sa-submission-q2-2026', false],
    ['15 vllm kimik2.5 fp4', { framework: 'dynamo-vllm', modelPrefix: 'kimik2.5', precision: 'fp4' }, NVIDIA, 'main', false],
    ['16 trt dsv4', { framework: 'dynamo-trt', modelPrefix: 'dsv4', precision: 'fp4' }, NVIDIA, 'sa-submission-q2-2026', false],
    ['17 trt qwen3.5 fp4', { framework: 'dynamo-trt', modelPrefix: 'qwen3.5', precision: 'fp4' }, NVIDIA, 'v1.0.29', true],
    ['18 anything else', { modelPrefix: 'dsr1' }, NVIDIA, 'sa-submission-q2-2026', false]
  ])('row %s', (_row, q, repository, ref, noPreflight) => {
    const lane = resolveLane(versions, query(q));
    expect([lane.repository, lane.ref, lane.noPreflight]).toEqual([repository, ref, noPreflight]);
    expect(lane.json).toBe(ref !== 'sa-submission-q2-2026');
  });

  test('the glm5.1 fp8 flag mismatch of the bash launcher becomes a warning instead of argparse exit 2', () => {
    expect(resolveLane(versions, query({ modelPrefix: 'glm5.1', precision: 'fp8' })).warnings).toEqual([
      '--no-preflight is wanted but sa-submission-q2-2026 does not know it; preflight stays on'
    ]);
  });

  test.each<[string, Partial<LaneQuery>, string | undefined, string | undefined]>([
    ['pinned tag', { agentic: true, framework: 'dynamo-trt', modelPrefix: 'qwen3.5' }, 'e4019633', 'aarch64'],
    ['power fork pin', { modelPrefix: 'qwen3.5', precision: 'fp4', power: true }, '6fc1bed0', 'aarch64'],
    ['unpinned branch', { modelPrefix: 'glm5', precision: 'fp8' }, undefined, 'aarch64']
  ])('%s: sha %s, make setup ARCH=%s', (_name, q, sha, arch) => {
    expect(resolveLane(versions, query(q))).toMatchObject({ sha, setupArch: arch });
  });

  test.each<[string, string | undefined]>([
    ['setup-arch: x86_64\n', 'x86_64'],
    ['setup-arch: none\n', undefined],
    ['', undefined]
  ])('file-wide %j: a lane without its own gets %s; a lane with setup-arch none gets none', (top, arch) => {
    const text = `version: 1\n${top}repositories:\n  r: file:///x\nlanes:\n  - when: { precision: fp4 }\n    repository: r\n    ref: a\n    setup-arch: none\n  - when: {}\n    repository: r\n    ref: b\n`;
    const file = parseSrtctlVersions(text, 'x.yaml');
    expect(resolveLane(file, query({ precision: 'fp8' })).setupArch).toBe(arch);
    expect(resolveLane(file, query({ precision: 'fp4' })).setupArch).toBeUndefined();
  });

  test('overlays and the model alias come with the lane', () => {
    expect(resolveLane(versions, query({ agentic: true, framework: 'dynamo-trt', modelPrefix: 'dsv4' }))).toMatchObject({
      modelAlias: 'deepseek-ai/DeepSeek-V4-Pro',
      overlays: [{ from: 'trtllm/deepseek-v4', to: 'benchmarks/multi_node/srt-slurm-recipes/trtllm/deepseek-v4' }]
    });
  });
});

test.each<[string, string[]]>([
  ['dynamo-trtllm', ["framework 'dynamo-trtllm': did you mean 'dynamo-trt'?"]],
  ['dynamo-trt', []],
  ['tensorrt', []]
])('no lane for framework %s: the error suggests the closest lane framework', (framework, details) => {
  const versions = parseSrtctlVersions(
    'version: 1\nrepositories:\n  nvidia: https://x\nlanes:\n  - when: { framework: dynamo-trt, model-prefix: dsv4 }\n    repository: nvidia\n    ref: main\n',
    'x.yaml'
  );
  const query: LaneQuery = { framework, modelPrefix: 'qwen3.5', precision: 'fp4', agentic: false, power: false };
  expect(() => resolveLane(versions, query)).toThrow(expect.objectContaining({ message: `no srt-slurm lane matches ${framework} qwen3.5 fp4`, details }));
});

describe('lanes are keyed by cluster (the runner label)', () => {
  const versions = parseSrtctlVersions(
    [
      'version: 1',
      'repositories:',
      '  nvidia: https://x',
      'lanes:',
      '  - when: { cluster: [gb300, gb300-nv], model-prefix: dsv4 }',
      '    repository: nvidia',
      '    ref: gb300-ref',
      '  - when: { cluster: gb200, model-prefix: dsv4 }',
      '    repository: nvidia',
      '    ref: gb200-ref',
      ''
    ].join('\n'),
    'x.yaml'
  );
  const query = (cluster: string | undefined): LaneQuery => ({ framework: 'f', modelPrefix: 'dsv4', precision: 'fp4', agentic: false, power: false, cluster });
  test.each([
    ['gb300', 'gb300-ref'],
    ['gb300-nv', 'gb300-ref'],
    // the agentic rows' runner label names the fleet with a cluster: prefix
    ['cluster:gb300-nv', 'gb300-ref'],
    ['gb200', 'gb200-ref']
  ])('cluster %s gets %s', (cluster, ref) => {
    expect(resolveLane(versions, query(cluster)).ref).toBe(ref);
  });
  test.each([
    ['b300', 'no srt-slurm lane matches f dsv4 fp4 on cluster b300'],
    ['cluster:gb300-x', 'no srt-slurm lane matches f dsv4 fp4 on cluster cluster:gb300-x'],
    [undefined, 'no srt-slurm lane matches f dsv4 fp4 (no cluster given: set cluster or RUNNER_TYPE)']
  ])('cluster %s: no lane, and the error says which cluster', (cluster, message) => {
    expect(() => resolveLane(versions, query(cluster))).toThrow(message);
  });
});

describe('recipe globs and site-launcher lanes', () => {
  const versions = parseSrtctlVersions(
    [
      'version: 1',
      'repositories:',
      '  nvidia: https://x',
      'lanes:',
      '  - when: { framework: tilert }',
      '    site-launcher: TileRT runs its own script',
      '  - when: { recipe: recipes/m3/*/mtp/*.yaml }',
      '    repository: nvidia',
      '    ref: mtp-ref',
      '  - when: { recipe: recipes/m3/?k1k.yaml }',
      '    repository: nvidia',
      '    ref: one-char-ref',
      '  - when: {}',
      '    repository: nvidia',
      '    ref: other',
      ''
    ].join('\n'),
    'x.yaml'
  );
  const query = (q: Partial<LaneQuery>): LaneQuery => ({ framework: 'dynamo-vllm', modelPrefix: 'm', precision: 'fp4', agentic: false, power: false, ...q });
  test.each<[string | undefined, string]>([
    ['recipes/m3/b300-fp4/8k1k/mtp/a.yaml', 'mtp-ref'],
    ['recipes/m3/b300-fp4/mtp/a.yaml:sel[0]', 'other'],
    ['recipes/m3/8k1k.yaml', 'one-char-ref'],
    ['recipes/m3/16k1k.yaml', 'other'],
    ['recipes/m3(x)/mtp/a.yaml', 'other'],
    [undefined, 'other']
  ])('CONFIG_FILE %s gets %s', (recipe, ref) => {
    expect(resolveLane(versions, query({ recipe })).ref).toBe(ref);
  });
  test('resolveLane refuses a site-launcher lane with its reason; laneFor returns it', () => {
    expect(() => resolveLane(versions, query({ framework: 'tilert' }))).toThrow('no srt-slurm lane for tilert m fp4: TileRT runs its own script');
    expect(laneFor(versions, query({ framework: 'tilert' }))).toEqual({ kind: 'none', code: 'site-launcher', reason: 'TileRT runs its own script' });
  });
});

describe('a broken versions file is one error at its place', () => {
  const head = 'version: 1\nrepositories:\n  nvidia: https://x\n';
  test.each<[string, string, string]>([
    [
      'unknown key',
      `${head}lanes:\n  - when: {}\n    repository: nvidia\n    reff: main\n`,
      "x.yaml:7:5: invalid srtctl versions: lanes[0]: unknown key 'reff'"
    ],
    [
      'unknown repository',
      `${head}lanes:\n  - when: {}\n    repository: fork\n    ref: main\n`,
      "x.yaml:6:17: invalid srtctl versions: lanes[0].repository: 'fork' is not a key of repositories"
    ],
    [
      'bad when key',
      `${head}lanes:\n  - when: { gpu: b200 }\n    repository: nvidia\n    ref: main\n`,
      "x.yaml:5:13: invalid srtctl versions: lanes[0].when: unknown key 'gpu'"
    ],
    [
      'short sha',
      `${head}lanes:\n  - when: {}\n    repository: nvidia\n    ref: v1\n    sha: abc\n`,
      'x.yaml:8:10: invalid srtctl versions: lanes[0].sha: must match pattern "^[0-9a-f]{7,40}$"'
    ],
    [
      'lane without ref',
      `${head}lanes:\n  - when: {}\n    repository: nvidia\n`,
      'x.yaml:5:5: invalid srtctl versions: lanes[0]: a lane needs `repository` and `ref` (or `site-launcher`)'
    ],
    [
      'site-launcher lane with a ref',
      `${head}lanes:\n  - when: {}\n    site-launcher: sbatch job.slurm\n    ref: main\n`,
      'x.yaml:5:5: invalid srtctl versions: lanes[0]: a site-launcher lane has only `when` and `site-launcher`'
    ]
  ])('%s', (_name, text, message) => {
    let error: unknown;
    try {
      parseSrtctlVersions(text, 'x.yaml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SweepkitError);
    expect(formatError(error as SweepkitError)).toBe(message);
  });
});
