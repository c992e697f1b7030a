const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Python `fnmatch.translate` (POSIX, case-sensitive): `*`, `?`, `[seq]`, `[!seq]`. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*') out += '.*';
    else if (ch === '?') out += '.';
    else if (ch === '[') {
      let j = i + 1;
      if (pattern[j] === '!') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j++;
      if (j >= pattern.length) {
        out += '\\[';
        continue;
      }
      let body = pattern.slice(i + 1, j).replace(/\\/g, '\\\\');
      if (body.startsWith('!')) body = `^${body.slice(1)}`;
      else if (body.startsWith('^')) body = `\\${body}`;
      out += `[${body}]`;
      i = j;
    } else out += escapeRegex(ch);
  }
  return new RegExp(`^(?:${out})$`, 's');
}

/** Keys named with `*` or `?` are patterns; anything else (even `[...]`) is an exact key. */
export const isGlob = (key: string): boolean => key.includes('*') || key.includes('?');
