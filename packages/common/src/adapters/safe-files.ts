import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Stats
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SweepkitError } from '../errors.js';
import { compareCodePoints } from '../python/json.js';
import { createFileAtomic, writeFileAtomic } from './write-atomic.js';

/**
 * The one file-access layer for every read or copy from a folder whose files a job, a benchmark
 * or a pull request controls (job logs, results folders, artifacts, checkouts). A `SafeFolder` is
 * one fixed root, resolved once when it is made; every path is taken relative to it and:
 * - every component on the way is checked, not only the last: a symlink — to a file or to a
 *   folder — is followed only when its target stays inside the root;
 * - opens are race-free: each component is opened relative to the descriptor of the folder
 *   already checked (`/proc/self/fd/<fd>/<name>`, without following a link), and a link's target
 *   is opened and then verified by the real path of the descriptor itself, so swapping a folder
 *   for a link between the check and the open gains nothing;
 * - regular files only: FIFOs, sockets and devices are never opened for reading (a FIFO would
 *   block the process, and a blocked synchronous read keeps even SIGTERM from ending it);
 * - walks are incremental (typed directory entries, a child checked from its checked parent) and
 *   bounded in depth and entries; sizes are bounded;
 * - every copy is written through the one atomic writer (random name, O_EXCL, removed on signals).
 * What is passed over is reported once per path through `onSkip`.
 */

/** A read past this is refused (the largest file any command reads whole). */
export const MAX_READ_BYTES = 64 * 1024 * 1024;
/** Folders deeper than this below a walked folder are passed over (reported once). */
export const MAX_WALK_DEPTH = 64;
/** A walk that meets more entries than this stops with an error. */
export const MAX_WALK_ENTRIES = 1_000_000;

/** Why a read or write was refused (`path: reason`); `code` is Node-style (files.ts REASONS). */
export class UnsafeFileError extends SweepkitError {
  constructor(
    code: 'ENOTREG' | 'EOUTSIDE' | 'EFBIG' | 'ETOOMANY',
    path: string,
    readonly reason: string
  ) {
    super(`${path}: ${reason}`, { code });
    this.name = 'UnsafeFileError';
  }
}

/** Reports an entry the layer passed over (a FIFO, a device, a symlink out of its folder). */
export type OnSkip = (path: string, reason: string) => void;

export type Entry =
  { kind: 'file'; size: number } | { kind: 'directory' } | { kind: 'missing' } | { kind: 'skipped'; reason: string; code: 'ENOTREG' | 'EOUTSIDE' | 'ENOENT' };

export interface ListEntry {
  name: string;
  isDirectory: boolean;
  /** A symlink (inside the root) rather than the file or folder itself. */
  isLink: boolean;
}

/** An open regular file of the folder. */
export interface OpenFile {
  fd: number;
  size: number;
  mode: number;
}

const within = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

/** Linux names an open descriptor's file: opening `<fd dir>/<n>/<name>` is openat(n, name). */
const PROC_FD = existsSync('/proc/self/fd') ? '/proc/self/fd' : undefined;
const NOT_REGULAR = 'not a regular file (a FIFO, socket or device)';
const READ = constants.O_RDONLY | constants.O_NONBLOCK;

/** A checked folder: its open descriptor and its real path. */
interface Dir {
  fd: number;
  real: string;
}

type Step = { kind: 'dir'; dir: Dir } | { kind: 'file'; file: OpenFile } | Exclude<Entry, { kind: 'file' } | { kind: 'directory' }>;

const MISSING = { kind: 'missing' } as const;
const skipped = (code: 'ENOTREG' | 'EOUTSIDE' | 'ENOENT', reason: string): Step => ({ kind: 'skipped', code, reason });
const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/** A folder's child, addressed through the folder's descriptor where the system allows it. */
const childOf = (dir: Dir, name: string): string => (PROC_FD ? `${PROC_FD}/${dir.fd}/${name}` : join(dir.real, name));
const listingOf = (dir: Dir): string => (PROC_FD ? `${PROC_FD}/${dir.fd}` : dir.real);
/** The real path of what a descriptor has open (where /proc is missing: the path it was opened by). */
const realOfFd = (fd: number, opened: string): string => (PROC_FD ? readlinkSync(`${PROC_FD}/${fd}`) : opened);

