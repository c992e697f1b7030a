import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compareCodePoints, pyGlob, type GlobFs } from '../../../packages/common/src/index.js';

// Expected matches come from CPython's glob.glob on the same tree (test/fixtures/common/glob/generate.py).
const table = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/common/glob/cases.json'), 'utf8')) as {
  files: string[];
  cases: { pattern: string; matches: string[] }[];
};

const root = mkdtempSync(join(tmpdir(), 'glob-'));
for (const file of table.files) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), '');
}
const fs: GlobFs = {
  list: (dir) => {
    const path = join(root, dir);
    return existsSync(path) && statSync(path).isDirectory() ? readdirSync(path) : undefined;
  },
  exists: (path) => existsSync(join(root, path))
};

describe('glob.glob as CPython', () => {
  test.each(table.cases.map((c) => [c.pattern, c.matches] as const))('%s', (pattern, matches) => {
    expect(pyGlob(fs, pattern).sort(compareCodePoints)).toEqual(matches);
  });
});
