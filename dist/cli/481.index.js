export const id = 481;
export const ids = [481];
export const modules = {

/***/ 2244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g$: () => (/* reexport */ PyFloat),
  R0: () => (/* reexport */ errors/* SweepkitError */.R0),
  AK: () => (/* reexport */ errors/* SweepkitErrors */.AK),
  eb: () => (/* reexport */ errors/* UsageError */.eb),
  Am: () => (/* reexport */ YamlTimestamp),
  Wk: () => (/* reexport */ errors/* formatError */.Wk),
  tf: () => (/* reexport */ errors/* formatFinding */.tf),
  j$: () => (/* reexport */ errors/* formatLocation */.j$),
  hN: () => (/* reexport */ parseYaml),
  XO: () => (/* reexport */ pyFloatRepr),
  dv: () => (/* reexport */ pyJsonDumps),
  Gu: () => (/* reexport */ files_readTextFile),
  Nb: () => (/* reexport */ errors/* toSweepkitErrors */.Nb)
});

// UNUSED EXPORTS: LoadedYaml, loadYamlFile, numberValue, pyFloat, pyJsonString, pyNumber, resolvePlainScalar, resolveTaggedScalar

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/common/src/files.ts

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function files_readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const code = error.code ?? 'EIO';
        throw new errors/* SweepkitError */.R0(REASONS[code] ?? `cannot read file (${code})`, {
            location: { file: displayName },
            code: 'file-unreadable'
        });
    }
}

;// CONCATENATED MODULE: ./packages/common/src/py-float.ts
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

;// CONCATENATED MODULE: ./packages/common/src/py-json.ts

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
const escapeChar = (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** A JSON string literal exactly as Python's json module writes it. */
function pyJsonString(text, ensureAscii = true) {
    const pattern = ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW;
    pattern.lastIndex = 0;
    // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
    return `"${pattern.test(text) ? text.replace(pattern, escapeChar) : text}"`;
}
/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n) {
    return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}
