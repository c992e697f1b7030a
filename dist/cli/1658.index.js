export const id = 1658;
export const ids = [1658];
export const modules = {

/***/ 7918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ collect_results)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/safe-files.ts
var safe_files = __webpack_require__(105);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/common/src/python/json-reindent.ts



/** Bytes gathered in one growing buffer; what json.dumps writes with ensure_ascii is ASCII only. */
class ByteBuffer {
    buffer = Buffer.allocUnsafe(1 << 20);
    length = 0;
    room(n) {
        if (this.length + n <= this.buffer.length)
            return;
        const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
        this.buffer.copy(grown, 0, 0, this.length);
        this.buffer = grown;
    }
    byte(b) {
        this.room(1);
        this.buffer[this.length++] = b;
    }
    copy(source, start, end) {
        this.room(end - start);
        // Most pieces are a few bytes (a key, a number): a loop beats making a view to copy from.
        if (end - start < 64)
            for (let j = start; j < end; j++)
                this.buffer[this.length++] = source[j];
        else {
            this.buffer.set(source.subarray(start, end), this.length);
            this.length += end - start;
        }
    }
    ascii(text) {
        this.room(text.length);
        this.length += this.buffer.write(text, this.length, 'latin1');
    }
    /** The bytes gathered so far (a view: valid until the next write). */
    view() {
        return this.buffer.subarray(0, this.length);
    }
}
/** The input is not one this fast path writes exactly as Python would: the caller parses it in full. */
class NotSimple extends Error {
}
const notSimple = () => {
    throw new NotSimple();
};
const LITERALS = ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'].map((w) => Buffer.from(w));
const [QUOTE, BACKSLASH, COMMA, COLON, MINUS, DOT, ZERO, NINE, OPEN_LIST, CLOSE_LIST, OPEN_MAP, CLOSE_MAP] = [34, 92, 44, 58, 45, 46, 48, 57, 91, 93, 123, 125];
const isDigit = (c) => c !== undefined && c >= ZERO && c <= NINE;
/** A float as json.dumps writes it (non-finite spelled like JavaScript). */
const floatText = (x) => (Number.isFinite(x) ? (0,python_float/* pyFloatRepr */.XO)(x) : Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');
/**
 * `json.dumps(json.loads(text), indent=indent)` written at nesting `depth` into `out`, straight from
 * the UTF-8 bytes: no text decoded, no value tree built (a sweep's 20 000 result files are
 * re-indented, not rebuilt). Returns false, with `out` as it was, for anything it does not write
 * exactly like Python — invalid JSON, duplicate keys (Python keeps the first position with the last
 * value), keys with escapes or non-ASCII, nesting past JSON_MAX_DEPTH — so the caller takes the full
 * parser, which gives the same bytes or Python's error. `src` must be valid UTF-8.
 */
function pyJsonReindent(bytes, indent, depth, out) {
    const src = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const mark = out.length;
    let i = 0;
    const pads = [];
    const pad = (level) => (pads[level] ??= Buffer.from(`\n${' '.repeat(indent * level)}`));
    // One key table per nesting level, reused: the FNV-1a hashes of an object's keys.
    const keyTables = [];
    const ws = () => {
        for (let c = src[i]; c === 32 || c === 10 || c === 13 || c === 9; c = src[++i])
            ;
    };
    /** Whether the string token at `i` is plain printable ASCII; `stringEnd` is set after its closing quote. */
    let stringEnd = 0;
    const scanString = () => {
        let plain = true;
        let j = i + 1;
        for (;;) {
            const c = src[j];
            if (c === undefined)
                notSimple();
            if (c === QUOTE)
                break;
            if (c === BACKSLASH) {
                plain = false;
                j += 2;
                continue;
            }
            if (c < 32 || c > 126)
                plain = false;
            j++;
        }
        stringEnd = j + 1;
        return plain;
    };
    const string = () => {
        const plain = scanString();
        const end = stringEnd;
        if (plain)
            out.copy(src, i, end);
        else {
            // A raw control character is an error for Python's strict decoder: the full parser reports it.
            for (let j = i; j < end; j++)
                if (src[j] < 32)
                    notSimple();
            let decoded;
            try {
                decoded = JSON.parse(src.toString('utf8', i, end));
            }
            catch {
                return notSimple();
            }
            out.ascii((0,json/* pyJsonString */.jL)(decoded, true));
        }
        i = end;
    };
    const literal = () => {
        for (const word of LITERALS) {
            let k = 0;
            while (k < word.length && src[i + k] === word[k])
                k++;
            if (k === word.length) {
                out.copy(word, 0, word.length);
                i += k;
                return true;
            }
        }
        return false;
    };
    const number = () => {
        const start = i;
        if (src[i] === MINUS)
            i++;
        if (src[i] === ZERO)
            i++;
        else if (isDigit(src[i]))
            while (isDigit(src[i]))
                i++;
        else
            notSimple();
        let float = false;
        if (src[i] === DOT) {
            float = true;
            if (!isDigit(src[++i]))
                notSimple();
            while (isDigit(src[i]))
                i++;
        }
        if (src[i] === 101 || src[i] === 69) {
            float = true;
            i++;
            if (src[i] === 43 || src[i] === MINUS)
                i++;
            if (!isDigit(src[i]))
                notSimple();
            while (isDigit(src[i]))
                i++;
        }
        // Python keeps an int's digits (no negative zero); a float goes through its repr.
        if (float)
            out.ascii(floatText(Number(src.toString('latin1', start, i))));
        else if (i - start === 2 && src[start] === MINUS && src[start + 1] === ZERO)
            out.byte(ZERO);
        else
            out.copy(src, start, i);
    };
    const value = (level) => {
        ws();
        const c = src[i];
        if (c === OPEN_MAP || c === OPEN_LIST)
            return container(c === OPEN_MAP, level);
        if (c === QUOTE)
            return string();
        // A number unless it is a literal (`-Infinity` starts like one).
        if (isDigit(c) || (c === MINUS && isDigit(src[i + 1])) || !literal())
            number();
    };
    const key = (keys) => {
        if (src[i] !== QUOTE)
            notSimple();
        if (!scanString())
            notSimple();
        const end = stringEnd;
        let hash = 0x811c9dc5;
        for (let j = i + 1; j < end - 1; j++)
            hash = Math.imul(hash ^ src[j], 0x01000193);
        // A duplicate key — or, rarely, two keys with one hash — is left to the full parser.
        if (keys.has(hash))
            notSimple();
        keys.add(hash);
        out.copy(src, i, end);
        i = end;
    };
    const container = (object, level) => {
        if (level - depth >= json_parse/* JSON_MAX_DEPTH */.EB)
            notSimple();
        const close = object ? CLOSE_MAP : CLOSE_LIST;
        i++;
        ws();
        if (src[i] === close) {
            i++;
            out.byte(object ? OPEN_MAP : OPEN_LIST);
            out.byte(close);
            return;
        }
        out.byte(object ? OPEN_MAP : OPEN_LIST);
        const keys = object ? (keyTables[level] ??= new Set()) : undefined;
        keys?.clear();
        const inner = pad(level + 1);
        for (let first = true;; first = false) {
            if (!first)
                out.byte(COMMA);
            out.copy(inner, 0, inner.length);
            if (keys) {
                ws();
                key(keys);
                ws();
                if (src[i++] !== COLON)
                    notSimple();
                out.byte(COLON);
                out.byte(32);
            }
            value(level + 1);
            ws();
            const next = src[i++];
            if (next === close)
                break;
            if (next !== COMMA)
                notSimple();
        }
        const outer = pad(level);
        out.copy(outer, 0, outer.length);
        out.byte(close);
    };
    try {
        value(depth);
        ws();
        if (i === src.length)
            return true;
    }
    catch (error) {
        if (!(error instanceof NotSimple || error instanceof RangeError))
            throw error;
    }
    out.length = mark;
    return false;
}

// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
;// CONCATENATED MODULE: ./packages/results/src/collect.ts


const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Output bytes gathered before one write. */
const WRITE_BYTES = 1 << 20;
/** One result file as an element of the output list (indent 2, at depth 1), into `out`. */
function writeRow(fs, file, entry, out) {
    if (!entry.isFile)
        throw new errors/* SweepkitError */.R0('is a directory, not a JSON file', { location: { file }, code: 'bad-result' });
    const bytes = entry.bytes ?? fs.readBytes(file);
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        throw new errors/* SweepkitError */.R0('not UTF-8 text', { location: { file }, code: 'bad-result' });
    // Re-indented straight from the bytes when it is plain JSON (Python's bytes, no value tree built),
    // else parsed in full: the same bytes, or Python's error.
    if (pyJsonReindent(bytes, 2, 1, out))
        return;
    try {
        (0,json/* pyJsonWrite */.xp)((0,json_parse/* parsePyJson */.j5)(UTF8.decode(bytes)), (text) => out.ascii(text), { indent: 2, depth: 1 });
    }
    catch (e) {
        if (!(e instanceof json_parse/* PyJsonSyntaxError */.Ly))
            throw e;
        throw new errors/* SweepkitError */.R0(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
    }
}
/**
 * `utils/collect_results.py RESULTS_DIR EXP_NAME`: every `*.json` below the folder, at any depth,
 * as one element of a JSON array written to `agg_<EXP_NAME>.json` (indent 2, Python's bytes).
 * Files are taken in ascending order of their relative path (code points), and the output is
 * streamed to a temp file that replaces the target only when every file was read. Each file is
 * read as the walk meets it, from the folder it just checked (no second walk from the root per
 * file), and its bytes are dropped once written; output goes out in pieces of a megabyte.
 */
function collectResults(fs, resultsDir, expName, outputDir = '.') {
    const isResult = (path) => path.slice(path.lastIndexOf('/') + 1).endsWith('.json');
    const entries = fs
        .walk(resultsDir, isResult)
        .filter((e) => isResult(e.path))
        .sort((a, b) => (0,json/* compareCodePoints */.OP)(a.path, b.path));
    // EXP_NAME names the output inside its folder, never a path out of it.
    const problem = (0,contained_path/* fileNameProblem */.XY)(`agg_${expName}.json`);
    if (problem)
        throw new contained_path/* UnsafePathError */.k0('EXP_NAME', expName, problem);
    const output = (0,path/* pyPath */.r)(outputDir, `agg_${expName}.json`);
    const writer = fs.createAtomic(output);
    const out = new ByteBuffer();
    try {
        out.ascii(entries.length ? '[\n' : '[]');
        entries.forEach((entry, i) => {
            out.ascii(i ? ',\n  ' : '  ');
            writeRow(fs, (0,path/* pyPath */.r)(resultsDir, entry.path), entry, out);
            entry.bytes = undefined;
            if (out.length < WRITE_BYTES)
                return;
            writer.write(out.view());
            out.length = 0;
        });
        if (entries.length)
            out.ascii('\n]');
        writer.write(out.view());
        writer.commit();
    }
    catch (e) {
        writer.abort();
        throw e;
    }
    return { output, files: entries.map((e) => e.path) };
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/collect-results.ts



/** `sweepkit collect-results RESULTS_DIR EXP_NAME` (`utils/collect_results.py`): writes agg_<EXP_NAME>.json, prints nothing. */
const collectResultsCommand = (argv, io) => {
    const { positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* COLLECT_RESULTS_COMMAND */.yH, argv, io, [
        { name: 'RESULTS_DIR', help: 'the folder holding the downloaded result artifacts' },
        { name: 'EXP_NAME', help: 'the collection prefix: the output is agg_<EXP_NAME>.json' }
    ]);
    collectResults((0,node_results_fs/* nodeResultsFs */.O)(io.cwd, (0,safe_files/* skipOncePerPath */.xW)((line) => io.stderr(`warning: ${line}\n`))), positionals[0], positionals[1]);
    return 0;
};
/* harmony default export */ const collect_results = (collectResultsCommand);


/***/ }),

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* unused harmony export relativePathProblem */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */
/** A file system's limit for one name (ext4, xfs, NFS). */
const NAME_MAX_BYTES = 255;
// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;
/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
function fileNameProblem(name, maxBytes = NAME_MAX_BYTES) {
    if (name === '')
        return 'is empty';
    if (/[/\\]/.test(name))
        return "must be a file name without folders ('/' or '\\')";
    if (CONTROL.test(name))
        return 'must not contain control characters';
    if (name.startsWith('.'))
        return "must not start with '.'";
    if (Buffer.byteLength(name) > maxBytes)
        return `must be at most ${maxBytes} bytes`;
    return undefined;
}
/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
function relativePathProblem(relative) {
    if (relative.startsWith('/'))
        return 'must be a relative path';
    if (CONTROL.test(relative))
        return 'must not contain control characters';
    if (relative.includes('\\'))
        return "must use '/' between folders, not '\\'";
    const parts = relative.split('/');
    if (parts.includes('..'))
        return "must stay inside its folder (no '..')";
    if (parts.every((p) => p === '' || p === '.'))
        return 'is empty';
    return undefined;
}
/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
class UnsafePathError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    constructor(what, value, reason) {
        super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
        this.name = 'UnsafePathError';
    }
}
/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
function pathInside(root, relative, what) {
    const problem = relativePathProblem(relative);
    if (problem)
        throw new UnsafePathError(what, relative, problem);
    const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
    const base = root.replace(/\/+$/, '');
    return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}
