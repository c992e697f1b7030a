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

/**
 * Writes a file all at once: a temp file in the same folder, then a rename, so readers never see
 * a partial file. The temp's name is random and it is created exclusively (O_EXCL), so a file or
 * symlink planted at a predictable name is never followed or overwritten; SIGTERM/SIGINT remove it.
 */
export function writeFileAtomic(target: string, text: string): void {
  mkdirSync(dirname(target), { recursive: true });
  // A short name: a target whose name is near the 255-byte limit must still be writable.
  const temp = join(dirname(target), `.sweepkit-${randomBytes(8).toString('hex')}.tmp`);
  if (!guarded) {
    guarded = true;
    for (const signal of SIGNALS) process.on(signal, onSignal);
  }
  try {
    const fd = openSync(temp, 'wx', 0o644);
    pending.add(temp);
    try {
      writeFileSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    if (pending.has(temp)) rmSync(temp, { force: true });
    throw error;
  } finally {
    pending.delete(temp);
    // (Re)started after the write: a timer already due would run before the signal is delivered.
    if (unguardTimer) unguardTimer.refresh();
    else unguardTimer = setTimeout(unguard, 100).unref();
  }
}