function pyNumber(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (value instanceof PyFloat)
        return pyFloatRepr(value.value);
    return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : pyFloatRepr(value);
}
/** Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). */
function pyJsonDumps(value, options = {}) {
    const ensureAscii = options.ensureAscii ?? true;
    const indent = options.indent;
    const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
    const parts = [];
    const write = (v, depth) => {
        if (v === null)
            return void parts.push('null');
        switch (typeof v) {
            case 'boolean':
                return void parts.push(v ? 'true' : 'false');
            case 'string':
                return void parts.push(pyJsonString(v, ensureAscii));
            case 'number':
            case 'bigint':
                return void parts.push(pyNumber(v));
            case 'object':
                break;
            default:
                throw new TypeError(`cannot write a ${typeof v} as JSON`);
        }
        if (v instanceof PyFloat)
            return void parts.push(pyFloatRepr(v.value));
        const entries = Array.isArray(v)
            ? v.map((item) => [null, item])
            : v instanceof Map
                ? v.entries()
                : Object.entries(v);
        const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
        parts.push(open);
        const inner = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
        let first = true;
        for (const [key, item] of entries) {
            if (item === undefined)
                throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
            parts.push(first ? inner : itemSep + inner);
            first = false;
            if (key !== null)
                parts.push(pyJsonString(key, ensureAscii), keySep);
            write(item, depth + 1);
        }
        if (!first && indent !== undefined)
            parts.push('\n' + ' '.repeat(indent * depth));
        parts.push(close);
    };
    write(value, 0);
    return parts.join('');
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
        return new PyFloat(text.startsWith('-') ? -Infinity : Infinity);
    if (text === '.nan')
        return new PyFloat(NaN);
    if (text.includes(':')) {
        const { sign, parts } = sexagesimal(text);
        let value = 0;
        for (const part of parts)
            value = value * 60 + Number(part);
        return new PyFloat(Number(sign) * value);
    }
    return new PyFloat(Number(text));
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
;// CONCATENATED MODULE: ./packages/common/src/yaml-load.ts





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
    if (key instanceof PyFloat)
        return String(key.value);
    if (key instanceof YamlTimestamp)
        return key.text;
    if (typeof key === 'object')
        return JSON.stringify(key);
    return String(key);
}
/** Parses YAML text with PyYAML `safe_load` semantics (YAML 1.1 scalars, duplicate keys: last wins unless `uniqueKeys`). */
function parseYaml(text, file, options = {}) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter,
        schema: 'failsafe',
        uniqueKeys: false,
        version: '1.1',
        strict: false,
        prettyErrors: false
    });
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset ?? 0);
        return { line, column: col };
    };
    const fail = (message, offset, code = 'yaml-syntax') => {
        const { line, column } = pos(offset);
        throw new errors/* SweepkitError */.R0(message, { location: { file, line, column }, code });
    };
    const firstError = doc.errors[0];
    if (firstError)
        fail(`invalid YAML: ${firstError.message.split('\n')[0]}`, firstError.pos[0]);
    const children = new WeakMap();
    const active = new Set();
    const convert = (node) => {
        if (node === null || node === undefined)
            return null;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = node.resolve(doc);
            if (!target)
                fail(`unknown YAML alias *${node.source}`, node.range?.[0]);
            if (active.has(target))
                fail('recursive YAML alias', node.range?.[0]);
            return convert(target);
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
        for (const pair of pairs) {
            const keyNode = pair.key;
            const valueNode = pair.value;
            const keyPos = pos(keyNode?.range?.[0] ?? offset);
            const valuePos = valueNode?.range ? pos(valueNode.range[0]) : keyPos;
            if ((0,dist/* isScalar */.jn)(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
                const merged = convert(valueNode);
                const sources = Array.isArray(merged) ? merged : [merged];
                for (const source of sources) {
                    if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof PyFloat || source instanceof YamlTimestamp) {
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
            if (options.uniqueKeys && own.some(([k]) => k === key))
                fail(`found duplicate key '${key}'`, keyNode?.range?.[0], 'yaml-duplicate-key');
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
/** Reads and parses a YAML file through the Files port; a missing file is an error naming it. */
function loadYamlFile(files, path, options = {}) {
    return parseYaml(readTextFile(files, path, options.displayName), options.displayName ?? path);
}

;// CONCATENATED MODULE: ./packages/common/src/index.ts








/***/ }),

/***/ 9481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w8: () => (/* reexport */ loadMasterConfigs),
  OU: () => (/* reexport */ loadRunners),
  FB: () => (/* reexport */ pyInt),
  rD: () => (/* reexport */ pyStr),
  Kn: () => (/* reexport */ pyTruthy)
});

// UNUSED EXPORTS: masterSchema, pyTypeName, runnersSchema

// EXTERNAL MODULE: ./packages/common/src/index.ts + 5 modules
var src = __webpack_require__(2244);
;// CONCATENATED MODULE: ./packages/config/src/field-error.ts

/** Dotted path as pydantic prints locations: `scenarios.fixed-seq-len.0.search-space.1.pp`. */
const dottedPath = (path) => path.join('.');
/**
 * Turns the findings of one document into errors that share the headline (the reference's error
 * line) and each point at their YAML node; the finding is the detail.
 */
function fieldErrors(headline, findings, source, code) {
    return findings.map((f) => new src/* SweepkitError */.R0(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
    }));
}

;// CONCATENATED MODULE: ./packages/config/src/json-view.ts

/**
 * The plain-JSON view of a YAML value that the JSON Schema validator sees: Python floats and big
 * ints become numbers, and dates become a mapping so that no string or number field accepts them
 * (pydantic rejects a date where a str or int is expected).
 */
function jsonView(value) {
    if (value instanceof src/* PyFloat */.g$)
        return value.value;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof src/* YamlTimestamp */.Am)
        return { timestamp: value.text };
    if (Array.isArray(value))
        return value.map(jsonView);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = jsonView(v);
        return out;
    }
    return value;
}

;// CONCATENATED MODULE: ./packages/config/src/py-values.ts

/**
 * Python semantics of raw YAML values. Validation never rewrites data (pydantic lax mode only
 * checks it), so the generator works on the values as written and needs Python's view of them.
 */
