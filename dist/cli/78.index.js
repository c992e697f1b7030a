export const id = 78;
export const ids = [78];
export const modules = {

/***/ 4078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eR: () => (/* reexport */ OptionError),
  g$: () => (/* reexport */ py_float/* PyFloat */.g$),
  Ly: () => (/* reexport */ py_json_parse/* PyJsonSyntaxError */.Ly),
  R0: () => (/* reexport */ errors/* SweepkitError */.R0),
  AK: () => (/* reexport */ errors/* SweepkitErrors */.AK),
  eb: () => (/* reexport */ errors/* UsageError */.eb),
  Am: () => (/* reexport */ YamlTimestamp),
  Gl: () => (/* reexport */ appliesTo),
  OP: () => (/* reexport */ compareCodePoints),
  o5: () => (/* reexport */ completeOptions),
  WI: () => (/* reexport */ firstSchemaError),
  Wk: () => (/* reexport */ errors/* formatError */.Wk),
  tf: () => (/* reexport */ errors/* formatFinding */.tf),
  j$: () => (/* reexport */ errors/* formatLocation */.j$),
  Y_: () => (/* reexport */ errors/* jsonErrorMessage */.Y_),
  Y3: () => (/* reexport */ loadYamlFile),
  Qj: () => (/* reexport */ markdownTable),
  j5: () => (/* reexport */ py_json_parse/* parsePyJson */.j5),
  hN: () => (/* reexport */ parseYaml),
  Sb: () => (/* reexport */ pickOptions),
  XO: () => (/* reexport */ py_float/* pyFloatRepr */.XO),
  dv: () => (/* reexport */ pyJsonDumps),
  Gu: () => (/* reexport */ readTextFile),
  Hz: () => (/* reexport */ schemaViolation),
  of: () => (/* reexport */ suggestionLines),
  Nb: () => (/* reexport */ errors/* toSweepkitErrors */.Nb)
});

// UNUSED EXPORTS: ACTION_DIALECT, CLI_DIALECT, JSON_MAX_DEPTH, LoadedYaml, YAML_MAX_ALIAS_NODES, YAML_MAX_DEPTH, actionDefault, closestMatch, didYouMean, editDistance, isPyObject, numberValue, optionsFor, parseOptionText, parseYamlFull, pyFloat, pyJsonString, pyNumber, resolvePlainScalar, resolveTaggedScalar

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/common/src/files.ts

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EILSEQ: 'is not valid UTF-8'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const { code = 'EIO', line, column, byte } = error;
        const reason = REASONS[code] ?? `cannot read file (${code})`;
        throw new errors/* SweepkitError */.R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}

// EXTERNAL MODULE: ./packages/common/src/py-float.ts
var py_float = __webpack_require__(2239);
;// CONCATENATED MODULE: ./packages/common/src/py-json.ts

