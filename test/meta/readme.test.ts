// README.md is the user manual: at most 25 KB, no development-diary prose, every action with a
// short section (a `uses:` example and its README link), every CLI command in the CLI table.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commands } from '../../cli/src/commands/index.js';
import { repoRoot } from '../bundle/harness.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const actions = readdirSync(join(repoRoot, 'actions')).filter((name) => existsSync(join(repoRoot, 'actions', name, 'action.yml')));

/** Phrases of a development diary: they say when or how something was built, not how to use it. */
const DIARY = [
  /\bthis round\b/i,
  /\b(before|after|since) the (last|previous) round\b/i,
  /\bgoal (is )?not (yet )?met\b/i,
  /\bnot yet met\b/i,
  /\bearlier this (round|week)\b/i,
  /\bcame back\b/i,
  /\bfor now\b/i,
  /\bTODO\b/
];

test('README.md is at most 25 KB', () => {
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(25_000);
});

test('README.md has no development-diary prose and no section markers', () => {
  const lines = readme.split('\n');
  const diary = lines.flatMap((line, i) => (DIARY.some((re) => re.test(line)) ? [`README.md:${i + 1}: ${line}`] : []));
  expect(diary).toEqual([]);
  expect(lines.filter((line) => /<!-- \/?section:/.test(line))).toEqual([]);
});

test.each(actions)('README.md links actions/%s/README.md and shows it in a uses: line', (name) => {
  expect(readme).toContain(`(actions/${name}/README.md)`);
  expect(readme).toMatch(new RegExp(`uses: (\\S+/)?actions/${name}(@\\S+)?\\s`));
});

test('every CLI command is in the CLI table', () => {
  const table = readme.slice(readme.indexOf('## The CLI'));
  expect(commands.map((c) => c.name).filter((name) => !table.includes(`\`${name}`))).toEqual([]);
});
