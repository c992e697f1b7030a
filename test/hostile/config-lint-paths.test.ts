/**
 * Issue 21, class 9: config-lint's containment is relative to the recipe folders given (and to the
 * working directory for a bare path), not to where the command runs. The real InferenceX configs
 * and recipes (from memory, under /repo) linted from another folder with absolute paths find every
 * recipe; a reference that climbs out of the folder it resolves into is refused, wherever it is.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Files } from '../../packages/common/src/index.js';
import { lintConfigs, type ConfigLintReport } from '../../packages/lint/src/configs/lint-configs.js';
import { runCliBundle } from '../bundle/harness.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');

/** Absolute path → text: the real configs and recipes under /repo, plus `extra` files. */
function memoryFiles(extra: Record<string, string> = {}): Files {
  const texts = new Map<string, string>();
  const recipes = JSON.parse(gunzipSync(readFileSync(join(FIXTURES, 'config-lint/inferencex-recipes.json.gz'))).toString('utf8')) as Record<string, string>;
  for (const [path, text] of Object.entries(recipes)) texts.set(`/repo/${path}`, text);
  for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) {
    texts.set(`/repo/configs/${name}`, readFileSync(join(FIXTURES, 'changelog/inferencex/configs', name), 'utf8'));
  }
  for (const [path, text] of Object.entries(extra)) texts.set(path, text);
  return {
    readText: (path) => {
      const text = texts.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
      return text;
    },
    exists: (path) => texts.has(path)
  };
}

const rel = (ws: string) => ({
  configFiles: [`${ws}configs/amd-master.yaml`, `${ws}configs/nvidia-master.yaml`],
  runnerConfig: `${ws}configs/runners.yaml`,
  recipesDirs: [`${ws}benchmarks/multi_node/srt-slurm-recipes`]
});
const escapes = (report: ConfigLintReport) => report.findings.filter((f) => /climbs out|outside/.test(f.error.message));

describe('config-lint finds the same recipes from any folder', () => {
  test.each([
    ['absolute paths, run from another folder', '/repo/', '/somewhere/else'],
    ['absolute paths, run from the filesystem root', '/repo/', '/'],
    ['absolute paths, run from a folder inside the recipes', '/repo/', '/repo/benchmarks/multi_node/srt-slurm-recipes/sglang'],
    ['relative paths, run from the checkout (as before)', '', '/repo'],
    ['relative paths with ./, run from the checkout', './', '/repo']
  ])('%s: 254 of 465 recipes, no containment warning', (_, ws, cwd) => {
    const report = lintConfigs(rel(ws), { files: memoryFiles(), cwd });
    expect(report.counts).toMatchObject({ recipeRefs: 465, recipesFound: 254, errors: 8, warnings: 211 });
    expect(escapes(report)).toEqual([]);
  });
});

/** One master config whose only entry references `ref`. */
const master = (ref: string): string =>
  [
    'probe:',
    '  image: example/image:1',
    '  model: example/model',
    '  model-prefix: dsr1',
    '  runner: b200-multinode',
    '  precision: fp8',
    '  framework: dynamo-sglang',
    '  multinode: true',
    '  disagg: true',
    '  kv-p2p-transfer: nixl',
    '  scenarios:',
    '    fixed-seq-len:',
    '    - isl: 8192',
    '      osl: 1024',
    '      search-space:',
    '      - conc-list: [4]',
    '        prefill: { num-worker: 1, tp: 4, ep: 4, dp-attn: true, additional-settings: ["CONFIG_FILE=' + ref + '"] }',
    '        decode: { num-worker: 1, tp: 8, ep: 8, dp-attn: true }',
    ''
  ].join('\n');

describe('a reference that climbs out of its folder is refused, not read', () => {
  const SECRET = 'speculative_config: {method: mtp}\n';
  const run = (ref: string, cwd: string) =>
    lintConfigs(
      { configFiles: ['/ws/m.yaml'], runnerConfig: '/repo/configs/runners.yaml', recipesDirs: ['/ws/recipes'] },
      { files: memoryFiles({ '/ws/m.yaml': master(ref), '/ws/recipes/ok.yaml': 'x: 1\n', '/ws/secret.yaml': SECRET, '/etc/secret.yaml': SECRET }), cwd }
    );
  test.each([
    ['recipes/../secret.yaml: out of the recipe folder (though inside the working directory)', 'recipes/../secret.yaml', '/ws'],
    ['recipes/../../etc/secret.yaml: out of everything', 'recipes/../../etc/secret.yaml', '/elsewhere'],
    ['an absolute bare path', '/etc/secret.yaml', '/ws'],
    ['a bare path climbing out of the working directory', '../etc/secret.yaml', '/ws']
  ])('%s', (_, ref, cwd) => {
    const report = run(ref, cwd);
    expect(report.counts.recipesFound).toBe(0);
    expect(report.findings.map((f) => [f.rule, f.error.message])).toEqual([['recipe-unreadable', `recipe ${ref} climbs out of the recipe folders`]]);
  });

  test('the same folder layout, a contained reference: read from another working directory', () => {
    const report = run('recipes/ok.yaml', '/elsewhere');
    expect(report.counts.recipesFound).toBe(1);
  });
});

test('the CLI: absolute paths from another folder find every recipe-folder reference, and warn of no containment', async () => {
  const rules = join(FIXTURES, 'config-lint/rules');
  const args = (at: string) => ['config-lint', '--config-files', `${at}master.yaml`, '--runner-config', `${at}runners.yaml`, '--recipes-dirs', `${at}recipes`];
  const home = await runCliBundle(args(''), { cwd: rules });
  const away = await runCliBundle(args(`${rules}/`), { cwd: tmpdir() });
  const tally = (stderr: string) => /^config-lint: .*$/m.exec(stderr)?.[0];
  expect(tally(home.stderr)).toMatch(/\(11 found\): 5 errors, 2 warnings$/);
  // The one bare path (extra-recipes/…) is relative to the working directory by design: missing there.
  expect(tally(away.stderr)).toMatch(/\(10 found\): 5 errors, 3 warnings$/);
  const lines = (stdout: string) => stdout.trimEnd().split('\n');
  expect(lines(away.stdout)).toEqual(
    [
      ...lines(home.stdout).map((l) => `${rules}/${l}`.replace(/ runners\.yaml$/, ` ${rules}/runners.yaml`)),
      `${rules}/master.yaml:353:13: warning: recipe extra-recipes/mtp-local.yaml is in none of the recipe folders (it may come from the srt-slurm checkout)`
    ].sort((a, b) => Number(/:(\d+):/.exec(a)![1]) - Number(/:(\d+):/.exec(b)![1]))
  );
  expect(away.stdout).not.toMatch(/climbs out|outside/);
}, 60000);
