import type { JobFiles } from './ports.js';

export interface DigestEntry {
  /** Relative to the logs folder. */
  file: string;
  lines: string;
}

const DIGEST_LINES = 20;
const DIGEST_FILES = 40;
/** Bytes read from the end of a log for its last lines. */
const DIGEST_READ = 16 * 1024;

/** Every file below `root` with its size, paths relative to it, sorted; nothing read leaves `root`. */
export function listTree(files: JobFiles, root: string, prefix = ''): { path: string; size: number }[] {
  return files.list(root, prefix ? `${root}/${prefix.slice(0, -1)}` : root).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory) return listTree(files, root, `${relative}/`);
    return [{ path: relative, size: files.readFrom(root, `${root}/${relative}`, 0, 0)?.size ?? 0 }];
  });
}

/**
 * The failure digest: the last lines of each worker, frontend and infra log (`*.out`, `*.err`)
 * below a job's logs folder, so a failed job shows where it broke without downloading artifacts.
 */
export function failureDigest(files: JobFiles, logsDir: string, lines = DIGEST_LINES): DigestEntry[] {
  return listTree(files, logsDir)
    .filter((f) => /\.(out|err)$/.test(f.path) && f.size > 0)
    .slice(0, DIGEST_FILES)
    .map((f) => {
      const start = Math.max(0, f.size - DIGEST_READ);
      const read = files.readFrom(logsDir, `${logsDir}/${f.path}`, start, DIGEST_READ);
      const text = new TextDecoder().decode(read?.bytes ?? new Uint8Array());
      // A read that starts mid-file starts mid-line: that first piece is dropped.
      const all = text
        .replace(/\n$/, '')
        .split('\n')
        .slice(start > 0 ? 1 : 0);
      return { file: f.path, lines: all.slice(-lines).join('\n') };
    });
}

export interface ArchivePlan {
  /** Files that go into the archive whole, relative to the logs folder. */
  include: string[];
  /** Files left out because the archive would pass the limit. */
  cut: { path: string; size: number }[];
  /** A note for the archive when something was cut; undefined when nothing was. */
  note?: string;
}

/**
 * Which logs go into `multinode_server_logs.tar.gz` under a byte limit (before compression): the
 * smallest files first, so one runaway log does not push out every worker's; what does not fit is
 * listed in a note inside the archive (its full copy stays in LOGS/).
 */
export function planLogArchive(tree: readonly { path: string; size: number }[], maxBytes: number): ArchivePlan {
  let total = 0;
  const include: string[] = [];
  const cut: { path: string; size: number }[] = [];
  for (const file of [...tree].sort((a, b) => a.size - b.size || (a.path < b.path ? -1 : 1))) {
    if (total + file.size <= maxBytes) {
      include.push(file.path);
      total += file.size;
    } else cut.push(file);
  }
  include.sort();
  cut.sort((a, b) => (a.path < b.path ? -1 : 1));
  const note = cut.length
    ? `${cut.length} file(s) left out of this archive to keep it under ${maxBytes} bytes (max-log-bytes); a full copy of each is in LOGS/:\n${cut.map((c) => `${c.path}\t${c.size} bytes`).join('\n')}\n`
    : undefined;
  return { include, cut, note };
}
