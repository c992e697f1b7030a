import { SweepkitError } from '../../common/src/index.js';
import type { ArtifactFs } from './ports.js';

const BREAK = /\r\n|\r|\n/;

/**
 * The lines of a UTF-8 text file, streamed chunk by chunk, split like Python's universal newlines
 * (`\n`, `\r\n` and `\r`). A byte sequence that is not UTF-8 is an error naming the file.
 */
export function* textLines(fs: ArtifactFs, path: string): Generator<string> {
  // ignoreBOM keeps a leading U+FEFF, which Python's utf-8 codec keeps too (and JSON then rejects).
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let carry = '';
  const decode = (chunk?: Uint8Array): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new SweepkitError('file is not valid UTF-8', { location: { file: path } });
    }
  };
  for (const chunk of fs.chunks(path)) {
    let text = carry + decode(chunk);
    // A trailing \r may be the first half of \r\n: decide once the next chunk is known.
    carry = '';
    if (text.endsWith('\r')) {
      carry = '\r';
      text = text.slice(0, -1);
    }
    const parts = text.split(BREAK);
    carry = parts.pop()! + carry;
    yield* parts;
  }
  const rest = carry + decode();
  if (rest) yield* rest.split(BREAK).filter((line, i, all) => i < all.length - 1 || line !== '');
}