/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
function checkFileName(name, what, maxBytes = NAME_MAX_BYTES) {
    const problem = fileNameProblem(name, maxBytes);
    if (problem)
        throw new UnsafePathError(what, name, problem);
    return name;
}


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(this.render(dialect));
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
            return text.split(/\s+/).filter(Boolean).map(word);
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
        const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
        if (required && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`);
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


/***/ }),

/***/ 6615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ pyParents),
/* harmony export */   r: () => (/* binding */ pyPath)
/* harmony export */ });
/**
 * Python `pathlib.PurePosixPath` spelling of paths: messages and stdout print paths the way the
 * reference does (`./a//b/` → `a/b`, '' → '.').
 */
function pyPath(...parts) {
    let root = '';
    let segments = [];
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
function pyParents(path, count) {
    const normal = pyPath(path);
    const root = normal.startsWith('//') && !normal.startsWith('///') ? '//' : normal.startsWith('/') ? '/' : '';
    const segments = normal
        .slice(root.length)
        .split('/')
        .filter((s) => s !== '' && s !== '.');
    const parents = [];
    for (let n = segments.length - 1; n >= 0 && parents.length < count; n--) {
        parents.push(root + segments.slice(0, n).join('/') || '.');
    }
    return parents;
}


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1885);



/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer with the folder walked as its root: regular files and
 * folders only, symlinks followed only while they stay inside it; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeArtifactFs */ .C)(cwd),
        // The folder walked is the root: no link on the way, to a file or a folder, leads out of it.
        // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
        walk(dir, read = () => false) {
            const bytes = new Map();
            const visit = (path, readFile) => {
                if (!read(path))
                    return;
                try {
                    bytes.set(path, readFile());
                }
                catch {
                    // Left unread: the caller's own read of the path reports why, in its order.
                }
            };
            return _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeFolder */ .yY.at(at(dir))
                .walk('', onSkip, { visit })
                .map(({ path, isFile }) => ({ path, isFile, bytes: bytes.get(path) }));
        },
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createFileAtomic */ .Q)(at(path))
    };
}


/***/ })

};
