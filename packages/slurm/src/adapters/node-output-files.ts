import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFiles } from '../output-cleanup.js';

/** `.nfs*` files anywhere below `dir`. */
function nfsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? nfsFiles(join(dir, e.name)) : e.name.startsWith('.nfs') ? [join(dir, e.name)] : []
  );
}

export const nodeOutputFiles: OutputFiles = {
  removeTree: (path) => rmSync(path, { recursive: true, force: true, maxRetries: 0 }),
  nfsLeftovers: nfsFiles,
  removeFile: (path) => rmSync(path, { force: true })
};
