import { resolvePlainScalar } from './yaml-scalars.js';
import { pyStr } from './python/values.js';
import { LoadedYaml, YAML_MAX_DEPTH, type ChildPositions, type Position, type PositionIndex, type YamlMapping, type YamlValue } from './yaml-tree.js';

/**
 * A hand-written loader for the plain block style of the master configs, runners files and
 * changelogs: block mappings and sequences by indentation, `- ` items (also `- key: value`),
 * one-line plain / single- / double-quoted scalars, one-line flow sequences and mappings of
 * scalars, comments and blank lines. It builds exactly what the `yaml`-package path builds
 * (values, key order, positions). Anything else — anchors, tags, block scalars, multi-line
 * scalars, documents markers, tabs, unusual keys, every syntax error — makes it decline
 * (return undefined), so the caller falls back to the full parser. It never guesses.
 */
export function parseYamlFast(text: string, file: string, options: { uniqueKeys?: boolean } = {}): LoadedYaml | undefined {
  // Tabs, CR, control characters, BOM, YAML 1.1 line breaks (NEL, LS, PS), surrogates; `---`, `...`, `%` lines.
  if (/[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029\ud800-\udfff]|^(?:---|\.\.\.|%)/m.test(text)) return undefined;
  const uniqueKeys = options.uniqueKeys ?? false;
  let value: YamlValue;
  try {
    value = new FastParser(text, uniqueKeys, false).parse().value;
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
  // Positions serve messages only: a second parse records them on the first locate(), rather than
  // every parse allocating a few objects per node and keeping them to the end of the run.
  return new LoadedYaml(file, value, () => {
    try {
      return new FastParser(text, uniqueKeys, true).parse();
    } catch (error) {
      throw error === DECLINE ? new Error(`${file}: the fast YAML parser declined what it accepted before`) : error;
    }
  });
}

const DECLINE = Symbol('outside the fast YAML subset');
const decline = (): never => {
  throw DECLINE;
};

// A plain key made of ordinary characters: no indicators, quotes, flow or comment characters.
const PLAIN_KEY = /^[A-Za-z0-9_./$(][^#[\]{},'"&*!|>%@`]*$/;
// Characters that cannot start a plain scalar (`-` is handled apart: allowed before a non-space).
const NOT_PLAIN_START = '?:,[]{}#&*!|>\'"%@`';
// Where a plain scalar inside a flow collection ends (or turns into something we decline).
const FLOW_PLAIN_END = /[,\]}:#[{]/g;
// Where the literal text of a double-quoted scalar stops: its end or an escape.
const DOUBLE_QUOTED_STOP = /["\\]/g;
// The escapes of one-line double-quoted scalars we accept (others decline).
const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', n: '\n', t: '\t' };

type Places = Map<string | number, ChildPositions>;

/** Where a node is while positions are not recorded (never stored). */
const NOWHERE: Position = { line: 0, column: 0 };

class FastParser {
  private readonly lines: string[];
  /** Indentation of each line, or -1 for a blank or comment-only line. */
  private readonly indents: Int32Array;
  /** Each collection's child positions; undefined while positions are not recorded. */
  private readonly children: WeakMap<object, Places> | undefined;
  /** The next content line after the node parsed last. */
  private row = 0;
  /** Collections open around the node being parsed; deep documents are the full parser's to refuse. */
  private depth = 0;

  constructor(
    text: string,
    private readonly uniqueKeys: boolean,
    recordPositions: boolean
  ) {
    this.children = recordPositions ? new WeakMap() : undefined;
    this.lines = text.split('\n');
    this.indents = new Int32Array(this.lines.length);
    this.lines.forEach((line, i) => {
      let n = 0;
      while (line.charCodeAt(n) === 32) n++;
      this.indents[i] = n === line.length || line[n] === '#' ? -1 : n;
    });
  }

  /** The document, with its positions when they are recorded (else `children` is empty). */
  parse(): PositionIndex {
    const first = this.nextContent(0);
    if (first === this.lines.length || this.indents[first] !== 0) decline();
    const value = this.blockNode(first, 0);
    if (this.row !== this.lines.length) decline();
    return { value, root: at(first, 0), children: this.children ?? new WeakMap() };
  }

  /** A node's position, only allocated when positions are recorded. */
  private at(row: number, col: number): Position {
    return this.children ? at(row, col) : NOWHERE;
  }

  /** A new collection's child positions, when they are recorded. */
  private places(): Places | undefined {
    return this.children && new Map();
  }

  private nextContent(from: number): number {
    let row = from;
    while (row < this.lines.length && this.indents[row] === -1) row++;
    return row;
  }

  /** Indentation of a content line, -1 past the end. */
  private indentAt(row: number): number {
    return row < this.lines.length ? this.indents[row]! : -1;
  }

  /** A block collection starting at a line's indentation. */
  private blockNode(row: number, col: number): YamlValue {
    const line = this.lines[row]!;
    if (isDash(line, col)) return this.nested(() => this.sequence(row, col));
    if (this.key(line, col)) return this.nested(() => this.mapping(row, col));
    return decline();
  }

  private sequence(first: number, indent: number): YamlValue[] {
    const list: YamlValue[] = [];
    const places = this.places();
    let row = first;
    while (this.indentAt(row) === indent && isDash(this.lines[row]!, indent)) {
      const line = this.lines[row]!;
      const col = skipSpaces(line, indent + 1);
      let position: Position;
      if (col === line.length || line[col] === '#') {
        const next = this.nextContent(row + 1);
        // An empty item (null) is left to the full parser.
        if (this.indentAt(next) <= indent) decline();
        position = this.at(next, this.indents[next]!);
        list.push(this.blockNode(next, this.indents[next]!));
      } else {
        position = this.at(row, col);
        if (isDash(line, col)) decline();
        list.push(this.key(line, col) ? this.nested(() => this.mapping(row, col)) : this.inlineValue(row, col));
      }
      places?.set(list.length - 1, { value: position });
      row = this.row;
      if (this.indentAt(row) > indent) decline();
    }
    if (places) this.children!.set(list, places);
    this.row = row;
    return list;
  }

  /** A block mapping whose keys are at column `indent`; the first key may follow `- ` on its line. */
  private mapping(first: number, indent: number): YamlMapping {
    const mapping: YamlMapping = {};
    const places = this.places();
    let row = first;
    let col = indent;
    for (;;) {
      const line = this.lines[row]!;
      const key = this.key(line, col) ?? decline();
      const keyPosition = this.at(row, col);
      const valueCol = skipSpaces(line, key.end);
      let value: YamlValue;
      let valuePosition: Position;
      if (valueCol === line.length || line[valueCol] === '#') {
        const next = this.nextContent(row + 1);
        const nextIndent = this.indentAt(next);
        if (nextIndent > indent || (nextIndent === indent && isDash(this.lines[next]!, indent))) {
          valuePosition = this.at(next, nextIndent);
          value = this.blockNode(next, nextIndent);
        } else {
          // The `yaml` package places an empty value where the line's content would start.
          valuePosition = this.at(row, valueCol);
          value = null;
          this.row = next;
        }
      } else {
        valuePosition = this.at(row, valueCol);
        value = this.inlineValue(row, valueCol);
      }
      this.assign(mapping, places, key.text, value, keyPosition, valuePosition);
      row = this.row;
      const nextIndent = this.indentAt(row);
      if (nextIndent < indent) break;
      if (nextIndent > indent) decline();
      col = indent;
    }
    if (places) this.children!.set(mapping, places);
    this.row = row;
    return mapping;
  }

  /** PyYAML's dict semantics: the last value wins, the key keeps its first place. */
  private assign(mapping: YamlMapping, places: Places | undefined, key: string, value: YamlValue, keyPosition: Position, valuePosition: Position): void {
    if (this.uniqueKeys && Object.hasOwn(mapping, key)) decline();
    mapping[key] = value;
    places?.set(key, { key: places.get(key)?.key ?? keyPosition, value: valuePosition });
  }

  /** A `key:` at `col` (followed by a space or the end of line): its text and the index after the colon. */
  private key(line: string, col: number): { text: string; end: number } | undefined {
    let text: string;
    let colon: number;
    if (line[col] === '"' || line[col] === "'") {
      const quoted = quotedScalar(line, col);
      if (line[quoted.end] !== ':') return undefined;
      text = quoted.value;
      colon = quoted.end;
    } else if (line[col] === '[' || line[col] === '{') {
      return undefined;
    } else {
      // The first `:` before a space or the end of line, unless a ` #` comment comes first.
      const comment = line.indexOf(' #', col);
      const limit = comment === -1 ? line.length : comment;
      colon = line.indexOf(':', col);
      while (colon !== -1 && colon < limit && colon + 1 < line.length && line[colon + 1] !== ' ') colon = line.indexOf(':', colon + 1);
      if (colon === -1 || colon >= limit) return undefined;
      const source = line.slice(col, colon);
      if (!PLAIN_KEY.test(source) || source.endsWith(' ')) decline();
      text = pyStr(resolvePlainScalar(source));
    }
    if (colon + 1 < line.length && line[colon + 1] !== ' ') decline();
    // `yaml` limits implicit keys to 1024 characters; keep well clear of the limit.
    if (colon - col > 1000 || text === '__proto__') decline();
    return { text, end: colon + 1 };
  }

  /** A scalar or flow collection that ends its line; `this.row` moves to the next content line. */
  private inlineValue(row: number, col: number): YamlValue {
    const line = this.lines[row]!;
    let value: YamlValue;
    let end: number;
    if (line[col] === '[' || line[col] === '{') {
      ({ value, end } = this.nested(() => this.flowCollection(row, col)));
    } else if (line[col] === '"' || line[col] === "'") {
      ({ value, end } = quotedScalar(line, col));
    } else {
      if (!plainStart(line, col)) decline();
      const comment = line.indexOf(' #', col);
      end = comment === -1 ? line.length : comment;
      // `a: b` on one line is a syntax error (or a compact mapping) — not ours.
      const colon = line.indexOf(': ', col);
      if ((colon !== -1 && colon < end) || line[end - 1] === ':') decline();
      value = resolvePlainScalar(line.slice(col, end).trimEnd());
    }
    const rest = skipSpaces(line, end);
    if (rest < line.length && !(line[rest] === '#' && line[rest - 1] === ' ')) decline();
    this.row = this.nextContent(row + 1);
    return value;
  }

  /** A one-line `[a, b]` or `{k: v}` of scalars and such collections. */
  private flowCollection(row: number, open: number): { value: YamlValue; end: number } {
    const line = this.lines[row]!;
    const isList = line[open] === '[';
    const close = isList ? ']' : '}';
    const list: YamlValue[] = [];
    const mapping: YamlMapping = {};
    const places = this.places();
    let col = skipSpaces(line, open + 1);
    if (line[col] !== close) {
      for (;;) {
        const position = this.at(row, col);
        if (isList) {
          const item = this.flowNode(row, col);
          list.push(item.value);
          places?.set(list.length - 1, { value: position });
          col = skipSpaces(line, item.end);
        } else {
          const key = flowScalar(line, col, true);
          if (line[key.end] !== ':' || line[key.end + 1] !== ' ') decline();
          const text = key.quoted ? (key.value as string) : pyStr(key.value);
          if (text === '__proto__') decline();
          const valueCol = skipSpaces(line, key.end + 1);
          const item = this.flowNode(row, valueCol);
          this.assign(mapping, places, text, item.value, position, this.at(row, valueCol));
          col = skipSpaces(line, item.end);
        }
        if (line[col] === close) break;
        if (line[col] !== ',') decline();
        col = skipSpaces(line, col + 1);
        // A trailing comma is left to the full parser.
        if (line[col] === close) decline();
      }
    }
    const value = isList ? list : mapping;
    if (places) this.children!.set(value, places);
    return { value, end: col + 1 };
  }

  private flowNode(row: number, col: number): { value: YamlValue; end: number } {
    const c = this.lines[row]![col];
    return c === '[' || c === '{' ? this.nested(() => this.flowCollection(row, col)) : flowScalar(this.lines[row]!, col, false);
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > YAML_MAX_DEPTH) decline();
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }
}

const at = (row: number, col: number): Position => ({ line: row + 1, column: col + 1 });

function skipSpaces(line: string, col: number): number {
  let i = col;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

function isDash(line: string, col: number): boolean {
  return line[col] === '-' && (col + 1 === line.length || line[col + 1] === ' ');
}

function plainStart(line: string, col: number): boolean {
  const c = line[col];
  if (c === undefined || NOT_PLAIN_START.includes(c)) return false;
  return c !== '-' || (col + 1 < line.length && line[col + 1] !== ' ');
}

/** A quoted scalar closed on the same line (else decline); `end` is the index after the closing quote. */
function quotedScalar(line: string, open: number): { value: string; end: number } {
  const single = line[open] === "'";
  let value = '';
  let from = open + 1;
  for (;;) {
    const stop = single ? line.indexOf("'", from) : doubleQuotedStop(line, from);
    if (stop === -1) return decline();
    value += line.slice(from, stop);
    from = stop + 2;
    if (line[stop] === '\\') value += ESCAPES[line[stop + 1] ?? ''] ?? decline();
    else if (single && line[stop + 1] === "'") value += "'";
    else return { value, end: stop + 1 };
  }
}

/** The next `"` or `\` in a double-quoted scalar, -1 if none. */
function doubleQuotedStop(line: string, from: number): number {
  DOUBLE_QUOTED_STOP.lastIndex = from;
  return DOUBLE_QUOTED_STOP.exec(line)?.index ?? -1;
}

/** A scalar inside a one-line flow collection; a plain one stops at `,`, `]`, `}` or (for keys) `:`. */
function flowScalar(line: string, col: number, isKey: boolean): { value: YamlValue; end: number; quoted: boolean } {
  if (line[col] === '"' || line[col] === "'") return { ...quotedScalar(line, col), quoted: true };
  if (!plainStart(line, col) || line[col] === '-') decline();
  FLOW_PLAIN_END.lastIndex = col;
  const end = FLOW_PLAIN_END.exec(line)?.index ?? line.length;
  if (line[end] === undefined || '#[{'.includes(line[end]!) || (line[end] === ':' && !isKey)) decline();
  const source = line.slice(col, end).trimEnd();
  if (isKey && (line[end] !== ':' || source.length !== end - col || !PLAIN_KEY.test(source))) decline();
  return { value: resolvePlainScalar(source), end, quoted: false };
}
