import { createHash } from 'node:crypto';
import { accessSync, constants, createReadStream, existsSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { readTextFileSync, SafeFolder, SweepkitError, writeFileAtomic } from '../../../common/src/index.js';
import type { CheckoutFiles, CommandRunner } from '../prepare-stage.js';
import { runCommand } from './exec.js';

/** git, python3, uv and make through execFile (argv arrays); `which` searches the given PATH. */
export function createCommandRunner(path: string | undefined): CommandRunner {
  return {
    run: (file, args, options) => runCommand(file, args, options),
    which(name) {
      for (const dir of (path ?? '').split(delimiter).filter(Boolean)) {
        try {
          accessSync(join(dir, name), constants.X_OK);
          return join(dir, name);
        } catch {
          // not in this folder
        }
      }
      return undefined;
    }
  };
}

/** Overlays come from the PR's checkout: anything but files and folders inside the source stops the stage. */
const refuse = (path: string, reason: string): never => {
  throw new SweepkitError(`overlay ${path}: ${reason}`, { code: 'unsafe-file' });
};

/** The checkout's files, through the common file-access layer and the one atomic writer. */
export const nodeCheckoutFiles: CheckoutFiles = {
  exists: (path) => existsSync(path),
  remove: (path) => rmSync(path, { recursive: true, force: true }),
  copyTree(root, from, to) {
    // The recipes folder is the root, not the source's own folder: `from: x/.ssh` with `x` a link
    // to the runner's home is refused at `x`.
    const folder = SafeFolder.at(root);
    const entry = folder.entry(from);
    if (entry.kind === 'file') folder.copyFile(from, to);
    else if (entry.kind === 'directory') folder.copyTree(from, to, refuse);
    else if (entry.kind === 'skipped') refuse(from, entry.reason);
  },
  readText: readTextFileSync,
  writeText: writeFileAtomic,
  async sha256(path) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
};
