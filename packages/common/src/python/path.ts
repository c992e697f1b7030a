/**
 * Python `pathlib.PurePosixPath` spelling of paths: messages and stdout print paths the way the
 * reference does (`./a//b/` → `a/b`, '' → '.').
 */
export function pyPath(...parts: string[]): string {
  let root = '';
  let segments: string[] = [];
  for (const part of parts) {
    if (part.startsWith('/')) {
      // Exactly two leading slashes are kept by POSIX path rules; one or three+ become one.
      root = part.startsWith('//') && !part.startsWith('///') ? '//' : '/';
      segments = [];
    }
    segments.push(...part.split('/').filter((s) => s !== '' && s !== '.'));
  }
  const body = segments.join('/');
  return root + body || '.';
}

/** `Path(p).parents[:count]` — lexical parents, fewer for short relative paths. */
export function pyParents(path: string, count: number): string[] {
  const normal = pyPath(path);
  const root = normal.startsWith('//') && !normal.startsWith('///') ? '//' : normal.startsWith('/') ? '/' : '';
  const segments = normal
    .slice(root.length)
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const parents: string[] = [];
  for (let n = segments.length - 1; n >= 0 && parents.length < count; n--) {
    parents.push(root + segments.slice(0, n).join('/') || '.');
  }
  return parents;
}
