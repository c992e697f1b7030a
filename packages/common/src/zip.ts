import { crc32, inflateRawSync } from 'node:zlib';
import { NAME_MAX_BYTES, relativePathProblem } from './contained-path.js';
import { SweepkitError } from './errors.js';

/**
 * A small ZIP reader for archives a job or a service hands us (GitHub artifacts): the central
 * directory is read and every entry checked before anything is inflated, so a refused archive
 * writes nothing. Only what upload-artifact writes is accepted: stored (0) and deflated (8)
 * entries, no encryption, no ZIP64, no multi-disk archives, regular files and folders only (a
 * symlink or device entry is refused), names that stay inside their folder (`contained-path.ts`),
 * declared sizes within bounds. Each entry's bytes are checked against its size and CRC-32 when
 * read.
 */

export interface ZipLimits {
  /** The most uncompressed bytes all entries together may declare. */
  maxTotalBytes: number;
  /** The most entries. */
  maxEntries: number;
}

export interface ZipEntry {
  /** The entry's path, `/`-separated, without a trailing `/` for folders. */
  name: string;
  directory: boolean;
  size: number;
  /** The entry's bytes, inflated and checked against its size and CRC-32. */
  bytes(): Buffer;
}

/** An archive refused: `what` names it (e.g. `artifact bmk_a`). */
export class ZipError extends SweepkitError {
  constructor(what: string, reason: string) {
    super(`${what}: ${reason}`, { code: 'bad-zip' });
    this.name = 'ZipError';
  }
}

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The end-of-central-directory record: the last signature whose comment reaches the archive's end exactly. */
function endRecord(zip: Buffer, fail: (reason: string) => never): number {
  for (let at = zip.length - END_SIZE; at >= Math.max(0, zip.length - END_SIZE - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  return fail('not a ZIP archive (no end of central directory; truncated?)');
}

/** The entries of `zip`, every one checked (see above); throws ZipError naming `what` and the entry. */
export function readZip(zip: Buffer, what: string, limits: ZipLimits): ZipEntry[] {
  const fail = (reason: string): never => {
    throw new ZipError(what, reason);
  };
  const end = endRecord(zip, fail);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryAt = zip.readUInt32LE(end + 16);
  if ((end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) || count === 0xffff || directoryAt === 0xffffffff) fail('ZIP64 archives are not supported');
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count) fail('multi-disk archives are not supported');
  if (count > limits.maxEntries) fail(`more than ${limits.maxEntries} entries`);
  if (directoryAt + directorySize > end) fail('the central directory lies outside the archive (truncated?)');

  const entries: ZipEntry[] = [];
  const names = new Map<string, boolean>();
  const spans: [number, number, string][] = [];
  let total = 0;
  let at = directoryAt;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_SIZE > directoryAt + directorySize || zip.readUInt32LE(at) !== CENTRAL)
      fail(`central directory entry ${index + 1} is damaged (truncated?)`);
    const madeBy = zip.readUInt16LE(at + 4) >> 8;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + CENTRAL_SIZE + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const mode = zip.readUInt32LE(at + 38) >>> 16;
    const localAt = zip.readUInt32LE(at + 42);
    if (next > directoryAt + directorySize) fail(`central directory entry ${index + 1} is damaged (truncated?)`);
    const rawName = zip.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    let name: string;
    try {
      name = utf8.decode(rawName);
    } catch {
      name = fail(`entry ${index + 1}'s name is not UTF-8`);
    }
    const entry = (reason: string): never => fail(`entry ${JSON.stringify(name)} ${reason}`);
    if (flags & 0x41) entry('is encrypted');
    if (method !== 0 && method !== 8) entry(`uses compression method ${method} (only stored and deflated entries are supported)`);
    if (packed === 0xffffffff || size === 0xffffffff || localAt === 0xffffffff) entry('needs ZIP64, which is not supported');
    const directory = name.endsWith('/');
    const type = madeBy === UNIX ? mode & S_IFMT : 0;
    if (type !== 0 && type !== (directory ? S_IFDIR : S_IFREG)) entry(type === 0o120000 ? 'is a symlink' : 'is not a regular file or folder');
    const path = directory ? name.slice(0, -1) : name;
    const problem = relativePathProblem(path);
    if (problem) entry(problem);
    // Normalised (`a//./b` is `a/b`) so that two spellings of one path count as one.
    const normal = path
      .split('/')
      .filter((p) => p !== '' && p !== '.')
      .join('/');
    // Each folder and file name must be one the file system takes (a raw ENAMETOOLONG otherwise).
    const long = normal.split('/').find((part) => Buffer.byteLength(part) > NAME_MAX_BYTES);
    if (long !== undefined) entry(`has a name part of ${Buffer.byteLength(long)} bytes (at most ${NAME_MAX_BYTES})`);
    if (names.has(normal)) entry('appears twice');
    names.set(normal, directory);
    if (directory && size !== 0) entry('is a folder with contents');
    if (method === 0 && packed !== size) entry('is stored with two different sizes');
    total += size;
    if (total > limits.maxTotalBytes) entry(`takes the archive past ${limits.maxTotalBytes} bytes`);

    if (localAt + LOCAL_SIZE > directoryAt || zip.readUInt32LE(localAt) !== LOCAL) entry('has no local header (truncated?)');
    const dataAt = localAt + LOCAL_SIZE + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (!zip.subarray(localAt + LOCAL_SIZE, localAt + LOCAL_SIZE + zip.readUInt16LE(localAt + 26)).equals(rawName))
      entry('has another name in its local header');
    if (dataAt + packed > directoryAt) entry('runs past its archive (truncated?)');
    spans.push([localAt, dataAt + packed, name]);
    entries.push({
      name: normal,
      directory,
      size,
      bytes() {
        const data = zip.subarray(dataAt, dataAt + packed);
        let bytes: Buffer;
        try {
          // Never more than the declared size: a deflate stream that would inflate past it is cut off.
          bytes = method === 0 ? Buffer.from(data) : inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return entry(`inflates past the ${size} bytes declared`);
          return entry(`cannot be inflated (${(error as Error).message})`);
        }
        if (bytes.length !== size) entry(`inflates to ${bytes.length} bytes, not the ${size} declared`);
        if (crc32(bytes) !== crc) entry('fails its CRC-32 check');
        return bytes;
      }
    });
    at = next;
  }
  // Entries that share bytes multiply a small archive into a large one.
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) fail(`entry ${JSON.stringify(spans[i]![2])} overlaps another`);
  // A file where another entry needs a folder (`a` and `a/b`).
  for (const [path] of names) {
    for (let cut = path.indexOf('/'); cut > 0; cut = path.indexOf('/', cut + 1)) {
      if (names.get(path.slice(0, cut)) === false) fail(`entry ${JSON.stringify(path.slice(0, cut))} is a file and a folder`);
    }
  }
  return entries;
}
