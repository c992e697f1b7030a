#!/usr/bin/env node
// Checks the commit messages of a branch: a subject of at most 72 characters, and a blank line
// between the subject and the body (the why). CI runs it on every pull request over the commits the
// pull request adds; merge commits are left alone (their subjects are written by git).
//   node scripts/check-commits.mjs BASE        the commits in BASE..HEAD
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const MAX_SUBJECT = 72;

/** What is wrong with one commit message: one line per problem, none when it is fine. */
export function commitMessageProblems(message) {
  const [subject = '', second] = message.replace(/\n+$/, '').split('\n');
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  if (subject.length > MAX_SUBJECT) problems.push(`the subject is ${subject.length} characters (at most ${MAX_SUBJECT})`);
  if (second !== undefined && second.trim() !== '') problems.push('the subject and the body need a blank line between them');
  return problems;
}

/** `<sha>: <problem>: <subject>` for every non-merge commit `git log <revisions>` lists in `cwd`. */
export function commitProblems(revisions, cwd = process.cwd()) {
  const log = execFileSync('git', ['log', '--no-merges', '-z', '--format=%h%n%B', ...revisions], { cwd, encoding: 'utf8' });
  return log
    .split('\0')
    .filter((entry) => entry.trim() !== '')
    .flatMap((entry) => {
      const [sha, ...lines] = entry.replace(/^\n/, '').split('\n');
      return commitMessageProblems(lines.join('\n')).map((problem) => `${sha}: ${problem}: ${lines[0]}`);
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node scripts/check-commits.mjs BASE (checks the commits in BASE..HEAD)');
    process.exit(2);
  }
  const problems = commitProblems([`${base}..HEAD`]);
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
  console.log(`check-commits: every commit in ${base}..HEAD has a subject of at most ${MAX_SUBJECT} characters`);
}