/** Python `bool(value)`. */
function pyTruthy(value) {
    if (value === null || value === undefined || value === false)
        return false;
    if (typeof value === 'number')
        return value !== 0;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (typeof value === 'string')
        return value.length > 0;
    if (value instanceof src/* PyFloat */.g$)
        return value.value !== 0;
    if (Array.isArray(value))
        return value.length > 0;
    if (value instanceof src/* YamlTimestamp */.Am)
        return true;
    return typeof value !== 'object' || Object.keys(value).length > 0;
}
/** Python `type(value).__name__` as PyYAML would have built it. */
function pyTypeName(value) {
    if (value === null || value === undefined)
        return 'NoneType';
    if (typeof value === 'boolean')
        return 'bool';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'int' : 'float';
    if (typeof value === 'bigint')
        return 'int';
    if (typeof value === 'string')
        return 'str';
    if (value instanceof src/* PyFloat */.g$)
        return 'float';
    if (value instanceof src/* YamlTimestamp */.Am)
        return value.text.length > 10 ? 'datetime' : 'date';
    return Array.isArray(value) ? 'list' : 'dict';
}
/** Python `str(value)` of a scalar (used where the reference formats values into names). */
function pyStr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (value instanceof src/* PyFloat */.g$)
        return (0,src/* pyFloatRepr */.XO)(value.value);
    if (typeof value === 'number' && !Number.isInteger(value))
        return (0,src/* pyFloatRepr */.XO)(value);
    return String(value);
}
/**
 * The integer a lax-validated value stands for (`true` → 1, `8.0` → 8, `" 8 "` → 8), for
 * arithmetic and comparisons; the raw value is still what gets emitted.
 */
function pyInt(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof src/* PyFloat */.g$)
        return value.value;
    if (typeof value === 'string')
        return Number(value.trim().replace(/_/g, ''));
    return NaN;
}

;// CONCATENATED MODULE: ./packages/config/src/master-validators.ts

