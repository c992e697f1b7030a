import { describe, expect, test } from '@jest/globals';
import { errorCategory } from '../../../packages/agentic/src/error-category.js';
import { RecordReader } from '../../../packages/agentic/src/records.js';
import { formatError, SweepkitError, parsePyJson } from '../../../packages/common/src/index.js';
import { pyToFloat as toFloat, pyToInt as toInt } from '../../../packages/common/src/index.js';

describe('to_float / to_int follow Python float() / int()', () => {
  test.each([
    ['"12.5"', 12.5, null],
    ['" 2000 "', 2000, 2000],
    ['"1_000"', 1000, 1000],
    ['"1__0"', null, null],
    ['true', 1, 1],
    ['120.99', 120.99, 120],
    ['"12.0"', 12, null],
    ['"nan"', NaN, null],
    ['"-Infinity"', -Infinity, null],
    ['"abc"', null, null],
    ['null', null, null],
    ['[1]', null, null]
  ])('%s', (json, float, int) => {
    const v = parsePyJson(json);
    expect(toFloat(v)).toBe(float);
    expect(toInt(v)).toBe(int);
  });
});

describe('error categories (B.4)', () => {
  test.each([
    ['{"type": "Timeout"}', 'Timeout'],
    ['{"error_type": "", "code": 503, "message": "x"}', '503'],
    ['{"status": false}', 'False'],
    ['{"code": 1.0}', '1.0'],
    ['{"class": {"a": 1, "b": [true, null, "it\'s"]}}', `{'a': 1, 'b': [True, None, "it's"]}`],
    ['{"message": "ReadTimeout: read timed out\\nTraceback"}', 'ReadTimeout'],
    ['"ConnectionResetError: [Errno 104] reset"', 'ConnectionResetError'],
    ['":leading colon"', 'unknown'],
    ['{"message": "", "error": "Nested: inner"}', 'Nested'],
    ['{"message": null}', 'unknown'],
    [`"${'é'.repeat(130)}"`, 'é'.repeat(120)]
  ])('%s -> %s', (json, category) => expect(errorCategory(parsePyJson(json))).toBe(category));
});

const record = (phase: string | undefined, error: string, i: number): string =>
  JSON.stringify({
    metadata: {
      ...(phase === undefined ? {} : { benchmark_phase: phase }),
      request_start_ns: 1751000000000000000 + i,
      request_end_ns: 1751000001000000000 + i
    },
    metrics: { input_sequence_length: { value: 10 }, output_sequence_length: { value: 5 } }
  }).replace(/}$/, `, "error": ${error}}`);

describe('request accounting: every line is counted', () => {
  test('a seeded mix of phases, errors and blank lines: total = kept + warm-up + errors − (warm-up with error)', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const phases = [undefined, 'profiling', 'warmup', 'cooldown'];
    const errors = ['null', 'false', '0', '""', '{}', '[]', '"boom: x"', '{"type": "Timeout"}', '503'];
    const reader = new RecordReader('p.jsonl');
    let lines = 0;
    let kept = 0;
    let both = 0;
    for (let i = 0; i < 2000; i++) {
      if (random() < 0.05) {
        reader.addLine(random() < 0.5 ? '' : '   \t');
        continue;
      }
      const phase = phases[Math.floor(random() * phases.length)];
      const error = errors[Math.floor(random() * errors.length)]!;
      reader.addLine(record(phase, error, i));
      lines++;
      const warm = phase !== undefined && phase !== 'profiling';
      const failed = !['null', 'false', '0', '""', '{}', '[]'].includes(error);
      if (!warm && !failed) kept++;
      if (warm && failed) both++;
    }
    const acc = reader.columns.accounting;
    expect(acc.total).toBe(lines);
    expect(acc.kept).toBe(kept);
    expect(acc.total).toBe(acc.kept + acc.warmup + acc.errors - both);
    expect([...acc.categories.values()].reduce((a, b) => a + b, 0)).toBe(acc.errors);
    expect(reader.columns.inputTokens.length).toBe(kept);
  });
});

describe('bad lines are one clear error naming file:line', () => {
  const failure = (lines: string[]): string => {
    const reader = new RecordReader('results/profile_export.jsonl');
    try {
      lines.forEach((l) => reader.addLine(l));
    } catch (e) {
      expect(e).toBeInstanceOf(SweepkitError);
      return formatError(e as SweepkitError);
    }
    throw new Error('no error');
  };
  const ok = record('profiling', 'null', 1);
  test.each([
    [[ok, '', '{"metadata": {"benchmark_phase": "profiling", '], /^results\/profile_export\.jsonl:3: invalid JSON/],
    [[ok, '{"metadata": null}'], /^results\/profile_export\.jsonl:2: "metadata" is not a JSON object$/],
    [['[1, 2]'], /:1: record is not a JSON object$/],
    [[ok, ok, '{"error": "   "}'], /:3: "error" message is only whitespace$/],
    [['{"metrics": []}'], /:1: "metrics" is not a JSON object$/],
    [['{"metadata": {"request_end_ns": "1.7e18"}}'], /:1: "metadata.request_end_ns" is not an integer: "1.7e18"$/],
    [['{"metrics": {"input_sequence_length": Infinity}}'], /:1: "input_sequence_length" is infinite$/]
  ])('%j', (lines, message) => expect(failure(lines)).toMatch(message));
});

describe('timestamps past 2^53 stay exact', () => {
  test('the throughput span uses the integer digits, not the rounded doubles', () => {
    const reader = new RecordReader('p.jsonl');
    reader.addLine('{"metadata": {"request_start_ns": 1700000000000000001, "request_end_ns": 1700000000123456789}}');
    reader.addLine('{"metadata": {"request_start_ns": "1700000000000000003", "request_end_ns": 1700000000100000000}, "x": {"request_end_ns": 5}}');
    expect(reader.columns.minStartNs).toBe(1700000000000000001n);
    expect(reader.columns.maxEndNs).toBe(1700000000123456789n);
  });
  test('NaN literals (Python accepts them) do not stop the exact path', () => {
    const reader = new RecordReader('p.jsonl');
    reader.addLine('{"metadata": {"request_start_ns": 1700000000000000001, "request_end_ns": 1700000000123456789}, "metrics": {"time_to_first_token": NaN}}');
    expect(reader.columns.maxEndNs).toBe(1700000000123456789n);
    expect(reader.columns.ttft.length).toBe(0);
  });
});
