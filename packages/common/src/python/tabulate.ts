import { PyFloat } from './float.js';
import { pyGeneral } from './format.js';
import { pyNumberStr } from './json.js';
import { parsePyFloatText, parsePyIntText, pyStr, pyStrip } from './values.js';

/** A table cell as Python would hand it to tabulate: parsed JSON scalars (None is a missing value). */
export type TabulateCell = null | undefined | boolean | string | number | bigint | PyFloat;

// tabulate's type ladder: a column takes the most generic type of its cells, starting from bool.
const NONE = 0;
const BOOL = 1;
const INT = 2;
const FLOAT = 3;
const STR = 5;

// tabulate's `_float_with_thousands_separators` (a conditional regex: digits before the point, or
// at least one digit after it), written without the conditional group JavaScript lacks.
const THOUSANDS = /^(?:[+-]?[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]*)?|(?:\.[0-9]+)?)$/;

/** tabulate's `_isnumber`: float() accepts it, and a text that overflows to inf is not a number unless it says so. */
function isNumberText(text: string): boolean {
  const x = parsePyFloatText(text);
  if (x === null) return false;
  return Number.isFinite(x) || ['inf', '-inf', 'nan'].includes(text.toLowerCase());
}

/** tabulate's `_type` of one cell (numparse on, no ANSI codes). */
function cellType(v: TabulateCell): number {
  if (v === null || v === undefined || v === '') return NONE;
  if (typeof v === 'boolean') return BOOL;
  if (typeof v === 'bigint') return INT;
  if (v instanceof PyFloat) return FLOAT;
  if (typeof v === 'number') return Number.isInteger(v) && !Object.is(v, -0) ? INT : FLOAT;
  if (v === 'True' || v === 'False') return BOOL;
  if (parsePyIntText(v) !== null || (THOUSANDS.test(v) && !v.includes('.'))) return INT;
  if (isNumberText(v) || THOUSANDS.test(v)) return FLOAT;
  return STR;
}

/** tabulate's `_format` with the default formats (`floatfmt="g"`, `intfmt=""`, `missingval=""`). */
function formatCell(v: TabulateCell, type: number): string {
  if (v === null || v === undefined) return '';
  if (type === FLOAT) {
    if (typeof v === 'string') {
      const x = parsePyFloatText(v.replace(/,/g, ''));
      return x === null ? v : pyGeneral(x);
    }
    return pyGeneral(typeof v === 'boolean' ? Number(v) : typeof v === 'bigint' ? Number(v) : Number(v.valueOf()));
  }
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof PyFloat) return pyNumberStr(v);
  return pyStr(v);
}

/** tabulate's `_afterpoint`: digits after the decimal point (or the exponent), -1 for none. */
function afterPoint(text: string): number {
  if (!(isNumberText(text) || THOUSANDS.test(text))) return -1;
  if (parsePyIntText(text) !== null) return -1;
  let at = text.lastIndexOf('.');
  if (at < 0) at = text.toLowerCase().lastIndexOf('e');
  return at >= 0 ? width(text) - width(text.slice(0, at)) - 1 : -1;
}

// Python's len() counts code points.
const width = (text: string): number => [...text].length;
const padLeft = (w: number, text: string): string => ' '.repeat(Math.max(0, w - width(text))) + text;
const padRight = (w: number, text: string): string => text + ' '.repeat(Math.max(0, w - width(text)));

/**
 * `tabulate(rows, headers=headers, tablefmt="github")` of tabulate 0.10.0 with its defaults: numbers
 * (and numeric text) right-aligned on the decimal point, text left-aligned and stripped, every column
 * at least its header plus two wide, None as an empty cell. No trailing newline (print adds one).
 * Not covered: ANSI colour codes, wide (East Asian) characters and line breaks inside cells, which
 * tabulate measures and splits specially.
 */
export function pyTabulateGithub(rows: readonly (readonly TabulateCell[])[], headers: readonly string[]): string {
  const columns = headers.map((header, c) => {
    const cells = rows.map((row) => row[c]);
    const type = cells.reduce<number>((t, v) => Math.max(t, cellType(v)), BOOL);
    let texts = cells.map((v: TabulateCell) => formatCell(v, type));
    const numeric = type === INT || type === FLOAT;
    if (numeric) {
      // Decimal alignment: pad after the numbers so that their points line up, then flush right.
      const decimals = texts.map(afterPoint);
      const most = Math.max(...decimals);
      texts = texts.map((t, i) => t + ' '.repeat(most - decimals[i]!));
    } else texts = texts.map(pyStrip);
    const w = Math.max(width(header) + 2, ...texts.map(width));
    const pad = numeric ? padLeft : padRight;
    return { header: pad(w, header), cells: texts.map((t) => pad(w, t)), width: w };
  });
  const line = (cells: readonly string[]): string => `|${cells.map((cell) => ` ${cell} `).join('|')}|`;
  return [
    line(columns.map((c) => c.header)),
    `|${columns.map((c) => '-'.repeat(c.width + 2)).join('|')}|`,
    ...rows.map((_, r) => line(columns.map((c) => c.cells[r]!)))
  ].join('\n');
}