function asStep(fd: number, stat: Stats, real: string | (() => string)): Step {
  if (stat.isDirectory()) return { kind: 'dir', dir: { fd, real: typeof real === 'string' ? real : real() } };
  if (stat.isFile()) return { kind: 'file', file: { fd, size: stat.size, mode: stat.mode & 0o777 } };
  closeSync(fd);
  return skipped('ENOTREG', NOT_REGULAR);
}

export class SafeFolder {
  private constructor(
    /** The root as the caller named it (messages). */
    readonly root: string,
    /** Its real path, resolved once; undefined when it did not exist. */
    readonly real: string | undefined
  ) {}

  /** The folder `root` (itself resolved through any links once, now: the caller chose it). */
  static at(root: string): SafeFolder {
    const absolute = resolve(root);
    try {
      return new SafeFolder(absolute, realpathSync(absolute));
    } catch {
      return new SafeFolder(absolute, undefined);
    }
  }

  /** `path` (absolute, or relative to the root) as components below the root; refused when it climbs out. */
  private components(path: string): string[] {
    const absolute = resolve(this.root, path);
    const base = within(this.root, absolute) ? this.root : this.real !== undefined && within(this.real, absolute) ? this.real : undefined;
    if (base === undefined) throw new UnsafeFileError('EOUTSIDE', path, `outside ${this.root}`);
    return relative(base, absolute).split(sep).filter(Boolean);
  }

  /** The path for messages: below the root as the caller named it. */
  private shown(parts: readonly string[]): string {
    return join(this.root, ...parts);
  }

