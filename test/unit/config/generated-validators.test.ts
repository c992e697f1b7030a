import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The validators are compiled ahead of time from schemas/*.schema.json; this keeps the committed
// code in step with the schemas (regenerate: node scripts/generate-validators.mjs).
const root = resolve(import.meta.dirname, '../../..');
const { TARGETS, generateValidators } = (await import(pathToFileURL(resolve(root, 'scripts/generate-validators.mjs')).href)) as {
  TARGETS: Array<{ file: string }>;
  generateValidators: (target: { file: string }) => string;
};

test.each(TARGETS.map((t) => [t.file, t] as const))('%s is generated from the current schemas', (file, target) => {
  expect(readFileSync(resolve(root, file), 'utf8') === generateValidators(target)).toBe(true);
});
