export const id = 6691;
export const ids = [6691];
export const modules = {

/***/ 6691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ aggregate_agentic)
});

// EXTERNAL MODULE: ./packages/job/src/adapters/node-artifact-fs.ts
var node_artifact_fs = __webpack_require__(1885);
// EXTERNAL MODULE: ./packages/agentic/src/options.ts
var options = __webpack_require__(3555);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
;// CONCATENATED MODULE: ./packages/agentic/src/column.ts
/** A growable Float64Array: one number per record, 8 bytes each, no per-record objects. */
class Column {
    data = new Float64Array(1024);
    length = 0;
    push(x) {
        if (this.length === this.data.length) {
            const bigger = new Float64Array(this.data.length * 2);
            bigger.set(this.data);
            this.data = bigger;
        }
        this.data[this.length++] = x;
    }
    /** The pushed values (a view: sorting it sorts the column). */
    values() {
        return this.data.subarray(0, this.length);
    }
}

;// CONCATENATED MODULE: ./packages/agentic/src/error-category.ts

const CATEGORY_KEYS = ['type', 'error_type', 'code', 'class', 'status'];
const MAX_CATEGORY = 120;
/** Thrown for an error message that is only whitespace (the reference crashes on it). */
class BlankErrorMessage extends Error {
}
/** The `error_categories` key of a failed request's `error` value (B.4). */
function errorCategory(error) {
    let message;
    if ((0,json_parse/* isPyObject */.zt)(error)) {
        for (const key of CATEGORY_KEYS) {
            const v = error.get(key);
            if (v !== undefined && v !== null && v !== '')
                return (0,values/* pyStr */.rD)(v);
        }
        const m = error.get('message') ?? null;
        message = (0,values/* pyTruthy */.Kn)(m) ? m : (error.get('error') ?? null);
    }
    else
        message = error;
    if (!(0,values/* pyTruthy */.Kn)(message))
        return 'unknown';
    const first = (0,values/* pySplitlines */.Lz)((0,values/* pyStrip */.m0)((0,values/* pyStr */.rD)(message)))[0];
    if (first === undefined)
        throw new BlankErrorMessage('error message is only whitespace');
    const head = (0,values/* pyStrip */.m0)(first.split(':')[0]) || 'unknown';
    return Array.from(head).slice(0, MAX_CATEGORY).join('');
}

;// CONCATENATED MODULE: ./packages/agentic/src/exact-stats.ts
/**
 * Python's `statistics.mean` / `pstdev` work on exact rationals of the binary values and round
 * once. Here sums are kept exact as non-overlapping double partials (Shewchuk, like `math.fsum`),
 * and only the final division / square root goes through BigInt, so a pass stays O(n) in doubles.
 */
/** An exact running sum of doubles. */
class ExactSum {
    partials = [0, 0, 0, 0];
    count = 0;
    special = 0;
    hasSpecial = false;
    add(x) {
        if (x - x !== 0) {
            // NaN or ±Infinity: no exact rational; remember it the way float arithmetic would.
            this.special += x;
            this.hasSpecial = true;
            return;
        }
        const p = this.partials;
        let n = 0;
        for (let j = 0; j < this.count; j++) {
            let y = p[j];
            if (Math.abs(x) < Math.abs(y)) {
                const t = x;
                x = y;
                y = t;
            }
            const hi = x + y;
            const lo = y - (hi - x);
            if (lo !== 0)
                p[n++] = lo;
            x = hi;
        }
        if (n === p.length)
            this.partials = p.concat(new Array(n).fill(0));
        this.partials[n] = x;
        this.count = n + 1;
    }
    /** NaN/±Infinity when a non-finite value was added (the result is then not a rational). */
    nonFinite() {
        return this.hasSpecial ? this.special : undefined;
    }
    /** The exact sum as numerator / 2^1074. */
    scaled() {
        let total = 0n;
        for (let j = 0; j < this.count; j++)
            total += scaledDouble(this.partials[j]);
        return total;
    }
}
const SCALE_BITS = 1074;
const SPLITTER = 134217729; // 2^27 + 1 (Veltkamp)
/** x × 2^1074 as an exact integer. */
function scaledDouble(x) {
    if (x === 0)
        return 0n;
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const hi = view.getUint32(0);
    const biased = (hi >>> 20) & 0x7ff;
    const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(view.getUint32(4));
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    const shifted = mantissa << BigInt((biased === 0 ? 1 : biased) - 1075 + SCALE_BITS);
    return hi >>> 31 ? -shifted : shifted;
}
/** Adds x² exactly (as two doubles) to `sum`. */
function addSquare(sum, x) {
    const hi = x * x;
    if (!Number.isFinite(hi))
        return sum.add(hi);
    const c = SPLITTER * x;
    const xh = c - (c - x);
    const xl = x - xh;
    const lo = xl * xl - (hi - xh * xh - xh * xl - xl * xh);
    sum.add(hi);
    sum.add(lo);
}
const bitLength = (n) => (n === 0n ? 0 : n.toString(2).length);
/** m × 2^e rounded to the nearest double (ties to even), `sticky` = some nonzero bits below m. */
function roundToDouble(m, e, sticky) {
    const extra = bitLength(m) - 53;
    if (extra > 0) {
        const half = 1n << BigInt(extra - 1);
        const rest = m & ((1n << BigInt(extra)) - 1n);
        m >>= BigInt(extra);
        e += extra;
        if (rest > half || (rest === half && (sticky || (m & 1n) === 1n)))
            m += 1n;
    }
    // Multiply in two steps so that large exponents do not overflow an intermediate power of two.
    const half1 = Math.trunc(e / 2);
    return Number(m) * 2 ** half1 * 2 ** (e - half1);
}
/** num / den correctly rounded (den > 0). */
function divideToDouble(num, den) {
    if (num === 0n)
        return 0;
    const negative = num < 0n;
    const a = negative ? -num : num;
    const shift = Math.max(0, 55 - (bitLength(a) - bitLength(den)));
    const scaled = a << BigInt(shift);
    const q = scaled / den;
    const value = roundToDouble(q, -shift, scaled % den !== 0n);
    return negative ? -value : value;
}
function isqrt(n) {
    if (n < 2n)
        return n;
    let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
    for (;;) {
        const y = (x + n / x) >> 1n;
        if (y >= x)
            return x;
        x = y;
    }
}
/** √(num/den) correctly rounded (num ≥ 0, den > 0). */
function sqrtToDouble(num, den) {
    if (num === 0n)
        return 0;
    let k = Math.ceil((112 - (bitLength(num) - bitLength(den))) / 2);
    if (k < 0)
        k = 0;
    const scaled = num << BigInt(2 * k);
    const q = scaled / den;
    const r = isqrt(q);
    const exact = scaled % den === 0n && r * r === q;
    return roundToDouble(r, -k, !exact);
}
/** Exact sums of values and squares, for mean and population standard deviation. */
class Moments {
    sum = new ExactSum();
    squares = new ExactSum();
    count = 0;
    add(x) {
        this.sum.add(x);
        addSquare(this.squares, x);
        this.count++;
    }
    /** `statistics.mean`; `integral` = all values were Python ints (an integral mean stays an int). */
    mean(integral = false) {
        const special = this.sum.nonFinite();
        if (special !== undefined)
            return { value: special / this.count, isInt: false };
        const num = this.sum.scaled();
        const den = BigInt(this.count) << BigInt(SCALE_BITS);
        if (integral && num % den === 0n) {
            const q = num / den;
            const n = Number(q);
            return { value: Number.isSafeInteger(n) ? n : q, isInt: true };
        }
        return { value: divideToDouble(num, den), isInt: false };
    }
    /** `statistics.pstdev` (a float). */
    pstdev() {
        const special = this.sum.nonFinite() ?? this.squares.nonFinite();
        if (special !== undefined)
            return NaN;
        const n = BigInt(this.count);
        const sx = this.sum.scaled();
        const sxx = this.squares.scaled();
        // variance = (n·Σx² − (Σx)²) / n², with Σx = sx/D and Σx² = sxx/D (D = 2^1074)
        const num = n * sxx * (1n << BigInt(SCALE_BITS)) - sx * sx;
        const den = n * n * (1n << BigInt(2 * SCALE_BITS));
        return sqrtToDouble(num < 0n ? 0n : num, den);
    }
}

;// CONCATENATED MODULE: ./packages/agentic/src/raw-member.ts
/** The JSON text of the value of `key` inside the top-level object `outer`, or undefined. */
function rawMemberToken(line, outer, key) {
    // Used only for integers too large for a double (nanosecond timestamps): JSON.parse has already
    // accepted the line, so a light scanner that skips strings and nesting is enough.
    let i = 0;
    const skipString = () => {
        i++;
        for (;;) {
            const c = line.charCodeAt(i++);
            if (c === 92)
                i++;
            else if (c === 34 || Number.isNaN(c))
                return;
        }
    };
    const readString = () => {
        const start = i;
        skipString();
        return JSON.parse(line.slice(start, i));
    };
    const skipValue = () => {
        let depth = 0;
        for (;;) {
            const c = line.charCodeAt(i);
            if (Number.isNaN(c))
                return;
            if (c === 34) {
                skipString();
                if (depth === 0)
                    return;
                continue;
            }
            if (c === 123 || c === 91)
                depth++;
            else if (c === 125 || c === 93) {
                if (depth === 0)
                    return;
                depth--;
                if (depth === 0) {
                    i++;
                    return;
                }
            }
            else if (depth === 0 && c === 44)
                return;
            i++;
        }
    };
    const ws = () => {
        while (/\s/.test(line[i] ?? ''))
            i++;
    };
    // Walks the members of the object starting at i; returns the raw token of the last `name`.
    const member = (name, nested) => {
        let found;
        i++;
        for (;;) {
            ws();
            if (line[i] !== '"')
                break;
            const k = readString();
            ws();
            i++;
            ws();
            const start = i;
            if (k === name) {
                if (nested) {
                    if (line[i] === '{')
                        found = nested();
                    else
                        skipValue();
                }
                else {
                    skipValue();
                    found = line.slice(start, i).trim();
                }
            }
            else
                skipValue();
            ws();
            if (line[i] !== ',')
                break;
            i++;
        }
        if (line[i] === '}')
            i++;
        return found;
    };
    ws();
    if (line[i] !== '{')
        return undefined;
    return member(outer, () => member(key, undefined));
}

// EXTERNAL MODULE: ./packages/common/src/python/convert.ts
var convert = __webpack_require__(6177);
;// CONCATENATED MODULE: ./packages/agentic/src/records.ts






