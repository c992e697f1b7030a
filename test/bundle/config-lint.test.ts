// Runner-protocol tests of the config-lint action bundle and the `sweepkit config-lint` CLI bundle.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { executedCommands, runBundle, runCliBundle } from './harness.js';

const RULES = resolve(import.meta.dirname, '../fixtures/config-lint/rules');
const INPUTS = { 'config-files': 'master.yaml', 'runner-config': 'runners.yaml', 'recipes-dirs': 'recipes' };
const MISLABEL =
  "recipe recipes/sglang/mtp-on.yaml enables speculative decoding (speculative-algorithm: EAGLE) but 'mislabel-mtp-as-none' says spec-decoding: none";

describe('config-lint action', () => {
  test('findings are annotated on the config lines, counted in outputs and summary, and errors fail the step', async () => {
    const run = await runBundle('config-lint', { cwd: RULES, inputs: INPUTS });
    expect(run.code).toBe(1);
    expect(run.outputs.errors).toBe('5');
    expect(run.outputs.warnings).toBe('2');
    expect(JSON.parse(run.outputs.findings!)[0]).toEqual({
      level: 'error',
      rule: 'spec-decoding-mismatch',
      file: 'master.yaml',
      line: 24,
      column: 13,
      message: MISLABEL
    });
    expect(run.annotations).toContainEqual({
      level: 'error',
      properties: { title: 'config-lint: spec-decoding-mismatch', file: 'master.yaml', line: '24', col: '13' },
      message: MISLABEL
    });
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.properties.title)).toEqual([
      'config-lint: mtp-recipe-name',
      'config-lint: recipe-missing'
    ]);
    expect(run.annotations).toContainEqual({
      level: 'error',
      properties: {},
      message: 'config-lint: 5 errors, 2 warnings (see the annotations and the job summary)'
    });
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'config-lint: 5 errors, 2 warnings' }]);
    expect(tableObject(expectRenderedTable(run.summary, ['checked', 'count']))).toMatchObject({ 'recipes found': '11' });
    expect(expectRenderedTable(run.summary, ['level', 'rule', 'where', 'finding']).rows[0]).toEqual([
      'error',
      'spec-decoding-mismatch',
      'master.yaml:24:13',
      MISLABEL
    ]);
    expect(executedCommands(run.stdout).every((line) => /^::(error|warning|debug|group|endgroup)[ :]/.test(line))).toBe(true);
  });

  test('a clean config passes with zero counts and no annotation', async () => {
    const run = await runBundle('config-lint', { cwd: RULES, inputs: { ...INPUTS, 'config-files': 'clean.yaml' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ errors: '0', warnings: '0', findings: '[]' });
    expect(run.annotations).toEqual([]);
  });

  test('fail-on-warning turns warnings into a failure', async () => {
    const run = await runBundle('config-lint', {
      cwd: RULES,
      inputs: { ...INPUTS, 'config-files': 'clean.yaml', 'recipes-dirs': 'nowhere', 'fail-on-warning': 'true' }
    });
    expect(run.code).toBe(1);
    expect(run.outputs.warnings).toBe('2');
  });

  test('a missing config file is one error naming it', async () => {
    const run = await runBundle('config-lint', { cwd: RULES, inputs: { ...INPUTS, 'config-files': 'nope.yaml' } });
    expect(run.code).toBe(1);
    expect(run.annotations).toContainEqual({
      level: 'error',
      properties: { title: 'config-lint', file: 'nope.yaml' },
      message: "Input file 'nope.yaml' does not exist."
    });
    expect(run.outputs).toEqual({});
  });
});

describe('sweepkit config-lint (CLI bundle)', () => {
  test('one finding per line on stdout, counts on stderr, exit 1 on errors', async () => {
    const run = await runCliBundle(
      ['config-lint', '--config-files', 'master.yaml', '--runner-config', 'runners.yaml', '--recipes-dir', 'nowhere', '--recipes-dir', 'recipes'],
      { cwd: RULES }
    );
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toBe(`master.yaml:24:13: error: ${MISLABEL}`);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(7);
    expect(run.stderr).toBe('config-lint: 12 configs, 12 search-space entries, 12 recipe references (11 found): 5 errors, 2 warnings\n');
  });

  test('clean configs exit 0', async () => {
    const run = await runCliBundle(['config-lint', '--config-files', 'clean.yaml', '--runner-config', 'runners.yaml', '--recipes-dir', 'recipes'], {
      cwd: RULES
    });
    expect(run).toEqual({
      code: 0,
      stdout: '',
      stderr: 'config-lint: 2 configs, 2 search-space entries, 2 recipe references (2 found): 0 errors, 0 warnings\n'
    });
  });
});

describe('config-lint gating a real repository', () => {
  const INFERENCEX = resolve(import.meta.dirname, '../fixtures/changelog/inferencex');
  const workspace = () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-lint-real-'));
    cpSync(join(INFERENCEX, 'configs'), join(dir, 'checkout/configs'), { recursive: true });
    return dir;
  };

  test('the real configs fail alone and pass with a baseline the CLI wrote; paths are relative to the workspace', async () => {
    const dir = workspace();
    const inputs = { 'working-directory': 'checkout', 'recipes-dirs': 'no-recipes-here' };
    const bare = await runBundle('config-lint', { cwd: dir, inputs });
    expect(bare.code).toBe(1);
    expect(Number(bare.outputs.errors)).toBeGreaterThan(0);
    const located = bare.annotations.filter((a) => a.properties.file);
    expect(located.length).toBeGreaterThan(0);
    expect(located.every((a) => /^checkout\/configs\/[a-z-]+\.yaml$/.test(a.properties.file!))).toBe(true);

    const written = await runCliBundle(['config-lint', '--recipes-dir', 'no-recipes-here', '--baseline', 'config-lint-baseline.json', '--update-baseline'], {
      cwd: join(dir, 'checkout')
    });
    expect(written.code).toBe(0);
    const run = await runBundle('config-lint', { cwd: dir, inputs: { ...inputs, baseline: 'config-lint-baseline.json' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ errors: '0', warnings: '0', findings: '[]' });
    expect(run.annotations).toEqual([]);
    const checked = tableObject(expectRenderedTable(run.summary, ['checked', 'count']));
    expect([checked['known from the baseline'], checked['stale baseline entries']]).toEqual([
      String(Number(bare.outputs.errors) + Number(bare.outputs.warnings)),
      '0'
    ]);
  });
});
