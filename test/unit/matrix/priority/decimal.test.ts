import { expect, test } from '@jest/globals';
import { addDecimal, formatDecimal, parseDecimal, quantizeHalfUp, type Decimal } from '../../../../packages/matrix/src/priority/index.js';

const sum = (...texts: string[]): Decimal => texts.map((t) => parseDecimal(t)!).reduce(addDecimal);
const score = (...texts: string[]): string => formatDecimal(quantizeHalfUp(sum(...texts), -3));

test.each([
  // Binary floats give 1.012 and 2.375 for these two.
  [['1.0125'], '1.013'],
  [['1.0005', '0.012', '0.25', '1.111'], '2.374'],
  [['2.3755'], '2.376'],
  [['1.0005', '0.3335', '1.0', '0.0415'], '2.376'],
  [['-1.0125'], '-1.013'],
  [['1', '2'], '3.000'],
  [['0.0004', '-0.0008'], '-0.000'],
  [['-0.0'], '-0.000'],
  [['-0.0', '-0'], '-0.000'],
  [['-0.0', '0.0'], '0.000'],
  [['1e3'], '1000.000'],
  [['1_000.5'], '1000.500'],
  [[' +.5 '], '0.500'],
  [['5.'], '5.000'],
  [['123456789012345678901234567890.0004999'], '123456789012345678901234567890.000']
])('%j sums and rounds to %s', (texts, expected) => {
  expect(score(...texts)).toBe(expected);
});

test.each(['', '.', 'abc', '1.2.3', 'Infinity', 'NaN', '1e', '_1', '1__0', '0x10'])('%j is not a decimal', (text) => {
  expect(parseDecimal(text)).toBeUndefined();
});
