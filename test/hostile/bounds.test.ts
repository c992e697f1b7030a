/**
 * Issue 21, class 8: work that a contributor's text controls is bounded. One YAML alias budget
 * (common's `aliasBudgetExceeded`) for every YAML reader — the PyYAML-compatible loader, lint-
 * workflows' alias expansion and `uses:` check, label-gate --check-workflow, the cluster config —
 * and one glob matcher (common's linear `compileGlob`) under every glob dialect — fnmatch
 * (test-config), the changelog's `*` patterns (validate-changelog, process-changelog), CODEOWNERS,
 * artifact names. Each hostile row must answer well within Jest's time-out (no timing assertion:
 * an exponential case simply never finishes).
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { artifactNameMatcher } from '../../packages/results/src/index.js';
import { aliasBudgetExceeded, parseYaml, YAML_MAX_ALIAS_NODES } from '../../packages/common/src/index.js';
import { codeownersMatcher } from '../../packages/gating/src/signoff/codeowners.js';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from '../../packages/gating/src/labels/bundled-policy.js';
import { checkSweepWorkflow, parseLabelPolicy } from '../../packages/gating/src/labels/index.js';
import { checkUses, expandAliases } from '../../packages/lint/src/workflows/uses-check.js';
import { resolveConfigKeys } from '../../packages/changelog/src/config-keys.js';
import { globMatcher } from '../../packages/common/src/python/fnmatch.js';
import { buildClusterConfig } from '../../packages/slurm/src/cluster-config.js';
import { runCliBundle } from '../bundle/harness.js';
import { sourcesMatching } from './source-scan.js';

/** Ten levels of nine aliases each: 9^9 copies from a few hundred bytes. */
const laughs = (indent: string): string =>
  [`${indent}a0: &a0 [x]`, ...Array.from({ length: 9 }, (_, i) => `${indent}a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(',')}]`)].join('\n');
const LAUGHS_WORKFLOW = `on: push\n${laughs('')}\njobs: {j: {runs-on: x, steps: [{run: echo}]}}\n`;

/** An anchored list of `width - 1` scalars (a node of `width` nodes) aliased `copies` times. */
const copies = (width: number, count: number): string =>
  `base: &b [${Array.from({ length: width - 1 }, (_, i) => i).join(', ')}]\nuses:\n${Array(count).fill('  - *b').join('\n')}\n`;

describe('one YAML alias budget for every reader', () => {
  test('the issue: a "billion laughs" workflow of a few hundred bytes (the issue’s has 431), through sweepkit lint-workflows: one finding at the first alias past the budget', async () => {
    expect(Buffer.byteLength(LAUGHS_WORKFLOW)).toBeLessThan(500);
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-bounds-'));
    mkdirSync(join(root, '.github/workflows'), { recursive: true });
    writeFileSync(join(root, '.github/workflows/laughs.yml'), LAUGHS_WORKFLOW);
    const run = await runCliBundle(['lint-workflows'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(
        `^\\.github/workflows/laughs\\.yml:\\d+:\\d+: YAML aliases copy more than ${YAML_MAX_ALIAS_NODES} nodes \\(nested aliases that multiply\\) \\[yaml-alias-bound\\]\\n$`
      )
    );
  }, 60000);

  test.each<[string, (text: string) => unknown]>([
    ['common loader (configs, changelog, recipes)', (text) => parseYaml(text, 'f.yaml')],
    ['label-gate --check-workflow', (text) => checkSweepWorkflow(text, 'f.yaml', parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE))],
    ['srtctl-launch cluster config', (text) => buildClusterConfig(text, undefined, 'f.yaml')]
  ])('%s: a "billion laughs" is one located error', (_, read) => {
    expect(() => read(`${laughs('')}\n`)).toThrow(`YAML aliases copy more than ${YAML_MAX_ALIAS_NODES} nodes`);
  });

  test('lint-workflows: the uses: check reports it, the expansion for actionlint expands nothing', () => {
    expect(checkUses(LAUGHS_WORKFLOW, () => undefined)).toEqual([expect.objectContaining({ line: 7, col: 22, rule: 'yaml-alias-bound' })]);
    expect(expandAliases(LAUGHS_WORKFLOW)).toBe(LAUGHS_WORKFLOW);
  });

  test.each([
    ['exactly the budget: read', copies(1000, YAML_MAX_ALIAS_NODES / 1000), false],
    ['one node over: refused by all', copies(1000, YAML_MAX_ALIAS_NODES / 1000 + 1), true],
    // own: no multiplication, only a long chain (each anchor copies the one before: quadratic)
    [
      'a chain of 600 anchors, each copying the previous',
      ['c0: &c0 [x]', ...Array.from({ length: 600 }, (_, i) => `c${i + 1}: &c${i + 1} [*c${i}, y]`)].join('\n'),
      true
    ],
    // own: an alias inside its own anchor does not loop
    ['an alias inside its own anchor', 'a: &a [x, *a]\n', false]
  ])('%s: every reader gives the same answer', (_, text, over) => {
    expect(aliasBudgetExceeded(parseDocument(text)) !== undefined).toBe(over);
    const workflow = checkUses(text, () => undefined).some((f) => f.rule === 'yaml-alias-bound');
    expect(workflow).toBe(over);
    let loader: boolean;
    try {
      parseYaml(text, 'f.yaml');
      loader = false;
    } catch (error) {
      loader = /YAML aliases copy more than/.test((error as Error).message);
    }
    if (!/\*a\]/.test(text)) expect(loader).toBe(over);
  });
});

