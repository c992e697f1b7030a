import { PyFloat, SweepkitError, parsePyJson, PyJsonSyntaxError, type PyValue, parsePyIntText, pyStrip, pyTruthy } from '../../common/src/index.js';
import { Column } from './column.js';
import { BlankErrorMessage, errorCategory } from './error-category.js';
import { ExactSum } from './exact-stats.js';
import { rawMemberToken } from './raw-member.js';
import { pyToFloat as toFloat, pyToInt as toInt } from '../../common/src/index.js';

/** B.4 request accounting: every non-blank line lands in exactly one of kept / warm-up / error (or both of the last two). */
export interface Accounting {
  total: number;
  kept: number;
  warmup: number;
  errors: number;
  /** Error categories in first-seen order. */
  categories: Map<string, number>;
}

/** An exact integer sum that remembers whether any value was added (Python: `None` if none). */
export class IntTotal {
  private readonly sum = new ExactSum();
  seen = false;
  add(x: number): void {
    this.sum.add(x);
    this.seen = true;
  }
  value(): bigint {
    return this.sum.scaled() >> 1074n;
  }
}

/** Per-record numbers of the kept (successful, profiling) requests, one typed column each. */
export interface RecordColumns {
  accounting: Accounting;
  /** Latencies in seconds (finite, > 0). */
  ttft: Column;
  e2el: Column;
  itl: Column;
  fullResponseItl: Column;
  /** Seconds per output token, per record with both E2EL and a positive OSL. */
  e2eRatio: Column;
  /** `to_int` token counts. */
  inputTokens: Column;
  outputTokens: Column;
  inputTotal: IntTotal;
  outputTotal: IntTotal;
  /** Completion times in seconds (float of the ns integer / 1e9). */
  endSeconds: Column;
  /** Exact ns bounds for the throughput duration. */
  minStartNs: bigint | null;
  maxEndNs: bigint | null;
  /** Expected output lengths found in the trace metadata. */
  expectedOutput: Column;
  /** Where the earliest and the latest completion are (to name an implausible one). */
  completions: CompletionExtremes;
}

export interface Completion {
  seconds: number;
  line: number;
}
export interface CompletionExtremes {
  earliest?: Completion;
  latest?: Completion;
}

/** Looks up a record's expected output length (trace metadata), or undefined. */
export type ExpectedOutputLookup = (conversationId: PyValue | undefined, turnIndex: PyValue | undefined) => number | undefined;

type Json = PyValue | Record<string, unknown> | unknown[] | undefined;

const get = (o: unknown, key: string): Json => (o instanceof Map ? o.get(key) : (o as Record<string, Json>)[key]);
const isObject = (v: unknown): boolean => v instanceof Map || (typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof PyFloat));

const LATENCY_METRICS = [
  ['ttft', 'time_to_first_token'],
  ['e2el', 'request_latency'],
  ['itl', 'inter_token_latency'],
  ['fullResponseItl', 'full_response_inter_token_latency']
] as const;

/** Lines usually start with `{` and end with `}`: only then is Python's strip() skipped. */
const needsStrip = (line: string): boolean => line.charCodeAt(0) !== 123 || line.charCodeAt(line.length - 1) !== 125;

const INTEGER_AT = /\s*:\s*(-?\d+)(?![\d.eE])/y;

/**
 * The digits of `"key": <int>` when the key occurs once in the line and its value is the one
 * JSON.parse read (a cheap check before the full scanner; JSON.parse rounds integers past 2^53).
 */
function exactIntegerToken(line: string, key: string, parsed: number): string | undefined {
  const quoted = `"${key}"`;
  const at = line.indexOf(quoted);
  if (at < 0 || line.indexOf(quoted, at + 1) >= 0) return undefined;
  INTEGER_AT.lastIndex = at + quoted.length;
  const m = INTEGER_AT.exec(line);
  return m && Number(m[1]) === parsed ? m[1] : undefined;
}

/**
 * Folds `profile_export.jsonl` lines into columns. Lines are fed one at a time, so memory holds
 * only the numeric columns, never the file. Bad lines throw an error naming `file:line`.
 */
