// Commit messages: the subject at most 72 characters, a blank line before the body
// (scripts/check-commits.mjs, which CI runs over the commits of every pull request, and which this
// file runs over the history made since the rule was set; the history before it is left as it is).
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- a plain ES module script without type declarations
import { commitMessageProblems, commitProblems } from '../../scripts/check-commits.mjs';
import { repoRoot } from '../bundle/harness.js';

const check = commitMessageProblems as (message: string) => string[];
const problemsIn = commitProblems as (revisions: string[], cwd: string) => string[];
const CUT_OFF = '2026-12-04T18:40:00Z';

test.each<[string, string, string[]]>([
  ['a subject alone', 'bench: measure yaml-fast against the yaml package\n', []],
  ['a subject, a blank line, the why', 'cli: one rule for machine output\n\nWhy it changed.\n', []],
  ['72 characters exactly', `${'x'.repeat(72)}\n`, []],
  ['73 characters', `${'x'.repeat(73)}\n`, ['the subject is 73 characters (at most 72)']],
  ['the body right under the subject', 'fix: a thing\nbecause of another\n', ['the subject and the body need a blank line between them']],
  ['an empty subject', '\n\nbody\n', ['the subject is empty']]
])('%s', (_name, message, problems) => {
  expect(check(message)).toEqual(problems);
});

test('the history check reads every commit of a real repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'sweepkit-subjects-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' }
    });
  git('init', '-q');
  writeFileSync(join(repo, 'f'), '1');
  git('add', 'f');
  git('commit', '-q', '-m', `x: ${'y'.repeat(70)}`);
  git('commit', '-q', '--allow-empty', '-m', `x: ${'y'.repeat(69)}\n\nThe body may be long: ${'z'.repeat(100)}`);
  expect(problemsIn(['HEAD'], repo).map((line) => line.replace(/^\S+ /, ''))).toEqual([`the subject is 73 characters (at most 72): x: ${'y'.repeat(70)}`]);
});

test(`commits since ${CUT_OFF} follow the rule`, () => {
  expect(problemsIn([`--since=${CUT_OFF}`, 'HEAD'], repoRoot)).toEqual([]);
});
