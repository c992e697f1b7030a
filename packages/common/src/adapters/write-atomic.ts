import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';

const pending = new Set<string>();
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
let guarded = false;
let unguardTimer: NodeJS.Timeout | undefined;

/**
 * A signal that arrives while a temp file exists: remove the temp files, then, unless the program
 * handles the signal itself, exit as a shell reports death by it (128 + its number). A signal
 * sent during the (synchronous) write is delivered once the event loop runs again, which is why
 * the handler stays a little longer than the write.
 */
function onSignal(signal: NodeJS.Signals): void {
  for (const temp of pending) rmSync(temp, { force: true, recursive: true });
  pending.clear();
  unguard();
  if (process.listenerCount(signal) === 0) process.exit(128 + constants.signals[signal]);
}

function unguard(): void {
  unguardTimer = undefined;
  if (!guarded) return;
  guarded = false;
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/** A file written in pieces that appears whole at its target, or not at all. */
export interface AtomicFile {
  write(data: string | Uint8Array): void;
  /** Moves the finished file into place. */
  commit(): void;
  /** Removes the partial file (the target is left as it was). */
  abort(): void;
}

/**
 * The one atomic writer: a temp file in the target's folder, then a rename, so readers never see a
 * partial file. The temp's name is random and it is created exclusively (O_EXCL), so a file or
 * symlink planted at a predictable name is never followed or overwritten; SIGTERM/SIGINT remove it.
 */
export function createFileAtomic(target: string, mode = 0o644): AtomicFile {
  mkdirSync(dirname(target), { recursive: true });
  const temp = tempBeside(target);
  guard();
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode);
  } catch (error) {
    settle(temp);
    throw error;
  }
  pending.add(temp);
  const close = (): void => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  const abort = (): void => {
    try {
      close();
    } finally {
      rmSync(temp, { force: true });
      settle(temp);
    }
  };
  return {
    write(data) {
      try {
        writeFileSync(fd!, data);
      } catch (error) {
        abort();
        throw error;
      }
    },
    commit() {
      try {
        close();
        renameSync(temp, target);
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      } finally {
        settle(temp);
      }
    },
    abort
  };
}

/**
 * A fresh random name in the target's folder (short: a target near the 255-byte limit must still be
 * writable), from the global Web Crypto: importing node:crypto would load it at every start.
 */
const tempBeside = (target: string): string => join(dirname(target), `.sweepkit-${Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString('hex')}.tmp`);

/** Temp files and folders are removed on SIGTERM/SIGINT while they exist (see onSignal). */
function guard(): void {
  if (unguardTimer) clearTimeout(unguardTimer);
  unguardTimer = undefined;
  if (guarded) return;
  guarded = true;
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

/** A folder filled under a temp name beside its target, then moved there whole, or not at all. */
export interface AtomicDir {
  /** The temp folder to fill. */
  readonly path: string;
  /** Moves the filled folder into place; whatever was at the target is replaced. */
  commit(): void;
  /** Removes the temp folder (the target is left as it was). */
  abort(): void;
}

/** The atomic writer for a folder: created exclusively under a random name, removed on signals like a temp file. */
export function createDirAtomic(target: string): AtomicDir {
  mkdirSync(dirname(target), { recursive: true });
  const temp = tempBeside(target);
  guard();
  try {
    mkdirSync(temp);
  } catch (error) {
    settle(temp);
    throw error;
  }
  pending.add(temp);
  const abort = (): void => {
    rmSync(temp, { force: true, recursive: true });
    settle(temp);
  };
  return {
    path: temp,
    commit() {
      try {
        // A folder is not renamed over a non-empty one: the old target moves aside first, and back if the move in fails.
        const old = tempBeside(target);
        let replaced = true;
        try {
          renameSync(target, old);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          replaced = false;
        }
        try {
          renameSync(temp, target);
        } catch (error) {
          if (replaced) renameSync(old, target);
          throw error;
        }
        if (replaced) rmSync(old, { force: true, recursive: true });
      } catch (error) {
        abort();
        throw error;
      }
      settle(temp);
    },
    abort
  };
}

/** The temp file is gone or renamed: forget it; the handlers stay a little longer (see onSignal). */
function settle(temp: string): void {
  pending.delete(temp);
  if (pending.size > 0) return;
  // (Re)started after the write: a timer already due would run before the signal is delivered.
  if (unguardTimer) unguardTimer.refresh();
  else unguardTimer = setTimeout(unguard, 100).unref();
}

/** Writes a file all at once through `createFileAtomic`. */
export function writeFileAtomic(target: string, text: string | Uint8Array): void {
  const file = createFileAtomic(target);
  file.write(text);
  file.commit();
}
