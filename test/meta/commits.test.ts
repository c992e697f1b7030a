// Commit messages: the subject at most 72 characters, a blank line before the body
// (scripts/check-commits.mjs, which CI runs over the commits of every pull request).
import { expect, test } from '@jest/globals';
// @ts-expect-error -- a plain ES module script without type declarations
import { commitMessageProblems } from '../../scripts/check-commits.mjs';

const check = commitMessageProblems as (message: string) => string[];

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