const STARS = (n: number) => `${'*'.repeat(n)}Z`;
const LONG = 'dsr1-fp8-b200-sglang-'.repeat(8);

describe('one linear glob matcher for every dialect', () => {
  test.each([8, 10, 40])('the issue: a changelog config-keys entry with %i stars answers at once (validate-changelog, process-changelog)', (n) => {
    const keys = Array.from({ length: 300 }, (_, i) => `${LONG}${i}`);
    expect(() => resolveConfigKeys([{ configKeys: [STARS(n)] } as never], keys, () => ({ file: 'perf-changelog.yaml', line: 3, column: 5 }))).toThrow(
      `No config keys matched the wildcard pattern '${STARS(n)}' in master configs.`
    );
  });

  test.each<[string, (pattern: string) => (name: string) => boolean, string]>([
    ['fnmatch (matrix test-config)', globMatcher, `${'*a'.repeat(30)}b`],
    ['CODEOWNERS (signoff-check)', codeownersMatcher, `${'*a'.repeat(30)}b`],
    ['CODEOWNERS ** runs (own)', codeownersMatcher, `${'**/a'.repeat(30)}/b`],
    ['artifact names (collect-results download-pattern)', artifactNameMatcher, `${'*a'.repeat(30)}b`]
  ])('%s: a pattern built to backtrack answers at once', (_, matcher, pattern) => {
    expect(matcher(pattern)('a'.repeat(5000))).toBe(false);
    expect(matcher(pattern)(`${'a/'.repeat(40)}b`)).toBe(pattern.includes('/'));
  });

  test.each<[string, (pattern: string) => (name: string) => boolean, string, string, boolean]>([
    [
      'changelog *: literal brackets and ?',
      (p) => (k) => resolveConfigKeys([{ configKeys: [p] } as never], [k], () => ({ file: 'f' })).length > 0,
      'a?[b]*',
      'a?[b]-x',
      true
    ],
    ['fnmatch [!…] and ?', globMatcher, 'dsr1-[!a]p?-*', 'dsr1-fp8-b200', true],
    ['CODEOWNERS * stays in a folder', codeownersMatcher, 'docs/*', 'docs/a/b.md', false],
    ['CODEOWNERS ** crosses folders', codeownersMatcher, 'docs/**/b.md', 'docs/a/c/b.md', true],
    ['artifact ? is one character', artifactNameMatcher, 'bmk_?', 'bmk_ab', false]
  ])('%s: dialect rules kept', (_, matcher, pattern, name, expected) => {
    expect(matcher(pattern)(name)).toBe(expected);
  });

  test('no source turns a glob into a regular expression any more', () => {
    expect(sourcesMatching(/join\(['"]\.\*['"]\)|replace\(\/\\\*\/g, ['"]\.\*['"]\)|['"]\[\^\/\]\*['"]/)).toEqual([]);
  });
});
