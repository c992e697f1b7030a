import { describe, expect, test } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWheelsCache } from '../../../packages/slurm/src/adapters/wheels-cache.js';
import { checkWheelsCacheDir } from '../../../packages/slurm/src/index.js';

const mode = (path: string): number => statSync(path).mode & 0o777;
const scratch = (): string => mkdtempSync(join(tmpdir(), 'sweepkit-wheels-'));

describe('ensureWheelsCache', () => {
  test('only the cache folder it creates is made world-writable; folders it did not create keep their mode', async () => {
    const root = scratch();
    chmodSync(root, 0o750);
    await ensureWheelsCache(join(root, 'new', 'cache'));
    expect(mode(join(root, 'new', 'cache'))).toBe(0o777);
    // Created on the way (not the cache itself) and the existing parent: not opened up.
    expect(mode(join(root, 'new'))).not.toBe(0o777);
    expect(mode(root)).toBe(0o750);
    const existing = join(root, 'existing');
    mkdirSync(existing);
    chmodSync(existing, 0o750);
    await ensureWheelsCache(existing);
    expect(mode(existing)).toBe(0o750);
  });

  test('a symbolic link into /proc is refused like the path itself, naming the option', async () => {
    const root = scratch();
    symlinkSync('/proc/self', join(root, 'link'));
    await expect(ensureWheelsCache(join(root, 'link', 'cache'))).rejects.toThrow(
      /^--wheels-cache-dir must not be under \/proc \(a kernel file system, not a place for a cache\)/
    );
  });

  test.each([
    ['a file', (root: string) => (writeFileSync(join(root, 'f'), ''), join(root, 'f')), /^the wheels cache \S+\/f is not a folder$/],
    [
      'below a file',
      (root: string) => (writeFileSync(join(root, 'f'), ''), join(root, 'f', 'cache')),
      /^cannot prepare the wheels cache \S+\/f\/cache \(ENOTDIR\)$/
    ]
  ])('%s: one line naming the folder, not a raw errno text', async (_name, make, message) => {
    await expect(ensureWheelsCache(make(scratch()))).rejects.toThrow(message);
  });
});

// /dev/shm is allowed: a real tmpfs people use for fast scratch data, where mkdir and stat behave
// as on a disk. The rest of /proc, /sys and /dev are kernel file systems (a recursive mkdir under
// /proc never returns).
test.each([
  ['/proc/self', '/proc'],
  ['/proc', '/proc'],
  ['/sys/x', '/sys'],
  ['/dev/x/cache', '/dev'],
  ['/tmp/../proc/x', '/proc'],
  ['//sys/x', '/sys'],
  ['/dev/shm/x', undefined],
  ['/dev/shm', undefined],
  ['/procfs/x', undefined],
  ['/data/wheels', undefined]
])('checkWheelsCacheDir(%j): refused as under %p (undefined: allowed)', (path, root) => {
  const run = () => checkWheelsCacheDir(path);
  if (root === undefined) expect(run).not.toThrow();
  else expect(run).toThrow(`--wheels-cache-dir must not be under ${root} (a kernel file system, not a place for a cache), got ${JSON.stringify(path)}`);
});