/** An exact integer sum that remembers whether any value was added (Python: `None` if none). */
class IntTotal {
    sum = new ExactSum();
    seen = false;
    add(x) {
        this.sum.add(x);
        this.seen = true;
    }
    value() {
        return this.sum.scaled() >> 1074n;
    }
}
const get = (o, key) => (o instanceof Map ? o.get(key) : o[key]);
const isObject = (v) => v instanceof Map || (typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof python_float/* PyFloat */.g$));
const LATENCY_METRICS = [
    ['ttft', 'time_to_first_token'],
    ['e2el', 'request_latency'],
    ['itl', 'inter_token_latency'],
    ['fullResponseItl', 'full_response_inter_token_latency']
];
/** Lines usually start with `{` and end with `}`: only then is Python's strip() skipped. */
const needsStrip = (line) => line.charCodeAt(0) !== 123 || line.charCodeAt(line.length - 1) !== 125;
const INTEGER_AT = /\s*:\s*(-?\d+)(?![\d.eE])/y;
/**
 * The digits of `"key": <int>` when the key occurs once in the line and its value is the one
 * JSON.parse read (a cheap check before the full scanner; JSON.parse rounds integers past 2^53).
 */
function exactIntegerToken(line, key, parsed) {
    const quoted = `"${key}"`;
    const at = line.indexOf(quoted);
    if (at < 0 || line.indexOf(quoted, at + 1) >= 0)
        return undefined;
    INTEGER_AT.lastIndex = at + quoted.length;
    const m = INTEGER_AT.exec(line);
    return m && Number(m[1]) === parsed ? m[1] : undefined;
}
/**
 * Folds `profile_export.jsonl` lines into columns. Lines are fed one at a time, so memory holds
 * only the numeric columns, never the file. Bad lines throw an error naming `file:line`.
 */
class RecordReader {
    file;
    expectedOutput;
    columns = {
        accounting: { total: 0, kept: 0, warmup: 0, errors: 0, categories: new Map() },
        ttft: new Column(),
        e2el: new Column(),
        itl: new Column(),
        fullResponseItl: new Column(),
        e2eRatio: new Column(),
        inputTokens: new Column(),
        outputTokens: new Column(),
        inputTotal: new IntTotal(),
        outputTotal: new IntTotal(),
        endSeconds: new Column(),
        minStartNs: null,
        maxEndNs: null,
        expectedOutput: new Column(),
        completions: {}
    };
    lineNo = 0;
    text = '';
    /** Doubles of the current exact bounds (cheap pre-checks). */
    minStart = null;
    maxEnd = null;
    constructor(file, expectedOutput) {
        this.file = file;
        this.expectedOutput = expectedOutput;
    }
    fail(message) {
        throw new errors/* SweepkitError */.R0(message, { location: { file: this.file, line: this.lineNo }, code: 'bad-record' });
    }
    addLine(raw) {
        this.lineNo++;
        const text = needsStrip(raw) ? (0,values/* pyStrip */.m0)(raw) : raw;
        if (!text)
            return;
        this.text = text;
        const record = this.parse(text);
        if (!isObject(record))
            this.fail('record is not a JSON object');
        const acc = this.columns.accounting;
        acc.total++;
        const metadata = get(record, 'metadata') ?? (hasKey(record, 'metadata') ? null : new Map());
        if (!isObject(metadata))
            this.fail('"metadata" is not a JSON object');
        const phase = get(metadata, 'benchmark_phase');
        const warmup = phase !== undefined && phase !== null && phase !== 'profiling';
        let error = get(record, 'error');
        const failed = (0,values/* pyTruthy */.Kn)(error);
        if (warmup)
            acc.warmup++;
        if (failed) {
            acc.errors++;
            // Python str() of numbers and objects depends on int/float types JSON.parse does not keep.
            if (typeof error !== 'string')
                error = get(this.parse(text, true), 'error');
            let category;
            try {
                category = errorCategory(error);
            }
            catch (e) {
                if (e instanceof BlankErrorMessage)
                    this.fail(`"error" message is only whitespace`);
                throw e;
            }
            acc.categories.set(category, (acc.categories.get(category) ?? 0) + 1);
        }
        if (failed || warmup)
            return;
        acc.kept++;
        this.keep(record, metadata);
    }
    parse(text, exactTypes = false) {
        if (!exactTypes) {
            try {
                return JSON.parse(text);
            }
            catch {
                // NaN / Infinity literals (accepted by Python) or a real syntax error: the exact parser decides.
            }
        }
        try {
            return (0,json_parse/* parsePyJson */.j5)(text);
        }
        catch (e) {
            if (e instanceof json_parse/* PyJsonSyntaxError */.Ly)
                this.fail(`invalid JSON: ${e.reason} (column ${e.column})`);
            throw e;
        }
    }
    keep(record, metadata) {
        const c = this.columns;
        const metrics = get(record, 'metrics') ?? (hasKey(record, 'metrics') ? null : new Map());
        if (!isObject(metrics))
            this.fail('"metrics" is not a JSON object');
        const metric = (name) => {
            const entry = get(metrics, name);
            return isObject(entry) ? get(entry, 'value') : entry;
        };
        for (const [column, name] of LATENCY_METRICS) {
            const v = (0,convert/* pyToFloat */.n)(metric(name));
            if (v !== null && Number.isFinite(v) && v > 0)
                c[column].push(v / 1000);
        }
        const e2el = (0,convert/* pyToFloat */.n)(metric('request_latency'));
        const osl = metric('output_sequence_length');
        const oslFloat = (0,convert/* pyToFloat */.n)(osl);
        if (e2el !== null && Number.isFinite(e2el) && e2el > 0 && oslFloat !== null && Number.isFinite(oslFloat) && oslFloat > 0) {
            c.e2eRatio.push(e2el / 1000 / oslFloat);
        }
        this.tokens(metric('input_sequence_length'), 'input_sequence_length', c.inputTokens, c.inputTotal);
        this.tokens(osl, 'output_sequence_length', c.outputTokens, c.outputTotal);
        // Rounding to a double is monotonic, so only a value whose double does not lose to the
        // current bound can move it: the exact integer is worked out for those alone.
        const start = get(metadata, 'request_start_ns');
        if ((0,values/* pyTruthy */.Kn)(start)) {
            const approx = this.approximateNs(start, 'request_start_ns');
            if (this.minStart === null || approx <= this.minStart) {
                const ns = this.nanoseconds(start, 'request_start_ns');
                if (c.minStartNs === null || ns < c.minStartNs)
                    c.minStartNs = ns;
                this.minStart = Number(c.minStartNs);
            }
        }
        const end = get(metadata, 'request_end_ns');
        if ((0,values/* pyTruthy */.Kn)(end)) {
            const approx = this.approximateNs(end, 'request_end_ns');
            if (this.maxEnd === null || approx >= this.maxEnd) {
                const ns = this.nanoseconds(end, 'request_end_ns');
                if (c.maxEndNs === null || ns > c.maxEndNs)
                    c.maxEndNs = ns;
                this.maxEnd = Number(c.maxEndNs);
            }
            // float(int(v)) is the correctly rounded double of the integer: what JSON.parse read.
            const seconds = approx / 1e9;
            c.endSeconds.push(seconds);
            const at = c.completions;
            if (!at.earliest || seconds < at.earliest.seconds)
                at.earliest = { seconds, line: this.lineNo };
            if (!at.latest || seconds > at.latest.seconds)
                at.latest = { seconds, line: this.lineNo };
        }
        if (this.expectedOutput) {
            const expected = this.expectedOutput(get(metadata, 'conversation_id'), get(metadata, 'turn_index'));
            if (expected !== undefined)
                c.expectedOutput.push(expected);
        }
    }
    tokens(value, name, column, total) {
        const n = (0,convert/* pyToInt */.S)(value);
        if (n === null) {
            const f = value instanceof python_float/* PyFloat */.g$ ? value.value : value;
            if (f === Infinity || f === -Infinity)
                this.fail(`"${name}" is infinite`);
            return;
        }
        column.push(n);
        total.add(n);
    }
    /** The double nearest to Python's `int(value)` (exact below 2^53). */
    approximateNs(value, key) {
        if (typeof value === 'number' && Number.isFinite(value))
            return Math.trunc(value);
        return Number(this.nanoseconds(value, key));
    }
    /** Python `int(value)` of a timestamp, exact past 2^53 (JSON.parse rounds big integers). */
    nanoseconds(value, key) {
        if (typeof value === 'number') {
            if (Number.isSafeInteger(value))
                return BigInt(value);
            if (Number.isInteger(value)) {
                const token = exactIntegerToken(this.text, key, value) ?? rawMemberToken(this.text, 'metadata', key);
                return token !== undefined && /^-?\d+$/.test(token) ? BigInt(token) : BigInt(value);
            }
            if (Number.isFinite(value))
                return BigInt(Math.trunc(value));
        }
        if (value instanceof python_float/* PyFloat */.g$ && Number.isFinite(value.value))
            return BigInt(Math.trunc(value.value));
        if (typeof value === 'bigint')
            return value;
        if (value === true)
            return 1n;
        if (typeof value === 'string') {
            const parsed = (0,values/* parsePyIntText */.jE)(value);
            if (parsed !== null)
                return parsed;
        }
        return this.fail(`"metadata.${key}" is not an integer: ${JSON.stringify(value instanceof python_float/* PyFloat */.g$ ? value.value : value) ?? String(value)}`);
    }
}
const hasKey = (o, key) => (o instanceof Map ? o.has(key) : Object.hasOwn(o, key));

;// CONCATENATED MODULE: ./packages/agentic/src/stats.ts


/**
 * The aggregator's percentile: linear interpolation at (n−1)·(p/100). `values` needs to be
 * ordered only around the two ranks used (see `orderRanks`); a fully sorted array also works.
 */