  /** The root's descriptor, verified to still be the folder resolved when this was made. */
  private openRoot(): Dir | undefined {
    if (this.real === undefined) return undefined;
    let fd: number;
    try {
      fd = openSync(this.real, READ | constants.O_DIRECTORY);
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes(errno(error) ?? '')) return undefined;
      throw error;
    }
    const now = realOfFd(fd, this.real);
    if (now !== this.real) {
      closeSync(fd);
      throw new UnsafeFileError('EOUTSIDE', this.root, `moved since it was checked (now ${now})`);
    }
    return { fd, real: this.real };
  }

  /**
   * One component below a checked folder, opened without following a link; a link inside the root
   * is opened at its target and the descriptor's own real path checked against the root.
   */
  private step(dir: Dir, name: string, notALink = false): Step {
    const path = childOf(dir, name);
    let link: Stats | undefined;
    if (!notALink) {
      try {
        link = lstatSync(path);
      } catch {
        return MISSING;
      }
    }
    let target = path;
    // The real path of what is opened: only a folder needs it (for its children), so it is made then.
    let real: string | (() => string) = () => join(dir.real, name);
    if (link === undefined) {
      // The directory entry said so: opened without following a link, the descriptor checked below.
    } else if (link.isSymbolicLink()) {
      try {
        target = realpathSync(path);
        real = target;
      } catch {
        return skipped('ENOENT', 'a symlink whose target cannot be resolved (missing, or a loop)');
      }
      if (!within(this.real!, target)) return skipped('EOUTSIDE', `a symlink to ${target}, outside ${this.root}`);
    } else if (!link.isFile() && !link.isDirectory()) {
      return skipped('ENOTREG', NOT_REGULAR);
    }
    let fd: number;
    try {
      fd = openSync(target, READ | (target === path ? constants.O_NOFOLLOW : 0));
    } catch (error) {
      // Swapped for a link (ELOOP) or removed since the lstat: as if it were not there yet.
      if (['ENOENT', 'ELOOP', 'ENOTDIR'].includes(errno(error) ?? ''))
        return errno(error) === 'ELOOP' ? skipped('EOUTSIDE', 'replaced by a symlink while being read') : MISSING;
      throw error;
    }
    if (target !== path) {
      const opened = realOfFd(fd, target);
      if (!within(this.real!, opened)) {
        closeSync(fd);
        return skipped('EOUTSIDE', `a symlink to ${opened}, outside ${this.root}`);
      }
      real = opened;
    }
    return asStep(fd, fstatSync(fd), real);
  }

  /** Opens `path` component by component from the root; the caller closes what it gets. */
  private walkTo(parts: readonly string[]): Step {
    const root = this.openRoot();
    if (!root) return MISSING;
    let at: Step = { kind: 'dir', dir: root };
    for (const name of parts) {
      if (at.kind !== 'dir') {
        if (at.kind === 'file') closeSync(at.file.fd);
        return at.kind === 'file' ? MISSING : at;
      }
      const parent: Dir = at.dir;
      try {
        at = this.step(parent, name);
      } finally {
        closeSync(parent.fd);
      }
    }
    return at;
  }

  /** What `path` is, seen from inside the root. */
  entry(path: string): Entry {
    const parts = this.components(path);
    const at = this.walkTo(parts);
    if (at.kind === 'dir') closeSync(at.dir.fd);
    if (at.kind === 'file') closeSync(at.file.fd);
    return at.kind === 'dir' ? { kind: 'directory' } : at.kind === 'file' ? { kind: 'file', size: at.file.size } : at;
  }

  /** Opens a regular file inside the root for reading; undefined when it does not exist. */
  open(path: string): OpenFile | undefined {
    const parts = this.components(path);
    const at = this.walkTo(parts);
    if (at.kind === 'missing') return undefined;
    if (at.kind === 'dir') {
      closeSync(at.dir.fd);
      throw Object.assign(new Error(`${path}: is a directory`), { code: 'EISDIR' });
    }
    if (at.kind === 'skipped') throw new UnsafeFileError(at.code === 'ENOTREG' ? 'ENOTREG' : 'EOUTSIDE', this.shown(parts), at.reason);
    return at.file;
  }

  /** Up to `max` bytes from `offset` and the file's size now; undefined while it does not exist. */
  readRange(path: string, offset: number, max: number): { size: number; bytes: Buffer } | undefined {
    const file = this.open(path);
    if (!file) return undefined;
    try {
      const length = Math.max(0, Math.min(max, file.size - offset));
      const bytes = Buffer.alloc(length);
      const read = length ? readSync(file.fd, bytes, 0, length, offset) : 0;
      return { size: file.size, bytes: bytes.subarray(0, read) };
    } finally {
      closeSync(file.fd);
    }
  }

  /** The whole regular file, at most `maxBytes`; throws ENOENT when missing, EFBIG when larger. */
  readFile(path: string, maxBytes = MAX_READ_BYTES): Buffer {
    const file = this.open(path);
    if (!file) throw Object.assign(new Error(`${path}: file does not exist`), { code: 'ENOENT' });
    try {
      return readWhole(file, path, maxBytes);
    } finally {
      closeSync(file.fd);
    }
  }

  /** Entries of the folder `path` that are regular files or folders inside the root, sorted by name; others go to `onSkip`. */
  list(path: string, onSkip: OnSkip): ListEntry[] {
    const parts = this.components(path);
    const at = this.walkTo(parts);
    if (at.kind === 'file') closeSync(at.file.fd);
    if (at.kind !== 'dir') return [];
    try {
      return this.children(at.dir, parts, onSkip).map(({ name, isDirectory, isLink }) => ({ name, isDirectory, isLink }));
    } finally {
      closeSync(at.dir.fd);
    }
  }

  /**
   * A checked folder's entries by their directory type, sorted by name (or, `byPath`, in the
   * code-point order of the paths below: a folder sorts as its name and a `/`); only links cost a
   * look at their target.
   */
  private children(dir: Dir, parts: readonly string[], onSkip: OnSkip, byPath = false): (ListEntry & { dir: Dir })[] {
    const out: (ListEntry & { dir: Dir })[] = [];
    const dirents = readdirSync(listingOf(dir), { withFileTypes: true });
    if (byPath) {
      const keys = new Map(dirents.map((d) => [d, d.isDirectory() ? `${d.name}/` : d.name]));
      dirents.sort((a, b) => compareCodePoints(keys.get(a)!, keys.get(b)!));
    } else dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const dirent of dirents) {
      const { name } = dirent;
      if (dirent.isFile()) out.push({ name, isDirectory: false, isLink: false, dir });
      else if (dirent.isDirectory()) out.push({ name, isDirectory: true, isLink: false, dir });
      else if (!dirent.isSymbolicLink()) onSkip(this.shown([...parts, name]), NOT_REGULAR);
      else {
        const at = this.step(dir, name);
        if (at.kind === 'dir') closeSync(at.dir.fd);
        if (at.kind === 'file') closeSync(at.file.fd);
        if (at.kind === 'skipped') onSkip(this.shown([...parts, name]), at.reason);
        if (at.kind === 'dir' || at.kind === 'file') out.push({ name, isDirectory: at.kind === 'dir', isLink: true, dir });
      }
    }
    return out;
  }

  /**
   * Every entry below the folder `path`, relative to it, `/`-separated, in the code-point order of
   * those paths (a folder's entries right after it). Linked folders inside the root are entered
   * once each when `followLinkedFolders` (a loop or the same folder twice is walked once), else
   * listed and not entered (Python's rglob). `visit` gets each entry as the walk meets it, with a
   * reader that opens a file relative to its checked folder.
   */
  walk(
    path: string,
    onSkip: OnSkip,
    options: { followLinkedFolders?: boolean; visit?: (entry: WalkEntry, read: (maxBytes?: number) => Buffer) => void } = {}
  ): WalkEntry[] {
    const parts = this.components(path);
    const start = this.walkTo(parts);
    if (start.kind === 'file') closeSync(start.file.fd);
    if (start.kind !== 'dir') return [];
    const out: WalkEntry[] = [];
    const seen = new Set<string>();
    const { followLinkedFolders = false, visit } = options;
    const descend = (dir: Dir, names: string[]): void => {
      // Without linked folders no folder can come twice (folders have no hard links).
      if (followLinkedFolders) {
        const stat = fstatSync(dir.fd);
        const key = `${stat.dev}:${stat.ino}`;
        if (seen.has(key)) return;
        seen.add(key);
      }
      if (names.length > MAX_WALK_DEPTH) {
        onSkip(this.shown([...parts, ...names]), `more than ${MAX_WALK_DEPTH} folders deep: not walked`);
        return;
      }
      const prefix = names.length ? `${names.join('/')}/` : '';
      for (const child of this.children(dir, [...parts, ...names], onSkip, true)) {
        if (out.length >= MAX_WALK_ENTRIES) throw new UnsafeFileError('ETOOMANY', this.shown(parts), `more than ${MAX_WALK_ENTRIES} entries`);
        const entry: WalkEntry = { path: prefix + child.name, isFile: !child.isDirectory, isLink: child.isLink };
        out.push(entry);
        visit?.(entry, (maxBytes = MAX_READ_BYTES) => this.readChild(dir, child.name, () => [...parts, ...names, child.name], maxBytes, !child.isLink));
        if (child.isDirectory && (!child.isLink || followLinkedFolders)) {
          // A folder the listing typed as one is opened without following a link (swapped for one: passed over).
          const at = this.step(dir, child.name, !child.isLink);
          if (at.kind === 'file') closeSync(at.file.fd);
          if (at.kind !== 'dir') continue;
          try {
            descend(at.dir, [...names, child.name]);
          } finally {
            closeSync(at.dir.fd);
          }
        }
      }
    };
    try {
      descend(start.dir, []);
    } finally {
      closeSync(start.dir.fd);
    }
    return out;
  }

  /** The file `name` of a checked folder, opened relative to it; `parts` (its path below the root) only names it in messages. */
  private readChild(dir: Dir, name: string, parts: () => readonly string[], maxBytes: number, notALink: boolean): Buffer {
    const at = this.step(dir, name, notALink);
    if (at.kind === 'dir') {
      closeSync(at.dir.fd);
      throw Object.assign(new Error(`${this.shown(parts())}: is a directory`), { code: 'EISDIR' });
    }
    if (at.kind === 'missing') throw Object.assign(new Error(`${this.shown(parts())}: file does not exist`), { code: 'ENOENT' });
    if (at.kind === 'skipped') throw new UnsafeFileError(at.code === 'ENOTREG' ? 'ENOTREG' : 'EOUTSIDE', this.shown(parts()), at.reason);
    try {
      return readWhole(at.file, () => this.shown(parts()), maxBytes);
    } finally {
      closeSync(at.file.fd);
    }
  }

  /** Copies a regular file inside the root to `to` (through the atomic writer, keeping its mode); false when it is missing. */
  copyFile(from: string, to: string, maxBytes = Number.MAX_SAFE_INTEGER): boolean {
    const file = this.open(from);
    if (!file) return false;
    try {
      if (file.size > maxBytes) throw new UnsafeFileError('EFBIG', from, `larger than ${maxBytes} bytes`);
      const out = createFileAtomic(to, file.mode);
      try {
        const chunk = Buffer.alloc(1 << 20);
        for (let read; (read = readSync(file.fd, chunk, 0, chunk.length, null)) > 0;) out.write(chunk.subarray(0, read));
      } catch (error) {
        out.abort();
        throw error;
      }
      out.commit();
      return true;
    } finally {
      closeSync(file.fd);
    }
  }

  /** Copies the regular files and folders below the folder `from` into `to`, merging; links inside the root are copied as what they point to. */
  copyTree(from: string, to: string, onSkip: OnSkip): void {
    mkdirSync(to, { recursive: true });
    for (const entry of this.walk(from, onSkip, { followLinkedFolders: true })) {
      if (!entry.isFile) continue;
      const source = join(resolve(this.root, from), entry.path);
      try {
        this.copyFile(source, join(to, entry.path));
      } catch (error) {
        // Swapped for a FIFO or a link out after the walk: passed over like the walk would have.
        if (!(error instanceof UnsafeFileError)) throw error;
        onSkip(source, error.reason);
      }
    }
  }

  /**
   * Writes `path` through the atomic writer after checking that its folder really is inside the
   * root (a folder symlinked out of a checkout would carry the write outside it). The target itself
   * may be a symlink: the rename replaces the link, it never writes through it.
   */
  writeFile(path: string, text: string | Uint8Array): void {
    const folder = this.entry(dirname(resolve(this.root, path)));
    if (folder.kind === 'skipped') throw new UnsafeFileError('EOUTSIDE', path, `its folder is ${folder.reason}`);
    writeFileAtomic(resolve(this.root, path), text);
  }
}

