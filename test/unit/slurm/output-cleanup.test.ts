import { expect, test } from '@jest/globals';
import { removeJobOutputs, type OutputFiles } from '../../../packages/slurm/src/index.js';
import { FakeClock } from './fakes.js';

/** Folders that refuse removal `busy[dir]` times (EBUSY, as NFS does while a file is open), with .nfs leftovers. */
function files(busy: Record<string, number>, nfs: Record<string, string[]> = {}): OutputFiles & { removed: string[] } {
  const removed: string[] = [];
  return {
    removed,
    removeTree(path) {
      if ((busy[path] ?? 0) > 0) {
        busy[path]!--;
        throw Object.assign(new Error('busy'), { code: 'EBUSY' });
      }
      removed.push(path);
    },
    nfsLeftovers: (dir) => nfs[dir] ?? [],
    removeFile: (path) => removed.push(path)
  };
}

test.each<[string, Record<string, number>, string[], number, string[]]>([
  ['removed at once', {}, ['/w/outputs/1', '/w/outputs/2'], 0, []],
  ['busy twice: removed at the third try, 20 s later', { '/w/outputs/1': 2 }, ['/w/outputs/1', '/w/outputs/2'], 20_000, []],
  ['busy five times: given up after 4 waits, the other folder still removed', { '/w/outputs/1': 5 }, ['/w/outputs/2'], 40_000, ['/w/outputs/1 (EBUSY)']]
])('%s', async (_name, busy, removed, waited, left) => {
  const clock = new FakeClock();
  const fs = files(busy);
  expect(await removeJobOutputs(fs, clock, ['/w/outputs/1', '/w/outputs/2'])).toEqual(left);
  expect(fs.removed).toEqual(removed);
  expect(clock.time).toBe(waited);
});

test('.nfs leftovers of a folder that stayed are deleted', async () => {
  const fs = files({ '/w/outputs/1': 9 }, { '/w/outputs/1': ['/w/outputs/1/logs/.nfs0001'] });
  await removeJobOutputs(fs, new FakeClock(), ['/w/outputs/1']);
  expect(fs.removed).toEqual(['/w/outputs/1/logs/.nfs0001']);
});