function percentile(values, p) {
    const n = values.length;
    if (n === 0)
        return 0;
    const k = (n - 1) * (p / 100);
    const f = Math.floor(k);
    if (f + 1 >= n)
        return values[f];
    return values[f] + (k - f) * (values[f + 1] - values[f]);
}
/** Puts the k-th smallest value at index k, smaller ones before it, larger after (Hoare select). */
function stats_select(a, k, lo, hi) {
    while (hi > lo) {
        const pivot = a[(lo + hi) >>> 1];
        let i = lo;
        let j = hi;
        while (i <= j) {
            while (a[i] < pivot)
                i++;
            while (a[j] > pivot)
                j--;
            if (i <= j) {
                const t = a[i];
                a[i++] = a[j];
                a[j--] = t;
            }
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            return;
    }
}
/**
 * Reorders `values` so that every rank a percentile reads holds its sorted value: expected O(n)
 * per rank instead of a full sort, ranks in ascending order so each search starts past the last.
 */
function orderRanks(values, percentiles) {
    const n = values.length;
    const ranks = new Set();
    for (const p of percentiles) {
        const f = Math.floor((n - 1) * (p / 100));
        ranks.add(f);
        if (f + 1 < n)
            ranks.add(f + 1);
    }
    let lo = 0;
    for (const k of [...ranks].sort((a, b) => a - b)) {
        stats_select(values, k, lo, n - 1);
        lo = k + 1;
    }
}
const PERCENTILES = [50, 75, 90, 95];
/**
 * Summary statistics of one metric (reorders `values` in place). `integral` marks Python ints, whose
 * exact integral mean is printed as an int; percentiles and std are always floats.
 */
function distribution(values, integral = false) {
    if (values.length === 0)
        return undefined;
    const moments = new Moments();
    for (const x of values)
        moments.add(x);
    orderRanks(values, PERCENTILES);
    const mean = moments.mean(integral);
    const percentiles = PERCENTILES.map((p) => percentile(values, p));
    const block = { mean: mean.isInt ? mean.value : new python_float/* PyFloat */.g$(Number(mean.value)) };
    PERCENTILES.forEach((p, i) => (block[`p${p}`] = new python_float/* PyFloat */.g$(percentiles[i])));
    block.std = new python_float/* PyFloat */.g$(values.length > 1 ? moments.pstdev() : 0);
    return { mean: Number(mean.value), percentiles, block };
}
/**
 * Interactivity (tokens/s) from a latency distribution: the reciprocal of each latency statistic
 * (so p95 is the slow tail), but std is the spread of the per-request reciprocals.
 */
function reciprocalBlock(latency, values) {
    const block = {};
    if (latency.mean > 0)
        block.mean = new python_float/* PyFloat */.g$(1 / latency.mean);
    PERCENTILES.forEach((p, i) => {
        const v = latency.percentiles[i];
        if (v > 0)
            block[`p${p}`] = new python_float/* PyFloat */.g$(1 / v);
    });
    const moments = new Moments();
    for (const x of values)
        moments.add(1 / x);
    block.std = new python_float/* PyFloat */.g$(values.length > 1 ? moments.pstdev() : 0);
    return block;
}

;// CONCATENATED MODULE: ./packages/agentic/src/request-metrics.ts



/**
 * The longest span of completions the QPS series covers (one window per second): a benchmark
 * runs hours, and a timestamp years off would otherwise allocate a window per second of it.
 */
const QPS_MAX_SPAN_SECONDS = 7 * 24 * 3600;
/**
 * QPS in 1-s windows from the first completion (B.6.1). A two-pointer sweep instead of the
 * reference's rescan per window, with the same `cur += 1.0` accumulation and half-open windows.
 */
function qpsBlock(endSeconds, completions, file) {
    const n = endSeconds.length;
    if (n < 2)
        return {};
    endSeconds.sort();
    const first = endSeconds[0];
    const last = endSeconds[n - 1];
    const duration = last - first;
    if (duration <= 0)
        return {};
    if (duration > QPS_MAX_SPAN_SECONDS)
        implausibleSpan(endSeconds, completions, file);
    const counts = [];
    let lo = 0;
    let hi = 0;
    for (let cur = first; cur + 1.0 <= last; cur = cur + 1.0) {
        const end = cur + 1.0;
        while (lo < n && endSeconds[lo] < cur)
            lo++;
        if (hi < lo)
            hi = lo;
        while (hi < n && endSeconds[hi] < end)
            hi++;
        counts.push(hi - lo);
    }
    const block = { window_seconds: new python_float/* PyFloat */.g$(1), samples: counts.length };
    if (counts.length === 0) {
        block.mean = new python_float/* PyFloat */.g$(n / duration);
        return block;
    }
    const stats = distribution(Float64Array.from(counts));
    return { ...block, ...stats.block };
}
/** Names the completion farther from the median: the outlier that stretched the span. */
function implausibleSpan(sorted, completions, file) {
    const median = sorted[sorted.length >> 1];
    const { earliest, latest } = completions ?? {};
    const outlier = earliest && latest ? (median - earliest.seconds > latest.seconds - median ? earliest : latest) : undefined;
    const days = ((sorted[sorted.length - 1] - sorted[0]) / 86400).toFixed(1);
    throw new errors/* SweepkitError */.R0(`request_end_ns is an implausible timestamp: the completions span ${days} days (at most ${QPS_MAX_SPAN_SECONDS / 86400} allowed)`, {
        location: file === undefined ? undefined : { file, line: outlier?.line },
        code: 'bad-record'
    });
}
/** The `latency` block (B.6.2): seconds, interactivity as reciprocals. */
function latencyBlock(c) {
    const itlValues = c.itl.values();
    const itl = distribution(itlValues);
    const fullValues = c.fullResponseItl.values();
    const full = distribution(fullValues);
    const ratios = c.e2eRatio.values();
    const ratio = distribution(ratios);
    return {
        ttft: distribution(c.ttft.values())?.block ?? {},
        e2el: distribution(c.e2el.values())?.block ?? {},
        itl: itl?.block ?? {},
        tpot: itl?.block ?? {},
        intvty: itl ? reciprocalBlock(itl, itlValues) : {},
        e2e_norm_intvty: ratio ? reciprocalBlock(ratio, ratios) : {},
        full_response_itl: full?.block ?? {},
        full_response_intvty: full ? reciprocalBlock(full, fullValues) : {}
    };
}
/** The `tokens` block (B.6.3): int token counts (an exact integral mean stays an int). */
function tokensBlock(c) {
    return {
        input: distribution(c.inputTokens.values(), true)?.block ?? {},
        output_actual: distribution(c.outputTokens.values(), true)?.block ?? {},
        output_expected: distribution(c.expectedOutput.values(), true)?.block ?? {}
    };
}
/** Token throughput over the exact ns span from the first start to the last end (B.6.5). */
function throughputBlock(c, numGpus) {
    if (c.minStartNs === null || c.maxEndNs === null)
        return { block: {} };
    const duration = Number(c.maxEndNs - c.minStartNs) / 1e9;
    if (duration <= 0)
        return { block: {} };
    // Python divides the exact int sums: each is rounded to a double once, then divided.
    const input = Number(c.inputTotal.value());
    const output = Number(c.outputTotal.value());
    const total = Number(c.inputTotal.value() + c.outputTotal.value());
    const inputTput = input / duration;
    const outputTput = output / duration;
    const totalTput = total / duration;
    const block = {
        input: { tokens_per_second: new python_float/* PyFloat */.g$(inputTput) },
        output: { tokens_per_second: new python_float/* PyFloat */.g$(outputTput) },
        total: { tokens_per_second: new python_float/* PyFloat */.g$(totalTput) },
        duration_seconds: new python_float/* PyFloat */.g$(duration),
        per_gpu: {}
    };
    if (numGpus > 0) {
        block.per_gpu = {
            total_tput_tps: new python_float/* PyFloat */.g$(totalTput / numGpus),
            output_tput_tps: new python_float/* PyFloat */.g$(outputTput / numGpus),
            input_tput_tps: new python_float/* PyFloat */.g$(inputTput / numGpus)
        };
        return { block, perGpuTotal: totalTput / numGpus };
    }
    return { block };
}
/** The theoretical prefix-cache hit rate aiperf reports (B.6.6). */
function theoreticalCacheHitRate(aggregate) {
    const metric = (0,json_parse/* isPyObject */.zt)(aggregate) ? aggregate.get('theoretical_prefix_cache_hit') : undefined;
    if (!(0,json_parse/* isPyObject */.zt)(metric))
        return null;
    const sum = (0,convert/* pyToFloat */.n)(metric.get('sum'));
    const count = (0,convert/* pyToFloat */.n)(metric.get('count'));
    if (sum !== null && count !== null && count > 0)
        return new python_float/* PyFloat */.g$(sum / count);
    const avg = (0,convert/* pyToFloat */.n)(metric.get('avg'));
    if (avg === null)
        return null;
    const unit = metric.get('unit');
    return new python_float/* PyFloat */.g$((0,values/* pyStrip */.m0)((0,values/* pyStr */.rD)(unit ?? null)) === '%' ? avg / 100 : avg);
}

// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
;// CONCATENATED MODULE: ./packages/agentic/src/round-floats.ts

/** One float as `round_floats` leaves it: 5 decimals (ties to even), integral values ≥ 1 as ints. */
function roundFloat(x) {
    if (!Number.isFinite(x))
        return new python_float/* PyFloat */.g$(x);
    const r = (0,format/* pyRound */.wq)(x, 5);
    if (r === 0)
        return new python_float/* PyFloat */.g$(r);
    if (Number.isInteger(r) && Math.abs(r) >= 1)
        return Number.isSafeInteger(r) ? r : BigInt(r);
    return r;
}
/**
 * `round_floats` over the whole aggregate (B.5): every Python float (PyFloat, or a non-integral
 * number) is rounded; ints, strings, booleans and null pass through; key order is kept.
 */
function roundFloats(value) {
    if (value instanceof python_float/* PyFloat */.g$)
        return roundFloat(value.value);
    if (typeof value === 'number')
        return Number.isInteger(value) ? value : roundFloat(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return value.map(roundFloats);
    if (value instanceof Map)
        return new Map([...value].map(([k, v]) => [k, roundFloats(v)]));
    const out = {};
    for (const [k, v] of Object.entries(value))
        out[k] = roundFloats(v);
    return out;
}

// EXTERNAL MODULE: ./packages/agentic/src/server-logs.ts
var server_logs = __webpack_require__(9404);
;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/numbers.ts

/** `a / b`, or null when either is missing or b ≤ 0. */
const rate = (a, b) => (a === null || b === null || b <= 0 ? null : a / b);
/** Percent gauges (> 1.5) become fractions. */
const normalizeFraction = (v) => (v === null ? null : v > 1.5 ? v / 100 : v);
/** `int(round(v))` with ties to even; exact past 2^53. */
function counterInt(v, what) {
    if (v === null)
        return null;
    if (!Number.isFinite(v))
        throw new errors/* SweepkitError */.R0(`server metric ${what} is ${v}, not a finite counter`, { code: 'bad-server-metrics' });
    const floor = Math.floor(v);
    const diff = v - floor;
    const r = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
    return Number.isSafeInteger(r) ? r + 0 : BigInt(r);
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/series.ts



const TOTAL_KEYS = ['total', 'sum', 'max', 'avg'];
const GAUGE_KEYS = ['max', 'avg', 'total'];
const AVG_FIRST_KEYS = ['avg', 'max', 'total'];
/** Every object element of the `series` arrays of the named metrics, in order. */
function seriesOf(metrics, names) {
    const out = [];
    for (const name of names) {
        const entry = metrics.get(name);
        const list = (0,json_parse/* isPyObject */.zt)(entry) ? entry.get('series') : undefined;
        if (Array.isArray(list))
            for (const s of list)
                if ((0,json_parse/* isPyObject */.zt)(s))
                    out.push(s);
    }
    return out;
}
/** The first of `keys` in the series' `stats` that converts to a float. */
function stat(series, keys) {
    const stats = series.get('stats');
    if (!(0,json_parse/* isPyObject */.zt)(stats))
        return null;
    for (const key of keys) {
        const v = (0,convert/* pyToFloat */.n)(stats.get(key));
        if (v !== null)
            return v;
    }
    return null;
}
function stats(metrics, names, keys, filter) {
    const out = [];
    for (const s of seriesOf(metrics, names)) {
        if (filter && !filter(s))
            continue;
        const v = stat(s, keys);
        if (v !== null)
            out.push(v);
    }
    return out;
}
/** Left-to-right float sum over the matching series; null when none has the stat. */
function sumStat(metrics, names, keys = TOTAL_KEYS, filter) {
    const values = stats(metrics, names, keys, filter);
    return values.length ? values.reduce((a, b) => a + b, 0) : null;
}
/** Python `max` (first maximum; NaN first stays NaN) or the exact mean of the gauge stats. */
function gaugeStat(metrics, names, combine, keys = GAUGE_KEYS, filter) {
    const values = stats(metrics, names, keys, filter);
    if (!values.length)
        return null;
    if (combine === 'max') {
        let best = values[0];
        for (const v of values.slice(1))
            if (v > best)
                best = v;
        return best;
    }
    const moments = new Moments();
    for (const v of values)
        moments.add(v);
    return Number(moments.mean().value);
}
/** A series' `labels` object, if it has one. */
const labelsOf = (series) => {
    const labels = series.get('labels');
    return (0,json_parse/* isPyObject */.zt)(labels) ? labels : undefined;
};
/** Stats summed per value of `label` (Python `str` of it), in first-seen order. */
function sumByLabel(metrics, names, label, keys = TOTAL_KEYS) {
    const out = new Map();
    for (const s of seriesOf(metrics, names)) {
        const value = labelsOf(s)?.get(label);
        if (value === undefined || value === null)
            continue;
        const v = stat(s, keys);
        if (v === null)
            continue;
        const key = (0,values/* pyStr */.rD)(value);
        out.set(key, (out.get(key) ?? 0) + v);
    }
    return out;
}
/** Series whose `labels[key]`, as Python `str`, equals `value`. */
const labelIs = (key, value) => (s) => {
    const v = labelsOf(s)?.get(key);
    return v !== undefined && (0,values/* pyStr */.rD)(v) === value;
};

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/atom.ts


/** Every spelling ATOM exports a metric under; all present ones are summed. */
const names = (base, counter = true) => counter ? [`atom:${base}`, `atom_${base}`, `atom:${base}_total`, `atom_${base}_total`] : [`atom:${base}`, `atom_${base}`];
/** The ATOM adapter (B.7). */
function applyAtom(metrics, s) {
    s.tokens.promptTotal = counterInt(sumStat(metrics, names('prompt_tokens')), 'atom prompt_tokens');
    s.tokens.generationTotal = counterInt(sumStat(metrics, names('generation_tokens')), 'atom generation_tokens');
    const cached = sumStat(metrics, names('prefix_cache_cached_tokens'));
    const full = sumStat(metrics, names('prefix_cache_full_tokens'));
    const external = sumStat(metrics, names('lmcache_loaded_tokens'));
    const c = s.cache;
    c.gpu = c.overall = rate(cached, full);
    c.cpu = c.external = rate(external, full);
    c.prefixHits = cached;
    c.prefixQueries = full;
    c.externalHits = external;
    c.externalQueries = full;
    s.kvCache.gpuUsage = normalizeFraction(gaugeStat(metrics, names('kv_cache_usage_ratio', false), 'max'));
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/sglang.ts


/** The SGLang adapter (B.7): cache hits from `cached_tokens` by `cache_source`. */
function applySglang(metrics, s) {
    const prompt = sumStat(metrics, ['sglang:prompt_tokens']);
    s.tokens.promptTotal = counterInt(prompt, 'sglang:prompt_tokens');
    s.tokens.generationTotal = counterInt(sumStat(metrics, ['sglang:generation_tokens']), 'sglang:generation_tokens');
    const bySource = sumByLabel(metrics, ['sglang:cached_tokens'], 'cache_source');
    const device = bySource.get('device') ?? null;
    const host = bySource.get('host') ?? null;
    let totalCached = null;
    for (const v of bySource.values())
        totalCached = (totalCached ?? 0) + v;
    const c = s.cache;
    c.gpu = rate(device, prompt);
    c.cpu = c.external = rate(host, prompt);
    c.overall = rate(totalCached, prompt) ?? normalizeFraction(gaugeStat(metrics, ['sglang:cache_hit_rate'], 'avg', AVG_FIRST_KEYS));
    c.cachedBySource = bySource;
    const k = s.kvCache;
    k.gpuUsage = normalizeFraction(gaugeStat(metrics, ['sglang:token_usage'], 'max'));
    k.gpuTotalTokens = counterInt(sumStat(metrics, ['sglang:max_total_num_tokens'], ['max', 'avg', 'total', 'sum']), 'sglang:max_total_num_tokens');
    k.cpuUsed = gaugeStat(metrics, ['sglang:hicache_host_used_tokens'], 'max');
    k.cpuTotal = gaugeStat(metrics, ['sglang:hicache_host_total_tokens'], 'max');
    k.cpuUsage = rate(k.cpuUsed, k.cpuTotal);
    s.tokens.bySource = {
        gpu: device,
        cpu: host,
        computed: sumStat(metrics, ['sglang:realtime_tokens'], TOTAL_KEYS, labelIs('mode', 'prefill_compute')),
        raw: bySource
    };
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/vllm.ts



const KV_USAGE = ['vllm:kv_cache_usage_perc', 'vllm:gpu_cache_usage_perc'];
const SOURCE_METRICS = [
    'vllm:prompt_tokens',
    'vllm:generation_tokens',
    'vllm:prefix_cache_hits',
    'vllm:prefix_cache_queries',
    'vllm:kv_cache_usage_perc',
    'vllm:prompt_tokens_by_source'
];
const ROLES = { prefill: 'prefill', backend: 'decode', decode: 'decode', frontend: 'router', router: 'router' };
const ID_LABELS = ['worker_id', 'dp_rank', 'engine'];
/** The id of the endpoint / worker a series comes from: role, URL and identifying labels. */
function sourceOf(series) {
    const labels = labelsOf(series);
    const component = labels?.get('dynamo_component');
    const roleLabel = (0,values/* pyTruthy */.Kn)(component) ? component : labels?.get('component');
    const role = (roleLabel !== undefined && roleLabel !== null && ROLES[(0,values/* pyStr */.rD)(roleLabel)]) || 'combined';
    let id = role;
    const url = series.get('endpoint_url');
    if ((0,values/* pyTruthy */.Kn)(url))
        id += `|${(0,values/* pyStr */.rD)(url)}`;
    for (const key of ID_LABELS) {
        const v = labels?.get(key);
        if (v !== undefined && v !== null)
            id += `|${key}=${(0,values/* pyStr */.rD)(v)}`;
    }
    return { id, role };
}
function sources(metrics) {
    const roles = new Map();
    for (const s of seriesOf(metrics, SOURCE_METRICS)) {
        const { id, role } = sourceOf(s);
        roles.set(id, role);
    }
    // Code-point order, like Python's sorted() on str.
    const ids = [...roles.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return ids.map((id) => {
        const only = (s) => sourceOf(s).id === id;
        return {
            id,
            role: roles.get(id),
            promptTokens: sumStat(metrics, ['vllm:prompt_tokens'], undefined, only),
            generationTokens: sumStat(metrics, ['vllm:generation_tokens'], undefined, only),
            prefixCacheHitRate: rate(sumStat(metrics, ['vllm:prefix_cache_hits'], undefined, only), sumStat(metrics, ['vllm:prefix_cache_queries'], undefined, only)),
            gpuKvCacheUsagePct: normalizeFraction(gaugeStat(metrics, KV_USAGE, 'max', undefined, only))
        };
    });
}
/** The vLLM adapter (B.7). `totals` lets the Dynamo adapter prefer its frontend token counters. */
function applyVllm(metrics, s, totals = { prompt: sumStat(metrics, ['vllm:prompt_tokens']), generation: sumStat(metrics, ['vllm:generation_tokens']) }) {
    const c = s.cache;
    s.tokens.promptTotal = counterInt(totals.prompt, 'prompt_tokens');
    s.tokens.generationTotal = counterInt(totals.generation, 'generation_tokens');
    c.prefixHits = sumStat(metrics, ['vllm:prefix_cache_hits']);
    c.prefixQueries = sumStat(metrics, ['vllm:prefix_cache_queries']);
    c.gpu = rate(c.prefixHits, c.prefixQueries);
    c.externalHits = sumStat(metrics, ['vllm:external_prefix_cache_hits']);
    c.externalQueries = sumStat(metrics, ['vllm:external_prefix_cache_queries']);
    c.cpu = c.external = rate(c.externalHits, c.externalQueries);
    const raw = sumByLabel(metrics, ['vllm:prompt_tokens_by_source'], 'source');
    if (raw.size) {
        let total = 0;
        for (const v of raw.values())
            total += v;
        const local = raw.get('local_cache_hit');
        const external = raw.get('external_kv_transfer');
        if (total > 0) {
            if (local !== undefined)
                c.gpu = local / total;
            if (external !== undefined)
                c.cpu = c.external = external / total;
            c.overall = ((local ?? 0) + (external ?? 0)) / total;
        }
        s.tokens.bySource = { gpu: local ?? null, cpu: external ?? null, computed: raw.get('local_compute') ?? null, raw };
    }
    else if (c.gpu !== null)
        c.overall = c.gpu;
    s.kvCache.gpuUsage = normalizeFraction(gaugeStat(metrics, KV_USAGE, 'max'));
    s.kvCache.cpuUsage = normalizeFraction(gaugeStat(metrics, ['vllm:cpu_kv_cache_usage_perc'], 'max'));
    const o = s.kvOffload;
    o.bytesGpuToCpu = sumStat(metrics, ['vllm:kv_offload_bytes_gpu_to_cpu']);
    o.bytesCpuToGpu = sumStat(metrics, ['vllm:kv_offload_bytes_cpu_to_gpu']);
    o.timeGpuToCpu = sumStat(metrics, ['vllm:kv_offload_time_gpu_to_cpu']);
    o.timeCpuToGpu = sumStat(metrics, ['vllm:kv_offload_time_cpu_to_gpu']);
    o.bandwidthGpuToCpu = rate(o.bytesGpuToCpu, o.timeGpuToCpu);
    o.bandwidthCpuToGpu = rate(o.bytesCpuToGpu, o.timeCpuToGpu);
    s.sources = sources(metrics);
}
/** The Dynamo adapter: vLLM plus frontend and router counters (B.7). */
function applyDynamoVllm(metrics, s) {
    applyVllm(metrics, s, {
        prompt: sumStat(metrics, ['dynamo_frontend_input_sequence_tokens']) ?? sumStat(metrics, ['vllm:prompt_tokens']),
        generation: sumStat(metrics, ['dynamo_frontend_output_tokens']) ?? sumStat(metrics, ['vllm:generation_tokens'])
    });
    const c = s.cache;
    s.kvCache.gpuUsage ??= normalizeFraction(gaugeStat(metrics, ['dynamo_component_gpu_cache_usage_percent'], 'max'));
    c.frontendCached = sumStat(metrics, ['dynamo_frontend_cached_tokens']);
    c.frontendInput = sumStat(metrics, ['dynamo_frontend_input_sequence_tokens']);
    c.frontendRate = rate(c.frontendCached, c.frontendInput);
    c.routerKv = normalizeFraction(gaugeStat(metrics, ['dynamo_component_router_kv_hit_rate'], 'avg', AVG_FIRST_KEYS));
    c.routerShared = normalizeFraction(gaugeStat(metrics, ['dynamo_component_router_shared_cache_hit_rate'], 'avg', AVG_FIRST_KEYS));
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/select.ts





const ADAPTERS = {
    'dynamo-vllm': { name: 'dynamo-vllm', apply: applyDynamoVllm, capacity: server_logs/* vllmCapacity */.kT },
    atom: { name: 'atom', apply: applyAtom },
    sglang: { name: 'sglang', apply: applySglang, capacity: server_logs/* sglangCapacity */.Ft },
    vllm: { name: 'vllm', apply: applyVllm, capacity: server_logs/* vllmCapacity */.kT }
};
/**
 * Picks the adapter (B.7, first match wins). Any `dynamo*` framework takes the Dynamo-vLLM adapter
 * even with SGLang metrics; with no metrics the framework alone decides (or nothing matches).
 */
function selectAdapter(framework, metrics) {
    const fw = framework.toLowerCase();
    const names = [...metrics.keys()];
    const empty = names.length === 0;
    const any = (...prefixes) => names.some((n) => prefixes.some((p) => n.startsWith(p)));
    if (fw.startsWith('dynamo') || any('dynamo_'))
        return ADAPTERS['dynamo-vllm'];
    if (any('atom:', 'atom_') || (empty && fw === 'atom'))
        return ADAPTERS.atom;
    if (any('sglang:') || (empty && fw === 'sglang'))
        return ADAPTERS.sglang;
    if (any('vllm:') || (empty && fw === 'vllm'))
        return ADAPTERS.vllm;
    if (empty)
        return undefined;
    const first = names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, 10);
    // Worded like the reference's ValueError line, which is what its stderr ends with.
    throw new errors/* SweepkitError */.R0(`ValueError: Unsupported agentic server metrics backend; framework='${fw}', metric_names=[${first.join(', ')}]`, {
        code: 'unsupported-backend'
    });
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/state.ts

function emptyState() {
    return {
        present: false,
        adapter: 'none',
        metricCount: 0,
        cache: {
            gpu: null,
            cpu: null,
            external: null,
            overall: null,
            prefixHits: null,
            prefixQueries: null,
            externalHits: null,
            externalQueries: null,
            cachedBySource: new Map(),
            frontendRate: null,
            routerKv: null,
            routerShared: null,
            frontendCached: null,
            frontendInput: null
        },
        kvCache: { gpuUsage: null, gpuTotalTokens: null, cpuUsage: null, cpuUsed: null, cpuTotal: null },
        kvOffload: { bytesGpuToCpu: null, bytesCpuToGpu: null, timeGpuToCpu: null, timeCpuToGpu: null, bandwidthGpuToCpu: null, bandwidthCpuToGpu: null },
        tokens: { promptTotal: null, generationTotal: null, requestsCompleted: 0, bySource: { gpu: null, cpu: null, computed: null, raw: new Map() } },
        sources: []
    };
}
/** A Python float (null stays null). */
const state_float = (v) => (v === null ? null : new python_float/* PyFloat */.g$(v));
const floatMap = (m) => new Map([...m].map(([k, v]) => [k, new python_float/* PyFloat */.g$(v)]));
function renderServerMetrics(s) {
    const c = s.cache;
    const k = s.kvCache;
    const o = s.kvOffload;
    const t = s.tokens;
    return {
        present: s.present,
        adapter: s.adapter,
        metric_count: s.metricCount,
        cache: {
            gpu_cache_hit_rate: state_float(c.gpu),
            cpu_cache_hit_rate: state_float(c.cpu),
            external_cache_hit_rate: state_float(c.external),
            overall_cache_hit_rate: state_float(c.overall),
            prefix_cache_hits: state_float(c.prefixHits),
            prefix_cache_queries: state_float(c.prefixQueries),
            external_prefix_cache_hits: state_float(c.externalHits),
            external_prefix_cache_queries: state_float(c.externalQueries),
            cached_tokens_by_source: floatMap(c.cachedBySource),
            frontend_cache_hit_rate: state_float(c.frontendRate),
            router_kv_hit_rate: state_float(c.routerKv),
            router_shared_cache_hit_rate: state_float(c.routerShared),
            frontend_cached_tokens: state_float(c.frontendCached),
            frontend_input_tokens: state_float(c.frontendInput)
        },
        kv_cache: {
            gpu_usage_pct: state_float(k.gpuUsage),
            gpu_total_tokens: k.gpuTotalTokens,
            cpu_usage_pct: state_float(k.cpuUsage),
            cpu_used_tokens: state_float(k.cpuUsed),
            cpu_total_tokens: state_float(k.cpuTotal)
        },
        kv_offload: {
            bytes_gpu_to_cpu: state_float(o.bytesGpuToCpu),
            bytes_cpu_to_gpu: state_float(o.bytesCpuToGpu),
            time_gpu_to_cpu: state_float(o.timeGpuToCpu),
            time_cpu_to_gpu: state_float(o.timeCpuToGpu),
            bandwidth_gpu_to_cpu_bytes_per_second: state_float(o.bandwidthGpuToCpu),
            bandwidth_cpu_to_gpu_bytes_per_second: state_float(o.bandwidthCpuToGpu)
        },
        tokens: {
            prompt_total: t.promptTotal,
            generation_total: t.generationTotal,
            requests_completed: t.requestsCompleted,
            prompt_by_source: {
                gpu_cache_hit: state_float(t.bySource.gpu),
                cpu_or_external_cache_hit: state_float(t.bySource.cpu),
                computed: state_float(t.bySource.computed),
                raw: floatMap(t.bySource.raw)
            }
        },
        sources: s.sources.map((e) => ({
            id: e.id,
            role: e.role,
            prompt_tokens: state_float(e.promptTokens),
            generation_tokens: state_float(e.generationTokens),
            prefix_cache_hit_rate: state_float(e.prefixCacheHitRate),
            gpu_kv_cache_usage_pct: state_float(e.gpuKvCacheUsagePct)
        }))
    };
}

;// CONCATENATED MODULE: ./packages/agentic/src/server-metrics/index.ts





const toInt = (total) => {
    if (!total.seen)
        return null;
    const v = total.value();
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : v;
};
/** The `server_metrics` block (B.7) plus the warnings it adds. */
function serverMetrics(fs, input) {
    const state = emptyState();
    const warnings = [];
    const adapter = selectAdapter(input.framework, input.metrics);
    if (input.metrics.size === 0) {
        warnings.push('server_metrics_export.json missing or empty');
    }
    else if (adapter) {
        state.present = true;
        state.metricCount = input.metrics.size;
        state.adapter = adapter.name;
        try {
            adapter.apply(input.metrics, state);
        }
        catch (e) {
            if (e instanceof errors/* SweepkitError */.R0 && !e.location)
                throw new errors/* SweepkitError */.R0(e.message, { location: { file: input.metricsFile }, code: e.code });
            throw e;
        }
    }
    // The engine's own log is the authority on pool size; it overrides a metric gauge.
    const capacity = adapter?.capacity ? (0,server_logs/* logCapacity */.J2)(fs, input.resultDir, adapter.capacity) : null;
    if (capacity !== null)
        state.kvCache.gpuTotalTokens = capacity;
    state.tokens.promptTotal ??= toInt(input.recordInput);
    state.tokens.generationTotal ??= toInt(input.recordOutput);
    state.tokens.requestsCompleted = input.requestsCompleted;
    return { state, warnings };
}

;// CONCATENATED MODULE: ./packages/agentic/src/summary-lines.ts

const num = (v) => typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : typeof v === 'bigint' ? Number(v) : undefined;
/** Plain-object / Map lookup along a path of keys. */
function pick(tree, ...path) {
    let v = tree;
    for (const key of path) {
        if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof python_float/* PyFloat */.g$)
            return undefined;
        v = v instanceof Map ? v.get(key) : v[key];
    }
    return v;
}
function headline(aggregate) {
    const at = (...path) => num(pick(aggregate, ...path));
    const qpsMean = at('request_metrics', 'qps', 'mean');
    const capacity = pick(aggregate, 'kv_cache_pool_tokens');
    return {
        successful: at('num_requests_successful') ?? 0,
        total: at('num_requests_total') ?? 0,
        warmup: at('request_accounting', 'records_warmup_dropped') ?? 0,
        errors: at('request_accounting', 'records_error_dropped') ?? 0,
        qps: qpsMean === undefined ? undefined : { mean: qpsMean, p75: at('request_metrics', 'qps', 'p75'), p95: at('request_metrics', 'qps', 'p95') },
        gpuCacheHitRate: at('server_metrics', 'cache', 'gpu_cache_hit_rate'),
        cpuCacheHitRate: at('server_metrics', 'cache', 'cpu_cache_hit_rate'),
        externalCacheHitRate: at('server_metrics', 'cache', 'external_cache_hit_rate'),
        gpuKvCacheUsage: at('server_metrics', 'kv_cache', 'gpu_usage_pct'),
        gpuKvCacheCapacity: typeof capacity === 'bigint' ? capacity : num(capacity),
        theoreticalCacheHitRate: at('request_metrics', 'cache', 'theoretical_cache_hit_rate'),
        throughputPerGpu: at('request_metrics', 'throughput', 'per_gpu', 'total_tput_tps')
    };
}
/** The reference's stdout after a successful aggregation (B.11). */
function summaryLines(outputPath, h) {
    const lines = [
        `Saved aggregated agentic result to ${outputPath}`,
        `  Requests: ${h.successful} successful / ${h.total} total (${h.warmup} warmup, ${h.errors} error dropped)`
    ];
    if (h.qps)
        lines.push(`  QPS: mean=${(0,format/* pyFixed */.mS)(h.qps.mean, 2)} p75=${(0,format/* pyFixed */.mS)(h.qps.p75 ?? 0, 2)} p95=${(0,format/* pyFixed */.mS)(h.qps.p95 ?? 0, 2)}`);
    const percent = (label, v) => void (v !== undefined && lines.push(`  ${label} ${(0,format/* pyPercent */.rC)(v, 1)}`));
    percent('GPU cache hit rate:', h.gpuCacheHitRate);
    percent('CPU/offload cache hit rate:', h.cpuCacheHitRate);
    percent('External cache hit rate:', h.externalCacheHitRate);
    percent('GPU KV cache usage: ', h.gpuKvCacheUsage);
    if (h.gpuKvCacheCapacity !== undefined)
        lines.push(`  GPU KV cache capacity: ${h.gpuKvCacheCapacity} tokens`);
    percent('Theoretical cache hit rate:', h.theoreticalCacheHitRate);
    if (h.throughputPerGpu !== undefined)
        lines.push(`  Throughput per GPU: ${(0,format/* pyFixed */.mS)(h.throughputPerGpu, 0)} tok/s`);
    return lines;
}

// EXTERNAL MODULE: ./packages/job/src/lines.ts
var lines = __webpack_require__(8620);
;// CONCATENATED MODULE: ./packages/agentic/src/trace-metadata.ts



const DATASET_PREFIX = 'datasets--semianalysisai--cc-traces-weka';
/** The HF hub cache root (B.6.4): HF_HUB_CACHE, HUGGINGFACE_HUB_CACHE, $HF_HOME/hub, ~/.cache/huggingface/hub. */
function hubCacheRoot(vars) {
    const [hubCache, legacy, hfHome, home] = ['HF_HUB_CACHE', 'HUGGINGFACE_HUB_CACHE', 'HF_HOME', 'HOME'].map((name) => vars.get(name));
    if (hubCache)
        return hubCache;
    if (legacy)
        return legacy;
    if (hfHome)
        return (0,path/* pyPath */.r)(hfHome, 'hub');
    return home ? (0,path/* pyPath */.r)(home, '.cache/huggingface/hub') : undefined;
}
/** Output lengths per turn of one trace blob, or undefined when it has no request turns. */
function blobTurns(blob) {
    if (!(0,json_parse/* isPyObject */.zt)(blob) || !(0,values/* pyTruthy */.Kn)(blob.get('id')))
        return undefined;
    const requests = blob.get('requests');
    if (!Array.isArray(requests))
        return undefined;
    const turns = [];
    for (const r of requests) {
        if (!(0,json_parse/* isPyObject */.zt)(r))
            continue;
        const type = r.get('type');
        if (type !== 'n' && type !== 's')
            continue;
        const length = r.get('output_length') ?? r.get('out') ?? null;
        turns.push((0,values/* pyTruthy */.Kn)(length) ? ((0,convert/* pyToInt */.S)(length) ?? 0) : 0);
    }
    return turns.length ? [(0,values/* pyStr */.rD)(blob.get('id')), turns] : undefined;
}
const tryParse = (text) => {
    try {
        return (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch {
        return undefined;
    }
};
/** trace id → expected output length per turn, from the newest snapshot holding trace files. */
function loadTraces(fs, root) {
    const traces = new Map();
    if (!root || !fs.isDirectory(root))
        return traces;
    const snapshots = [];
    for (const name of fs
        .list(root)
        .filter((n) => n.startsWith(DATASET_PREFIX))
        .sort(server_logs/* codePointOrder */.Kl)) {
        const dir = (0,path/* pyPath */.r)(root, name, 'snapshots');
        for (const snap of fs.list(dir).sort(server_logs/* codePointOrder */.Kl))
            if (fs.isDirectory((0,path/* pyPath */.r)(dir, snap)))
                snapshots.push((0,path/* pyPath */.r)(dir, snap));
    }
    snapshots.sort((a, b) => fs.mtimeMs(b) - fs.mtimeMs(a));
    const isBlob = (dir, ext) => (n) => n.endsWith(ext) && fs.isFile((0,path/* pyPath */.r)(dir, n));
    const snapshot = snapshots.find((d) => fs.list(d).some((n) => isBlob(d, '.jsonl')(n) || isBlob(d, '.json')(n)));
    if (!snapshot)
        return traces;
    const names = fs.list(snapshot).sort(server_logs/* codePointOrder */.Kl);
    const add = (blob) => {
        const entry = blob === undefined ? undefined : blobTurns(blob);
        if (entry)
            traces.set(entry[0], entry[1]);
    };
    for (const name of names.filter(isBlob(snapshot, '.jsonl'))) {
        try {
            (0,lines/* forEachLine */.F)(fs, (0,path/* pyPath */.r)(snapshot, name), (line) => {
                const text = (0,values/* pyStrip */.m0)(line);
                if (text)
                    add(tryParse(text));
            });
        }
        catch {
            // An unreadable trace file only means fewer expected lengths.
        }
    }
    for (const name of names.filter(isBlob(snapshot, '.json'))) {
        try {
            add(tryParse(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes((0,path/* pyPath */.r)(snapshot, name)))));
        }
        catch {
            // As above.
        }
    }
    return traces;
}
/** A record's expected output length: trace id = conversation id up to `::`, turn by Python index. */
function expectedOutputLookup(traces) {
    if (traces.size === 0)
        return undefined;
    return (conversationId, turnIndex) => {
        if (!(0,values/* pyTruthy */.Kn)(conversationId ?? null))
            return undefined;
        const turns = traces.get((0,values/* pyStr */.rD)(conversationId).split('::')[0]);
        if (!turns || typeof turnIndex !== 'number' || !Number.isInteger(turnIndex))
            return undefined;
        if (turnIndex >= turns.length || turnIndex < -turns.length)
            return undefined;
        return turns[turnIndex < 0 ? turns.length + turnIndex : turnIndex];
    };
}

// EXTERNAL MODULE: ./packages/job/src/env.ts
var env = __webpack_require__(1256);
// EXTERNAL MODULE: ./packages/job/src/metadata.ts
var metadata = __webpack_require__(6306);
// EXTERNAL MODULE: ./packages/job/src/gpu-shape.ts
var gpu_shape = __webpack_require__(1341);
// EXTERNAL MODULE: ./packages/job/src/variables.ts
var variables = __webpack_require__(4978);
;// CONCATENATED MODULE: ./packages/agentic/src/aggregate.ts









/** Run metadata from the environment (B.3), validated before any artifact is read. */
function runMetadata(vars) {
    const resultFilename = vars.get('RESULT_FILENAME');
    if (!resultFilename)
        throw new errors/* SweepkitError */.R0('ERROR: RESULT_FILENAME env var not set', { field: 'RESULT_FILENAME' });
    // The result is written to AGENTIC_OUTPUT_DIR/<RESULT_FILENAME>.json: a name, never a path out of it.
    // (250 bytes leaves room for `.json` within a file system's 255.)
    (0,contained_path/* checkFileName */.wi)(resultFilename, 'RESULT_FILENAME', contained_path/* NAME_MAX_BYTES */.fi - '.json'.length);
    const kvOffloading = vars.get('KV_OFFLOADING');
    if (!kvOffloading)
        throw (0,env/* envError */.gy)('Missing required environment variable: KV_OFFLOADING', 'KV_OFFLOADING');
    return {
        resultFilename,
        conc: vars.get('CONC'),
        kvOffloading,
        kvOffloadBackend: (0,metadata/* kvOffloadBackend */.X)(vars, kvOffloading),
        router: (0,metadata/* routerMetadata */.T)(vars),
        shape: (0,gpu_shape/* gpuShape */.kC)(vars),
        allocatedCpuDramGb: vars.get('TOTAL_CPU_DRAM_GB')
    };
}
/** A JSONL in which no request succeeded and some failed: the aggregate measures nothing. */
function allFailedWarning(acc, jsonlPath) {
    if (acc.kept > 0 || acc.errors === 0)
        return undefined;
    return new errors/* SweepkitError */.R0(`every request failed: ${acc.errors} of ${acc.total} records are errors and none succeeded, so the aggregate has no measurements`, {
        location: { file: jsonlPath },
        code: 'all-requests-failed'
    });
}
const objectOrEmpty = (v) => ((0,json_parse/* isPyObject */.zt)(v) ? v : new Map());
/**
 * The agentic aggregate of one benchmark point (docs/agentic.md §B): reads the aiperf artifacts under
 * RESULT_DIR through `fs`, streams the JSONL, and returns the file text without writing it.
 */
function aggregateAgentic(fs, env) {
    const vars = (0,variables/* jobVariables */.BU)(env);
    const meta = runMetadata(vars);
    const resultDir = vars.get('RESULT_DIR');
    const artifactsRoot = (0,path/* pyPath */.r)(resultDir, 'aiperf_artifacts');
    const artifactDir = (0,artifacts/* resolveArtifactDir */.Oc)(fs, artifactsRoot, 'profile_export.jsonl');
    const jsonlPath = (0,path/* pyPath */.r)(artifactDir, 'profile_export.jsonl');
    if (!fs.isFile(jsonlPath))
        throw new errors/* SweepkitError */.R0(`ERROR: ${jsonlPath} not found`, { code: 'artifacts-missing' });
    const aiperfPath = (0,path/* pyPath */.r)(artifactDir, 'profile_export_aiperf.json');
    const aiperf = (0,artifacts/* readJsonFile */.JE)(fs, aiperfPath) ?? new Map();
    if (!(0,json_parse/* isPyObject */.zt)(aiperf))
        throw new errors/* SweepkitError */.R0('not a JSON object', { location: { file: aiperfPath }, code: 'bad-json' });
    const metricsFile = (0,path/* pyPath */.r)(artifactDir, 'server_metrics_export.json');
    const exported = (0,artifacts/* readJsonFile */.JE)(fs, metricsFile);
    const metrics = objectOrEmpty((0,json_parse/* isPyObject */.zt)(exported) ? exported.get('metrics') : undefined);
    const reader = new RecordReader(jsonlPath, expectedOutputLookup(loadTraces(fs, hubCacheRoot(vars))));
    (0,lines/* forEachLine */.F)(fs, jsonlPath, (line) => reader.addLine(line));
    const c = reader.columns;
    const acc = c.accounting;
    const framework = vars.get('FRAMEWORK');
    const server = serverMetrics(fs, {
        metrics,
        metricsFile,
        framework,
        resultDir,
        requestsCompleted: acc.kept,
        recordInput: c.inputTotal,
        recordOutput: c.outputTotal
    });
    const throughput = throughputBlock(c, meta.shape.numGpus);
    const out = new Map([
        ['hw', vars.get('RUNNER_TYPE')],
        ['conc', meta.conc],
        ['image', vars.get('IMAGE')],
        ['recipe_fingerprint', vars.get('RECIPE_FINGERPRINT')],
        ['model', vars.get('MODEL')],
        ['infmax_model_prefix', vars.get('MODEL_PREFIX')],
        ['framework', framework],
        ['precision', vars.get('PRECISION')],
        ['spec_decoding', vars.get('SPEC_DECODING')],
        ['disagg', vars.get('DISAGG')],
        ['scenario_type', 'agentic-coding'],
        ['is_multinode', vars.get('IS_MULTINODE')],
        ['tp', meta.shape.tp],
        ['ep', meta.shape.ep],
        ['dp_attention', meta.shape.dpAttention],
        ['kv_offloading', meta.kvOffloading],
        ['kv_offload_backend', meta.kvOffloadBackend],
        ['allocated_cpu_dram_gb', meta.allocatedCpuDramGb],
        ['num_requests_total', acc.total],
        ['num_requests_successful', acc.kept],
        [
            'request_accounting',
            {
                records_total: acc.total,
                records_profiled: acc.kept,
                records_dropped_total: acc.total - acc.kept,
                records_warmup_dropped: acc.warmup,
                records_error_dropped: acc.errors,
                error_categories: new Map(acc.categories)
            }
        ],
        ...meta.shape.fields
    ]);
    if (meta.router)
        out.set('router', meta.router);
    const p2p = vars.get('KV_P2P_TRANSFER');
    if (p2p !== '')
        out.set('kv_p2p_transfer', p2p);
    const dataset = objectOrEmpty(aiperf.get('metadata')).get('dataset');
    if ((0,json_parse/* isPyObject */.zt)(dataset))
        out.set('dataset', dataset);
    out.set('request_metrics', {
        qps: qpsBlock(c.endSeconds.values(), c.completions, jsonlPath),
        latency: latencyBlock(c),
        tokens: tokensBlock(c),
        throughput: throughput.block,
        cache: { theoretical_cache_hit_rate: theoreticalCacheHitRate(aiperf) }
    });
    out.set('server_metrics', renderServerMetrics(server.state));
    out.set('kv_cache_pool_tokens', server.state.kvCache.gpuTotalTokens);
    if (server.warnings.length)
        out.set('warnings', server.warnings);
    const aggregate = roundFloats(out);
    const outputPath = (0,path/* pyPath */.r)(vars.get('AGENTIC_OUTPUT_DIR'), `${meta.resultFilename}.json`);
    const h = headline(aggregate);
    return {
        outputPath,
        text: (0,json/* pyJsonDumps */.dv)(aggregate, { indent: 2 }),
        aggregate,
        headline: h,
        stdoutLines: summaryLines(outputPath, h),
        columns: c,
        warnings: [(0,artifacts/* ignoredRunsWarning */["do"])(fs, artifactsRoot, 'profile_export.jsonl'), allFailedWarning(acc, jsonlPath)].filter((w) => w !== undefined)
    };
}
/** Aggregates and writes the file atomically (nothing is written when anything fails). */
function runAggregateAgentic(fs, env) {
    const result = aggregateAgentic(fs, env);
    writeAggregate(fs, env, result);
    return result;
}
/** Writes the aggregate atomically; an unwritable output folder is named by its variable. */
function writeAggregate(fs, env, result) {
    try {
        fs.writeAtomic(result.outputPath, result.text);
    }
    catch (error) {
        // The output folder comes from AGENTIC_OUTPUT_DIR: name it rather than print a raw errno text.
        const code = error.code ?? error.message;
        throw new errors/* SweepkitError */.R0(`cannot write ${result.outputPath} (${code}): check AGENTIC_OUTPUT_DIR=${JSON.stringify((0,variables/* jobVariables */.BU)(env).get('AGENTIC_OUTPUT_DIR'))}`, {
            field: 'AGENTIC_OUTPUT_DIR',
            code: 'output-unwritable'
        });
    }
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/aggregate-agentic.ts




/**
 * `sweepkit aggregate-agentic`: like the reference module, everything comes from the environment
 * (RESULT_FILENAME, RESULT_DIR, AGENTIC_OUTPUT_DIR, KV_OFFLOADING, TP, …); a flag sets its variable.
 */
const aggregate_agentic_aggregateAgentic = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* AGGREGATE_AGENTIC_COMMAND */.wn, argv, io);
    const result = runAggregateAgentic((0,node_artifact_fs/* nodeArtifactFs */.C)(io.cwd), (0,options/* aggregationEnv */.Y3)(values, io.env));
    io.stdout(result.stdoutLines.map((line) => `${line}\n`).join(''));
    for (const warning of result.warnings)
        io.stderr(`${(0,errors/* formatFinding */.tf)(warning, 'warning')}\n`);
    return 0;
};
/* harmony default export */ const aggregate_agentic = (aggregate_agentic_aggregateAgentic);


/***/ }),

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
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

/***/ 6177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ pyToInt),
/* harmony export */   n: () => (/* binding */ pyToFloat)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);


/** Python `float(v)` of a parsed value, null where that raises. */
function pyToFloat(v) {
    if (typeof v === 'number')
        return v;
    if (v instanceof _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return v.value;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string')
        return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyFloatText */ .Gc)(v);
    if (typeof v === 'bigint')
        return Number(v);
    return null;
}
/** Python `int(v)` of a parsed value (floats truncate, "12.0" fails), null where that raises. */
function pyToInt(v) {
    if (typeof v === 'number' || v instanceof _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) {
        const n = typeof v === 'number' ? v : v.value;
        return Number.isFinite(n) ? Math.trunc(n) + 0 : null;
    }
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'bigint')
        return Number(v);
    if (typeof v === 'string') {
        const i = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(v);
        return i === null ? null : Number(i);
    }
    return null;
}


/***/ }),

