/**
 * The reusable-artifacts conformance corpus (test/fixtures/results/reusable-artifacts), replayed
 * through the CLI code path in-process: exit code, stdout, every written file byte for byte, exactly
 * the recorded removals, the tree left behind, and stderr per the case's contract.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayIn } from '../../support/replay-case.js';

const corpus = join(import.meta.dirname, '../../fixtures/results/reusable-artifacts');

interface ReuseCase {
  name: string;
  subcommand: string;
  argv: string[];
  env: Record<string, string>;
  mkdirs: string[];
  stderr_contract: 'exact' | 'last_line' | 'exit_code_only';
  outputs: string[];
  files_removed: string[];
}

const cases = (JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as { cases: { name: string }[] }).cases.map(
  ({ name }) => JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8')) as ReuseCase
);
const expected = (c: ReuseCase, file: string): string => readFileSync(join(corpus, c.name, 'expected', file), 'utf8');

/** Every folder (`path/`) and file below `dir`, sorted like the recording. */
function tree(dir: string): string {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((p) => (statSync(join(dir, p)).isDirectory() ? `${p}/` : p));
  return entries.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n') + (entries.length ? '\n' : '');
}

describe('validate-reusable-artifacts conformance', () => {
  test('the corpus has its 25 public cases', () => expect(cases).toHaveLength(25));

  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const work = mkdtempSync(join(tmpdir(), `reuse-${c.name}-`));
    const input = join(corpus, c.name, 'input');
    if (existsSync(input)) cpSync(input, work, { recursive: true });
    for (const dir of c.mkdirs) mkdirSync(join(work, dir), { recursive: true });
    const run = await replayIn(work, c);
    expect(run.code).toBe(Number(expected(c, 'exit_code.txt').trim()));
    expect(run.stdout).toBe(expected(c, 'stdout.txt'));
    for (const output of c.outputs)
      expect(readFileSync(join(work, output), 'latin1')).toBe(readFileSync(join(corpus, c.name, 'expected/files', output), 'latin1'));
    expect(run.changed).toEqual([...c.outputs, ...c.files_removed].sort());
    expect(tree(work)).toBe(expected(c, 'tree.txt'));
    expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+|Traceback/);
    const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
    const want = expected(c, 'stderr_last_line.txt').trimEnd();
    if (c.stderr_contract === 'exact') {
      expect(lines.at(-1) ?? '').toBe(want);
      expect(run.stderr).toBe(expected(c, 'stderr.txt'));
    } else if (c.stderr_contract === 'last_line') {
      expect(run.stderr).toContain(want.replace(/^[A-Za-z_.]+(Error|Exception): /, ''));
      expect(lines).toHaveLength(1);
    } else expect(lines).toHaveLength(1);
  });
});
