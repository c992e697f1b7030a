/**
 * The process-result and collect-results conformance corpora (recorded from the reference),
 * replayed through the CLI code path in-process: same argv, exactly the case's environment, a
 * scratch copy of input/ as the working directory.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayIn } from '../../support/replay-case.js';

const fixtures = join(import.meta.dirname, '../../fixtures/results');

interface CaseMeta {
  name: string;
  outputs: string[];
  stderr_contract: 'exact' | 'last_line' | 'exit_code_only';
}

async function replay(corpus: string, name: string) {
  const spec = JSON.parse(readFileSync(join(fixtures, corpus, name, 'case.json'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), `${corpus}-${name}-`));
  cpSync(join(fixtures, corpus, name, 'input'), work, { recursive: true });
  for (const dir of spec.mkdirs ?? []) mkdirSync(join(work, dir), { recursive: true });
  return replayIn(work, spec);
}

describe.each(['process-result', 'collect-results'])('%s conformance', (corpus) => {
  const index = JSON.parse(readFileSync(join(fixtures, corpus, 'index.json'), 'utf8')) as { cases: CaseMeta[] };
  const expected = (name: string, file: string): string => readFileSync(join(fixtures, corpus, name, 'expected', file), 'utf8');

  test.each(index.cases.map((c) => [c.name, c] as const))('%s', async (name, meta) => {
    const run = await replay(corpus, name);
    expect(run.code).toBe(Number(expected(name, 'exit_code.txt').trim()));
    expect(run.changed).toEqual([...meta.outputs].sort());
    for (const output of meta.outputs) {
      expect(readFileSync(join(run.work, output), 'latin1')).toBe(readFileSync(join(fixtures, corpus, name, 'expected', 'files', output), 'latin1'));
    }
    expect(run.stdout).toBe(expected(name, 'stdout.txt'));
    expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+|Traceback/);
    const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
    const want = expected(name, 'stderr_last_line.txt').trimEnd();
    if (meta.stderr_contract === 'exact') expect(lines.at(-1) ?? '').toBe(want);
    // The reference dies with an exception here; the port says the same thing in one line.
    else if (meta.stderr_contract === 'last_line') expect(run.stderr).toContain(want.replace(/^[A-Za-z_.]+(Error|Exception): /, ''));
    else expect(lines).toHaveLength(1);
  });
});