/***/ 1256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ parseIntVar),
/* harmony export */   Fm: () => (/* binding */ requirePower),
/* harmony export */   Hn: () => (/* binding */ isTrue),
/* harmony export */   LQ: () => (/* binding */ intVar),
/* harmony export */   NW: () => (/* binding */ isTrueWord),
/* harmony export */   QI: () => (/* binding */ requireVars),
/* harmony export */   gy: () => (/* binding */ envError)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);

/** A bad variable: one line naming it (the reference's SystemExit message alone), exit 1. */
const envError = (message, variable) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { field: variable, code: 'bad-environment' });
/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
function parseIntVar(name, text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(text);
    if (value === null)
        throw envError(`${name} must be an integer, got '${text}'`, name);
    return Number(value);
}
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const isTrueWord = (text) => TRUE_WORDS.has(text.toLowerCase());
/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
function requireVars(env, names) {
    const missing = names.filter((n) => env[n] === undefined);
    if (missing.length)
        throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}
/** A required variable as Python `int()` reads it. */
const intVar = (env, name) => parseIntVar(name, env[name] ?? '');
/** `IS_MULTINODE`/`DISAGG`-style switches as `process_result.py` reads them: exactly `true`, any case. */
const isTrue = (text) => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `REQUIRE_POWER`: invalid power fails the job (`1`, `true`, `yes`). */
const requirePower = (env) => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());


