// collect-results' one streamed pass: what a bad file gives (the first in path order, named with
// its location, no output left behind), and that a file declined by the re-indenter is still
// written with Python's bytes by the full parser.
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parsePyJson, pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { collectResults, nodeResultsFs } from '../../../packages/results/src/index.js';

/** A results folder with these files (path → bytes) in a fresh working folder. */
function workspace(files: Record<string, string | number[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-collect-'));
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(path.endsWith('/') ? join(dir, 'results', path) : dirname(join(dir, 'results', path)), { recursive: true });
    if (path.endsWith('/')) continue;
    writeFileSync(join(dir, 'results', path), typeof bytes === 'string' ? bytes : Buffer.from(bytes));
  }
  return dir;
}

const run = (dir: string) => collectResults(nodeResultsFs(dir), 'results', 'x', dir);

describe('collect-results: a bad file stops it, named, with nothing written', () => {
  test.each<[string, Record<string, string | number[]>, RegExp]>([
    ['invalid UTF-8 inside a string', { 'a.json': '{}', 'b.json': [0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x20, 0x22, 0xff, 0x22, 0x7d] }, /^not UTF-8 text$/],
    ['invalid UTF-8 outside a string', { 'b.json': [0x5b, 0x31, 0xff, 0x5d] }, /^not UTF-8 text$/],
    ['invalid JSON after a good file', { 'a.json': '{}', 'b.json': '{"a": 1,}' }, /^not valid JSON \(/],
    ['a folder named like a result', { 'a.json/': '', 'b.json': '{}' }, /^is a directory, not a JSON file$/]
  ])('%s', (_, files, message) => {
    const dir = workspace(files);
    let error: unknown;
    try {
      run(dir);
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toMatch(message);
    expect((error as { location?: { file?: string } }).location?.file).toMatch(/results\/[ab]\.json$/);
    expect(existsSync(join(dir, 'agg_x.json'))).toBe(false);
    expect(readdirSync(dir).filter((name) => name !== 'results')).toEqual([]);
  });
});

test('files the re-indenter declines (duplicate keys, escapes, 17-digit floats) get the full parser’s bytes, in path order', () => {
  const files = {
    'a/b.json': '{"k": 1, "k": 2}',
    'a.json': '{"\\u0061": "é", "x": 0.10000000000000001}',
    'a-b.json': '[1e5, -0, 2.50]'
  };
  const dir = workspace(files);
  expect(run(dir).files).toEqual(['a-b.json', 'a.json', 'a/b.json']);
  const rows = ['a-b.json', 'a.json', 'a/b.json'].map((f) => parsePyJson(files[f as keyof typeof files]) as PyJson);
  expect(readFileSync(join(dir, 'agg_x.json'), 'utf8')).toBe(pyJsonDumps(rows, { indent: 2 }));
});