const isSet = (v) => v !== null && v !== undefined;
const list = (v) => (Array.isArray(v) ? v : []);
function concRule(bmk) {
    const start = bmk['conc-start'];
    const end = bmk['conc-end'];
    const concList = bmk['conc-list'];
    const hasRange = isSet(start) && isSet(end);
    const hasList = Array.isArray(concList) && concList.length > 0;
    if (hasRange && hasList)
        return "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.";
    if (!hasRange && !hasList)
        return "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.";
    if (hasRange) {
        if (pyInt(start) <= 0 || pyInt(end) <= 0)
            return "Input 'conc-start' and 'conc-end' must be greater than 0.";
        if (pyInt(start) > pyInt(end))
            return `'conc-start' (${pyInt(start)}) must be <= 'conc-end' (${pyInt(end)}).`;
        return undefined;
    }
    return concList.some((c) => pyInt(c) <= 0) ? "Input 'conc-list' entries must be greater than 0." : undefined;
}
function divisibleRule(holder) {
    const tp = pyInt(holder.tp);
    const dcp = pyInt(holder['dcp-size'] ?? 1);
    return tp % dcp !== 0 ? `'tp' (${tp}) must be divisible by 'dcp-size' (${dcp})` : undefined;
}
function hardwarePairRule(bmk) {
    const prefill = bmk.prefill;
    const decode = bmk.decode;
    return pyTruthy(prefill.hardware) !== pyTruthy(decode.hardware)
        ? "'hardware' must be specified for both 'prefill' and 'decode', or neither"
        : undefined;
}
const IMAGE_VERSION = 'component version must be a release, package version, or source commit, not an image reference';
function componentRule(component) {
    const version = isSet(component) ? component.version : undefined;
    return typeof version === 'string' && version.startsWith('image:') ? IMAGE_VERSION : undefined;
}
function kvOffloadRule(bmk) {
    const kv = bmk['kv-offloading'] ?? null;
    const backend = isSet(bmk['kv-offload-backend']);
    if (kv === null && backend)
        return 'kv-offload-backend requires kv-offloading';
    if (kv === 'none' && backend)
        return "kv-offload-backend can only be set when kv-offloading is not 'none'";
    if (kv === 'dram' && !backend)
        return "kv-offload-backend is required when kv-offloading is 'dram'";
    return undefined;
}
function agenticShapeRule(bmk) {
    const hasPrefill = isSet(bmk.prefill);
    const hasDecode = isSet(bmk.decode);
    if (isSet(bmk.tp)) {
        if (hasPrefill || hasDecode)
            return 'Agentic search-space entries must specify either tp or both prefill and decode';
        if (!isSet(bmk['kv-offloading']))
            return 'Single-node agentic search-space entries must specify kv-offloading';
        return divisibleRule(bmk);
    }
    if (!hasPrefill || !hasDecode)
        return 'Agentic search-space entries must specify either tp or both prefill and decode';
    // Written at all counts, even the default value 1 (pydantic's "fields set").
    if (['pp', 'dcp-size', 'pcp-size'].some((k) => k in bmk)) {
        return "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'";
    }
    return hardwarePairRule(bmk);
}
/** Nested models first (their failure hides the item's own rules), then the item's rules in order. */
function itemErrors(path, bmk, nested, rules) {
    const errors = [];
    for (const [key, rule] of nested) {
        const value = bmk[key];
        const message = isSet(value) ? rule(value) : undefined;
        if (message)
            errors.push({ path: [...path, key], message });
    }
    if (errors.length)
        return errors;
    for (const rule of rules) {
        const message = rule(bmk);
        if (message)
            return [{ path, message }];
    }
    return [];
}
const workerNested = [
    ['prefill', divisibleRule],
    ['decode', divisibleRule],
    ['router', componentRule]
];
function fixedErrors(config, multinode) {
    const scenarios = config.scenarios;
    return list(scenarios['fixed-seq-len']).flatMap((block, b) => list(block['search-space']).flatMap((bmk, i) => {
        const path = ['scenarios', 'fixed-seq-len', b, 'search-space', i];
        return multinode
            ? itemErrors(path, bmk, workerNested, [concRule, hardwarePairRule])
            : itemErrors(path, bmk, [['router', componentRule]], [concRule, divisibleRule]);
    }));
}
function agenticErrors(config) {
    const scenarios = config.scenarios;
    return list(scenarios['agentic-coding']).flatMap((block, b) => {
        const path = ['scenarios', 'agentic-coding', b];
        const items = list(block['search-space']).flatMap((bmk, i) => itemErrors([...path, 'search-space', i], bmk, [...workerNested, ['kv-offload-backend', componentRule]], [concRule, kvOffloadRule, agenticShapeRule]));
        if (items.length)
            return items;
        const needsUtilization = list(block['search-space']).some((bmk) => bmk['kv-offloading'] === 'dram') && !isSet(block['dram-utilization']);
        return needsUtilization ? [{ path, message: "kv-offloading='dram' requires dram-utilization with runner hardware metadata" }] : [];
    });
}
/** Config-level rules (§3.9): the first one that fails is the config's only error. */
function configRule(config, multinode) {
    const scenarios = config.scenarios;
    const agentic = list(scenarios['agentic-coding']);
    if (agentic.length > 0 && !String(config.runner).startsWith('cluster:')) {
        return "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.";
    }
    const bmks = [
        ...list(scenarios['fixed-seq-len']).flatMap((block) => list(block['search-space'])),
        ...agentic.flatMap((block) => list(block['search-space']))
    ];
    for (const field of ['router', 'kv-p2p-transfer']) {
        if (isSet(config[field]) && bmks.some((bmk) => isSet(bmk[field]))) {
            return `${field} must be declared either at the top level or in search-space entries, not both`;
        }
    }
    if (!multinode && bmks.some((bmk) => isSet(bmk['kv-p2p-transfer'])))
        return 'kv-p2p-transfer is only valid when multinode=true';
    if (pyTruthy(config.disagg) && !isSet(config['kv-p2p-transfer']) && (bmks.length === 0 || bmks.some((bmk) => !isSet(bmk['kv-p2p-transfer'])))) {
        return 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry';
    }
    return undefined;
}
/** Every rule violation of one schema-valid config, paths relative to the config. */
function masterConfigRuleErrors(config, multinode) {
    const scenarios = config.scenarios;
    const nested = [
        ...(componentRule(config.router) ? [{ path: ['router'], message: IMAGE_VERSION }] : []),
        ...fixedErrors(config, multinode),
        ...agenticErrors(config)
    ];
    if (nested.length)
        return nested;
    if (list(scenarios['fixed-seq-len']).length === 0 && list(scenarios['agentic-coding']).length === 0) {
        return [{ path: ['scenarios'], message: 'At least one scenario type must be specified' }];
    }
    const message = configRule(config, multinode);
    return message ? [{ path: [], message }] : [];
}