/***/ }),

/***/ 1341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V3: () => (/* binding */ poolSizes),
/* harmony export */   Zn: () => (/* binding */ poolHardware),
/* harmony export */   kC: () => (/* binding */ gpuShape),
/* harmony export */   lO: () => (/* binding */ singleNodeSizes)
/* harmony export */ });
/* unused harmony exports singleNodeShape, multiNodeShape */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1256);

const positive = (s) => s.pp > 0 && s.dcp > 0 && s.pcp > 0;
/** PP_SIZE, DCP_SIZE, PCP_SIZE of a single-node job, each positive. */
function singleNodeSizes(vars) {
    const sizes = { pp: vars.get('PP_SIZE'), dcp: vars.get('DCP_SIZE'), pcp: vars.get('PCP_SIZE') };
    if (!positive(sizes))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.', 'PP_SIZE');
    return sizes;
}
/** The PP/DCP/PCP sizes of both worker pools of a multi-node job, each positive. */
function poolSizes(vars) {
    const of = (role) => ({ pp: vars.get(`${role}_PP_SIZE`), dcp: vars.get(`${role}_DCP_SIZE`), pcp: vars.get(`${role}_PCP_SIZE`) });
    const sizes = { prefill: of('PREFILL'), decode: of('DECODE') };
    if (!positive(sizes.prefill) || !positive(sizes.decode))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('Multinode PP, DCP, and PCP sizes must be positive integers.', 'PREFILL_PP_SIZE');
    return sizes;
}
/** PREFILL_HARDWARE / DECODE_HARDWARE of a heterogeneous job (both or neither), undefined when neither. */
function poolHardware(vars) {
    const prefill = vars.get('PREFILL_HARDWARE');
    const decode = vars.get('DECODE_HARDWARE');
    if ((prefill === '') !== (decode === ''))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.', prefill ? 'DECODE_HARDWARE' : 'PREFILL_HARDWARE');
    return prefill === '' ? undefined : { prefill, decode };
}
function singleNodeShape(vars) {
    const tp = vars.get('TP');
    const { pp, dcp, pcp } = singleNodeSizes(vars);
    return {
        tp,
        ep: vars.get('EP_SIZE'),
        dpAttention: vars.get('DP_ATTENTION'),
        // Decode context parallelism shards the KV cache over the TP GPUs: it adds none.
        numGpus: tp * pp * pcp,
        fields: [
            ['pp', pp],
            ['dcp_size', dcp],
            ['pcp_size', pcp]
        ]
    };
}
const workers = (vars, role, sizes) => ({
    numWorkers: vars.get(`${role}_NUM_WORKERS`),
    tp: vars.get(`${role}_TP`),
    ...sizes,
    ep: vars.get(`${role}_EP`),
    dpAttn: vars.get(`${role}_DP_ATTN`)
});
function multiNodeShape(vars) {
    const sizes = poolSizes(vars);
    const prefill = workers(vars, 'PREFILL', sizes.prefill);
    const decode = workers(vars, 'DECODE', sizes.decode);
    const hardware = poolHardware(vars);
    const numPrefill = prefill.numWorkers * prefill.tp * prefill.pp * prefill.pcp;
    const numDecode = decode.numWorkers * decode.tp * decode.pp * decode.pcp;
    // Aggregated multi-node (no decode workers): the decode shape is reported as absent.
    if (numDecode <= 0)
        Object.assign(decode, { tp: 0, ep: 0, pp: 1, dcp: 1, pcp: 1 });
    const fields = [];
    for (const [role, w, gpus] of [
        ['prefill', prefill, numPrefill],
        ['decode', decode, numDecode]
    ]) {
        fields.push([`${role}_num_workers`, w.numWorkers], [`${role}_tp`, w.tp], [`${role}_pp`, w.pp], [`${role}_dcp_size`, w.dcp], [`${role}_pcp_size`, w.pcp], [`${role}_ep`, w.ep], [`${role}_dp_attention`, w.dpAttn], [`num_${role}_gpu`, gpus]);
    }
    if (hardware)
        fields.push(['prefill_hw', hardware.prefill], ['decode_hw', hardware.decode]);
    const dpAttention = [prefill.dpAttn, decode.dpAttn].some((t) => t !== '' && (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrueWord */ .NW)(t));
    return {
        tp: prefill.tp + decode.tp,
        ep: Math.max(prefill.ep, decode.ep),
        dpAttention: dpAttention ? 'true' : 'false',
        numGpus: numPrefill + numDecode,
        fields
    };
}
const gpuShape = (vars) => (vars.get('IS_MULTINODE') ? multiNodeShape(vars) : singleNodeShape(vars));


