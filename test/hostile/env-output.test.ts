/**
 * Issue 21, class 6: CLI output meant for `$GITHUB_ENV`/`$GITHUB_OUTPUT` cannot add a variable.
 * `sweepkit benchmark-env` is run as a `run:` step would run it and its stdout read the way the
 * runner reads an env file (lines end at CR, LF or CRLF, as .NET's ReadLine ends them; heredoc
 * blocks `NAME<<DELIM`): whatever line breaks a master-config value holds, the only variables are
 * the table's, and each holds its value. The action (core.exportVariable) is held to the same.
 */
import { describe, expect, test } from '@jest/globals';
import { fileCommandLines } from '../../cli/src/file-command.js';
import { runBundle, runCliBundle } from '../bundle/harness.js';
import { agenticMultiNodeRow } from '../support/matrix-rows.js';

/** An env file as the runner reads it: `NAME=value` or `NAME<<DELIM` … `DELIM`, lines split at CR/LF/CRLF. */
function runnerEnvFile(text: string): Record<string, string> {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  const vars: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const eq = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const delimiter = line.slice(heredoc + 2);
      const body: string[] = [];
      while (++i < lines.length && lines[i] !== delimiter) body.push(lines[i]!);
      if (i >= lines.length) throw new Error(`unterminated heredoc ${delimiter}`);
      vars[line.slice(0, heredoc)] = body.join('\n');
    } else if (eq > 0) vars[line.slice(0, eq)] = line.slice(eq + 1);
    else throw new Error(`the runner rejects the line ${JSON.stringify(line)}`);
  }
  return vars;
}

/** Values a master config (or a PR's changelog entry) controls, each trying to start a line of its own. */
const HOSTILE: [string, string][] = [
  ['LF (the issue: model "x\\nLD_PRELOAD=…")', 'x\nLD_PRELOAD=/tmp/evil.so'],
  ['CR alone (a line end for the runner)', 'x\rLD_PRELOAD=/tmp/evil.so'],
  ['CRLF', 'x\r\nLD_PRELOAD=/tmp/evil.so'],
  ['U+2028 line separator', 'x\u2028LD_PRELOAD=/tmp/evil.so'],
  ['U+2029 paragraph separator', 'x\u2029LD_PRELOAD=/tmp/evil.so'],
  ['a forged heredoc of its own', 'x\nNODE_OPTIONS<<EOF\n--require /tmp/evil.js\nEOF'],
  ['a guessed delimiter line and a trailing break', 'x\nghadelimiter_00000000-0000-0000-0000-000000000000\nBASH_ENV=/tmp/evil\n']
];

describe('sweepkit benchmark-env output appended to GITHUB_ENV', () => {
  test.each(HOSTILE)('%s in model and image: only the table variables, values intact', async (_, value) => {
    const plain = await runCliBundle(['benchmark-env', '--row', JSON.stringify(agenticMultiNodeRow()), '--runner-name', 'gb300-nv_0']);
    const run = await runCliBundle([
      'benchmark-env',
      '--row',
      JSON.stringify(agenticMultiNodeRow({ model: value, image: value })),
      '--runner-name',
      'gb300-nv_0'
    ]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const vars = runnerEnvFile(run.stdout);
    expect(Object.keys(vars).sort()).toEqual([...new Set([...Object.keys(runnerEnvFile(plain.stdout)), 'MODEL', 'IMAGE'])].sort());
    // The runner joins heredoc lines with \n: CR/CRLF arrive as \n, U+2028/2029 as written.
    expect(vars.MODEL).toBe(value.replace(/\r\n?/g, '\n'));
    expect(vars.IMAGE).toBe(vars.MODEL);
  });

  test('an ordinary row still prints plain NAME=value lines', async () => {
    const run = await runCliBundle(['benchmark-env', '--row', JSON.stringify(agenticMultiNodeRow({ model: 'Qwen/Qwen3.5' })), '--runner-name', 'gb300-nv_0']);
    expect(run.stdout).toMatch(/^MODEL=Qwen\/Qwen3\.5$/m);
    expect(run.stdout).not.toContain('<<');
  });

  test('the action exports the same values and nothing else (core.exportVariable)', async () => {
    const run = await runBundle('benchmark-env', {
      inputs: { row: JSON.stringify(agenticMultiNodeRow({ model: HOSTILE[0]![1] })), 'runner-name': 'gb300-nv_0' }
    });
    expect(run.code).toBe(0);
    expect(run.env.MODEL).toBe(HOSTILE[0]![1]);
    expect(run.env).not.toHaveProperty('LD_PRELOAD');
  });
});

describe('fileCommandLines (benchmark-env, find-reusable-sweep-run --github-output)', () => {
  test.each([
    ['a NUL, which no environment variable can hold', { A: 'x\0y' }, 'cannot write A as a file command: its value holds a NUL character'],
    ['a name with "=" (would set another variable)', { 'A=B': 'x' }, 'cannot write "A=B" as a file command: not a variable name'],
    ['a name with a line break', { 'A\nB': 'x' }, 'cannot write "A\\nB" as a file command: not a variable name'],
    ['a name with "<<" (would open a heredoc)', { 'A<<X': 'x' }, 'cannot write "A<<X" as a file command: not a variable name']
  ])('refuses %s', (_, values, message) => {
    expect(() => fileCommandLines(values)).toThrow(message);
  });

  test('every delimiter is fresh and absent from its value', () => {
    const text = fileCommandLines({ A: 'a\nb', B: 'c\rd' });
    const delimiters = [...text.matchAll(/^[AB]<<(.+)$/gm)].map((m) => m[1]!);
    expect(delimiters).toHaveLength(2);
    expect(new Set(delimiters).size).toBe(2);
    expect(runnerEnvFile(text)).toEqual({ A: 'a\nb', B: 'c\nd' });
  });
});
