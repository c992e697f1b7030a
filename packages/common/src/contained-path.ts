import { SweepkitError } from './errors.js';

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */

/** A file system's limit for one name (ext4, xfs, NFS). */
export const NAME_MAX_BYTES = 255;

// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;

/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
export function fileNameProblem(name: string, maxBytes = NAME_MAX_BYTES): string | undefined {
  if (name === '') return 'is empty';
  if (/[/\\]/.test(name)) return "must be a file name without folders ('/' or '\\')";
  if (CONTROL.test(name)) return 'must not contain control characters';
  if (name.startsWith('.')) return "must not start with '.'";
  if (Buffer.byteLength(name) > maxBytes) return `must be at most ${maxBytes} bytes`;
  return undefined;
}

/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
export function relativePathProblem(relative: string): string | undefined {
  if (relative.startsWith('/')) return 'must be a relative path';
  if (CONTROL.test(relative)) return 'must not contain control characters';
  if (relative.includes('\\')) return "must use '/' between folders, not '\\'";
  const parts = relative.split('/');
  if (parts.includes('..')) return "must stay inside its folder (no '..')";
  if (parts.every((p) => p === '' || p === '.')) return 'is empty';
  return undefined;
}

/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
export class UnsafePathError extends SweepkitError {
  constructor(what: string, value: string, reason: string) {
    super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
    this.name = 'UnsafePathError';
  }
}

/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
export function pathInside(root: string, relative: string, what: string): string {
  const problem = relativePathProblem(relative);
  if (problem) throw new UnsafePathError(what, relative, problem);
  const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
  const base = root.replace(/\/+$/, '');
  return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}

/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
export function checkFileName(name: string, what: string, maxBytes = NAME_MAX_BYTES): string {
  const problem = fileNameProblem(name, maxBytes);
  if (problem) throw new UnsafePathError(what, name, problem);
  return name;
}
