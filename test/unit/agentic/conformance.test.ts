/**
 * The agentic conformance corpus (copied from the reference recordings), replayed through the CLI
 * code path in-process: same argv, exactly the case's environment, a scratch copy as cwd.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { runCli } from '../../../cli/src/run-cli.js';

const corpus = join(import.meta.dirname, '../../fixtures/agentic');
const index = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as {
  cases: { name: string; outputs: string[]; stderr_contract: string }[];
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((p) => join(dir, p))
    .filter((p) => statSync(p).isFile());
}

function snapshot(dir: string): Map<string, string> {
  return new Map(filesUnder(dir).map((p) => [relative(dir, p), readFileSync(p).toString('base64')]));
}

export async function replay(name: string) {
  const source = join(corpus, name);
  const spec = JSON.parse(readFileSync(join(source, 'case.json'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), `agentic-${name}-`));
  cpSync(source, work, { recursive: true });
  mkdirSync(join(work, 'home'));
  const before = snapshot(work);
  let stdout = '';
  let stderr = '';
  const code = await runCli([spec.subcommand, ...spec.argv], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: spec.env,
    cwd: work,
    files: nodeFiles
  });
  const after = snapshot(work);
  const changed = [...after.keys()].filter((k) => before.get(k) !== after.get(k)).sort();
  return { spec, work, code, stdout, stderr, changed };
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
    const lastLine = run.stderr.trim().split('\n').pop() ?? '';
    if (meta.stderr_contract === 'exit_code_only') {
      // The reference crashes here; the port must say what is wrong in one line, not a stack trace.
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
    } else {
      expect(lastLine).toBe(expectedText(name, 'stderr_last_line.txt').trimEnd());
    }
  });
});
