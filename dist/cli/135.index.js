export const id = 135;
export const ids = [135];
export const modules = {

/***/ 324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ nodeArtifactFs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./packages/common/src/adapters/write-atomic.ts




const pending = new Set();
const SIGNALS = ['SIGTERM', 'SIGINT'];
let guarded = false;
let unguardTimer;
/**
 * A signal that arrives while a temp file exists: remove the temp files, then, unless the program
 * handles the signal itself, exit as a shell reports death by it (128 + its number). A signal
 * sent during the (synchronous) write is delivered once the event loop runs again, which is why
 * the handler stays a little longer than the write.
 */
function onSignal(signal) {
    for (const temp of pending)
        (0,external_node_fs_.rmSync)(temp, { force: true });
    pending.clear();
    unguard();
    if (process.listenerCount(signal) === 0)
        process.exit(128 + external_node_os_.constants.signals[signal]);
}
function unguard() {
    unguardTimer = undefined;
    if (!guarded)
        return;
    guarded = false;
    for (const signal of SIGNALS)
        process.off(signal, onSignal);
}
/**
 * Writes a file all at once: a temp file in the same folder, then a rename, so readers never see
 * a partial file. The temp's name is random and it is created exclusively (O_EXCL), so a file or
 * symlink planted at a predictable name is never followed or overwritten; SIGTERM/SIGINT remove it.
 */
function writeFileAtomic(target, text) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
    // A short name: a target whose name is near the 255-byte limit must still be writable.
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.sweepkit-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`);
    if (!guarded) {
        guarded = true;
        for (const signal of SIGNALS)
            process.on(signal, onSignal);
    }
    try {
        const fd = (0,external_node_fs_.openSync)(temp, 'wx', 0o644);
        pending.add(temp);
        try {
            (0,external_node_fs_.writeFileSync)(fd, text);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(temp, target);
    }
    catch (error) {
        if (pending.has(temp))
            (0,external_node_fs_.rmSync)(temp, { force: true });
        throw error;
    }
    finally {
        pending.delete(temp);
        // (Re)started after the write: a timer already due would run before the signal is delivered.
        if (unguardTimer)
            unguardTimer.refresh();
        else
            unguardTimer = setTimeout(unguard, 100).unref();
    }
}

// EXTERNAL MODULE: ./packages/agentic/src/lines.ts
var lines = __webpack_require__(5350);
// EXTERNAL MODULE: ./packages/agentic/src/ports.ts
var ports = __webpack_require__(4933);
;// CONCATENATED MODULE: ./packages/agentic/src/adapters/node-artifact-fs.ts






const CHUNK_BYTES = 1 << 20;
/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region, path, each) {
    if (region.length === 0)
        return;
    if (!(0,external_node_buffer_.isAscii)(region) && !(0,external_node_buffer_.isUtf8)(region))
        throw new ports/* NotUtf8Error */.x(path);
    if (region.indexOf(13) >= 0) {
        for (const line of (0,lines/* splitLines */.u)(region.toString('utf8')))
            each(line);
        return;
    }
    let start = 0;
    for (let nl = region.indexOf(10); nl >= 0; nl = region.indexOf(10, start)) {
        each(region.toString('utf8', start, nl));
        start = nl + 1;
    }
    if (start < region.length)
        each(region.toString('utf8', start));
}
const stat = (path) => (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,external_node_path_.resolve)(cwd, path);
    return {
        isFile: (path) => stat(at(path))?.isFile() ?? false,
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,external_node_fs_.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,external_node_fs_.readFileSync)(at(path)),
        readHead: (path, maxBytes) => {
            const fd = (0,external_node_fs_.openSync)(at(path), 'r');
            try {
                const buffer = Buffer.alloc(Math.min(maxBytes, (0,external_node_fs_.statSync)(at(path)).size));
                const read = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        },
        forEachLine(path, each) {
            const fd = (0,external_node_fs_.openSync)(at(path), 'r');
            try {
                let buffer = Buffer.alloc(chunkBytes);
                let kept = 0;
                for (;;) {
                    // A line longer than the buffer: grow it rather than split the line.
                    if (kept === buffer.length)
                        buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
                    const read = (0,external_node_fs_.readSync)(fd, buffer, kept, buffer.length - kept, null);
                    const end = kept + read;
                    // Whole lines only (up to the last \n); at the end of the file, everything.
                    const cut = read === 0 ? end : buffer.lastIndexOf(10, end - 1) + 1;
                    emitLines(buffer.subarray(0, cut), path, each);
                    buffer.copy(buffer, 0, cut, end);
                    kept = end - cut;
                    if (read === 0)
                        return;
                }
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        },
        mtimeMs: (path) => (0,external_node_fs_.statSync)(at(path)).mtimeMs,
        realPath: (path) => {
            try {
                return (0,external_node_fs_.realpathSync)(at(path));
            }
            catch {
                return at(path);
            }
        },
        writeAtomic: (path, text) => writeFileAtomic(at(path), text)
    };
}


/***/ }),

/***/ 382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   Oc: () => (/* binding */ resolveArtifactDir)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _server_logs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9404);



/**
 * The aiperf artifact folder (B.2): `dir` itself when it holds `file`, else its first child folder
 * in name order that does (per-run layout `run_0`, `run_1`, …), else `dir`.
 */
function resolveArtifactDir(fs, dir, file) {
    if (fs.isFile((0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, file)))
        return dir;
    if (fs.isDirectory(dir)) {
        for (const name of fs.list(dir).sort(_server_logs_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointOrder */ .Kl)) {
            const child = (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, name);
            if (fs.isDirectory(child) && fs.isFile((0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(child, file)))
                return child;
        }
    }
    return dir;
}
/**
 * A whole JSON file as Python's reader sees it (NaN/Infinity accepted), or undefined when absent.
 * Throws PyJsonSyntaxError (Python's message) or the file system's error.
 */
function parseJsonFile(fs, path) {
    if (!fs.isFile(path))
        return undefined;
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(path));
    }
    catch (e) {
        if (e instanceof TypeError)
            throw new Error('file is not valid UTF-8');
        throw e;
    }
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePyJson */ .j5)(text);
}
/** `parseJsonFile`, with failures as one error at the file's line and column. */
function readJsonFile(fs, path) {
    try {
        return parseJsonFile(fs, path);
    }
    catch (e) {
        if (e instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .PyJsonSyntaxError */ .Ly) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`invalid JSON: ${e.reason}`, { location: { file: path, line: e.line, column: e.column }, code: 'bad-json' });
        }
        const code = e.code;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(code ? `cannot read file (${code})` : e.message, { location: { file: path }, code: 'file-unreadable' });
    }
}


/***/ }),

/***/ 5350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forEachLine),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4933);


const BREAK = /\r\n|\r|\n/;
/** The lines of a text, split like Python's universal newlines (no empty item after a final break). */
function splitLines(text) {
    const lines = text.includes('\r') ? text.split(BREAK) : text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** `fs.forEachLine`, with a file that is not UTF-8 reported as an error naming it. */
function forEachLine(fs, path, each) {
    try {
        fs.forEachLine(path, each);
    }
    catch (e) {
        if (e instanceof _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .NotUtf8Error */ .x)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('file is not valid UTF-8', { location: { file: path } });
        throw e;
    }
}


/***/ }),

/***/ 17:
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
    const segments = normal.slice(root.length).split('/').filter((s) => s !== '' && s !== '.');
    const parents = [];
    for (let n = segments.length - 1; n >= 0 && parents.length < count; n--) {
        parents.push(root + segments.slice(0, n).join('/') || '.');
    }
    return parents;
}


/***/ }),

/***/ 4933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ NotUtf8Error)
/* harmony export */ });
/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
class NotUtf8Error extends Error {
}


/***/ }),

/***/ 9404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ sglangCapacity),
/* harmony export */   J2: () => (/* binding */ logCapacity),
/* harmony export */   Kl: () => (/* binding */ codePointOrder),
/* harmony export */   kT: () => (/* binding */ vllmCapacity)
/* harmony export */ });
/* unused harmony exports LOG_HEAD_BYTES, serverLogFiles, readLogHead */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);


/** Only the head of a server log is read: logs of long runs reach gigabytes. */
const LOG_HEAD_BYTES = 64 * 1024 * 1024;
const VLLM_SIZE = /GPU KV cache size:\s*([\d,]+)\s*tokens/;
const VLLM_ENGINE = /\(EngineCore(?:_DP\d+)? pid=\d+\)/;
/** vLLM: `GPU KV cache size: N tokens`, per engine (last line wins) or summed when untagged. */
function vllmCapacity(text) {
    const perEngine = new Map();
    let bare = null;
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('GPU KV cache size'))
            continue;
        const m = VLLM_SIZE.exec(line);
        const value = m ? Number(m[1].replace(/,/g, '')) : NaN;
        if (!(value > 0))
            continue;
        const engine = VLLM_ENGINE.exec(line);
        if (engine)
            perEngine.set(engine[0], value);
        else
            bare = (bare ?? 0) + value;
    }
    if (perEngine.size)
        return [...perEngine.values()].reduce((a, b) => a + b, 0);
    return bare;
}
const SGLANG_DP = /\bdp_size=(\d+)\b/;
const SGLANG_TOKENS = /\bmax_total_num_tokens=(\d+)\b/;
const SGLANG_RANK = /\b(DP\d+\s+TP\d+\s+EP\d+)\b/;
/** SGLang: `max_total_num_tokens=N` per rank; one logged rank of a DP server stands for all. */
function sglangCapacity(text) {
    const dpMatch = SGLANG_DP.exec(text);
    const dpSize = dpMatch ? Number(dpMatch[1]) : 0;
    const perRank = new Map();
    const bare = [];
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('max_total_num_tokens'))
            continue;
        const m = SGLANG_TOKENS.exec(line);
        const value = m ? Number(m[1]) : 0;
        if (!(value > 0))
            continue;
        const rank = SGLANG_RANK.exec(line);
        if (rank)
            perRank.set(rank[1], value);
        else
            bare.push(value);
    }
    if (perRank.size) {
        const values = [...perRank.values()];
        return values.length === 1 && dpSize > 1 ? values[0] * dpSize : values.reduce((a, b) => a + b, 0);
    }
    if (bare.length === 1 && dpSize > 1)
        return bare[0] * dpSize;
    return bare.length ? bare.reduce((a, b) => a + b, 0) : null;
}
/** `RESULT_DIR/server.log` and `watchtower-*.out` in RESULT_DIR and its first three lexical parents. */
function serverLogFiles(fs, resultDir) {
    const files = [];
    const seen = new Set();
    const add = (path) => {
        if (!fs.isFile(path))
            return;
        const real = fs.realPath(path);
        if (seen.has(real))
            return;
        seen.add(real);
        files.push(path);
    };
    add((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir, 'server.log'));
    for (const dir of [(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir), ...(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyParents */ .f)(resultDir, 3)]) {
        const names = fs.list(dir).filter((n) => n.startsWith('watchtower-') && n.endsWith('.out'));
        for (const path of names.map((n) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(dir, n)).sort(codePointOrder))
            add(path);
    }
    return files;
}
const codePointOrder = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Log text as the reference reads it: the head, invalid UTF-8 replaced, NUL characters removed. */
function readLogHead(fs, path) {
    const bytes = fs.readHead(path, LOG_HEAD_BYTES);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/\0/g, '');
}
/** Capacity summed over every log file, null when no file states one. */
function logCapacity(fs, resultDir, parse) {
    let total = null;
    for (const path of serverLogFiles(fs, resultDir)) {
        const value = parse(readLogHead(fs, path));
        if (value !== null)
            total = (total ?? 0) + value;
    }
    return total;
}


/***/ }),

/***/ 5075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rC: () => (/* binding */ pyPercent),
/* harmony export */   wq: () => (/* binding */ pyRound)
/* harmony export */ });
/**
 * Python's decimal rounding of binary floats: `round(x, n)` and `format(x, '.nf')` round the exact
 * binary value with ties to even, where JavaScript's `toFixed` rounds ties away from zero.
 */
/** x = mantissa × 2^exponent exactly (x finite). */
function decompose(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const hi = view.getUint32(0);
    const lo = view.getUint32(4);
    const biased = (hi >>> 20) & 0x7ff;
    const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    return { negative: hi >>> 31 === 1, mantissa, exponent: (biased === 0 ? 1 : biased) - 1075 };
}
/** |x| × 10^digits rounded to an integer, ties to even, from the exact binary value. */
function scaledHalfEven(x, digits) {
    const { mantissa, exponent } = decompose(x);
    const scale = 10n ** BigInt(digits);
    if (exponent >= 0)
        return (mantissa << BigInt(exponent)) * scale;
    const num = mantissa * scale;
    const den = 1n << BigInt(-exponent);
    const q = num / den;
    const twice = (num % den) * 2n;
    return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q;
}
/** Python `format(x, f'.{digits}f')` (finite x keeps a `-` sign even when it rounds to zero). */
function pyFixed(x, digits) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const text = scaledHalfEven(x, digits).toString().padStart(digits + 1, '0');
    const sign = x < 0 || Object.is(x, -0) ? '-' : '';
    return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
/** Python `round(x, digits)` for a float: the nearest double to the half-even decimal rounding. */
function pyRound(x, digits) {
    if (!Number.isFinite(x))
        return x;
    if (digits < 0) {
        const rounded = Number(scaledHalfEvenSignificant(x, digits)) * 10 ** -digits;
        return x < 0 ? -rounded : rounded;
    }
    return Number(pyFixed(x, digits));
}
/** Python `format(x, '.{digits}%')`. */
const pyPercent = (x, digits) => `${pyFixed(x * 100, digits)}%`;
/** Python `format(x, 'g')`: 6 significant digits, trailing zeros removed. */
function pyGeneral(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0' : '0';
    const precision = 6;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    // Rounding to 6 significant digits may carry into the next power of ten (999999.5 → 1e+06).
    const digitsAt = (e) => scaledHalfEvenSignificant(x, precision - 1 - e);
    let digits = digitsAt(exponent);
    if (digits.length > precision)
        digits = digitsAt(++exponent);
    else if (digits.length < precision)
        digits = digitsAt(--exponent);
    const sign = x < 0 ? '-' : '';
    const strip = (s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
    if (exponent >= -4 && exponent < precision) {
        const decimals = precision - 1 - exponent;
        const padded = digits.padStart(decimals + 1, '0');
        return sign + strip(decimals > 0 ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded);
    }
    const mantissa = strip(`${digits[0]}.${digits.slice(1)}`);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
/** |x| rounded half-even to `decimals` places (negative: to tens, hundreds…), as its digit string. */
function scaledHalfEvenSignificant(x, decimals) {
    if (decimals >= 0)
        return scaledHalfEven(x, decimals).toString();
    const { mantissa, exponent } = decompose(x);
    const den = 10n ** BigInt(-decimals);
    const num = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
    const shift = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
    const d = den * shift;
    const q = num / d;
    const twice = (num % d) * 2n;
    return (twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q).toString();
}


/***/ }),

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* unused harmony export JSON_MAX_DEPTH */
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

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
            return new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(m[0]));
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
                return literal('NaN', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN));
            case 'I':
                return literal('Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity));
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