const ABOVE_SURROGATES = /[\ud800-\uffff]/;
/** Python's str ordering (by code point); `<` on JS strings compares UTF-16 units, which differs past U+FFFF. */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        // A surrogate (U+D800–DFFF, part of a character above U+FFFF) sorts after U+E000–FFFF.
        const surrogate = (c) => c >= 0xd800 && c <= 0xdfff;
        if (surrogate(x) !== surrogate(y) && Math.max(x, y) >= 0xe000)
            return surrogate(x) ? 1 : -1;
        return x - y;
    }
    return a.length - b.length;
}
const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f'
};
// Characters Python escapes with ensure_ascii=True (anything not printable ASCII, plus " and \).
const NEEDS_ESCAPE_ASCII = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
// With ensure_ascii=False Python escapes only ", \ and the C0 controls.
const NEEDS_ESCAPE_RAW = /["\\\x00-\x1f]/g;
// Non-global copies for the common case, a string that needs no escaping: test() on a global
// regex reads and writes lastIndex, these do not.
const HAS_ESCAPE_ASCII = new RegExp(NEEDS_ESCAPE_ASCII.source);
const HAS_ESCAPE_RAW = new RegExp(NEEDS_ESCAPE_RAW.source);
const escapeChar = (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** A JSON string literal exactly as Python's json module writes it. */
function pyJsonString(text, ensureAscii = true) {
    if (!(ensureAscii ? HAS_ESCAPE_ASCII : HAS_ESCAPE_RAW).test(text))
        return `"${text}"`;
    // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
    return `"${text.replace(ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW, escapeChar)}"`;
}
/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n) {
    return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}
function pyNumber(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (value instanceof py_float/* PyFloat */.g$)
        return (0,py_float/* pyFloatRepr */.XO)(value.value);
    return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : (0,py_float/* pyFloatRepr */.XO)(value);
}
// Written keys by (ensure_ascii, key separator), shared between calls: per-row dumps (queue
// tokens, fingerprints) would otherwise escape the same few dozen keys thousands of times.
const KEY_TEXT_CACHES = new Map();
const KEY_TEXT_CACHE_LIMIT = 4096;
function keyTextCache(ensureAscii, keySep) {
    const id = `${ensureAscii ? 'a' : 'u'}${keySep}`;
    let cache = KEY_TEXT_CACHES.get(id);
    if (cache === undefined)
        KEY_TEXT_CACHES.set(id, (cache = new Map()));
    else if (cache.size > KEY_TEXT_CACHE_LIMIT)
        cache.clear();
    return cache;
}
// Sorted key lists by the keys in their given order: the rows of a matrix share a few shapes.
const SORTED_KEYS = new Map();
function sortedKeys(keys) {
    // JSON.stringify is an unambiguous id for a key list (a join could collide) and native-fast.
    const id = JSON.stringify(keys);
    let sorted = SORTED_KEYS.get(id);
    if (sorted === undefined) {
        // The native sort orders by UTF-16 unit, which is code-point order unless a key has a
        // character at or above U+D800 (then the exact comparison).
        sorted = keys.sort(keys.some((k) => ABOVE_SURROGATES.test(k)) ? compareCodePoints : undefined);
        if (SORTED_KEYS.size > KEY_TEXT_CACHE_LIMIT)
            SORTED_KEYS.clear();
        SORTED_KEYS.set(id, sorted);
    }
    return sorted;
}
/**
 * Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). Appends to one
 * string (V8 concatenates lazily) and writes each distinct key once: matrix rows repeat a few
 * dozen keys thousands of times.
 */
function pyJsonDumps(value, options = {}) {
    const ensureAscii = options.ensureAscii ?? true;
    const indent = options.indent;
    const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
    const keyTexts = keyTextCache(ensureAscii, keySep);
    const keyText = (key) => {
        let text = keyTexts.get(key);
        if (text === undefined)
            keyTexts.set(key, (text = pyJsonString(key, ensureAscii) + keySep));
        return text;
    };
    const newline = (depth) => (indent === undefined ? '' : '\n' + ' '.repeat(indent * depth));
    let out = '';
    const writeItem = (item, key, first, depth) => {
        if (item === undefined)
            throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
        out += first ? newline(depth + 1) : itemSep + newline(depth + 1);
        if (key !== null)
            out += keyText(key);
        write(item, depth + 1);
    };
    const write = (v, depth) => {
        if (v === null)
            return void (out += 'null');
        switch (typeof v) {
            case 'boolean':
                return void (out += v ? 'true' : 'false');
            case 'string':
                return void (out += pyJsonString(v, ensureAscii));
            case 'number':
            case 'bigint':
                return void (out += pyNumber(v));
            case 'object':
                break;
            default:
                throw new TypeError(`cannot write a ${typeof v} as JSON`);
        }
        if (v instanceof py_float/* PyFloat */.g$)
            return void (out += (0,py_float/* pyFloatRepr */.XO)(v.value));
        let empty = true;
        if (Array.isArray(v)) {
            out += '[';
            for (const item of v)
                writeItem(item, null, empty, depth), (empty = false);
        }
        else {
            out += '{';
            const map = v instanceof Map ? v : undefined;
            const record = v;
            if (options.sortKeys) {
                for (const key of sortedKeys(map ? [...map.keys()] : Object.keys(record)))
                    writeItem(map ? map.get(key) : record[key], key, empty, depth), (empty = false);
            }
            else if (map)
                for (const [key, item] of map)
                    writeItem(item, key, empty, depth), (empty = false);
            else
                for (const key of Object.keys(record))
                    writeItem(record[key], key, empty, depth), (empty = false);
        }
        if (!empty)
            out += newline(depth);
        out += Array.isArray(v) ? ']' : '}';
    };
    write(value, 0);
    return out;
}

;// CONCATENATED MODULE: ./packages/common/src/yaml-scalars.ts

/** A YAML 1.1 timestamp (PyYAML gives a date/datetime); kept as its source text. */
class YamlTimestamp {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
// PyYAML 6 implicit resolvers (YAML 1.1), tried in its order for plain scalars only.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const TRUE_WORDS = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
/** A Python int: a JS number while exact, a bigint beyond. */
function toInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
function sexagesimal(text) {
    const sign = text.startsWith('-') ? -1n : 1n;
    return { sign, parts: text.replace(/^[-+]/, '').split(':') };
}
/** PyYAML `construct_yaml_int`. */
function constructInt(source) {
    let text = source.replace(/_/g, '');
    let sign = 1n;
    if (text[0] === '-')
        sign = -1n;
    if (text[0] === '-' || text[0] === '+')
        text = text.slice(1);
    if (text === '0')
        return 0;
    // The common case without BigInt: a plain decimal small enough to be exact.
    if (/^[1-9][0-9]{0,14}$/.test(text))
        return sign < 0n ? -Number(text) : Number(text);
    if (text.startsWith('0b'))
        return toInt(sign * BigInt(text));
    if (text.startsWith('0x'))
        return toInt(sign * BigInt(text));
    if (text[0] === '0')
        return toInt(sign * BigInt(`0o${text.slice(1)}`));
    if (text.includes(':')) {
        let value = 0n;
        for (const part of text.split(':'))
            value = value * 60n + BigInt(part);
        return toInt(sign * value);
    }
    return toInt(sign * BigInt(text));
}
/** PyYAML `construct_yaml_float`. */
function constructFloat(source) {
    const text = source.replace(/_/g, '').toLowerCase();
    if (text.endsWith('.inf'))
        return new py_float/* PyFloat */.g$(text.startsWith('-') ? -Infinity : Infinity);
    if (text === '.nan')
        return new py_float/* PyFloat */.g$(NaN);
    if (text.includes(':')) {
        const { sign, parts } = sexagesimal(text);
        let value = 0;
        for (const part of parts)
            value = value * 60 + Number(part);
        return new py_float/* PyFloat */.g$(Number(sign) * value);
    }
    return new py_float/* PyFloat */.g$(Number(text));
}
/** Resolves a plain (unquoted) scalar the way PyYAML `safe_load` does. */
function resolvePlainScalar(text) {
    const first = text[0] ?? '';
    if ('yYnNtTfFoO'.includes(first) && first !== '' && BOOL.test(text))
        return TRUE_WORDS.has(text);
    if ('-+0123456789.'.includes(first) && first !== '' && FLOAT.test(text))
        return constructFloat(text);
    if ('-+0123456789'.includes(first) && first !== '' && INT.test(text))
        return constructInt(text);
    if (('~nN'.includes(first) || text === '') && NULL.test(text))
        return null;
    if (first >= '0' && first <= '9' && TIMESTAMP.test(text))
        return new YamlTimestamp(text);
    return text;
}
/** Applies an explicit standard tag (`!!str`, `!!int`, …); undefined for tags we do not know. */
function resolveTaggedScalar(tag, text) {
    switch (tag) {
        case 'tag:yaml.org,2002:str':
            return text;
        case 'tag:yaml.org,2002:int':
            return INT.test(text) ? constructInt(text) : undefined;
        case 'tag:yaml.org,2002:float':
            return FLOAT.test(text) || INT.test(text) ? constructFloat(text.includes('.') ? text : `${text}.0`) : undefined;
        case 'tag:yaml.org,2002:bool':
            return BOOL.test(text) ? TRUE_WORDS.has(text) : undefined;
        case 'tag:yaml.org,2002:null':
            return null;
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./packages/common/src/yaml-tree.ts


/** Nesting depth of collections. PyYAML's recursive composer gives up a little above 300. */
const YAML_MAX_DEPTH = 256;
/**
 * A YAML document loaded with PyYAML `safe_load` semantics, plus the position of every node, so
 * that validation errors can name `file:line:col` without parsing again.
 */
class LoadedYaml {
    file;
    value;
    rootPosition;
    children;
    constructor(file, value, rootPosition, children) {
        this.file = file;
        this.value = value;
        this.rootPosition = rootPosition;
        this.children = children;
    }
    /**
     * Where the node at `path` is (its key with `which: 'key'`). A path that leaves the document
     * (a missing key) gives the position of the deepest node that exists: the mapping that lacks it.
     */
    locate(path, which = 'value') {
        let position = this.rootPosition;
        let node = this.value;
        for (let i = 0; i < path.length; i++) {
            if (node === null || typeof node !== 'object')
                break;
            const entry = this.children.get(node)?.get(path[i]);
            if (!entry)
                break;
            position = which === 'key' && i === path.length - 1 && entry.key ? entry.key : entry.value;
            node = node[path[i]];
        }
        return { file: this.file, line: position.line, column: position.column };
    }
}
/** Python's str() of a mapping key, since our mappings are keyed by strings. */
function keyText(key) {
    if (key === null)
        return 'None';
    if (key === true)
        return 'True';
    if (key === false)
        return 'False';
    if (key instanceof py_float/* PyFloat */.g$)
        return String(key.value);
    if (key instanceof YamlTimestamp)
        return key.text;
    if (typeof key === 'object')
        return JSON.stringify(key);
    return String(key);
}

;// CONCATENATED MODULE: ./packages/common/src/yaml-fast.ts


/**
 * A hand-written loader for the plain block style of the master configs, runners files and
 * changelogs: block mappings and sequences by indentation, `- ` items (also `- key: value`),
 * one-line plain / single- / double-quoted scalars, one-line flow sequences and mappings of
 * scalars, comments and blank lines. It builds exactly what the `yaml`-package path builds
 * (values, key order, positions). Anything else — anchors, tags, block scalars, multi-line
 * scalars, documents markers, tabs, unusual keys, every syntax error — makes it decline
 * (return undefined), so the caller falls back to the full parser. It never guesses.
 */
function parseYamlFast(text, file, options = {}) {
    // Tabs, CR, control characters, BOM, YAML 1.1 line breaks (NEL, LS, PS), surrogates; `---`, `...`, `%` lines.
    if (/[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029\ud800-\udfff]|^(?:---|\.\.\.|%)/m.test(text))
        return undefined;
    try {
        return new FastParser(text, file, options.uniqueKeys ?? false).parse();
    }
    catch (error) {
        if (error === DECLINE)
            return undefined;
        throw error;
    }
}
const DECLINE = Symbol('outside the fast YAML subset');
const decline = () => {
    throw DECLINE;
};
// A plain key made of ordinary characters: no indicators, quotes, flow or comment characters.
const PLAIN_KEY = /^[A-Za-z0-9_.\/$(][^#[\]{},'"&*!|>%@`]*$/;
// Characters that cannot start a plain scalar (`-` is handled apart: allowed before a non-space).
const NOT_PLAIN_START = '?:,[]{}#&*!|>\'"%@`';
// Where a plain scalar inside a flow collection ends (or turns into something we decline).
const FLOW_PLAIN_END = /[,\]}:#[{]/g;
// Where the literal text of a double-quoted scalar stops: its end or an escape.
const DOUBLE_QUOTED_STOP = /["\\]/g;
// The escapes of one-line double-quoted scalars we accept (others decline).
const ESCAPES = { '\\': '\\', '"': '"', n: '\n', t: '\t' };
class FastParser {
    file;
    uniqueKeys;
    lines;
    /** Indentation of each line, or -1 for a blank or comment-only line. */
    indents;
    children = new WeakMap();
    /** The next content line after the node parsed last. */
    row = 0;
    /** Collections open around the node being parsed; deep documents are the full parser's to refuse. */
    depth = 0;
    constructor(text, file, uniqueKeys) {
        this.file = file;
        this.uniqueKeys = uniqueKeys;
        this.lines = text.split('\n');
        this.indents = new Int32Array(this.lines.length);
        this.lines.forEach((line, i) => {
            let n = 0;
            while (line.charCodeAt(n) === 32)
                n++;
            this.indents[i] = n === line.length || line[n] === '#' ? -1 : n;
        });
    }
    parse() {
        const first = this.nextContent(0);
        if (first === this.lines.length || this.indents[first] !== 0)
            decline();
        const value = this.blockNode(first, 0);
        if (this.row !== this.lines.length)
            decline();
        return new LoadedYaml(this.file, value, at(first, 0), this.children);
    }
    nextContent(from) {
        let row = from;
        while (row < this.lines.length && this.indents[row] === -1)
            row++;
        return row;
    }
    /** Indentation of a content line, -1 past the end. */
    indentAt(row) {
        return row < this.lines.length ? this.indents[row] : -1;
    }
    /** A block collection starting at a line's indentation. */
    blockNode(row, col) {
        const line = this.lines[row];
        if (isDash(line, col))
            return this.nested(() => this.sequence(row, col));
        if (this.key(line, col))
            return this.nested(() => this.mapping(row, col));
        return decline();
    }
    sequence(first, indent) {
        const list = [];
        const places = new Map();
        let row = first;
        while (this.indentAt(row) === indent && isDash(this.lines[row], indent)) {
            const line = this.lines[row];
            const col = skipSpaces(line, indent + 1);
            let position;
            if (col === line.length || line[col] === '#') {
                const next = this.nextContent(row + 1);
                // An empty item (null) is left to the full parser.
                if (this.indentAt(next) <= indent)
                    decline();
                position = at(next, this.indents[next]);
                list.push(this.blockNode(next, this.indents[next]));
            }
            else {
                position = at(row, col);
                if (isDash(line, col))
                    decline();
                list.push(this.key(line, col) ? this.nested(() => this.mapping(row, col)) : this.inlineValue(row, col));
            }
            places.set(list.length - 1, { value: position });
            row = this.row;
            if (this.indentAt(row) > indent)
                decline();
        }
        this.children.set(list, places);
        this.row = row;
        return list;
    }
    /** A block mapping whose keys are at column `indent`; the first key may follow `- ` on its line. */
    mapping(first, indent) {
        const mapping = {};
        const places = new Map();
        let row = first;
        let col = indent;
        for (;;) {
            const line = this.lines[row];
            const key = this.key(line, col) ?? decline();
            const keyPosition = at(row, col);
            const valueCol = skipSpaces(line, key.end);
            let value;
            let valuePosition;
            if (valueCol === line.length || line[valueCol] === '#') {
                const next = this.nextContent(row + 1);
                const nextIndent = this.indentAt(next);
                if (nextIndent > indent || (nextIndent === indent && isDash(this.lines[next], indent))) {
                    valuePosition = at(next, nextIndent);
                    value = this.blockNode(next, nextIndent);
                }
                else {
                    // The `yaml` package places an empty value where the line's content would start.
                    valuePosition = at(row, valueCol);
                    value = null;
                    this.row = next;
                }
            }
            else {
                valuePosition = at(row, valueCol);
                value = this.inlineValue(row, valueCol);
            }
            this.assign(mapping, places, key.text, value, keyPosition, valuePosition);
            row = this.row;
            const nextIndent = this.indentAt(row);
            if (nextIndent < indent)
                break;
            if (nextIndent > indent)
                decline();
            col = indent;
        }
        this.children.set(mapping, places);
        this.row = row;
        return mapping;
    }
    /** PyYAML's dict semantics: the last value wins, the key keeps its first place. */
    assign(mapping, places, key, value, keyPosition, valuePosition) {
        const earlier = places.get(key);
        if (earlier && this.uniqueKeys)
            decline();
        mapping[key] = value;
        places.set(key, { key: earlier?.key ?? keyPosition, value: valuePosition });
    }
    /** A `key:` at `col` (followed by a space or the end of line): its text and the index after the colon. */
    key(line, col) {
        let text;
        let colon;
        if (line[col] === '"' || line[col] === "'") {
            const quoted = quotedScalar(line, col);
            if (line[quoted.end] !== ':')
                return undefined;
            text = quoted.value;
            colon = quoted.end;
        }
        else if (line[col] === '[' || line[col] === '{') {
            return undefined;
        }
        else {
            // The first `:` before a space or the end of line, unless a ` #` comment comes first.
            const comment = line.indexOf(' #', col);
            const limit = comment === -1 ? line.length : comment;
            colon = line.indexOf(':', col);
            while (colon !== -1 && colon < limit && colon + 1 < line.length && line[colon + 1] !== ' ')
                colon = line.indexOf(':', colon + 1);
            if (colon === -1 || colon >= limit)
                return undefined;
            const source = line.slice(col, colon);
            if (!PLAIN_KEY.test(source) || source.endsWith(' '))
                decline();
            text = keyText(resolvePlainScalar(source));
        }
        if (colon + 1 < line.length && line[colon + 1] !== ' ')
            decline();
        // `yaml` limits implicit keys to 1024 characters; keep well clear of the limit.
        if (colon - col > 1000 || text === '__proto__')
            decline();
        return { text, end: colon + 1 };
    }
    /** A scalar or flow collection that ends its line; `this.row` moves to the next content line. */
    inlineValue(row, col) {
        const line = this.lines[row];
        let value;
        let end;
        if (line[col] === '[' || line[col] === '{') {
            ({ value, end } = this.nested(() => this.flowCollection(row, col)));
        }
        else if (line[col] === '"' || line[col] === "'") {
            ({ value, end } = quotedScalar(line, col));
        }
        else {
            if (!plainStart(line, col))
                decline();
            const comment = line.indexOf(' #', col);
            end = comment === -1 ? line.length : comment;
            // `a: b` on one line is a syntax error (or a compact mapping) — not ours.
            const colon = line.indexOf(': ', col);
            if ((colon !== -1 && colon < end) || line[end - 1] === ':')
                decline();
            value = resolvePlainScalar(line.slice(col, end).trimEnd());
        }
        const rest = skipSpaces(line, end);
        if (rest < line.length && !(line[rest] === '#' && line[rest - 1] === ' '))
            decline();
        this.row = this.nextContent(row + 1);
        return value;
    }
    /** A one-line `[a, b]` or `{k: v}` of scalars and such collections. */
    flowCollection(row, open) {
        const line = this.lines[row];
        const isList = line[open] === '[';
        const close = isList ? ']' : '}';
        const list = [];
        const mapping = {};
        const places = new Map();
        let col = skipSpaces(line, open + 1);
        if (line[col] !== close) {
            for (;;) {
                const position = at(row, col);
                if (isList) {
                    const item = this.flowNode(row, col);
                    list.push(item.value);
                    places.set(list.length - 1, { value: position });
                    col = skipSpaces(line, item.end);
                }
                else {
                    const key = flowScalar(line, col, true);
                    if (line[key.end] !== ':' || line[key.end + 1] !== ' ')
                        decline();
                    const text = key.quoted ? key.value : keyText(key.value);
                    if (text === '__proto__')
                        decline();
                    const valueCol = skipSpaces(line, key.end + 1);
                    const item = this.flowNode(row, valueCol);
                    this.assign(mapping, places, text, item.value, position, at(row, valueCol));
                    col = skipSpaces(line, item.end);
                }
                if (line[col] === close)
                    break;
                if (line[col] !== ',')
                    decline();
                col = skipSpaces(line, col + 1);
                // A trailing comma is left to the full parser.
                if (line[col] === close)
                    decline();
            }
        }
        const value = isList ? list : mapping;
        this.children.set(value, places);
        return { value, end: col + 1 };
    }
    flowNode(row, col) {
        const c = this.lines[row][col];
        return c === '[' || c === '{' ? this.nested(() => this.flowCollection(row, col)) : flowScalar(this.lines[row], col, false);
    }
    nested(parse) {
        if (++this.depth > YAML_MAX_DEPTH)
            decline();
        try {
            return parse();
        }
        finally {
            this.depth--;
        }
    }
}
const at = (row, col) => ({ line: row + 1, column: col + 1 });
function skipSpaces(line, col) {
    let i = col;
    while (line.charCodeAt(i) === 32)
        i++;
    return i;
}
function isDash(line, col) {
    return line[col] === '-' && (col + 1 === line.length || line[col + 1] === ' ');
}
function plainStart(line, col) {
    const c = line[col];
    if (c === undefined || NOT_PLAIN_START.includes(c))
        return false;
    return c !== '-' || (col + 1 < line.length && line[col + 1] !== ' ');
}
/** A quoted scalar closed on the same line (else decline); `end` is the index after the closing quote. */
function quotedScalar(line, open) {
    const single = line[open] === "'";
    let value = '';
    let from = open + 1;
    for (;;) {
        const stop = single ? line.indexOf("'", from) : doubleQuotedStop(line, from);
        if (stop === -1)
            return decline();
        value += line.slice(from, stop);
        from = stop + 2;
        if (line[stop] === '\\')
            value += ESCAPES[line[stop + 1] ?? ''] ?? decline();
        else if (single && line[stop + 1] === "'")
            value += "'";
        else
            return { value, end: stop + 1 };
    }
}
/** The next `"` or `\` in a double-quoted scalar, -1 if none. */
function doubleQuotedStop(line, from) {
    DOUBLE_QUOTED_STOP.lastIndex = from;
    return DOUBLE_QUOTED_STOP.exec(line)?.index ?? -1;
}
/** A scalar inside a one-line flow collection; a plain one stops at `,`, `]`, `}` or (for keys) `:`. */
function flowScalar(line, col, isKey) {
    if (line[col] === '"' || line[col] === "'")
        return { ...quotedScalar(line, col), quoted: true };
    if (!plainStart(line, col) || line[col] === '-')
        decline();
    FLOW_PLAIN_END.lastIndex = col;
    const end = FLOW_PLAIN_END.exec(line)?.index ?? line.length;
    if (line[end] === undefined || '#[{'.includes(line[end]) || (line[end] === ':' && !isKey))
        decline();
    const source = line.slice(col, end).trimEnd();
    if (isKey && (line[end] !== ':' || source.length !== end - col || !PLAIN_KEY.test(source)))
        decline();
    return { value: resolvePlainScalar(source), end, quoted: false };
}

;// CONCATENATED MODULE: ./packages/common/src/yaml-load.ts








/**
 * Nodes that aliases may copy in one document, all aliases together. PyYAML shares an aliased node
 * instead of copying it, so a few hundred bytes of nested aliases (a "billion laughs") cost it
 * nothing; we copy, so the copies are bounded. Real configs copy a few thousand nodes at most.
 */
const YAML_MAX_ALIAS_NODES = 100_000;
// PyYAML's reader accepts only these characters (its `NON_PRINTABLE` check), NUL and other controls never.
const NOT_PRINTABLE = /[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
/** Parses YAML text with PyYAML `safe_load` semantics (YAML 1.1 scalars, duplicate keys: last wins unless `uniqueKeys`). */
function parseYaml(text, file, options = {}) {
    // The hand-written parser covers the plain block style of the configs several times faster;
    // it declines everything else (and every error), which the full `yaml` parser then handles.
    return parseYamlFast(text, file, options) ?? parseYamlFull(text, file, options);
}
/** parseYaml through the `yaml` package alone: any YAML, and the reference the fast path is tested against. */
function parseYamlFull(text, file, options = {}) {
    const lineCounter = new dist/* LineCounter */.HN();
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset ?? 0);
        return { line, column: col };
    };
    const fail = (message, offset, code = 'yaml-syntax') => {
        const { line, column } = pos(offset);
        throw new errors/* SweepkitError */.R0(message, { location: { file, line, column }, code });
    };
    const tooDeep = (offset) => fail(`YAML nesting deeper than ${YAML_MAX_DEPTH} levels`, offset, 'yaml-too-deep');
    // parseDocument in two steps, so that the depth is checked on the syntax tree (built without
    // recursion) before the `yaml` package's recursive composer sees it: at the stack limit V8 can
    // abort the whole process (a regular expression compiled there fails natively), beyond any catch.
    const tokens = [...new dist/* Parser */.iX(lineCounter.addNewLine).parse(text)];
    const bad = NOT_PRINTABLE.exec(text);
    if (bad) {
        const code = bad[0].codePointAt(0).toString(16).padStart(4, '0');
        fail(`unacceptable character #x${code}: special characters are not allowed`, bad.index, 'yaml-character');
    }
    const deepAt = firstTooDeep(tokens);
    if (deepAt !== undefined)
        tooDeep(deepAt);
    const composer = new dist/* Composer */.Dk({ schema: 'failsafe', uniqueKeys: false, version: '1.1', strict: false });
    let doc;
    for (const next of composer.compose(tokens, true, text.length)) {
        if (doc) {
            doc.errors.push(new dist/* YAMLParseError */.XT([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
            break;
        }
        doc = next;
    }
    if (!doc)
        return fail('no YAML document', 0);
    const firstError = doc.errors[0];
    if (firstError)
        fail(`invalid YAML: ${firstError.message.split('\n')[0]}`, firstError.pos[0]);
    const children = new WeakMap();
    const active = new Set();
    const targets = aliasTargets(doc);
    let aliasDepth = 0;
    let copied = 0;
    let depth = 0;
    const convert = (node) => {
        if (node === null || node === undefined)
            return null;
        if (aliasDepth > 0 && ++copied > YAML_MAX_ALIAS_NODES) {
            fail(`YAML aliases copy more than ${YAML_MAX_ALIAS_NODES} nodes (nested aliases that multiply)`, node.range?.[0], 'yaml-alias-bound');
        }
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = targets.get(node);
            if (!target)
                fail(`unknown YAML alias *${node.source}`, node.range?.[0]);
            if (active.has(target))
                fail('recursive YAML alias', node.range?.[0]);
            aliasDepth++;
            try {
                return convert(target);
            }
            finally {
                aliasDepth--;
            }
        }
        if ((0,dist/* isScalar */.jn)(node)) {
            const source = String(node.value ?? '');
            if (node.tag && node.tag !== '!') {
                const tagged = resolveTaggedScalar(node.tag, source);
                if (tagged === undefined)
                    fail(`cannot apply YAML tag ${node.tag} to ${JSON.stringify(source)}`, node.range?.[0]);
                return tagged;
            }
            return node.type === 'PLAIN' ? resolvePlainScalar(source) : source;
        }
        if (++depth > YAML_MAX_DEPTH)
            tooDeep(node.range?.[0]);
        active.add(node);
        try {
            if ((0,dist/* isSeq */.oP)(node)) {
                const list = [];
                const places = new Map();
                node.items.forEach((item, index) => {
                    list.push(convert(item));
                    places.set(index, { value: pos(item?.range?.[0] ?? node.range?.[0]) });
                });
                children.set(list, places);
                return list;
            }
            if ((0,dist/* isMap */.jh)(node))
                return convertMapping(node.items, node.range?.[0]);
        }
        finally {
            active.delete(node);
            depth--;
        }
        return fail(`unsupported YAML node`, node.range?.[0]);
    };
    const convertMapping = (pairs, offset) => {
        const mapping = {};
        const places = new Map();
        const assign = (key, value, where) => {
            const earlier = places.get(key);
            mapping[key] = value;
            // Python dicts keep a repeated key at its first place; the value in effect is the last one.
            places.set(key, { key: earlier?.key ?? where.key, value: where.value });
        };
        // PyYAML merge keys (`<<`): merged pairs come first, the mapping's own pairs override them.
        const own = [];
        const ownKeys = new Set();
        for (const pair of pairs) {
            const keyNode = pair.key;
            const valueNode = pair.value;
            const keyPos = pos(keyNode?.range?.[0] ?? offset);
            const valuePos = valueNode?.range ? pos(valueNode.range[0]) : keyPos;
            if ((0,dist/* isScalar */.jn)(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
                const merged = convert(valueNode);
                const sources = Array.isArray(merged) ? merged : [merged];
                for (const source of sources) {
                    if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof py_float/* PyFloat */.g$ || source instanceof YamlTimestamp) {
                        fail('a YAML merge key (<<) needs a mapping or a list of mappings', valueNode?.range?.[0]);
                    }
                    const sourcePlaces = children.get(source);
                    for (const [k, v] of Object.entries(source)) {
                        if (!(k in mapping))
                            assign(k, v, sourcePlaces?.get(k) ?? { key: keyPos, value: valuePos });
                    }
                }
                continue;
            }
            const key = keyText(convert(keyNode));
            if (options.uniqueKeys && ownKeys.has(key))
                fail(`found duplicate key '${key}'`, keyNode?.range?.[0], 'yaml-duplicate-key');
            ownKeys.add(key);
            own.push([key, convert(valueNode), { key: keyPos, value: valuePos }]);
        }
        for (const [key, value, where] of own)
            assign(key, value, where);
        children.set(mapping, places);
        return mapping;
    };
    const value = convert(doc.contents);
    return new LoadedYaml(file, value, pos(doc.contents?.range?.[0]), children);
}
/** The offset of the first collection nested deeper than YAML_MAX_DEPTH in the syntax tree, if any. */
function firstTooDeep(tokens) {
    const stack = tokens.map((token) => [token, 0]);
    while (stack.length > 0) {
        const [token, outer] = stack.pop();
        if (!token)
            continue;
        if (token.type === 'document') {
            stack.push([token.value, outer]);
            continue;
        }
        if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection')
            continue;
        const depth = outer + 1;
        if (depth > YAML_MAX_DEPTH)
            return token.offset;
        for (const item of token.items) {
            if ('key' in item)
                stack.push([item.key ?? undefined, depth]);
            stack.push([item.value, depth]);
        }
    }
    return undefined;
}
/**
 * The node each alias stands for: the last node with its anchor before it, found in one walk in
 * document order (`Alias.resolve` walks the whole document once per alias: quadratic).
 */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    (0,dist/* visit */.YR)(doc, {
        Node: (_key, node) => {
            if ((0,dist/* isAlias */.Vj)(node)) {
                const target = anchors.get(node.source);
                if (target)
                    targets.set(node, target);
            }
            else if (node.anchor)
                anchors.set(node.anchor, node);
        }
    });
    return targets;
}
/** Reads and parses a YAML file through the Files port; a missing file is an error naming it. */
function loadYamlFile(files, path, options = {}) {
    return parseYaml(readTextFile(files, path, options.displayName), options.displayName ?? path);
}

;// CONCATENATED MODULE: ./packages/common/src/schema-error.ts

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new errors/* SweepkitError */.R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}

;// CONCATENATED MODULE: ./packages/common/src/options.ts

const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends errors/* UsageError */.eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new errors/* UsageError */.eb(this.render(dialect));
    }
    /** Two options given together that exclude each other (argparse names the later one first). */
    static conflict(option, other) {
        return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
    }
}
const requiredError = (options) => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));
const isInteger = (text) => /^\s*[-+]?\d+\s*$/.test(text);
/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
function parseOptionText(name, def, text) {
    const bad = (what, word) => {
        throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
    };
    const word = (w) => {
        if (def.kind === 'int' || def.kind === 'int-list')
            return isInteger(w) ? Number(w) : bad('an integer', w);
        if (def.kind === 'float') {
            const value = Number(w);
            return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
        }
        return w;
    };
    switch (def.kind) {
        case 'flag':
            if (['true', 'True', 'TRUE'].includes(text.trim()))
                return true;
            if (['false', 'False', 'FALSE'].includes(text.trim()))
                return false;
            return bad('true or false', text);
        case 'list':
        case 'int-list':
            return text
                .split(/\s+/)
                .filter(Boolean)
                .map(word);
        default:
            return word(def.kind === 'string' ? text : text.trim());
    }
}
const isSet = (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
function completeOptions(table, given, edge, env = {}) {
    for (const [name, def] of Object.entries(table)) {
        for (const other of def.conflicts ?? [])
            if (isSet(given[name]) && isSet(given[other]))
                throw OptionError.conflict(name, other);
    }
    const values = {};
    const missing = [];
    const entries = Object.entries(table);
    // Selectors (options that `when` refers to) first, so every condition sees its final value.
    const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
    for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
        if (def.only && def.only !== edge) {
            // An option of the other edge still selects: its default is what this edge means.
            if (selectors.has(name))
                values[name] = given[name] ?? def.default;
            continue;
        }
        let value = given[name];
        const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
        if (inactive) {
            if (isSet(value) && value !== def.default)
                throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
            values[name] = undefined;
            continue;
        }
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        // A list's default is written as the workflow would write it (action.yml carries the same text).
        if (value === undefined)
            value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
        if ((def.required === true || def.required === edge) && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => (d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`));
            missing.push(name);
        }
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min) {
                throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
            }
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    // Back in table order, so the values read like the table.
    return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]]));
}
/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
function appliesTo(def, edge, selectors) {
    if (def.only && def.only !== edge)
        return false;
    return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}
/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
function pickOptions(command, names) {
    return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) };
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
}

// EXTERNAL MODULE: ./packages/common/src/py-json-parse.ts
var py_json_parse = __webpack_require__(4457);
;// CONCATENATED MODULE: ./packages/common/src/markdown.ts
const escapeCell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
/** A Markdown table; cells are escaped so untrusted text cannot break the layout. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

;// CONCATENATED MODULE: ./packages/common/src/did-you-mean.ts
/**
 * "Did you mean …?" for a value outside a known set (runner labels, config keys, PR labels,
 * frameworks): the candidate closest by edit distance, if it is close enough to be a typo.
 */
/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        rows[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            rows[i][j] = best;
        }
    }
    return rows[a.length][b.length];
}
/**
 * The candidate closest to `value` (case ignored), when at most a third of its length differs
 * (at least one edit); the first of equally close ones. Undefined for an exact match or none.
 */
function closestMatch(value, candidates) {
    const wanted = value.toLowerCase();
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    let best;
    for (const candidate of candidates) {
        if (candidate === value)
            return undefined;
        const distance = editDistance(wanted, candidate.toLowerCase());
        if (distance <= limit && (!best || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** `did you mean 'b200'?` for the closest candidate, '' when none is close. */
function didYouMean(value, candidates) {
    const match = closestMatch(value, candidates);
    return match === undefined ? '' : `did you mean '${match}'?`;
}
/** One `'<value>': did you mean '<candidate>'?` line per value that has a close candidate. */
function suggestionLines(values, candidates) {
    return values.flatMap((value) => {
        const hint = didYouMean(value, candidates);
        return hint ? [`'${value}': ${hint}`] : [];
    });
}

;// CONCATENATED MODULE: ./packages/common/src/index.ts













/***/ }),

/***/ 2239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XO: () => (/* binding */ pyFloatRepr),
/* harmony export */   g$: () => (/* binding */ PyFloat)
/* harmony export */ });
/* unused harmony exports pyFloat, numberValue */
/**
 * A number that Python would hold as a `float`. JavaScript has one number type, but Python's JSON
 * output tells `8` from `8.0`, so values that must print as floats even when integral are wrapped.
 * Plain non-integral numbers are floats already and need no wrapper.
 */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
    valueOf() {
        return this.value;
    }
}
const pyFloat = (value) => new PyFloat(value);
/** The number behind a plain number or a PyFloat. */
const numberValue = (v) => (v instanceof PyFloat ? v.value : v);
/** Python `repr(float)`: shortest round-trip digits, fixed notation for exponents in [-4, 16). */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    // Fast path: in this range JavaScript prints the same shortest digits in fixed notation too
    // (a double below 1e16 cannot have a shortest repr of 1e16 or more, and likewise at 1e-4).
    const magnitude = Math.abs(x);
    if (magnitude >= 1e-4 && magnitude < 1e16) {
        const text = String(x);
        return text.includes('.') ? text : `${text}.0`;
    }
    // toExponential() without an argument yields the shortest digits that round-trip, like Python.
    const [mantissa, exponentText] = x.toExponential().split('e');
    const negative = mantissa.startsWith('-');
    const digits = (negative ? mantissa.slice(1) : mantissa).replace('.', '');
    const exponent = Number(exponentText);
    const sign = negative ? '-' : '';
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0)
            return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
        const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
        const fraction = digits.slice(exponent + 1) || '0';
        return `${sign}${whole}.${fraction}`;
    }
    const lead = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${lead}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}


/***/ }),

/***/ 4457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* unused harmony export JSON_MAX_DEPTH */
/* harmony import */ var _py_float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2239);

const isPyObject = (v) => v instanceof Map;
/** Python's JSONDecodeError: `str()` is `<msg>: line L column C (char P)`, as the reference prints it. */
class PyJsonSyntaxError extends Error {
    reason;
    line;
    column;
    position;
    constructor(reason, line, column, position) {
        super(`${reason}: line ${line} column ${column} (char ${position})`);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.position = position;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const SAFE_INT_DIGITS = 15;
/** Nesting depth of arrays and objects; Python's decoder stops near its recursion limit (1000) too. */
const JSON_MAX_DEPTH = 1000;
/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
function parsePyJson(text) {
    let i = 0;
    let depth = 0;
    const fail = (what, at = i) => {
        const before = text.slice(0, at);
        throw new PyJsonSyntaxError(what, before.split('\n').length, at - before.lastIndexOf('\n'), at);
    };
    const ws = () => {
        for (;;) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 9 || c === 10 || c === 13)
                i++;
            else
                return;
        }
    };
    const literal = (word, value) => {
        if (text.startsWith(word, i)) {
            i += word.length;
            return value;
        }
        return fail('Expecting value');
    };
    const string = () => {
        const opening = i;
        i++;
        let out = '';
        let start = i;
        for (;;) {
            const c = text.charCodeAt(i);
            if (Number.isNaN(c))
                fail('Unterminated string starting at', opening);
            if (c === 34)
                break;
            if (c < 32)
                fail('Invalid control character at');
            if (c !== 92) {
                i++;
                continue;
            }
            out += text.slice(start, i);
            const e = text[i + 1] ?? '';
            if (e === 'u') {
                const hex = text.slice(i + 2, i + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail('Invalid \\uXXXX escape', i + 1);
                out += String.fromCharCode(parseInt(hex, 16));
                i += 6;
            }
            else if (e in ESCAPES) {
                out += ESCAPES[e];
                i += 2;
            }
            else
                fail('Invalid \\escape');
            start = i;
        }
        out += text.slice(start, i);
        i++;
        return out;
    };
    const number = () => {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (!m)
            return fail('Expecting value');
        i += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new _py_float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(m[0]));
        const digits = m[0].replace('-', '').length;
        // `+ 0` turns -0 into 0: Python's int has no negative zero.
        return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]) + 0;
    };
    const value = () => {
        ws();
        const c = text[i];
        switch (c) {
            case '{': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const obj = new Map();
                ws();
                if (text[i] === '}') {
                    i++;
                    depth--;
                    return obj;
                }
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('Expecting property name enclosed in double quotes');
                    const key = string();
                    ws();
                    if (text[i] !== ':')
                        fail("Expecting ':' delimiter");
                    i++;
                    obj.set(key, value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === '}') {
                        i++;
                        depth--;
                        return obj;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '[': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const arr = [];
                ws();
                if (text[i] === ']') {
                    i++;
                    depth--;
                    return arr;
                }
                for (;;) {
                    arr.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === ']') {
                        i++;
                        depth--;
                        return arr;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '"':
                return string();
            case 't':
                return literal('true', true);
            case 'f':
                return literal('false', false);
            case 'n':
                return literal('null', null);
            case 'N':
                return literal('NaN', new _py_float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN));
            case 'I':
                return literal('Infinity', new _py_float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new _py_float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity));
                return number();
            default:
                return number();
        }
    };
    if (text.startsWith('\ufeff'))
        fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
    const result = value();
    ws();
    if (i < text.length)
        fail('Extra data');
    return result;
}


/***/ })

};
