// `sweepkit matrix` at a terminal prints a short summary; the exact matrix JSON stays behind --json
// and is what a pipe, a file or the Actions runner (stdout not a terminal) always gets.
import { describe, expect, test } from '@jest/globals';
import { runCliCaptured } from '../../support/cli-capture.js';
import { repoRoot } from '../../bundle/harness.js';

const ARGS = ['matrix', 'full-sweep', '--config-files', 'examples/master.yaml', '--runner-config', 'examples/runners.yaml'];
const run = (args: readonly string[], stdoutIsTerminal: boolean) => runCliCaptured(args, { cwd: repoRoot, stdoutIsTerminal });

describe('sweepkit matrix on a terminal', () => {
  test('not a terminal: the JSON; --json there changes nothing', async () => {
    const piped = await run(ARGS, false);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toMatch(/^\[\{"image": /);
    expect(await run([...ARGS, '--json'], false)).toEqual(piped);
  });

  test('a terminal with --json: the same bytes as a pipe gets', async () => {
    expect(await run([...ARGS, '--json'], true)).toEqual(await run(ARGS, false));
  });

  test('a terminal: row count, rows per family, the biggest configs and how to get the JSON', async () => {
    const rows = JSON.parse((await run(ARGS, false)).stdout) as unknown[];
    const human = await run(ARGS, true);
    expect(human.code).toBe(0);
    expect(human.stderr).toBe('');
    const lines = human.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${rows.length} matrix rows from \\d+ configs\\.$`));
    expect(lines).toContain('rows per job family:');
    expect(lines.filter((l) => /^ {2}\S+ +\d+$/.test(l)).length).toBeGreaterThan(1);
    expect(lines.at(-2)).toBe('The matrix JSON (what workflows read) comes with --json, or when the output is not a terminal.');
    expect(human.stdout.length).toBeLessThan(1500);
  });

  test('errors are the same at a terminal', async () => {
    const args = ['matrix', 'full-sweep', '--config-files', 'examples/none.yaml', '--runner-config', 'examples/runners.yaml'];
    expect(await run(args, true)).toEqual(await run(args, false));
  });
});