/***/ }),

/***/ 6306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ routerMetadata),
/* harmony export */   X: () => (/* binding */ kvOffloadBackend)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1256);


/**
 * A JSON-object variable where unset, '' and 'null' mean absent (B.3.1). A value that is not an
 * object fails the key check, so it gets that check's message (`notObject`).
 */
function jsonObjectVar(vars, name, notObject) {
    const text = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(vars.get(name) ?? '');
    if (text === '' || text === 'null')
        return undefined;
    let value;
    try {
        value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyJson */ .j5)(text);
    }
    catch {
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} must contain valid JSON`, name);
    }
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isPyObject */ .zt)(value))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(notObject, name);
    return value;
}
const nonEmptyStrings = (o) => [...o.values()].every((v) => typeof v === 'string' && v !== '');
/** `kv_offload_backend` from KV_OFFLOADING / KV_OFFLOAD_BACKEND / KV_OFFLOAD_BACKEND_METADATA. */
function kvOffloadBackend(vars, kvOffloading) {
    const name = 'KV_OFFLOAD_BACKEND_METADATA';
    const onlyNameVersion = `${name} may contain only 'name' and 'version'`;
    const metadata = jsonObjectVar(vars, name, onlyNameVersion);
    if (metadata) {
        const keys = [...metadata.keys()];
        if (keys.some((k) => k !== 'name' && k !== 'version'))
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(onlyNameVersion, name);
        if (!metadata.has('name'))
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} must contain 'name' and optional 'version'`, name);
        if (!nonEmptyStrings(metadata))
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} values must be non-empty strings`, name);
    }
    const backend = vars.get('KV_OFFLOAD_BACKEND');
    if (kvOffloading === 'none') {
        if (backend !== '' || metadata)
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)('KV_OFFLOAD_BACKEND must be empty when KV_OFFLOADING=none', 'KV_OFFLOAD_BACKEND');
        return null;
    }
    if (backend === '' || backend === 'none' || !metadata) {
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)('KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled', 'KV_OFFLOAD_BACKEND');
    }
    if (metadata.get('name') !== backend)
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`KV_OFFLOAD_BACKEND must match ${name}.name`, 'KV_OFFLOAD_BACKEND');
    return metadata;
}
/** `router` from ROUTER_METADATA, or undefined when absent. */
function routerMetadata(vars) {
    const name = 'ROUTER_METADATA';
    const exactly = `${name} must contain exactly 'name' and 'version'`;
    const router = jsonObjectVar(vars, name, exactly);
    if (!router)
        return undefined;
    const keys = [...router.keys()].sort();
    if (keys.length !== 2 || keys[0] !== 'name' || keys[1] !== 'version')
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(exactly, name);
    if (!nonEmptyStrings(router))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} name and version must be non-empty strings`, name);
    return router;
}


