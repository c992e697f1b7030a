/** config-lint rules: one fixture config per case (positive and negative), then the real InferenceX configs and recipes. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { formatFinding, type Files } from '../../../packages/common/src/index.js';
import { lintConfigs, type ConfigLintReport } from '../../../packages/lint/src/configs/lint-configs.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures');
const RULES = join(FIXTURES, 'config-lint/rules');

const rulesReport = lintConfigs({ configFiles: ['master.yaml'], runnerConfig: 'runners.yaml', recipesDirs: ['recipes'] }, { files: nodeFiles, cwd: RULES });
const findingsOf = (report: ConfigLintReport, key: string): string[] => report.findings.filter((f) => f.error.field === key).map((f) => `${f.level} ${f.rule}`);

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
function inferencexFiles(edit: (path: string, text: string) => string = (_p, t) => t): Files {
  const texts = new Map<string, string>(
    Object.entries(JSON.parse(gunzipSync(readFileSync(join(FIXTURES, 'config-lint/inferencex-recipes.json.gz'))).toString('utf8')))
  );
  for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) {
    texts.set(`configs/${name}`, edit(`configs/${name}`, readFileSync(join(FIXTURES, 'changelog/inferencex/configs', name), 'utf8')));
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

const REAL = {
  configFiles: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
  runnerConfig: 'configs/runners.yaml',
  recipesDirs: ['benchmarks/multi_node/srt-slurm-recipes']
};

describe('config-lint over the real InferenceX configs and recipes', () => {
  const report = lintConfigs(REAL, { files: inferencexFiles(), cwd: '/repo' });

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

test('a reproduced mislabel: a real MTP recipe under spec-decoding none is caught on its CONFIG_FILE line', () => {
  // The first search-space entry of dsv4-fp4-gb300-dynamo-trt-agentic-mtp (nvidia-master.yaml:8278).
  const mislabel = (path: string, text: string): string => {
    if (path !== 'configs/nvidia-master.yaml') return text;
    const lines = text.split('\n');
    expect(lines[8277]).toBe('      - spec-decoding: mtp');
    lines[8277] = '      - spec-decoding: none';
    return lines.join('\n');
  };
  const report = lintConfigs(REAL, { files: inferencexFiles(mislabel), cwd: '/repo' });
  const mismatches = report.findings.filter((f) => f.rule === 'spec-decoding-mismatch');
  expect(mismatches.map((f) => formatFinding(f.error, f.level))).toEqual([
    expect.stringMatching(
      /^configs\/nvidia-master\.yaml:8288:13: error: recipe benchmarks\/multi_node\/srt-slurm-recipes\/trtllm\/deepseek-v4\/agentx-gb300-20260811\/dynamo-disagg-gb300-1p4d-dep4-tep8-c4-b1-mtp\.yaml enables speculative decoding \(speculative_config: \{…\}\) but '.+' says spec-decoding: none$/
    )
  ]);
});
