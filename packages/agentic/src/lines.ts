import { SweepkitError } from '../../common/src/index.js';
import { NotUtf8Error, type ArtifactFs } from './ports.js';

const BREAK = /\r\n|\r|\n/;

const split = (text: string): string[] => (text.includes('\r') ? text.split(BREAK) : text.split('\n'));

/**
 * The lines of a UTF-8 text file, streamed chunk by chunk, split like Python's universal newlines
 * (`\n`, `\r\n` and `\r`). A byte sequence that is not UTF-8 is an error naming the file.
 */
export function* textLines(fs: ArtifactFs, path: string): Generator<string> {
  let carry = '';
  try {
    for (const chunk of fs.textChunks(path)) {
      let text = carry + chunk;
      // A trailing \r may be the first half of \r\n: decide once the next chunk is known.
      const pendingCr = text.endsWith('\r');
      if (pendingCr) text = text.slice(0, -1);
      const parts = split(text);
      carry = parts.pop()! + (pendingCr ? '\r' : '');
      yield* parts;
    }
  } catch (e) {
    if (e instanceof NotUtf8Error) throw new SweepkitError('file is not valid UTF-8', { location: { file: path } });
    throw e;
  }
  if (carry) yield* split(carry).filter((line, i, all) => i < all.length - 1 || line !== '');
}