;// CONCATENATED MODULE: ./packages/config/src/schema-check.ts
const TYPE_WORDS = {
    integer: 'a valid integer',
    number: 'a valid number',
    string: 'a valid string',
    boolean: 'a valid boolean',
    array: 'a valid list',
    object: 'a valid dictionary'
};
// anyOf definitions that stand for one lax scalar type: one message instead of one per branch.
const LAX_TYPES = [
    [/\/\$defs\/laxBool(OrNull)?\/anyOf$/, 'Input should be a valid boolean'],
    [/\/\$defs\/(laxInt(OrNull)?|positiveLaxInt)\/anyOf$/, 'Input should be a valid integer']
];
const pyRepr = (v) => v === null ? 'None' : typeof v === 'boolean' ? (v ? 'True' : 'False') : typeof v === 'string' ? `'${v}'` : String(v);
/** "Input should be 'a', 'b' or 'c'", pydantic's wording for a literal choice. */
function choiceMessage(values) {
    const shown = values.filter((v) => v !== null && v !== 0 && v !== 1).map(pyRepr);
    const text = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0] ?? '';
    return `Input should be ${text}`;
}
function pointerPath(pointer) {
    if (!pointer)
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}
function describe(error) {
    const path = pointerPath(error.instancePath);
    const params = error.params;
    switch (error.keyword) {
        case 'required':
            return { path: [...path, params.missingProperty], message: 'Field required' };
        case 'additionalProperties':
            return { path: [...path, params.additionalProperty], message: 'Extra inputs are not permitted' };
        case 'type': {
            const types = String(params.type).split(',').filter((t) => t !== 'null');
            return { path, message: `Input should be ${TYPE_WORDS[types[0] ?? ''] ?? 'valid'}` };
        }
        case 'enum':
            return { path, message: choiceMessage(params.allowedValues) };
        case 'exclusiveMinimum':
            return { path, message: `Input should be greater than ${String(params.limit)}` };
        case 'maximum':
            return { path, message: `Input should be less than or equal to ${String(params.limit)}` };
        case 'minLength':
            return { path, message: `String should have at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'}` };
        case 'minItems':
            return { path, message: `List should have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}` };
        case 'pattern':
        case 'not':
            return { path, message: `Input is not allowed here (${error.message ?? error.keyword})` };
        default:
            return undefined;
    }
}
/**
 * Validates `data` and renders the schema violations the way pydantic words them, one per field:
 * a lax-type choice is one "should be a valid integer" rather than a message per alternative,
 * and the "or null" branch of optional fields is not reported.
 */
