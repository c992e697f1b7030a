import { randomBytes } from 'node:crypto';
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
  for (const temp of pending) rmSync(temp, { force: true });
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
  // A short name: a target whose name is near the 255-byte limit must still be writable.
  const temp = join(dirname(target), `.sweepkit-${randomBytes(8).toString('hex')}.tmp`);
  if (unguardTimer) clearTimeout(unguardTimer);
  unguardTimer = undefined;
  if (!guarded) {
    guarded = true;
    for (const signal of SIGNALS) process.on(signal, onSignal);
  }
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
