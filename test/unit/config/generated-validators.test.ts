import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The validators are compiled ahead of time from schemas/*.schema.json; this keeps the committed
// code in step with the schemas (regenerate with the command in the script's header).
test('packages/config/src/generated/validators.js is generated from the current schemas', async () => {
  const root = resolve(import.meta.dirname, '../../..');
  const script = pathToFileURL(resolve(root, 'packages/config/scripts/generate-validators.mjs')).href;
  const { generateValidators } = (await import(script)) as { generateValidators: () => string };
  const committed = readFileSync(resolve(root, 'packages/config/src/generated/validators.js'), 'utf8');
  expect(committed === generateValidators()).toBe(true);
});
