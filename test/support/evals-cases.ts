/**
 * The evals conformance corpus (test/fixtures/evals): each case's command, a scratch copy of its
 * input with the recorded mtimes, and the comparison rules of the corpus README.
 */
import { expect } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const evalsFixtures = join(import.meta.dirname, '../fixtures/evals');

export interface EvalsCase {
  name: string;
  tool: 'validate-scores' | 'collect-evals' | 'meta-env';
  argv: string[];
  env: Record<string, string>;
  mtimes: Record<string, number>;
  stderr_contract: 'exact' | 'last_line' | 'exit_code_only';
  files_removed: string[];
}

export const SUBCOMMAND: Record<EvalsCase['tool'], string> = {
  'validate-scores': 'validate-eval-scores',
  'collect-evals': 'collect-evals',
  'meta-env': 'eval-meta-env'
};

export const evalsCases = (): EvalsCase[] =>
  (JSON.parse(readFileSync(join(evalsFixtures, 'index.json'), 'utf8')) as { name: string }[]).map(
    ({ name }) => JSON.parse(readFileSync(join(evalsFixtures, name, 'case.json'), 'utf8')) as EvalsCase
  );

/** A scratch working directory: the case's input/, each file's mtime set as recorded. */
export function evalsWorkspace(c: EvalsCase): string {
  const work = mkdtempSync(join(tmpdir(), `evals-${c.name}-`));
  const input = join(evalsFixtures, c.name, 'input');
  if (existsSync(input)) cpSync(input, work, { recursive: true });
  for (const [file, seconds] of Object.entries(c.mtimes)) utimesSync(join(work, file), seconds, seconds);
  return work;
}

const expected = (c: EvalsCase, file: string): string => readFileSync(join(evalsFixtures, c.name, 'expected', file), 'utf8');

/** The corpus's comparison: exit code, stdout bytes, every expected file, nothing else changed, stderr per contract. */
export function expectCaseResult(c: EvalsCase, run: { code: number; stdout: string; stderr: string; work: string; changed?: string[] }): void {
  expect(run.code).toBe(Number(expected(c, 'exit_code.txt').trim()));
  expect(run.stdout).toBe(expected(c, 'stdout.txt'));
  const filesDir = join(evalsFixtures, c.name, 'expected', 'files');
  const outputs = existsSync(filesDir) ? filesBelow(filesDir) : [];
  for (const output of outputs) expect(readFileSync(join(run.work, output), 'latin1')).toBe(readFileSync(join(filesDir, output), 'latin1'));
  for (const removed of c.files_removed) expect(existsSync(join(run.work, removed))).toBe(false);
  if (run.changed) expect(run.changed).toEqual([...new Set([...outputs, ...c.files_removed])].sort());
  expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+|Traceback/);
  const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
  const want = expected(c, 'stderr_last_line.txt').trimEnd();
  if (c.stderr_contract === 'exact') expect(lines.at(-1) ?? '').toBe(want);
  // The reference dies with an exception here; the port says the same thing in one line.
  else if (c.stderr_contract === 'last_line') {
    expect(run.stderr).toContain(want.replace(/^[A-Za-z_.]+(Error|Exception): /, ''));
    expect(lines).toHaveLength(1);
  }
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => statSync(join(dir, p)).isFile())
    .sort();
}