function schemaErrors(validate, data) {
    if (validate(data))
        return [];
    const errors = validate.errors ?? [];
    const laxAt = new Map();
    for (const e of errors) {
        if (e.keyword !== 'anyOf')
            continue;
        const lax = LAX_TYPES.find(([pattern]) => pattern.test(e.schemaPath));
        if (lax && !laxAt.has(e.instancePath))
            laxAt.set(e.instancePath, lax[1]);
    }
    const findings = [...laxAt].map(([pointer, message]) => ({ path: pointerPath(pointer), message }));
    const seen = new Set(findings.map((f) => `${f.path.join('\0')}\n${f.message}`));
    for (const e of errors) {
        if (laxAt.has(e.instancePath) || e.keyword === 'anyOf' || e.keyword === 'if')
            continue;
        if (e.keyword === 'type' && e.params.type === 'null')
            continue;
        const finding = describe(e);
        const key = finding && `${finding.path.join('\0')}\n${finding.message}`;
        if (finding && !seen.has(key)) {
            seen.add(key);
            findings.push(finding);
        }
    }
    return findings;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
var _2020_default = /*#__PURE__*/__webpack_require__.n(_2020);
;// CONCATENATED MODULE: ./schemas/master-config.schema.json
const master_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/master-config.schema.json","title":"Sweepkit master config","description":"Benchmark sweep definitions: one top-level key per config (InferenceX master-config format). Lax types follow pydantic\'s lax mode: integers also accept booleans and numeric strings, booleans accept 0/1 and yes/no/on/off words.","type":"object","propertyNames":{"not":{"pattern":"\\\\*"}},"additionalProperties":{"$ref":"#/$defs/configEntry"},"$defs":{"configEntry":{"description":"A truthy `multinode` selects the multi-node shape, anything else the single-node shape.","if":{"required":["multinode"],"properties":{"multinode":{"$ref":"#/$defs/truthy"}}},"then":{"$ref":"#/$defs/multiNodeConfig"},"else":{"$ref":"#/$defs/singleNodeConfig"}},"singleNodeConfig":{"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/falseLiteral"},"disagg":{"$ref":"#/$defs/falseLiteral"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/singleNodeScenarios"}}},"multiNodeConfig":{"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/trueLiteral"},"disagg":{"$ref":"#/$defs/laxBool"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/multiNodeScenarios"}}},"singleNodeScenarios":{"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/singleNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}},"multiNodeScenarios":{"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/multiNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}},"singleNodeSeqLen":{"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/singleNodeSearchSpace"}}}},"multiNodeSeqLen":{"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/multiNodeSearchSpace"}}}},"singleNodeSearchSpace":{"type":"object","additionalProperties":false,"required":["tp"],"properties":{"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}},"multiNodeSearchSpace":{"type":"object","additionalProperties":false,"required":["prefill","decode"],"properties":{"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/worker"},"decode":{"$ref":"#/$defs/worker"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}},"agenticBlock":{"type":"object","additionalProperties":false,"required":["search-space"],"properties":{"search-space":{"type":"array","items":{"$ref":"#/$defs/agenticSearchSpace"}},"dram-utilization":{"type":["number","null"],"exclusiveMinimum":0,"maximum":1,"description":"Share of the runner\'s CPU DRAM given to KV offloading."}}},"agenticSearchSpace":{"type":"object","additionalProperties":false,"properties":{"tp":{"$ref":"#/$defs/laxIntOrNull"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/workerOrNull"},"decode":{"$ref":"#/$defs/workerOrNull"},"kv-offloading":{"enum":["none","dram",null]},"kv-offload-backend":{"$ref":"#/$defs/kvOffloadBackendOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}},"worker":{"type":"object","additionalProperties":false,"required":["num-worker","tp","ep","dp-attn"],"properties":{"num-worker":{"$ref":"#/$defs/laxInt"},"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxInt"},"dp-attn":{"$ref":"#/$defs/laxBool"},"hardware":{"$ref":"#/$defs/nonEmptyStringOrNull"},"additional-settings":{"type":["array","null"],"items":{"type":"string"}}}},"workerOrNull":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/worker"}]},"componentMetadataOrNull":{"type":["object","null"],"additionalProperties":false,"required":["name","version"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyString"}}},"kvOffloadBackendOrNull":{"type":["object","null"],"additionalProperties":false,"required":["name"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyStringOrNull"}}},"specDecoding":{"enum":["mtp","draft_model","none"]},"concList":{"type":["array","null"],"items":{"$ref":"#/$defs/laxInt"}},"nonEmptyString":{"type":"string","minLength":1},"nonEmptyStringOrNull":{"type":["string","null"],"minLength":1},"positiveInt":{"type":"integer","exclusiveMinimum":0},"laxInt":{"description":"An integer; like pydantic\'s lax mode also true/false and integer strings.","anyOf":[{"type":"integer"},{"type":"boolean"},{"type":"string","pattern":"^\\\\s*[-+]?[0-9]+(_[0-9]+)*\\\\s*$"}]},"laxIntOrNull":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxInt"}]},"laxBool":{"description":"A boolean; like pydantic\'s lax mode also 0/1 and yes/no/on/off/true/false/y/n/t/f words in any case.","anyOf":[{"type":"boolean"},{"enum":[0,1]},{"type":"string","pattern":"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"}]},"laxBoolOrNull":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxBool"}]},"falseLiteral":{"enum":[false,0]},"trueLiteral":{"enum":[true,1]},"truthy":{"not":{"enum":[false,0,"",null,[],{}]}}}}');
;// CONCATENATED MODULE: ./schemas/runners.schema.json
const runners_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/runners.schema.json","title":"Sweepkit runners file","description":"Runner labels with their concrete nodes, and hardware facts per runner label (InferenceX configs/runners.yaml format).","type":"object","additionalProperties":false,"required":["labels"],"properties":{"labels":{"type":"object","description":"Runner label -> node names (non-empty; duplicates allowed).","additionalProperties":{"type":"array","minItems":1,"items":{"type":"string"}}},"hardware":{"type":"object","description":"Runner label -> hardware facts used for the agentic DRAM budget.","additionalProperties":{"$ref":"#/$defs/hardware"}}},"$defs":{"hardware":{"type":"object","additionalProperties":false,"required":["available-cpu-dram-mib","gpus-per-node"],"properties":{"available-cpu-dram-mib":{"$ref":"#/$defs/positiveLaxInt"},"gpus-per-node":{"$ref":"#/$defs/positiveLaxInt"}}},"positiveLaxInt":{"anyOf":[{"type":"integer","exclusiveMinimum":0},{"const":true},{"type":"string","pattern":"^\\\\s*\\\\+?0*[1-9][0-9]*\\\\s*$"}]}}}');
;// CONCATENATED MODULE: ./packages/config/src/schemas.ts