export class RecordReader {
  readonly columns: RecordColumns = {
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
  private lineNo = 0;
  private text = '';
  /** Doubles of the current exact bounds (cheap pre-checks). */
  private minStart: number | null = null;
  private maxEnd: number | null = null;

  constructor(
    private readonly file: string,
    private readonly expectedOutput?: ExpectedOutputLookup
  ) {}

  private fail(message: string): never {
    throw new SweepkitError(message, { location: { file: this.file, line: this.lineNo }, code: 'bad-record' });
  }

  addLine(raw: string): void {
    this.lineNo++;
    const text = needsStrip(raw) ? pyStrip(raw) : raw;
    if (!text) return;
    this.text = text;
    const record = this.parse(text);
    if (!isObject(record)) this.fail('record is not a JSON object');
    const acc = this.columns.accounting;
    acc.total++;
    const metadata = get(record, 'metadata') ?? (hasKey(record, 'metadata') ? null : new Map());
    if (!isObject(metadata)) this.fail('"metadata" is not a JSON object');
    const phase = get(metadata, 'benchmark_phase');
    const warmup = phase !== undefined && phase !== null && phase !== 'profiling';
    let error = get(record, 'error');
    const failed = pyTruthy(error);
    if (warmup) acc.warmup++;
    if (failed) {
      acc.errors++;
      // Python str() of numbers and objects depends on int/float types JSON.parse does not keep.
      if (typeof error !== 'string') error = get(this.parse(text, true), 'error');
      let category: string;
      try {
        category = errorCategory(error as PyValue);
      } catch (e) {
        if (e instanceof BlankErrorMessage) this.fail(`"error" message is only whitespace`);
        throw e;
      }
      acc.categories.set(category, (acc.categories.get(category) ?? 0) + 1);
    }
    if (failed || warmup) return;
    acc.kept++;
    this.keep(record, metadata);
  }

  private parse(text: string, exactTypes = false): unknown {
    if (!exactTypes) {
      try {
        return JSON.parse(text);
      } catch {
        // NaN / Infinity literals (accepted by Python) or a real syntax error: the exact parser decides.
      }
    }
    try {
      return parsePyJson(text);
    } catch (e) {
      if (e instanceof PyJsonSyntaxError) this.fail(`invalid JSON: ${e.reason} (column ${e.column})`);
      throw e;
    }
  }

  private keep(record: unknown, metadata: Json): void {
    const c = this.columns;
    const metrics = get(record, 'metrics') ?? (hasKey(record, 'metrics') ? null : new Map());
    if (!isObject(metrics)) this.fail('"metrics" is not a JSON object');
    const metric = (name: string): Json => {
      const entry = get(metrics, name);
      return isObject(entry) ? get(entry, 'value') : entry;
    };
    for (const [column, name] of LATENCY_METRICS) {
      const v = toFloat(metric(name));
      if (v !== null && Number.isFinite(v) && v > 0) c[column].push(v / 1000);
    }
    const e2el = toFloat(metric('request_latency'));
    const osl = metric('output_sequence_length');
    const oslFloat = toFloat(osl);
    if (e2el !== null && Number.isFinite(e2el) && e2el > 0 && oslFloat !== null && Number.isFinite(oslFloat) && oslFloat > 0) {
      c.e2eRatio.push(e2el / 1000 / oslFloat);
    }
    this.tokens(metric('input_sequence_length'), 'input_sequence_length', c.inputTokens, c.inputTotal);
    this.tokens(osl, 'output_sequence_length', c.outputTokens, c.outputTotal);

    // Rounding to a double is monotonic, so only a value whose double does not lose to the
    // current bound can move it: the exact integer is worked out for those alone.
    const start = get(metadata, 'request_start_ns');
    if (pyTruthy(start)) {
      const approx = this.approximateNs(start, 'request_start_ns');
      if (this.minStart === null || approx <= this.minStart) {
        const ns = this.nanoseconds(start, 'request_start_ns');
        if (c.minStartNs === null || ns < c.minStartNs) c.minStartNs = ns;
        this.minStart = Number(c.minStartNs);
      }
    }
    const end = get(metadata, 'request_end_ns');
    if (pyTruthy(end)) {
      const approx = this.approximateNs(end, 'request_end_ns');
      if (this.maxEnd === null || approx >= this.maxEnd) {
        const ns = this.nanoseconds(end, 'request_end_ns');
        if (c.maxEndNs === null || ns > c.maxEndNs) c.maxEndNs = ns;
        this.maxEnd = Number(c.maxEndNs);
      }
      // float(int(v)) is the correctly rounded double of the integer: what JSON.parse read.
      const seconds = approx / 1e9;
      c.endSeconds.push(seconds);
      const at = c.completions;
      if (!at.earliest || seconds < at.earliest.seconds) at.earliest = { seconds, line: this.lineNo };
      if (!at.latest || seconds > at.latest.seconds) at.latest = { seconds, line: this.lineNo };
    }
    if (this.expectedOutput) {
      const expected = this.expectedOutput(get(metadata, 'conversation_id') as PyValue, get(metadata, 'turn_index') as PyValue);
      if (expected !== undefined) c.expectedOutput.push(expected);
    }
  }

  private tokens(value: Json, name: string, column: Column, total: IntTotal): void {
    const n = toInt(value);
    if (n === null) {
      const f = value instanceof PyFloat ? value.value : value;
      if (f === Infinity || f === -Infinity) this.fail(`"${name}" is infinite`);
      return;
    }
    column.push(n);
    total.add(n);
  }

  /** The double nearest to Python's `int(value)` (exact below 2^53). */
  private approximateNs(value: Json, key: string): number {
    if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
    return Number(this.nanoseconds(value, key));
  }

  /** Python `int(value)` of a timestamp, exact past 2^53 (JSON.parse rounds big integers). */
  private nanoseconds(value: Json, key: string): bigint {
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value)) return BigInt(value);
      if (Number.isInteger(value)) {
        const token = exactIntegerToken(this.text, key, value) ?? rawMemberToken(this.text, 'metadata', key);
        return token !== undefined && /^-?\d+$/.test(token) ? BigInt(token) : BigInt(value);
      }
      if (Number.isFinite(value)) return BigInt(Math.trunc(value));
    }
    if (value instanceof PyFloat && Number.isFinite(value.value)) return BigInt(Math.trunc(value.value));
    if (typeof value === 'bigint') return value;
    if (value === true) return 1n;
    if (typeof value === 'string') {
      const parsed = parsePyIntText(value);
      if (parsed !== null) return parsed;
    }
    return this.fail(`"metadata.${key}" is not an integer: ${JSON.stringify(value instanceof PyFloat ? value.value : value) ?? String(value)}`);
  }
}

const hasKey = (o: unknown, key: string): boolean => (o instanceof Map ? o.has(key) : Object.hasOwn(o as object, key));
