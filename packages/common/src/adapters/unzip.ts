import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathInside } from '../contained-path.js';
import { readZip, type ZipLimits } from '../zip.js';
import { createDirAtomic } from './write-atomic.js';

/**
 * Unpacks `zip` into the folder `target`, which it replaces whole once every entry is written: the
 * archive is checked before anything is written (`readZip`), and an entry that fails while being
 * inflated (a CRC mismatch) leaves the target as it was. Returns the number of files.
 */
export function unzipInto(zip: Buffer, target: string, what: string, limits: ZipLimits): number {
  const entries = readZip(zip, what, limits);
  const folder = createDirAtomic(target);
  try {
    for (const entry of entries) {
      const path = pathInside(folder.path, entry.name, `${what} entry`);
      mkdirSync(entry.directory ? path : dirname(path), { recursive: true });
      // Exclusive: the fresh folder holds only what this loop wrote, and nothing is written through a link.
      if (!entry.directory) writeFileSync(path, entry.bytes(), { flag: 'wx' });
    }
  } catch (error) {
    folder.abort();
    throw error;
  }
  folder.commit();
  return entries.filter((e) => !e.directory).length;
}