/***/ }),

/***/ 4978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ jobVariables),
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   uM: () => (/* binding */ variableSource)
/* harmony export */ });
/* unused harmony export JOB_VARIABLES */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1256);

const BOTH = ['single-node', 'multi-node'];
const SINGLE = ['single-node'];
const MULTI = ['multi-node'];
// Missing pp/dcp/pcp inputs of the multi-node template default to '1' (docs/matrix.md §9.3).
const ONE = ['pp', 'dcp-size', 'pcp-size'];
const pool = (role, key) => ({
    templates: MULTI,
    row: `${role}.${key}`,
    ...(ONE.includes(key) && { absent: { 'multi-node': '1' } })
});
/**
 * Every variable of a benchmark job, declared once: how the steps read it (kind, default), which
 * template sets it and from where. What each feeds and who else sets it is in variable-notes.ts
 * (kept out of the bundles); docs/job.md renders both.
 */
const JOB_VARIABLES = {
    EXP_NAME: { kind: 'text', templates: BOTH, row: 'exp-name' },
    RESULT_FILENAME: { kind: 'text', templates: BOTH },
    RESULT_DIR: { kind: 'text', default: 'results', templates: SINGLE, value: '/workspace/results' },
    AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.' },
    SCENARIO_TYPE: { kind: 'text', templates: BOTH, row: 'scenario-type' },
    IS_AGENTIC: { kind: 'text', templates: BOTH },
    SCENARIO_SUBDIR: { kind: 'text', templates: BOTH },
    RUN_EVAL: { kind: 'bool', default: false, templates: BOTH, row: 'run-eval' },
    EVAL_ONLY: { kind: 'bool', default: false, templates: BOTH, row: 'eval-only', input: 'eval-only' },
    EVAL_CONC: { kind: 'text', default: '', templates: MULTI, row: 'eval-conc' },
    EVAL_LIMIT: { kind: 'text', default: '', templates: BOTH, input: 'eval-limit' },
    SWEBENCH_GEN_MODE: { kind: 'text', default: '', templates: BOTH, input: 'swebench-gen-mode' },
    SWEBENCH_USE_MODAL: { kind: 'text', templates: BOTH, value: 'true' },
    REQUIRE_POWER: { kind: 'text', default: '', templates: BOTH, input: 'require-power' },
    POWER_PRODUCER_SHA: { kind: 'text', default: '', templates: MULTI, input: 'power-producer-sha' },
    DURATION: { kind: 'text', templates: BOTH, row: 'duration', input: 'duration', absent: { 'single-node': '3600', 'multi-node': '3600' } },
    AIPERF_EXPERIMENTAL_FAST: { kind: 'text', templates: BOTH, input: 'agentx-fast' },
    AIPERF_FAILED_REQUEST_THRESHOLD: { kind: 'text', templates: SINGLE, value: '0.10' },
    RANDOM_RANGE_RATIO: { kind: 'text', templates: BOTH, value: '0.8' },
    PYTHONDONTWRITEBYTECODE: { kind: 'text', templates: BOTH, value: '1' },
    PYTHONPYCACHEPREFIX: { kind: 'text', templates: BOTH, value: '/tmp/inferencex-pycache' },
    KV_OFFLOADING: { kind: 'text', templates: BOTH, row: 'kv-offloading' },
    KV_OFFLOAD_BACKEND: { kind: 'text', default: '', templates: BOTH, row: 'kv-offload-backend.name' },
    KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', templates: BOTH, row: 'kv-offload-backend' },
    ROUTER_METADATA: { kind: 'json', templates: BOTH, row: 'router' },
    KV_P2P_TRANSFER: { kind: 'text', default: '', templates: BOTH, row: 'kv-p2p-transfer' },
    CONC: { kind: 'strict-int', default: '0', templates: BOTH, row: 'conc' },
    CONC_LIST: { kind: 'text', templates: MULTI, row: 'conc' },
    TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, templates: BOTH, row: 'total-cpu-dram-gb', absent: { 'single-node': '0', 'multi-node': '600' } },
    RUNNER_TYPE: { kind: 'text', default: '', templates: BOTH, row: 'runner' },
    IMAGE: { kind: 'text', default: '', templates: BOTH, row: 'image' },
    RECIPE_FINGERPRINT: { kind: 'text', default: '', templates: BOTH, row: 'recipe-fingerprint' },
    MODEL: { kind: 'text', default: '', templates: BOTH, row: 'model' },
    MODEL_PREFIX: { kind: 'text', default: '', templates: BOTH, row: 'model-prefix' },
    FRAMEWORK: { kind: 'text', default: '', templates: BOTH, row: 'framework' },
    PRECISION: { kind: 'text', default: '', templates: BOTH, row: 'precision' },
    SPEC_DECODING: { kind: 'text', default: 'none', templates: BOTH, row: 'spec-decoding' },
    DISAGG: { kind: 'bool', default: false, templates: BOTH, row: 'disagg' },
    ISL: { kind: 'text', templates: BOTH, row: 'isl' },
    OSL: { kind: 'text', templates: BOTH, row: 'osl' },
    MAX_MODEL_LEN: { kind: 'text', templates: BOTH, row: 'max-model-len' },
    GPU_COUNT: { kind: 'text', templates: BOTH },
    IS_MULTINODE: { kind: 'bool', default: false, templates: MULTI, value: 'true' },
    TP: { kind: 'int', default: 1, templates: SINGLE, row: 'tp' },
    PP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pp' },
    DCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'dcp-size' },
    PCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pcp-size' },
    EP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'ep' },
    DP_ATTENTION: { kind: 'text', default: 'false', templates: SINGLE, row: 'dp-attn' },
    PREFILL_NUM_WORKERS: { kind: 'int', default: 0, ...pool('prefill', 'num-worker') },
    PREFILL_TP: { kind: 'int', default: 0, ...pool('prefill', 'tp') },
    PREFILL_PP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pp') },
    PREFILL_DCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'dcp-size') },
    PREFILL_PCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pcp-size') },
    PREFILL_EP: { kind: 'int', default: 1, ...pool('prefill', 'ep') },
    PREFILL_DP_ATTN: { kind: 'text', default: 'false', ...pool('prefill', 'dp-attn') },
    DECODE_NUM_WORKERS: { kind: 'int', default: 0, ...pool('decode', 'num-worker') },
    DECODE_TP: { kind: 'int', default: 0, ...pool('decode', 'tp') },
    DECODE_PP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pp') },
    DECODE_DCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'dcp-size') },
    DECODE_PCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pcp-size') },
    DECODE_EP: { kind: 'int', default: 1, ...pool('decode', 'ep') },
    DECODE_DP_ATTN: { kind: 'text', default: 'false', ...pool('decode', 'dp-attn') },
    PREFILL_HARDWARE: { kind: 'text', default: '', ...pool('prefill', 'hardware') },
    DECODE_HARDWARE: { kind: 'text', default: '', ...pool('decode', 'hardware') },
    PREFILL_GPUS: { kind: 'strict-int' },
    DECODE_GPUS: { kind: 'strict-int' },
    GPU_METRICS_CSV: { kind: 'text' },
    POWER_ARTIFACT_DIR: { kind: 'text', default: 'LOGS/power' },
    POWER_RESULT_ROOT: { kind: 'text', default: 'LOGS' },
    HF_HUB_CACHE: { kind: 'text' },
    HUGGINGFACE_HUB_CACHE: { kind: 'text' },
    HF_HOME: { kind: 'text' },
    HOME: { kind: 'text' }
};
function jobVariables(env) {
    return {
        get(name) {
            const def = JOB_VARIABLES[name];
            const text = env[name];
            const fallback = def.default;
            switch (def.kind) {
                case 'strict-int':
                    return (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text ?? (fallback === undefined ? '' : String(fallback)));
                case 'int':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text));
                case 'bool':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrueWord */ .NW)(text));
                default:
                    return (text ?? (fallback === undefined ? undefined : String(fallback)));
            }
        }
    };
}
const DEFS = JOB_VARIABLES;
/** The variables a template's env block sets, in table order. */
const templateVariables = (template) => Object.keys(JOB_VARIABLES).filter((name) => DEFS[name].templates?.includes(template));
/** Where benchmark-env takes a variable from (undefined for a variable no template sets). */
const variableSource = (name) => DEFS[name];


/***/ })

};
