import { describe, expect, test } from '@jest/globals';
import { runCliCaptured } from '../../support/cli-capture.js';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

// The reference generator's recorded behaviour (test/fixtures/matrix/README.md): stdout bytes for
// successes; exit code and first error line for failures.
const fixtures = resolve(import.meta.dirname, '../../fixtures/matrix');
const cases = join(fixtures, 'cases');
const cwd = join(fixtures, 'inferencex');
const inputs = join(fixtures, 'inputs');

const exitCodes = new Map(
  readFileSync(join(cases, 'index.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([name, code]) => [name!, Number(code)])
);
const names = readdirSync(cases)
  .filter((f) => f.endsWith('.args'))
  .map((f) => f.slice(0, -'.args'.length))
  .sort();

async function run(name: string) {
  const args = readFileSync(join(cases, `${name}.args`), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.replaceAll('@INPUTS@', inputs));
  const { code, stdout, stderr } = await runCliCaptured(['matrix', ...args], { cwd });
  return { code, stdout, stderr: stderr.replaceAll(inputs, '@INPUTS@') };
}

describe('sweepkit matrix reproduces the reference generator', () => {
  test('every case in index.tsv has its args', () => {
    expect(names).toEqual([...exitCodes.keys()].sort());
  });

  test.each(names.filter((n) => existsSync(join(cases, `${n}.json.gz`))))('%s: identical stdout bytes', async (name) => {
    const expected = gunzipSync(readFileSync(join(cases, `${name}.json.gz`))).toString('utf8');
    const result = await run(name);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout === expected).toBe(true);
  });

  test.each(names.filter((n) => existsSync(join(cases, `${n}.msg`))))('%s: exit code and first error line', async (name) => {
    const expected = readFileSync(join(cases, `${name}.msg`), 'utf8')
      .trimEnd()
      .replace(/^generate_sweep_configs\.py/, 'sweepkit matrix');
    const result = await run(name);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(exitCodes.get(name));
    expect(result.stderr.split('\n')[0]).toBe(expected);
  });
});
