export const id = 2891;
export const ids = [2891];
export const modules = {

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EOUTSIDE: 'is a symlink to outside its folder',
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}


/***/ }),

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vw: () => (/* binding */ aliasBudgetExceeded),
  yv: () => (/* binding */ loadYaml),
  Y3: () => (/* binding */ loadYamlFile),
  hN: () => (/* binding */ parseYaml),
  l6: () => (/* binding */ yamlDocumentToJs)
});

// UNUSED EXPORTS: LoadedYaml, YAML_MAX_ALIAS_NODES, YAML_MAX_DEPTH, isYamlMapping, parseYamlFull

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/yaml-scalars.ts
var yaml_scalars = __webpack_require__(4236);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
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
    const uniqueKeys = options.uniqueKeys ?? false;
    let value;
    try {
        value = new FastParser(text, uniqueKeys, false).parse().value;
    }
    catch (error) {
        if (error === DECLINE)
            return undefined;
        throw error;
    }
    // Positions serve messages only: a second parse records them on the first locate(), rather than
    // every parse allocating a few objects per node and keeping them to the end of the run.
    return new yaml_tree/* LoadedYaml */.tx(file, value, () => {
        try {
            return new FastParser(text, uniqueKeys, true).parse();
        }
        catch (error) {
            throw error === DECLINE ? new Error(`${file}: the fast YAML parser declined what it accepted before`) : error;
        }
    });
}
const DECLINE = Symbol('outside the fast YAML subset');
const decline = () => {
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
const ESCAPES = { '\\': '\\', '"': '"', n: '\n', t: '\t' };
/** Where a node is while positions are not recorded (never stored). */
const NOWHERE = { line: 0, column: 0 };
class FastParser {
    uniqueKeys;
    lines;
    /** Indentation of each line, or -1 for a blank or comment-only line. */
    indents;
    /** Each collection's child positions; undefined while positions are not recorded. */
    children;
    /** The next content line after the node parsed last. */
    row = 0;
    /** Collections open around the node being parsed; deep documents are the full parser's to refuse. */
    depth = 0;
    constructor(text, uniqueKeys, recordPositions) {
        this.uniqueKeys = uniqueKeys;
        this.children = recordPositions ? new WeakMap() : undefined;
        this.lines = text.split('\n');
        this.indents = new Int32Array(this.lines.length);
        this.lines.forEach((line, i) => {
            let n = 0;
            while (line.charCodeAt(n) === 32)
                n++;
            this.indents[i] = n === line.length || line[n] === '#' ? -1 : n;
        });
    }
    /** The document, with its positions when they are recorded (else `children` is empty). */
    parse() {
        const first = this.nextContent(0);
        if (first === this.lines.length || this.indents[first] !== 0)
            decline();
        const value = this.blockNode(first, 0);
        if (this.row !== this.lines.length)
            decline();
        return { value, root: at(first, 0), children: this.children ?? new WeakMap() };
    }
    /** A node's position, only allocated when positions are recorded. */
    at(row, col) {
        return this.children ? at(row, col) : NOWHERE;
    }
    /** A new collection's child positions, when they are recorded. */
    places() {
        return this.children && new Map();
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
        const places = this.places();
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
                position = this.at(next, this.indents[next]);
                list.push(this.blockNode(next, this.indents[next]));
            }
            else {
                position = this.at(row, col);
                if (isDash(line, col))
                    decline();
                list.push(this.key(line, col) ? this.nested(() => this.mapping(row, col)) : this.inlineValue(row, col));
            }
            places?.set(list.length - 1, { value: position });
            row = this.row;
            if (this.indentAt(row) > indent)
                decline();
        }
        if (places)
            this.children.set(list, places);
        this.row = row;
        return list;
    }
    /** A block mapping whose keys are at column `indent`; the first key may follow `- ` on its line. */
    mapping(first, indent) {
        const mapping = {};
        const places = this.places();
        let row = first;
        let col = indent;
        for (;;) {
            const line = this.lines[row];
            const key = this.key(line, col) ?? decline();
            const keyPosition = this.at(row, col);
            const valueCol = skipSpaces(line, key.end);
            let value;
            let valuePosition;
            if (valueCol === line.length || line[valueCol] === '#') {
                const next = this.nextContent(row + 1);
                const nextIndent = this.indentAt(next);
                if (nextIndent > indent || (nextIndent === indent && isDash(this.lines[next], indent))) {
                    valuePosition = this.at(next, nextIndent);
                    value = this.blockNode(next, nextIndent);
                }
                else {
                    // The `yaml` package places an empty value where the line's content would start.
                    valuePosition = this.at(row, valueCol);
                    value = null;
                    this.row = next;
                }
            }
            else {
                valuePosition = this.at(row, valueCol);
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
        if (places)
            this.children.set(mapping, places);
        this.row = row;
        return mapping;
    }
    /** PyYAML's dict semantics: the last value wins, the key keeps its first place. */
    assign(mapping, places, key, value, keyPosition, valuePosition) {
        if (this.uniqueKeys && Object.hasOwn(mapping, key))
            decline();
        mapping[key] = value;
        places?.set(key, { key: places.get(key)?.key ?? keyPosition, value: valuePosition });
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
            text = (0,values/* pyStr */.rD)((0,yaml_scalars/* resolvePlainScalar */.t2)(source));
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
            value = (0,yaml_scalars/* resolvePlainScalar */.t2)(line.slice(col, end).trimEnd());
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
                }
                else {
                    const key = flowScalar(line, col, true);
                    if (line[key.end] !== ':' || line[key.end + 1] !== ' ')
                        decline();
                    const text = key.quoted ? key.value : (0,values/* pyStr */.rD)(key.value);
                    if (text === '__proto__')
                        decline();
                    const valueCol = skipSpaces(line, key.end + 1);
                    const item = this.flowNode(row, valueCol);
                    this.assign(mapping, places, text, item.value, position, this.at(row, valueCol));
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
        if (places)
            this.children.set(value, places);
        return { value, end: col + 1 };
    }
    flowNode(row, col) {
        const c = this.lines[row][col];
        return c === '[' || c === '{' ? this.nested(() => this.flowCollection(row, col)) : flowScalar(this.lines[row], col, false);
    }
    nested(parse) {
        if (++this.depth > yaml_tree/* YAML_MAX_DEPTH */.po)
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
    return { value: (0,yaml_scalars/* resolvePlainScalar */.t2)(source), end, quoted: false };
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
let yamlPackage;
const loadYaml = () => 
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load the bundler resolves
(yamlPackage ??= ( true ? __webpack_require__(8815) : 0));
/** parseYaml through the `yaml` package alone: any YAML, and the reference the fast path is tested against. */
function parseYamlFull(text, file, options = {}) {
    const { LineCounter, Parser, Composer, YAMLParseError, isAlias, isMap, isScalar, isSeq } = loadYaml();
    const lineCounter = new LineCounter();
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset ?? 0);
        return { line, column: col };
    };
    const fail = (message, offset, code = 'yaml-syntax') => {
        const { line, column } = pos(offset);
        throw new errors/* SweepkitError */.R0(message, { location: { file, line, column }, code });
    };
    const tooDeep = (offset) => fail(`YAML nesting deeper than ${yaml_tree/* YAML_MAX_DEPTH */.po} levels`, offset, 'yaml-too-deep');
    // parseDocument in two steps, so that the depth is checked on the syntax tree (built without
    // recursion) before the `yaml` package's recursive composer sees it: at the stack limit V8 can
    // abort the whole process (a regular expression compiled there fails natively), beyond any catch.
    const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
    const bad = NOT_PRINTABLE.exec(text);
    if (bad) {
        const code = bad[0].codePointAt(0).toString(16).padStart(4, '0');
        fail(`unacceptable character #x${code}: special characters are not allowed`, bad.index, 'yaml-character');
    }
    const deepAt = firstTooDeep(tokens);
    if (deepAt !== undefined)
        tooDeep(deepAt);
    const composer = new Composer({ schema: 'failsafe', uniqueKeys: false, version: '1.1', strict: false });
    let doc;
    for (const next of composer.compose(tokens, true, text.length)) {
        if (doc) {
            doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
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
    const over = aliasBudgetExceeded(doc, targets);
    if (over)
        fail(over.message, over.offset, 'yaml-alias-bound');
    let depth = 0;
    const convert = (node) => {
        if (node === null || node === undefined)
            return null;
        if (isAlias(node)) {
            const target = targets.get(node);
            if (!target)
                fail(`unknown YAML alias *${node.source}`, node.range?.[0]);
            if (active.has(target))
                fail('recursive YAML alias', node.range?.[0]);
            return convert(target);
        }
        if (isScalar(node)) {
            const source = String(node.value ?? '');
            if (node.tag && node.tag !== '!') {
                const tagged = (0,yaml_scalars/* resolveTaggedScalar */.hz)(node.tag, source);
                if (tagged === undefined)
                    fail(`cannot apply YAML tag ${node.tag} to ${JSON.stringify(source)}`, node.range?.[0]);
                return tagged;
            }
            return node.type === 'PLAIN' ? (0,yaml_scalars/* resolvePlainScalar */.t2)(source) : source;
        }
        if (++depth > yaml_tree/* YAML_MAX_DEPTH */.po)
            tooDeep(node.range?.[0]);
        active.add(node);
        try {
            if (isSeq(node)) {
                const list = [];
                const places = new Map();
                node.items.forEach((item, index) => {
                    list.push(convert(item));
                    places.set(index, { value: pos(item?.range?.[0] ?? node.range?.[0]) });
                });
                children.set(list, places);
                return list;
            }
            if (isMap(node))
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
            if (isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
                const merged = convert(valueNode);
                const sources = Array.isArray(merged) ? merged : [merged];
                for (const source of sources) {
                    if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof python_float/* PyFloat */.g$ || source instanceof yaml_scalars/* YamlTimestamp */.Am) {
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
            const key = (0,values/* pyStr */.rD)(convert(keyNode));
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
    return new yaml_tree/* LoadedYaml */.tx(file, value, { value, root: pos(doc.contents?.range?.[0]), children });
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
        if (depth > yaml_tree/* YAML_MAX_DEPTH */.po)
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
 * The one alias budget of every YAML reader (this loader, lint-workflows' alias expansion, the
 * `yaml` documents read elsewhere): the first alias, in document order, past which the aliases
 * together copy more than YAML_MAX_ALIAS_NODES nodes, and the message to report there; undefined
 * within budget. Each node's expanded size is computed once (capped), so a "billion laughs" is
 * measured in one walk without being expanded.
 */
function aliasBudgetExceeded(doc, targets = aliasTargets(doc)) {
    const { isAlias, isMap, isPair, isSeq, visit } = loadYaml();
    const cap = YAML_MAX_ALIAS_NODES + 1;
    const sizes = new Map();
    const active = new Set();
    const sizeOf = (node) => {
        if (node === null || node === undefined)
            return 0;
        if (isAlias(node)) {
            const target = targets.get(node);
            // An unknown or recursive alias copies nothing here; the readers report it.
            return target === undefined || active.has(target) ? 1 : Math.min(cap, 1 + sizeOf(target));
        }
        if (!isMap(node) && !isSeq(node))
            return 1;
        const known = sizes.get(node);
        if (known !== undefined)
            return known;
        active.add(node);
        let size = 1;
        for (const item of node.items) {
            size += isPair(item) ? sizeOf(item.key) + sizeOf(item.value) : sizeOf(item);
            if (size >= cap)
                break;
        }
        active.delete(node);
        sizes.set(node, Math.min(cap, size));
        return Math.min(cap, size);
    };
    let copied = 0;
    let over;
    visit(doc, {
        Alias(_, alias) {
            const target = targets.get(alias);
            copied += target === undefined ? 0 : sizeOf(target);
            if (copied <= YAML_MAX_ALIAS_NODES)
                return undefined;
            over = alias;
            return visit.BREAK;
        }
    });
    return over && { message: `YAML aliases copy more than ${YAML_MAX_ALIAS_NODES} nodes (nested aliases that multiply)`, offset: over.range?.[0] ?? 0 };
}
/**
 * A `yaml` document as plain data, within the alias budget (past it: one error at the alias's
 * line in `file`); `text` is the document's source, for the position.
 */
function yamlDocumentToJs(doc, text, file) {
    const over = aliasBudgetExceeded(doc);
    if (over) {
        const before = text.slice(0, over.offset).split('\n');
        throw new errors/* SweepkitError */.R0(over.message, { location: { file, line: before.length, column: before.at(-1).length + 1 }, code: 'yaml-alias-bound' });
    }
    return doc.toJS({ maxAliasCount: -1 });
}
/**
 * The node each alias stands for: the last node with its anchor before it, found in one walk in
 * document order (`Alias.resolve` walks the whole document once per alias: quadratic).
 */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    const { visit, isAlias } = loadYaml();
    visit(doc, {
        Node: (_key, node) => {
            if (isAlias(node)) {
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
    return parseYaml((0,src_files/* readTextFile */.G)(files, path, options.displayName), options.displayName ?? path);
}


/***/ }),

/***/ 6465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ isYamlMapping),
/* harmony export */   po: () => (/* binding */ YAML_MAX_DEPTH),
/* harmony export */   tx: () => (/* binding */ LoadedYaml)
/* harmony export */ });
/* harmony import */ var _python_float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _yaml_scalars_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4236);


/** Nesting depth of collections. PyYAML's recursive composer gives up a little above 300. */
const YAML_MAX_DEPTH = 256;
/**
 * A YAML document loaded with PyYAML `safe_load` semantics, plus the position of every node, so
 * that validation errors can name `file:line:col`. The positions may come lazily (a function
 * called on the first `locate`), with their own copy of the tree.
 */
class LoadedYaml {
    file;
    value;
    positions;
    constructor(file, value, positions) {
        this.file = file;
        this.value = value;
        this.positions = positions;
    }
    /**
     * Where the node at `path` is (its key with `which: 'key'`). A path that leaves the document
     * (a missing key) gives the position of the deepest node that exists: the mapping that lacks it.
     */
    locate(path, which = 'value') {
        if (typeof this.positions === 'function')
            this.positions = this.positions();
        const { root, children } = this.positions;
        let position = root;
        let node = this.positions.value;
        for (let i = 0; i < path.length; i++) {
            if (node === null || typeof node !== 'object')
                break;
            const entry = children.get(node)?.get(path[i]);
            if (!entry)
                break;
            position = which === 'key' && i === path.length - 1 && entry.key ? entry.key : entry.value;
            node = node[path[i]];
        }
        return { file: this.file, line: position.line, column: position.column };
    }
}
/** A YAML mapping (not a list, scalar, float or timestamp). */
const isYamlMapping = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof _python_float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) && !(v instanceof _yaml_scalars_js__WEBPACK_IMPORTED_MODULE_1__/* .YamlTimestamp */ .Am);


/***/ })

};
