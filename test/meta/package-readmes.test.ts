// Each package says what it owns in its README: a `# <name> — …` title and at most two more lines.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const packages = readdirSync(join(repoRoot, 'packages'));

test.each(packages)('packages/%s/README.md says what the package owns in at most three lines', (name) => {
  const file = join(repoRoot, 'packages', name, 'README.md');
  expect(existsSync(file)).toBe(true);
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  expect(lines.length).toBeLessThanOrEqual(3);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[0]).toMatch(new RegExp(`^# ${name} — \\S`));
});
