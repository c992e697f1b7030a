import { globMatcher } from './fnmatch.js';

/** What `glob` needs of a file system, with paths relative to the working directory ('' is that folder). */
export interface GlobFs {
  /** The names in a folder, or undefined when it is not a readable folder. */
  list(dir: string): readonly string[] | undefined;
  exists(path: string): boolean;
}

const MAGIC = /[*?[]/;

/** Python's `os.path.split`: the part after the last `/`, and what precedes it without trailing slashes (unless all slashes). */
function split(path: string): [string, string] {
  const at = path.lastIndexOf('/') + 1;
  const head = path.slice(0, at);
  return [/^\/+$/.test(head) ? head : head.replace(/\/+$/, ''), path.slice(at)];
}

const join = (dir: string, name: string): string => (dir === '' || dir.endsWith('/') ? dir + name : `${dir}/${name}`);

/**
 * Python's `glob.glob(pattern)` (not recursive: `**` is `*`): `*`, `?` and `[…]` within one path
 * part, names starting with `.` only for a part that starts with `.`. Matches come in the order the
 * folder lists them; the reference sorts them, so callers do too.
 */
export function pyGlob(fs: GlobFs, pattern: string): string[] {
  const [dir, base] = split(pattern);
  if (!MAGIC.test(pattern)) return (base === '' ? fs.list(dir) !== undefined : fs.exists(pattern)) ? [pattern] : [];
  if (dir === '') return matchIn(fs, '', base);
  const dirs = dir !== pattern && MAGIC.test(dir) ? pyGlob(fs, dir) : [dir];
  const out: string[] = [];
  for (const d of dirs) {
    if (MAGIC.test(base)) for (const name of matchIn(fs, d, base)) out.push(join(d, name));
    else if (base === '' ? fs.list(d) !== undefined : fs.exists(join(d, base))) out.push(join(d, base));
  }
  return out;
}

function matchIn(fs: GlobFs, dir: string, pattern: string): string[] {
  const names = fs.list(dir) ?? [];
  const match = globMatcher(pattern);
  const hiddenOk = pattern.startsWith('.');
  return names.filter((name) => (hiddenOk || !name.startsWith('.')) && match(name));
}
