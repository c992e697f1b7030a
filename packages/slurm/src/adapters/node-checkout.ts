import { createHash, randomBytes } from 'node:crypto';
import { accessSync, constants, cpSync, createReadStream, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
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

export const nodeCheckoutFiles: CheckoutFiles = {
  exists: (path) => existsSync(path),
  remove: (path) => rmSync(path, { recursive: true, force: true }),
  copyTree: (from, to) => cpSync(from, to, { recursive: true, force: true }),
  readText: (path) => readFileSync(path, 'utf8'),
  writeText(path, text) {
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, path);
  },
  async sha256(path) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
};
