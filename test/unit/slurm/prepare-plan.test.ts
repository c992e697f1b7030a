import { describe, expect, test } from '@jest/globals';
import { completeOptions, formatError, SweepkitError, UsageError, type Files } from '../../../packages/common/src/index.js';
import {
  jobName,
  parseModelTable,
  planPrepare,
  renameRecipe,
  resolveModel,
  SRTCTL_PREPARE_OPTIONS,
  tagArgs,
  type PrepareContext
} from '../../../packages/slurm/src/index.js';

const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
};

describe('job name', () => {
  test.each<[string | undefined, string | undefined, string | undefined, RegExp]>([
    ['inferencex-gb300-nv_0', 'gb300-nv_0', 'rf', /^inferencex-gb300-nv_0$/],
    [undefined, 'gb300-nv_0', 'dsr1_1k1k', /^sweepkit-gb300-nv_0-[0-9a-f]{12}$/],
    [undefined, undefined, undefined, /^sweepkit-local$/]
  ])('given %j, runner %j, result %j → %s', (given, runner, result, expected) => {
    expect(jobName(given, runner, result)).toMatch(expected);
  });

  test('the default differs per result name and is stable', () => {
    expect(jobName(undefined, 'r', 'a')).toBe(jobName(undefined, 'r', 'a'));
    expect(jobName(undefined, 'r', 'a')).not.toBe(jobName(undefined, 'r', 'b'));
  });

  test.each([['a;b'], ['$(x)'], ['a b'], ['x'.repeat(201)], ['a\nb'], ['']])('%j is refused', (bad) => {
    expect(thrown(() => jobName(bad, 'r', 'rf'))).toBeInstanceOf(UsageError);
  });

  test('a runner name with metacharacters makes the default refused too', () => {
    expect(thrown(() => jobName(undefined, 'gb300 nv', 'rf')).message).toMatch(/^--job-name must be/);
  });
});

test.each<[string[] | undefined, string[]]>([
  [undefined, []],
  [[], []],
  [
    ['gb300', 'qwen3.5', '8192x1024', 'infmax-20261203'],
    ['--tags', 'gb300,qwen3.5,8192x1024,infmax-20261203']
  ]
])('tags %j → %j', (tags, args) => {
  expect(tagArgs(tags)).toEqual(args);
});

test.each([['a,b'], ['a;b'], ['$x']])('tag %j is refused', (tag) => {
  expect(thrown(() => tagArgs([tag])).message).toMatch(/^--tags must be words/);
});

test.each<[string, string, string]>([
  ['top-level name, comments kept', '# r\nname: old # c\nmodel: { path: x }\n', '# r\nname: job-1 # c\nmodel: { path: x }\n'],
  ['no name yet', 'model: { path: x }\n', 'model: { path: x }\nname: job-1\n'],
  ['override file: base.name', 'base:\n  name: old\noverride_a:\n  x: 1\n', 'base:\n  name: job-1\noverride_a:\n  x: 1\n']
])('recipe name: %s', (_name, text, expected) => {
  expect(renameRecipe(text, 'job-1', 'r.yaml')).toBe(expected);
});

describe('model table', () => {
  const table = parseModelTable(
    [
      'version: 1',
      'models:',
      '  - when: { model-prefix: dsv4, framework: dynamo-trt }',
      '    path: /scratch/models/dsv4-trt',
      '    alias: dsv4-fp4',
      '    served-model-name: deepseek-ai/DeepSeek-V4',
      '  - when: { model-prefix: dsv4, precision: fp4 }',
      '    path: /data/models/dsv4-fp4',
      '    alias: dsv4-fp4',
      ''
    ].join('\n'),
    'models.yaml'
  );

  test.each<[string, string | undefined, string | undefined, string | undefined, object]>([
    [
      'framework-specific first',
      'fp4',
      'dynamo-trt',
      undefined,
      { path: '/scratch/models/dsv4-trt', alias: 'dsv4-fp4', servedModelName: 'deepseek-ai/DeepSeek-V4' }
    ],
    ['then by precision', 'fp4', 'dynamo-sglang', undefined, { path: '/data/models/dsv4-fp4', alias: 'dsv4-fp4', servedModelName: undefined }],
    ["the lane's alias wins", 'fp4', 'dynamo-sglang', 'deepseek-ai/DeepSeek-V4-Pro', { alias: 'deepseek-ai/DeepSeek-V4-Pro' }]
  ])('%s', (_name, precision, framework, alias, expected) => {
    expect(resolveModel(table, { modelPrefix: 'dsv4', precision, framework }, alias)).toMatchObject(expected);
  });

  test('an unsupported model lists what the table has', () => {
    expect(thrown(() => resolveModel(table, { modelPrefix: 'dsv4', precision: 'fp8', framework: 'dynamo-sglang' })).message).toBe(
      'unsupported model: dsv4 fp8 dynamo-sglang (the model table has: dsv4 dynamo-trt; dsv4 fp4)'
    );
  });

  test('a broken table is one error at its place', () => {
    const error = thrown(() => parseModelTable('version: 1\nmodels:\n  - when: { model-prefix: x }\n    path: /m\n', 'models.yaml'));
    expect(formatError(error as SweepkitError)).toBe("models.yaml:3:5: invalid model table: models[0]: missing key 'alias'");
  });
});