export interface WalkEntry {
  path: string;
  isFile: boolean;
  isLink: boolean;
}

function readWhole(file: OpenFile, path: string | (() => string), maxBytes: number): Buffer {
  if (file.size > maxBytes) throw new UnsafeFileError('EFBIG', typeof path === 'string' ? path : path(), `larger than ${maxBytes} bytes`);
  const bytes = Buffer.allocUnsafe(file.size);
  let length = 0;
  while (length < bytes.length) {
    const read = readSync(file.fd, bytes, length, bytes.length - length, null);
    if (read === 0) break;
    length += read;
  }
  return bytes.subarray(0, length);
}

/** The folder whose bounds apply to `path`: the first of `roots` that holds it, else its own folder (a path the caller named outside them all). */
export function folderOf(roots: readonly string[], path: string): SafeFolder {
  const absolute = resolve(path);
  return SafeFolder.at(roots.map((r) => resolve(r)).find((r) => within(r, absolute)) ?? dirname(absolute));
}

/** An `OnSkip` that reports each path once (a log polled every few seconds warns once). */
export function skipOncePerPath(report: (line: string) => void): OnSkip {
  const reported = new Set<string>();
  return (path, reason) => {
    if (reported.has(path)) return;
    reported.add(path);
    report(`skipped ${path}: ${reason}`);
  };
}
