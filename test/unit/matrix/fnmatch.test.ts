import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { globMatcher } from '../../../packages/common/src/index.js';

// Expected values come from CPython's fnmatch.fnmatchcase (test/fixtures/matrix/fnmatch/generate.py).
const table = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/matrix/fnmatch/cases.json'), 'utf8')) as {
  cases: Array<{ pattern: string; name: string; match?: boolean }>;
};

describe('fnmatch as CPython', () => {
  test('the table has cases of both outcomes and no regex errors', () => {
    expect(table.cases.filter((c) => c.match === true).length).toBeGreaterThan(100);
    expect(table.cases.every((c) => typeof c.match === 'boolean')).toBe(true);
  });

  test.each(table.cases.map((c) => [c.pattern, c.name, c.match] as const))('pattern %j against %j: %s', (pattern, name, match) => {
    expect(globMatcher(pattern)(name)).toBe(match);
  });

  test.each([
    ['********Z', 'x'.repeat(5000)],
    ['*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000)],
    [`${'*?'.repeat(50)}Z`, 'y'.repeat(2000)]
  ])('%s against a long name answers without backtracking blow-up', (pattern, name) => {
    expect(globMatcher(pattern)(name)).toBe(false);
  });
});
