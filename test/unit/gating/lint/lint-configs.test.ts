/** config-lint rules: one fixture config per case (positive and negative), then the real InferenceX configs and recipes. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { nodeFiles } from '../../../../packages/common/src/adapters/node-files.js';
import { formatFinding, type Files } from '../../../../packages/common/src/index.js';
import { lintConfigs, type ConfigLintReport } from '../../../../packages/gating/src/lint/lint-configs.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const RULES = join(FIXTURES, 'config-lint/rules');

const rulesReport = lintConfigs({ configFiles: ['master.yaml'], runnerConfig: 'runners.yaml', recipesDirs: ['recipes'] }, { files: nodeFiles, cwd: RULES });
const findingsOf = (report: ConfigLintReport, key: string): string[] =>
  report.findings.filter((f) => f.error.field === key).map((f) => `${f.level} ${f.rule}`);

describe('config-lint rules', () => {
  test.each([
    ['mislabel-mtp-as-none', ['error spec-decoding-mismatch']],
    ['mtp-ok', []],
    ['mtp-without-spec-recipe', ['error spec-decoding-mismatch']],
    ['default-none-trtllm-spec', ['error spec-decoding-mismatch']],
    ['none-plain-ok', []],
    ['none-explicitly-off-ok', []],
    ['none-mtp-named-plain', ['warning mtp-recipe-name']],
    ['missing-recipe', ['warning recipe-missing']],
    ['vllm-mtp-ok', []],
    ['unknown-runner', ['error unknown-runner']],
    ['selector-suffix-mislabel', ['error spec-decoding-mismatch']],
    ['repo-relative-ok', []]
  ])('%s → %j', (key, expected) => {
    expect(findingsOf(rulesReport, key)).toEqual(expected);
  });

  test('findings print as file:line:col: level: message on the config line', () => {
    const lines = rulesReport.findings.map((f) => formatFinding(f.error, f.level));
    expect(lines).toContain(
      "master.yaml:24:13: error: recipe recipes/sglang/mtp-on.yaml enables speculative decoding (speculative-algorithm: EAGLE) but 'mislabel-mtp-as-none' says spec-decoding: none"
    );
    expect(lines).toContain("master.yaml:274:11: error: runner 'b200-nowhere' of 'unknown-runner' is not a label in runners.yaml");
  });

  test('counts', () => {
    expect(rulesReport.counts).toEqual({ configs: 12, entries: 12, recipeRefs: 12, recipesFound: 11, errors: 5, warnings: 2 });
  });
});

/** The real configs (from the changelog fixtures) and the recipes they reference, read from memory. */
function inferencexFiles(): Files {
  const texts = new Map<string, string>(Object.entries(JSON.parse(gunzipSync(readFileSync(join(FIXTURES, 'config-lint/inferencex-recipes.json.gz'))).toString('utf8'))));
  for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) {
    texts.set(`configs/${name}`, readFileSync(join(FIXTURES, 'changelog/inferencex/configs', name), 'utf8'));
  }
  const key = (path: string): string => path.replace(/^\/repo\//, '');
  return {
    readText: (path) => {
      const text = texts.get(key(path));
      if (text === undefined) throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
      return text;
    },
    exists: (path) => texts.has(key(path))
  };
}

describe('config-lint over the real InferenceX configs and recipes', () => {
  const report = lintConfigs(
    { configFiles: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'], runnerConfig: 'configs/runners.yaml', recipesDirs: ['benchmarks/multi_node/srt-slurm-recipes'] },
    { files: inferencexFiles(), cwd: '/repo' }
  );

  test('the only errors are runner labels the runners file does not define', () => {
    const errors = report.findings.filter((f) => f.level === 'error');
    expect(errors.map((f) => f.rule)).toEqual(Array(8).fill('unknown-runner'));
    expect([...new Set(errors.map((f) => /runner '([^']+)'/.exec(f.error.message)![1]))].sort()).toEqual(['cluster:mi325x-tw', 'gb300-nv', 'h200-dgxc']);
    expect(errors.map((f) => f.error.field)).toContain('dsv4-fp8-h200-sglang-mtp');
  });

  test('every recipe shipped in the repository agrees with its entry; the others are reported missing', () => {
    expect(report.counts).toEqual({ configs: 208, entries: 749, recipeRefs: 465, recipesFound: 254, errors: 8, warnings: 211 });
    expect(new Set(report.findings.filter((f) => f.level === 'warning').map((f) => f.rule))).toEqual(new Set(['recipe-missing']));
  });
});
