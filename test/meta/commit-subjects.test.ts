// Commit subjects fit in 72 characters (git log --oneline, GitHub's commit lists), for every commit
// made from the cut-off on: the history before it is left as it is.
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const CUT_OFF = '2026-12-04T18:40:00Z';
const LIMIT = 72;

/** `<sha> <subject>` of the commits since `since` whose subject is longer than LIMIT characters. */
function longSubjects(repo: string, since: string): string[] {
  const log = execFileSync('git', ['log', '--no-merges', `--since=${since}`, '--format=%h %s'], { cwd: repo, encoding: 'utf8' });
  return log
    .split('\n')
    .filter(Boolean)
    .filter((line) => [...line.slice(line.indexOf(' ') + 1)].length > LIMIT);
}

test('the check finds a long subject', () => {
  const repo = mkdtempSync(join(tmpdir(), 'sweepkit-subjects-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' }
    });
  git('init', '-q');
  writeFileSync(join(repo, 'f'), '1');
  git('add', 'f');
  git('commit', '-q', '-m', `x: ${'y'.repeat(LIMIT - 3)}`);
  git('commit', '-q', '--allow-empty', '-m', `x: ${'y'.repeat(LIMIT - 2)}\n\nThe body may be long: ${'z'.repeat(100)}`);
  expect(longSubjects(repo, '2000-01-01').map((l) => l.replace(/^\S+ /, '').length)).toEqual([LIMIT + 1]);
});

test(`commits since ${CUT_OFF} have subjects of at most ${LIMIT} characters`, () => {
  expect(longSubjects(repoRoot, CUT_OFF)).toEqual([]);
});