describe('planPrepare', () => {
  const files: Files = {
    readText: (path: string) => {
      if (path === 'lanes.yaml') {
        return 'version: 1\nsetup-arch: aarch64\nrepositories:\n  r: file:///srt\nlanes:\n  - when: {}\n    repository: r\n    ref: v1\n    sha: abcdef12\n    overlays: [{ from: a, to: recipes/a }]\nno-preflight: [{ agentic: true }]\n';
      }
      throw Object.assign(new Error(`no ${path}`), { code: 'ENOENT' });
    },
    exists: () => false
  };
  const context: PrepareContext = {
    workspace: '/ws/',
    files,
    runnerName: 'gb300-nv_0',
    resultFilename: 'rf',
    expect: 'agentic',
    recipe: 'recipes/a/r.yaml',
    clusterConfigSource: 'c'
  };
  const values = (given: Record<string, unknown>) =>
    completeOptions(SRTCTL_PREPARE_OPTIONS.options, given, 'action', { FRAMEWORK: 'dynamo-sglang', MODEL_PREFIX: 'm', PRECISION: 'fp8' });

  test('without prepare: only the job name (when given), tags and cancel-stale', () => {
    expect(planPrepare(values({ tags: ['a'] }), context)).toEqual({
      prepareOnly: false,
      jobName: undefined,
      cancelStale: false,
      srtctlArgs: ['--tags', 'a'],
      jobEnv: {},
      power: false,
      recipe: 'recipes/a/r.yaml',
      warnings: []
    });
    expect(planPrepare(values({ 'job-name': 'j' }), context)).toMatchObject({ jobName: 'j', cancelStale: true, jobEnv: { RUNNER_NAME: 'j' } });
  });

  test('with prepare: the lane (agentic from expect), default folders under the workspace, --no-preflight', () => {
    const plan = planPrepare(values({ prepare: true, 'versions-file': 'lanes.yaml' }), context);
    expect(plan.stage).toMatchObject({
      repository: 'file:///srt',
      ref: 'v1',
      sha: 'abcdef12',
      overlays: [{ from: 'a', to: 'recipes/a' }],
      recipesDir: '/ws/benchmarks/multi_node/srt-slurm-recipes',
      checkoutDir: '/ws/srt-slurm',
      venvDir: '/ws/.venv-srt',
      setupArch: 'aarch64',
      cloneAttempts: 3,
      cloneTimeoutMs: 600_000
    });
    expect(plan.srtctlArgs).toEqual(['--no-preflight']);
    expect(plan.jobName).toMatch(/^sweepkit-gb300-nv_0-[0-9a-f]{12}$/);
  });

  test('explicit ref, sha and setup-arch none override the lane table', () => {
    const plan = planPrepare(values({ 'prepare-only': true, 'srt-slurm-ref': 'main', 'srt-slurm-sha': '0123456', 'setup-arch': 'none' }), context);
    expect(plan).toMatchObject({
      prepareOnly: true,
      stage: { repository: 'https://github.com/NVIDIA/srt-slurm.git', ref: 'main', sha: '0123456', setupArch: undefined, overlays: [] }
    });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['eval-only with an eval recipe submits the eval recipe', { 'eval-only': true, 'eval-recipe': 'recipes/a/eval.yaml' }, 'recipes/a/eval.yaml'],
    ['eval-only without one keeps the recipe', { 'eval-only': true }, 'recipes/a/r.yaml'],
    ['an eval recipe outside eval-only is not used', { 'eval-recipe': 'recipes/a/eval.yaml' }, 'recipes/a/r.yaml'],
    [
      'the swap also happens with prepare',
      { prepare: true, 'versions-file': 'lanes.yaml', 'eval-only': true, 'eval-recipe': 'recipes/a/e.yaml' },
      'recipes/a/e.yaml'
    ]
  ])('%s', (_name, given, recipe) => {
    const plan = planPrepare(values(given), context);
    expect(plan.recipe).toBe(recipe);
    if (plan.stage) expect(plan.stage.recipe).toBe(recipe);
  });

  describe('power lane from the workspace copy of the (throughput) recipe', () => {
    const recipeFile = '/ws/benchmarks/multi_node/srt-slurm-recipes/a/r.yaml';
    const withRecipe = (text: string): PrepareContext => ({
      ...context,
      files: { readText: (p) => (p === recipeFile ? text : files.readText(p)), exists: (p) => p === recipeFile }
    });
    const power = 'name: x\ntelemetry:\n  provider: dcgm-power\n  enabled: true\n';
    test.each<[string, string, boolean]>([
      ['telemetry dcgm-power enabled', power, true],
      ['override file: under base', 'base:\n  name: x\n  telemetry: { enabled: true, provider: "dcgm-power" }\n', true],
      ['disabled', 'telemetry:\n  provider: dcgm-power\n  enabled: false\n', false],
      ['another provider', 'telemetry:\n  provider: nvml\n  enabled: true\n', false],
      ['nested deeper is not the top-level block', 'backend:\n  telemetry:\n    provider: dcgm-power\n    enabled: true\n', false]
    ])('%s → power %s', (_name, text, expected) => {
      expect(planPrepare(values({ prepare: true, 'versions-file': 'lanes.yaml' }), withRecipe(text)).power).toBe(expected);
    });

    test('a power lane with squash-dir imports the images and the DCGM exporter (file names: / : @ # → _)', () => {
      const plan = planPrepare(
        values({
          prepare: true,
          'versions-file': 'lanes.yaml',
          'squash-dir': 'sq',
          'squash-images': ['nvcr.io#nvidia/ai-dynamo/sglang:0.5@sha'],
          'squash-launcher': 'srun --exclusive --time=180'
        }),
        withRecipe(power)
      );
      expect(plan.stage?.squashes).toEqual([
        {
          image: 'nvcr.io#nvidia/ai-dynamo/sglang:0.5@sha',
          file: '/ws/sq/nvcr.io_nvidia_ai-dynamo_sglang_0.5_sha.sqsh',
          launcher: ['srun', '--exclusive', '--time=180'],
          lockWaitSeconds: 600,
          timeoutMs: 3 * 60 * 60_000
        },
        expect.objectContaining({
          image: 'nvcr.io/nvidia/k8s/dcgm-exporter:4.6.0-4.8.3-distroless',
          file: '/ws/sq/nvcr.io_nvidia_k8s_dcgm-exporter_4.6.0-4.8.3-distroless.sqsh'
        })
      ]);
      expect(plan.stage?.exporterContainer).toBe('/ws/sq/nvcr.io_nvidia_k8s_dcgm-exporter_4.6.0-4.8.3-distroless.sqsh');
    });

    test('a power lane without squash-dir warns that nothing records the exporter image', () => {
      const plan = planPrepare(values({ prepare: true, 'versions-file': 'lanes.yaml' }), withRecipe(power));
      expect(plan.warnings).toEqual([expect.stringContaining('exporter-image.sha256 is not written')]);
    });
  });

  test('synthetic acceptance runs the workspace injector with the framework', () => {
    const plan = planPrepare(values({ prepare: true, 'versions-file': 'lanes.yaml', 'synthetic-acceptance': true }), context);
    expect(plan.stage?.syntheticAcceptance).toEqual({ script: '/ws/runners/inject_synthetic_acceptance.py', framework: 'dynamo-sglang' });
    expect(planPrepare(values({ prepare: true, 'versions-file': 'lanes.yaml' }), context).stage?.syntheticAcceptance).toBeUndefined();
  });

  test.each<[Record<string, unknown>, string]>([
    [{ prepare: true, 'srt-slurm-ref': 'v1', 'srt-slurm-sha': 'HEAD' }, "--srt-slurm-sha must be 7 to 40 lowercase hex digits, got 'HEAD'"],
    [{ prepare: true, 'srt-slurm-ref': 'v1', 'job-name': 'a|b' }, '--job-name must be 1 to 200 letters'],
    [{ prepare: true, 'versions-file': 'nope.yaml' }, 'file does not exist']
  ])('%j is refused: %s', (given, message) => {
    expect(thrown(() => planPrepare(values(given), context)).message).toContain(message);
  });
});
