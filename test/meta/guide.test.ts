// One description per action: its README (inputs and outputs generated from action.yml by `npm run
// docs`) is the reference; docs/guide.md shows the actions in use and links to those READMEs
// instead of listing their inputs and outputs again.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const guide = readFileSync(join(repoRoot, 'docs/guide.md'), 'utf8');
const actions = readdirSync(join(repoRoot, 'actions')).filter((name) => existsSync(join(repoRoot, 'actions', name, 'action.yml')));

test.each(actions)('docs/guide.md links actions/%s/README.md', (name) => {
  expect(guide).toContain(`(../actions/${name}/README.md`);
});

test('docs/guide.md lists no inputs or outputs of its own (they are in the action READMEs)', () => {
  const lines = guide.split('\n');
  expect(lines.flatMap((line, i) => (/\*\*(Inputs|Outputs)\*\*/.test(line) ? [`docs/guide.md:${i + 1}: ${line}`] : []))).toEqual([]);
});

test('docs/guide.md has no table of inputs, outputs or flags (the READMEs and --help have them, from one table)', () => {
  const header = /^\|\s*`?(input|inputs|output|outputs|flag|flags|option|options|name)`?\s*\|/i;
  const lines = guide.split('\n');
  expect(lines.flatMap((line, i) => (header.test(line) && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? '') ? [`docs/guide.md:${i + 1}: ${line}`] : []))).toEqual([]);
});
