import { SweepkitError } from '../../common/src/index.js';
import { NotUtf8Error, type ArtifactFs } from './artifact-fs.js';

const BREAK = /\r\n|\r|\n/;

/** The lines of a text, split like Python's universal newlines (no empty item after a final break). */
export function splitLines(text: string): string[] {
  const lines = text.includes('\r') ? text.split(BREAK) : text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** `fs.forEachLine`, with a file that is not UTF-8 reported as an error naming it. */
export function forEachLine(fs: ArtifactFs, path: string, each: (line: string) => void): void {
  try {
    fs.forEachLine(path, each);
  } catch (e) {
    if (e instanceof NotUtf8Error) throw new SweepkitError('file is not valid UTF-8', { location: { file: path } });
    throw e;
  }
}