// ajv is CommonJS: under Node ESM the default import is module.exports (the class itself).
const Ajv2020 = ((_2020_default())["default"] ?? (_2020_default()));
let ajv;
/** The compiled validator of a schema or one of its `$defs` (compiled once, on first use). */
function validatorFor(schema, def) {
    ajv ??= new Ajv2020({ allErrors: true, strict: true, strictTypes: false, schemas: [master_config_schema_namespaceObject, runners_schema_namespaceObject] });
    const validate = ajv.getSchema(def ? `${schema.$id}#/$defs/${def}` : schema.$id);
    if (!validate)
        throw new Error(`schema ${schema.$id} has no definition ${def ?? ''}`);
    return validate;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./packages/config/src/source-file.ts


/**
 * Reads and parses one YAML input named as the user gave it (messages keep that spelling);
 * relative paths resolve against `cwd` when one is given.
 */
function loadSource(files, path, missing, cwd) {
    const real = cwd ? (0,external_node_path_.resolve)(cwd, path) : path;
    if (!files.exists(real))
        throw new src/* SweepkitError */.R0(missing, { location: { file: path }, code: 'file-missing' });
    return (0,src/* parseYaml */.hN)((0,src/* readTextFile */.Gu)(files, real, path), path);
}
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

;// CONCATENATED MODULE: ./packages/config/src/load-master.ts








/** Loads master files in order and merges their top-level keys (matrix.md §2.2 steps 1–6). */
function mergeFiles(files, paths, options) {
    const merged = new Map();
    for (const path of paths) {
        const source = loadSource(files, path, `Input file '${path}' does not exist.`, options.cwd);
        if (!isMapping(source.value)) {
            throw new src/* SweepkitError */.R0(`Config file '${path}' must contain a dictionary`, { location: source.locate([]), code: 'not-a-mapping' });
        }
        const keys = Object.keys(source.value);
        const wildcard = keys.find((key) => key.includes('*'));
        if (wildcard !== undefined) {
            // The reference's message really starts with a space.
            throw new src/* SweepkitError */.R0(` Wildcard '*' is not allowed in master config keys: '${wildcard}'`, {
                location: source.locate([wildcard], 'key'),
                field: wildcard,
                code: 'wildcard-key'
            });
        }
        const duplicates = keys.filter((key) => merged.has(key)).sort();
        if (duplicates.length) {
            throw new src/* SweepkitErrors */.AK(duplicates.map((key) => new src/* SweepkitError */.R0(`Duplicate configuration keys found in '${path}': ${duplicates.join(', ')}`, {
                location: source.locate([key], 'key'),
                field: key,
                details: [`'${key}' is already defined in ${merged.get(key).source.file}`],
                code: 'duplicate-key'
            })));
        }
        for (const key of keys)
            merged.set(key, { key, value: source.value[key], source });
    }
    return [...merged.values()];
}
/** Validates one config; throws every finding, all under the reference's headline. */
function validateEntry(entry) {
    const multinode = isMapping(entry.value) && pyTruthy(entry.value.multinode);
    const schema = validatorFor(master_config_schema_namespaceObject, multinode ? 'multiNodeConfig' : 'singleNodeConfig');
    let findings = schemaErrors(schema, jsonView(entry.value));
    if (findings.length === 0)
        findings = masterConfigRuleErrors(entry.value, multinode);
    if (findings.length) {
        const located = findings.map((f) => ({ path: [entry.key, ...f.path], message: f.message }));
        throw new src/* SweepkitErrors */.AK(fieldErrors(`Master config entry '${entry.key}' failed validation:`, located, entry.source, 'config-invalid'));
    }
    // The schema and rules above are what make this shape true.
    return { key: entry.key, multinode, config: entry.value, source: entry.source };
}
/**
 * Loads, merges and validates master config files (in the given order). The configs come back in
 * merged order with their raw values and the LoadedYaml that locates every node; the first invalid
 * config throws, like the reference.
 */
function loadMasterConfigs(files, paths, options = {}) {
    return mergeFiles(files, paths, options).map(validateEntry);
}

;// CONCATENATED MODULE: ./packages/config/src/load-runners.ts







const fail = (message, source, path, code) => {
    throw new src/* SweepkitError */.R0(message, { location: source.locate(path), field: path.join('.') || undefined, code });
};
/** The label checks the reference makes before its schema (matrix.md §4, in its order). */
function checkLabels(source, labels) {
    for (const [label, nodes] of Object.entries(labels)) {
        const path = ['labels', label];
        if (!Array.isArray(nodes))
            fail(`Runner config entry '${label}' must be a list, got ${pyTypeName(nodes)}`, source, path, 'runners-invalid');
        const list = nodes;
        const bad = list.findIndex((node) => typeof node !== 'string');
        if (bad >= 0)
            fail(`Runner config entry '${label}' must contain only strings`, source, [...path, bad], 'runners-invalid');
        if (list.length === 0)
            fail(`Runner config entry '${label}' cannot be an empty list`, source, path, 'runners-invalid');
    }
}
/** Loads and validates the runners file (labels → nodes, hardware facts). */
function loadRunners(files, path, options = {}) {
    const source = loadSource(files, path, `Runner config file '${path}' does not exist.`, options.cwd);
    const value = source.value;
    if (!isMapping(value)) {
        // The reference crashes calling .get() on it; keep its wording.
        throw new src/* SweepkitError */.R0(`'${pyTypeName(value)}' object has no attribute 'get'`, { location: source.locate([]), code: 'attribute-error' });
    }
    if (!isMapping(value.labels))
        fail('Runner config must define a labels mapping', source, value.labels === undefined ? [] : ['labels'], 'runners-invalid');
    checkLabels(source, value.labels);
    const findings = schemaErrors(validatorFor(runners_schema_namespaceObject), jsonView(value));
    if (findings.length)
        throw new src/* SweepkitErrors */.AK(fieldErrors('Runner config failed validation:', findings, source, 'runners-invalid'));
    return {
        labels: new Map(Object.entries(value.labels)),
        hardware: new Map(Object.entries((value.hardware ?? {}))),
        source
    };
}

;// CONCATENATED MODULE: ./packages/config/src/index.ts






/***/ })

};
