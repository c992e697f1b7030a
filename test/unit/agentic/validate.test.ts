import { describe, expect, test } from '@jest/globals';
import { parseThreshold, validateAgentic } from '../../../packages/agentic/src/index.js';
import { formatFinding } from '../../../packages/common/src/index.js';
import { memoryFs } from './memory-fs.js';

const gate = (aggregate: string | undefined, threshold = 0.1, path = 'a/profile_export_aiperf.json') => {
  const fs = memoryFs(aggregate === undefined ? { 'a/other.txt': '' } : { [path]: aggregate });
  try {
    return validateAgentic(fs, 'a', threshold).message;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('validity gate (B.12)', () => {
  test.each([
    [
      '{"request_count": {"avg": 2}, "error_request_count": {"avg": 65}, "completed_request_count": {"avg": 67}}',
      0.1,
      'ERROR: aiperf request error rate exceeded the benchmark limit: 65/67 = 97.015% > 10.000%'
    ],
    ['{"request_count": {"avg": 12.5}, "error_request_count": {"avg": 1.25}}', 0.1, 'Validated aiperf request error rate: 1.25/13.75 = 9.091% <= 10.000%'],
    ['{"request_count": {"avg": 9}, "error_request_count": {"avg": 1}}', 0.1, 'Validated aiperf request error rate: 1/10 = 10.000% <= 10.000%'],
    ['{"request_count": {"avg": 10}, "error_request_count": null}', 0, 'Validated aiperf request error rate: 0/10 = 0.000% <= 0.000%'],
    ['{"request_count": {"avg": 0}}', 0.1, 'ERROR: aiperf completed zero requests'],
    ['{"error_request_count": {"avg": 1}}', 0.1, 'ERROR: request_count.avg is missing'],
    ['{"request_count": {}}', 0.1, 'ERROR: request_count.avg is missing'],
    ['{"request_count": 5}', 0.1, 'ERROR: failed to read a/profile_export_aiperf.json: request_count must be an object'],
    ['{"request_count": {"avg": "5"}}', 0.1, 'ERROR: failed to read a/profile_export_aiperf.json: request_count.avg must be numeric'],
    ['{"request_count": {"avg": true}}', 0.1, 'ERROR: failed to read a/profile_export_aiperf.json: request_count.avg must be numeric'],
    ['{"request_count": {"avg": -1}}', 0.1, 'ERROR: failed to read a/profile_export_aiperf.json: request_count.avg must be a finite non-negative number'],
    ['{"request_count": {"avg": NaN}}', 0.1, 'ERROR: failed to read a/profile_export_aiperf.json: request_count.avg must be a finite non-negative number'],
    ['[1]', 0.1, 'ERROR: a/profile_export_aiperf.json must contain a JSON object'],
    [undefined, 0.1, 'ERROR: a/profile_export_aiperf.json not found']
  ])('%s @ %p', (aggregate, threshold, message) => expect(gate(aggregate, threshold)).toBe(message));

  test('per-run layout: the first run folder (by name) holding the aggregate', () => {
    const fs = memoryFs({ 'a/run_1/profile_export_aiperf.json': '{"request_count": {"avg": 1}}', 'a/run_0/x': '', 'a/run_2/profile_export_aiperf.json': '{}' });
    const verdict = validateAgentic(fs, 'a', 0.1);
    expect(verdict.message).toBe('Validated aiperf request error rate: 0/1 = 0.000% <= 10.000%');
    // run_2 holds an aggregate too and is not read; run_0 holds none, so nothing was lost there.
    expect(verdict.warnings.map((w) => formatFinding(w, 'warning'))).toEqual(['a: warning: 2 run folders: only run_1 is read, run_2 is ignored']);
  });

  test.each([
    ['0.10', 0.1],
    [' 1 ', 1],
    ['0', 0],
    ['1.5', 'out-of-range'],
    ['nan', 'out-of-range'],
    ['-0.1', 'out-of-range'],
    ['ten', 'invalid']
  ])('threshold %j -> %p', (text, expected) => expect(parseThreshold(text)).toBe(expected));
});

describe("unreadable aggregates: Python's JSONDecodeError text", () => {
  test.each([
    ['{"request_count": ', 'Expecting value: line 1 column 19 (char 18)'],
    ['', 'Expecting value: line 1 column 1 (char 0)'],
    ['{"a": 1}x', 'Extra data: line 1 column 9 (char 8)'],
    ['{"a" 1}', "Expecting ':' delimiter: line 1 column 6 (char 5)"],
    ['{"a": 1,}', 'Expecting property name enclosed in double quotes: line 1 column 9 (char 8)'],
    ['[1 2]', "Expecting ',' delimiter: line 1 column 4 (char 3)"],
    ['"abc', 'Unterminated string starting at: line 1 column 1 (char 0)'],
    ['{\n"a": tru}', 'Expecting value: line 2 column 6 (char 7)'],
    ['"a\\qb"', 'Invalid \\escape: line 1 column 3 (char 2)'],
    ['\ufeff{}', 'Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)']
  ])('%j', (text, message) => expect(gate(text)).toBe(`ERROR: failed to read a/profile_export_aiperf.json: ${message}`));
});
