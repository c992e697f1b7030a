import type { JobFiles } from './ports.js';

/** Read at most this much per call, so one huge burst does not stall the wait loop. */
const CHUNK_BYTES = 256 * 1024;
const MAX_BYTES_PER_PUMP = 4 * 1024 * 1024;
/**
 * A line without a newline (a `\r` progress bar can run for megabytes) is handed out in pieces
 * of this size instead of being held, and re-scanned, whole.
 */
export const MAX_LINE_CHARS = 64 * 1024;

/**
 * Follows a growing log file by offset, like `tail -F` but under our control: it re-opens the
 * file on every read (NFS-friendly), waits quietly while the file does not exist yet, starts over
 * when the file shrank (truncated or replaced), and hands out whole lines only — a half-written
 * line waits for its end, except on the final drain.
 */
export class LogTail {
  private offset = 0;
  private partial = '';
  private decoder = new TextDecoder('utf-8');

  constructor(
    private readonly files: JobFiles,
    readonly path: string,
    private readonly emit: (text: string) => void
  ) {}

  /** Emits the whole lines appended since the last call; returns how many bytes were read. */
  pump(): number {
    let read = 0;
    while (read < MAX_BYTES_PER_PUMP) {
      const chunk = this.files.readFrom(this.path.slice(0, this.path.lastIndexOf('/')), this.path, this.offset, CHUNK_BYTES);
      if (!chunk) break;
      if (chunk.size < this.offset) {
        this.offset = 0;
        this.partial = '';
        this.decoder = new TextDecoder('utf-8');
        continue;
      }
      if (chunk.bytes.length === 0) break;
      this.offset += chunk.bytes.length;
      read += chunk.bytes.length;
      const text = this.partial + this.decoder.decode(chunk.bytes, { stream: true });
      const end = text.lastIndexOf('\n');
      this.partial = text.slice(end + 1);
      if (end >= 0) this.emit(text.slice(0, end));
      if (this.partial.length > MAX_LINE_CHARS) {
        this.emit(this.partial);
        this.partial = '';
      }
    }
    return read;
  }

  /** Reads to the end (however much is left) and also emits a last line that has no newline. */
  drain(): void {
    while (this.pump() > 0);
    const rest = this.partial + this.decoder.decode();
    this.partial = '';
    if (rest) this.emit(rest);
  }
}
