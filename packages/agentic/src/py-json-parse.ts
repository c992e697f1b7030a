// The Python-compatible JSON reader lives in common; the agentic modules import it from here.
export { isPyObject, parsePyJson, PyJsonSyntaxError, type PyObject, type PyValue } from '../../common/src/py-json-parse.js';

/** The JSON text of the value of `key` inside the top-level object `outer`, or undefined. */
export function rawMemberToken(line: string, outer: string, key: string): string | undefined {
  // Used only for integers too large for a double (nanosecond timestamps): JSON.parse has already
  // accepted the line, so a light scanner that skips strings and nesting is enough.
  let i = 0;
  const skipString = (): void => {
    i++;
    for (;;) {
      const c = line.charCodeAt(i++);
      if (c === 92) i++;
      else if (c === 34 || Number.isNaN(c)) return;
    }
  };
  const readString = (): string => {
    const start = i;
    skipString();
    return JSON.parse(line.slice(start, i)) as string;
  };
  const skipValue = (): void => {
    let depth = 0;
    for (;;) {
      const c = line.charCodeAt(i);
      if (Number.isNaN(c)) return;
      if (c === 34) {
        skipString();
        if (depth === 0) return;
        continue;
      }
      if (c === 123 || c === 91) depth++;
      else if (c === 125 || c === 93) {
        if (depth === 0) return;
        depth--;
        if (depth === 0) {
          i++;
          return;
        }
      } else if (depth === 0 && c === 44) return;
      i++;
    }
  };
  const ws = (): void => {
    while (/\s/.test(line[i] ?? '')) i++;
  };
  // Walks the members of the object starting at i; returns the raw token of the last `name`.
  const member = (name: string, nested: (() => string | undefined) | undefined): string | undefined => {
    let found: string | undefined;
    i++;
    for (;;) {
      ws();
      if (line[i] !== '"') break;
      const k = readString();
      ws();
      i++;
      ws();
      const start = i;
      if (k === name) {
        if (nested) {
          if (line[i] === '{') found = nested();
          else skipValue();
        } else {
          skipValue();
          found = line.slice(start, i).trim();
        }
      } else skipValue();
      ws();
      if (line[i] !== ',') break;
      i++;
    }
    if (line[i] === '}') i++;
    return found;
  };
  ws();
  if (line[i] !== '{') return undefined;
  return member(outer, () => member(key, undefined));
}
