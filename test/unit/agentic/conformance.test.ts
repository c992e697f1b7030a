/**
 * The agentic conformance corpus (copied from the reference recordings), replayed through the CLI
 * code path in-process: same argv, exactly the case's environment, a scratch copy as cwd.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayIn } from '../../support/replay-case.js';

const corpus = join(import.meta.dirname, '../../fixtures/agentic');
const index = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as {
  cases: { name: string; outputs: string[]; stderr_contract: string }[];
};

export async function replay(name: string) {
  const source = join(corpus, name);
  const spec = JSON.parse(readFileSync(join(source, 'case.json'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), `agentic-${name}-`));
  cpSync(source, work, { recursive: true });
  mkdirSync(join(work, 'home'));
  return { spec, ...(await replayIn(work, spec)) };
}

const expectedText = (name: string, file: string): string => readFileSync(join(corpus, name, 'expected', file), 'utf8');

describe.each(index.cases.map((c) => [c.name, c] as const))('conformance %s', (name, meta) => {
  test('exit code, stdout, stderr contract, files byte for byte, nothing else written', async () => {
    const run = await replay(name);
    expect(run.code).toBe(Number(expectedText(name, 'exit_code.txt').trim()));
    expect(run.changed).toEqual([...meta.outputs].sort());
    for (const output of meta.outputs) {
      expect(readFileSync(join(run.work, output)).toString('latin1')).toBe(readFileSync(join(corpus, name, 'expected', output)).toString('latin1'));
    }
    expect(run.stdout).toBe(expectedText(name, 'stdout.txt'));
    // Our warnings about what the reference passes over in silence (ignored run folders, a JSONL
    // where every request failed) come on top of the reference's stderr.
    const ownWarning = /^\S*: warning: /;
    const lastLine =
      run.stderr
        .trim()
        .split('\n')
        .filter((line) => !ownWarning.test(line))
        .pop() ?? '';
    if (meta.stderr_contract === 'exit_code_only') {
      // The reference crashes here; the port must say what is wrong in one line, not a stack trace.
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
    } else {
      expect(lastLine).toBe(expectedText(name, 'stderr_last_line.txt').trimEnd());
    }
  });
});
