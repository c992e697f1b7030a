// config-lint gating a real repository: a baseline accepts known findings (only new ones fail,
// fixed ones are reported stale), and changed-only limits the findings to the config keys whose
// entry changed between two refs of a real git repository.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { runCliCaptured } from '../support/cli-capture.js';
import { commitAll, FIXTURES, git, newRepoDir } from './changelog/repo.js';

const ARGS = ['config-lint', '--config-files', 'master.yaml', '--runner-config', 'runners.yaml', '--recipes-dir', 'recipes'];

async function lint(cwd: string, ...extra: string[]) {
  const { code, stdout, stderr } = await runCliCaptured([...ARGS, ...extra], { cwd });
  return { code, stdout: stdout.split('\n').filter(Boolean), stderr };
}

/** The config-lint fixture as a git repository tagged `base`. */
function repo(): string {
  const dir = newRepoDir('config-lint-baseline');
  cpSync(join(FIXTURES, 'config-lint/rules'), dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  commitAll(dir, 'base');
  return dir;
}

/** Points one more entry at a runner label runners.yaml does not define (a new error). */
function breakEntry(dir: string, key = 'none-plain-ok'): void {
  const text = readFileSync(join(dir, 'master.yaml'), 'utf8');
  const at = text.indexOf(`${key}:\n`);
  const runner = text.indexOf('runner: b200-multinode', at);
  writeFileSync(join(dir, 'master.yaml'), `${text.slice(0, runner)}runner: b200-multinod${text.slice(runner + 'runner: b200-multinode'.length)}`);
}

describe('config-lint baseline', () => {
  test('recorded findings pass; a new one fails alone; a fixed one is reported stale', async () => {
    const dir = repo();
    expect((await lint(dir)).code).toBe(1);
    const written = await lint(dir, '--baseline', 'lint-baseline.json', '--update-baseline');
    expect(written).toMatchObject({ code: 0, stdout: [] });
    expect(JSON.parse(readFileSync(join(dir, 'lint-baseline.json'), 'utf8')).findings).toHaveLength(7);

    const accepted = await lint(dir, '--baseline', 'lint-baseline.json');
    expect(accepted).toMatchObject({ code: 0, stdout: [] });
    expect(accepted.stderr).toMatch(/: 0 errors, 0 warnings \(7 known from the baseline, 0 stale\)\n$/);

    breakEntry(dir);
    const fresh = await lint(dir, '--baseline', 'lint-baseline.json');
    expect(fresh.code).toBe(1);
    expect(fresh.stdout).toEqual([
      expect.stringMatching(/^master\.yaml:\d+:\d+: error: runner 'b200-multinod' of 'none-plain-ok' is not a label in runners\.yaml/)
    ]);

    // Fix the unknown-runner entry the baseline recorded: its entry is now stale.
    writeFileSync(join(dir, 'runners.yaml'), readFileSync(join(dir, 'runners.yaml'), 'utf8').replace('labels:\n', 'labels:\n  b200-nowhere: [b200-node_0]\n'));
    const stale = await lint(dir, '--baseline', 'lint-baseline.json');
    expect(stale.stderr).toMatch(/lint-baseline\.json: stale baseline entry \(fixed\? remove it\): error unknown-runner unknown-runner: /);
  });

  test('line moves do not make a known finding new', async () => {
    const dir = repo();
    await lint(dir, '--baseline', 'b.json', '--update-baseline');
    writeFileSync(join(dir, 'master.yaml'), `# a comment that moves every line\n\n${readFileSync(join(dir, 'master.yaml'), 'utf8')}`);
    expect(await lint(dir, '--baseline', 'b.json')).toMatchObject({ code: 0, stdout: [] });
  });

  test('a broken baseline file is one error naming it', async () => {
    const dir = repo();
    writeFileSync(join(dir, 'b.json'), '{"findings": []}');
    expect(await lint(dir, '--baseline', 'b.json')).toMatchObject({ code: 1, stderr: expect.stringMatching(/^b\.json: baseline must be \{"version": 1/) });
  });
});

describe('config-lint --changed-only', () => {
  test('only the entries changed since the base ref are reported, from the working tree or a head ref', async () => {
    const dir = repo();
    breakEntry(dir);
    const worktree = await lint(dir, '--changed-only', '--base-ref', 'base');
    expect(worktree.code).toBe(1);
    expect(worktree.stdout).toEqual([expect.stringContaining("runner 'b200-multinod' of 'none-plain-ok'")]);
    expect(worktree.stderr).toMatch(/\(1 changed config keys\)\n$/);

    commitAll(dir, 'head');
    const refs = await lint(dir, '--changed-only', '--base-ref', 'base', '--head-ref', 'head');
    expect(refs.stdout).toEqual(worktree.stdout);
    // Same refs, nothing changed: nothing to report, even with the known findings.
    expect(await lint(dir, '--changed-only', '--base-ref', 'head', '--head-ref', 'head')).toMatchObject({ code: 0, stdout: [] });
  });

  test.each([
    [['--changed-only'], '--changed-only needs --base-ref REF'],
    [['--update-baseline'], '--update-baseline needs --baseline FILE']
  ])('%j without its partner is a usage error', async (extra, message) => {
    expect(await lint(repo(), ...extra)).toMatchObject({ code: 2, stderr: expect.stringContaining(message) });
  });

  test('a base ref git does not know is one error', async () => {
    expect(await lint(repo(), '--changed-only', '--base-ref', 'no-such-ref')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^changed-only: git cannot read master\.yaml at no-such-ref: fatal/)
    });
  });
});
