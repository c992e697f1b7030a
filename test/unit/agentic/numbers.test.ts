import { describe, expect, test } from '@jest/globals';
import { pyJsonDumps, pyFixed, pyGeneral, pyPercent, parsePyJson } from '../../../packages/common/src/index.js';
import { Moments } from '../../../packages/agentic/src/exact-stats.js';
import { roundFloat } from '../../../packages/agentic/src/round-floats.js';
import { orderRanks, percentile } from '../../../packages/agentic/src/stats.js';
import { counterInt } from '../../../packages/agentic/src/server-metrics/numbers.js';

describe('round_floats (5 decimals, ties to even, integral floats >= 1 become ints)', () => {
  test.each([
    [0.123456789, '0.12346'],
    [2.0000001, '2'],
    [1.999999, '2'],
    [0.000004, '0.0'],
    [0.000005, '1e-05'],
    [0.000015, '2e-05'],
    [-0.000001, '-0.0'],
    [12345.678901, '12345.6789'],
    [1e20 + 0.5, '100000000000000000000'],
    [1.2345678901234567e20, '123456789012345667584'],
    [0.015625, '0.01562'],
    [3 / 64, '0.04688'],
    [-0.015625, '-0.01562'],
    [0.5, '0.5'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity'],
    [399999993350.0007, '399999993350.0007']
  ])('%p -> %s', (x, text) => {
    expect(pyJsonDumps(roundFloat(x))).toBe(text);
  });
});

describe('Python float formatting', () => {
  test.each([
    [0.70238, 2, '0.70'],
    [0.125, 2, '0.12'],
    [0.375, 2, '0.38'],
    [2.5, 0, '2'],
    [3.5, 0, '4'],
    [750.07134, 0, '750'],
    [-0.001, 2, '-0.00'],
    [NaN, 1, 'nan']
  ])('format(%p, .%if) = %s', (x, digits, text) => expect(pyFixed(x, digits)).toBe(text));

  test.each([
    [0.0909090909, 3, '9.091%'],
    [0.1, 3, '10.000%'],
    [0.97014925, 3, '97.015%'],
    [NaN, 1, 'nan%']
  ])('format(%p, .%i%%) = %s', (x, digits, text) => expect(pyPercent(x, digits)).toBe(text));

  test.each([
    [65, '65'],
    [1.25, '1.25'],
    [13.75, '13.75'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1234567, '1.23457e+06'],
    [999999.5, '1e+06'],
    [123456, '123456'],
    [0, '0']
  ])('format(%p, g) = %s', (x, text) => expect(pyGeneral(x)).toBe(text));
});

describe('percentile: linear interpolation at (n-1)*(p/100)', () => {
  test.each([
    [[0.03, 0.035, 0.032, 0.04, 0.033], 75, 0.035],
    [[0.03, 0.035, 0.032, 0.04, 0.033], 90, 0.038],
    [[1, 2, 3, 4], 95, 3.8499999999999996],
    [[7], 50, 7]
  ])('%p p%i = %p', (values, p, expected) => {
    expect(percentile(Float64Array.from(values).sort(), p)).toBe(expected);
  });
});

describe('exact statistics.mean / pstdev', () => {
  const moments = (values: number[]) => {
    const m = new Moments();
    values.forEach((v) => m.add(v));
    return m;
  };
  test.each([
    [[100, 180, 120, 200, 240], true, 168, true],
    [[50, 60, 40, 70, 55], true, 55, true],
    [[1, 2], true, 1.5, false],
    [[0.1, 0.2, 0.3], false, 0.2, false],
    // Naive left-to-right summation gives 0.20000000000000004 / 3 here; the exact mean does not.
    [[1e16, 1, -1e16], false, 1 / 3, false]
  ])('mean(%p)', (values, integral, mean, isInt) => {
    expect(moments(values).mean(integral)).toEqual({ value: mean, isInt });
  });
  test.each([
    [[2, 1, 1], Math.sqrt(2 / 9)],
    [[100, 180, 120, 200, 240], 51.536394906900505],
    [[5, 5, 5], 0],
    // Catastrophic cancellation for the naive formula; exact rationals keep every digit.
    [[1e8 + 1, 1e8 + 2, 1e8 + 3], 0.816496580927726]
  ])('pstdev(%p) = %p', (values, std) => expect(moments(values).pstdev()).toBeCloseTo(std, 12));
});

describe('counter_int: int(round(v)) with ties to even, exact past 2^53', () => {
  test.each([
    [2.5, 2],
    [3.5, 4],
    [1234.5, 1234],
    [-2.5, -2],
    [1.2345678901234567e20, 123456789012345667584n]
  ])('%p -> %p', (v, expected) => expect(counterInt(v, 'x')).toBe(expected));
  test('NaN is an error naming the metric', () => expect(() => counterInt(NaN, 'vllm:prompt_tokens')).toThrow(/vllm:prompt_tokens/));
});

describe('Python-compatible JSON reading keeps int/float, order and NaN', () => {
  test.each([
    ['{"b": 1, "1": 2.0, "a": [NaN, -Infinity]}', '{"b": 1, "1": 2.0, "a": [NaN, -Infinity]}'],
    ['{"n": 12345678901234567890123}', '{"n": 12345678901234567890123}'],
    ['{"a": 1, "a": 2}', '{"a": 2}'],
    ['"\\u00e9\\ud83d\\ude00"', '"\\u00e9\\ud83d\\ude00"']
  ])('%s', (text, dumped) => expect(pyJsonDumps(parsePyJson(text) as never)).toBe(dumped));
});

describe('selecting the percentile ranks gives the same values as a full sort', () => {
  test.each([1, 2, 3, 10, 101, 5000])('%i seeded values with duplicates', (n) => {
    let seed = n;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = Float64Array.from({ length: n }, () => Math.floor(random() * 50) / 7);
    const sorted = Float64Array.from(values).sort();
    orderRanks(values, [50, 75, 90, 95]);
    for (const p of [50, 75, 90, 95]) expect(percentile(values, p)).toBe(percentile(sorted, p));
  });
});
