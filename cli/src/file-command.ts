import { randomUUID } from 'node:crypto';
import { SweepkitError } from '../../packages/common/src/index.js';

/** Characters that end a line for the runner or for a reader of its files. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Variable and output names: no `=`, `<<`, space or line break can hide in one. */
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Lines for the runner's file commands (`>> $GITHUB_ENV`, `>> $GITHUB_OUTPUT`): `NAME=value`, or,
 * when a value holds a line break (CR, LF, U+2028, U+2029), the runner's heredoc form with a
 * random delimiter the value does not contain, so no value can start a line of its own. A name
 * that is not a name (letters, digits, `_`, `-`), or a value with NUL (no environment variable can hold it), is refused.
 */
export function fileCommandLines(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (!NAME.test(name)) throw new SweepkitError(`cannot write ${JSON.stringify(name)} as a file command: not a variable name`, { code: 'file-command' });
      if (value.includes('\0')) throw new SweepkitError(`cannot write ${name} as a file command: its value holds a NUL character`, { code: 'file-command' });
      if (!LINE_BREAK.test(value)) return `${name}=${value}\n`;
      let delimiter: string;
      do delimiter = `ghadelimiter_${randomUUID()}`;
      while (value.includes(delimiter));
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}
