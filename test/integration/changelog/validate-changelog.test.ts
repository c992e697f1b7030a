/** conformance/changelog in compat mode: every case as a real git repository, run through the CLI command. */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, materialiseChangelogCase, readArgs, runIn } from './repo.js';

const CASES = join(FIXTURES, 'changelog/cases');
const names = readdirSync(CASES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const PY_PREFIX = /^(ValueError|yaml\.\w+\.\w+|pydantic_core\._pydantic_core\.ValidationError): /;

/** What the port must say for a rejected case (conformance/changelog README, "How to compare"). */
function expectedFragments(caseDir: string, layer: string): string[] {
  const message = readFileSync(join(caseDir, 'message'), 'utf8').trimEnd();
  if (layer === 'yaml') return [];
  if (layer !== 'schema') return [message.split('\n')[0]!.replace(PY_PREFIX, '')];
  // pydantic: compare the field path and the error kind of each error.
  const fragments: string[] = [];
  let field = '';
  for (const line of message.split('\n').slice(1)) {
    if (line.startsWith('    ')) continue;
    if (!line.startsWith('  ')) field = line;
    else fragments.push(`${field ? `${field}: ` : ''}${line.trim().replace(/ \[type=.*$/, '')}`);
  }
  return fragments;
}

describe('validate-changelog compat conformance', () => {
  test.each(names)('%s', async (name) => {
    const caseDir = join(CASES, name);
    const repo = materialiseChangelogCase(caseDir);
    const { layer } = JSON.parse(readFileSync(join(caseDir, 'case.json'), 'utf8')) as { layer: string };
    const run = await runIn(repo, ['validate-changelog', ...readArgs(caseDir)]);
    expect(run.code).toBe(Number(readFileSync(join(caseDir, 'expected_exit_code'), 'utf8')));
    if (run.code === 0) {
      expect(run.stdout).toBe(readFileSync(join(caseDir, 'stdout'), 'utf8'));
      return;
    }
    expect(run.stdout).toBe('');
    if (layer === 'yaml') expect(run.stderr).toMatch(/^perf-changelog\.yaml:\d+:\d+: invalid YAML: /);
    for (const fragment of expectedFragments(caseDir, layer)) expect(run.stderr).toContain(fragment);
  });
});
