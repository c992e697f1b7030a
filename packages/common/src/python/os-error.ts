import { pyStrRepr } from './values.js';

const ERRNO: Record<string, [number, string]> = {
  ENOENT: [2, 'No such file or directory'],
  EACCES: [13, 'Permission denied'],
  EISDIR: [21, 'Is a directory'],
  ENOTDIR: [20, 'Not a directory'],
  ELOOP: [40, 'Too many levels of symbolic links'],
  ENAMETOOLONG: [36, 'File name too long']
};

/**
 * `str()` of the exception Python's `open(path).read()` raises for a Node read error with this
 * `code`: `[Errno 2] No such file or directory: 'meta_env.json'`, or the UTF-8 decoder's complaint.
 */
export function pyOpenErrorText(error: unknown, path: string): string {
  const { code, byte } = error as { code?: string; byte?: number };
  if (code === 'EILSEQ') return `'utf-8' codec can't decode byte 0x${(byte ?? 0).toString(16).padStart(2, '0')}: invalid utf-8`;
  const known = code === undefined ? undefined : ERRNO[code];
  return known ? `[Errno ${known[0]}] ${known[1]}: ${pyStrRepr(path)}` : `${code ?? 'EIO'}: ${pyStrRepr(path)}`;
}
