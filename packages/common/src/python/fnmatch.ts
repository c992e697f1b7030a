import { anyChar, compileGlob, literal, type CharTest, type GlobPart } from '../glob.js';

const never: CharTest = () => false;

/** A character of a bracket expression; `joins` marks a hyphen that makes a range. */
interface Atom {
  char: string;
  joins: boolean;
}

/**
 * A bracket expression's body (between `[` and `]`) with the rules of Python's `fnmatch`: a
 * leading `!` negates; a `-` between two characters is a range, except a `-` right after the
 * `[` or `[!` or right after a range; a range whose start is past its end is dropped together
 * with its two ends (so `[z-a]` matches nothing and `[!z-a]` any character); other characters,
 * `\` included, are literal.
 */
function bracketTest(body: readonly string[]): CharTest {
  let atoms: Atom[];
  if (!body.includes('-')) atoms = body.map((char) => ({ char, joins: false }));
  else {
    // Cut at the hyphens that make ranges; a hyphen right after a cut (or the opening) is plain.
    const pieces: string[][] = [];
    let from = 0;
    for (let at = body.indexOf('-', body[0] === '!' ? 2 : 1); at >= 0; at = body.indexOf('-', at + 3)) {
      pieces.push(body.slice(from, at));
      from = at + 1;
    }
    if (from < body.length) pieces.push(body.slice(from));
    else pieces[pieces.length - 1]!.push('-');
    // Drop reversed ranges, last first, by joining their two pieces without the range's ends.
    for (let k = pieces.length - 1; k > 0; k--) {
      const [left, right] = [pieces[k - 1]!, pieces[k]!];
      if (left[left.length - 1]!.codePointAt(0)! > right[0]!.codePointAt(0)!) pieces.splice(k - 1, 2, [...left.slice(0, -1), ...right.slice(1)]);
    }
    atoms = pieces.flatMap((piece, t) => [...(t > 0 ? [{ char: '-', joins: true }] : []), ...piece.map((char) => ({ char, joins: false }))]);
  }
  if (atoms.length === 0) return never;
  if (atoms.length === 1 && atoms[0]!.char === '!') return anyChar;
  // Read as a regular-expression set: `!` first negates, `x-y` (with a joining hyphen) is a range.
  const negate = atoms[0]!.char === '!';
  const singles = new Set<string>();
  const ranges: Array<[number, number]> = [];
  for (let i = negate ? 1 : 0; i < atoms.length; i++) {
    const low = atoms[i]!.char;
    const high = atoms[i + 2]?.char;
    if (atoms[i + 1]?.joins && high !== undefined) {
      ranges.push([low.codePointAt(0)!, high.codePointAt(0)!]);
      i += 2;
    } else singles.add(low);
  }
  return (char) => {
    const code = char.codePointAt(0)!;
    const inside = singles.has(char) || ranges.some(([low, high]) => low <= code && code <= high);
    return inside !== negate;
  };
}

/** The pattern as glob pieces, parsed as Python's `fnmatch.translate` does. */
function fnmatchParts(pattern: string): GlobPart[] {
  const chars = Array.from(pattern);
  const out: GlobPart[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '*') out.push({ many: anyChar });
    else if (char === '?') out.push({ one: anyChar });
    else if (char === '[') {
      // The body runs to the next `]`; a `]` first (after an optional `!`) belongs to it.
      let j = i + 1;
      if (chars[j] === '!') j++;
      if (chars[j] === ']') j++;
      while (j < chars.length && chars[j] !== ']') j++;
      if (j >= chars.length) out.push({ one: literal('[') });
      else {
        out.push({ one: bracketTest(chars.slice(i + 1, j)) });
        i = j;
      }
    } else out.push({ one: literal(char) });
  }
  return out;
}

/** Python's `fnmatch.fnmatchcase`: `*`, `?`, `[seq]`, `[!seq]`, the whole name (common's linear matcher). */
export const globMatcher = (pattern: string): ((name: string) => boolean) => compileGlob(fnmatchParts(pattern));

/** Keys named with `*` or `?` are patterns; anything else (even `[...]`) is an exact key. */
export const isGlob = (key: string): boolean => key.includes('*') || key.includes('?');
