import { expect, test } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWheelsCache } from '../../../packages/slurm/src/adapters/wheels-cache.js';

const mode = (path: string): number => statSync(path).mode & 0o777;

test('a wheels cache folder it creates is world-writable; an existing one keeps its mode', () => {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-wheels-'));
  ensureWheelsCache(join(root, 'new', 'cache'));
  expect(mode(join(root, 'new', 'cache'))).toBe(0o777);
  const existing = join(root, 'existing');
  mkdirSync(existing);
  chmodSync(existing, 0o750);
  ensureWheelsCache(existing);
  expect(mode(existing)).toBe(0o750);
});
