// The single-node telemetry readers of power-binding.md §2.3: Python's csv with skipinitialspace,
// the timestamp and power cells, the GPU-id order and statistics.mean's single rounding.
import { expect, test } from '@jest/globals';
import { compareGpuIds, csvRecords, exactMean, telemetryTime, telemetryWatts } from '../../../packages/results/src/power-binding/telemetry-csv.js';

test.each([
  [
    'a, b,c\n1,2\n',
    [
      ['a', 'b', 'c'],
      ['1', '2']
    ]
  ],
  ['"x, y",  "say ""hi"""\r\n\n3\n', [['x, y', 'say "hi"'], [], ['3']]],
  ['\n', [[]]],
  ['a,\n', [['a', '']]],
  ['"multi\nline",z', [['multi\nline', 'z']]]
])('csvRecords(%j)', (text, records) => {
  expect(csvRecords(text)).toEqual(records);
});

test.each([
  ['1757760246.5', 1757760246.5],
  ['1757760246500', 1757760246.5],
  ['-5', -5],
  ['1e9', undefined],
  ['2026/01/02 03:04:05.25', 1767323045.25],
  ['2026-01-02 03:04:05+01:00', 1767319445],
  ['2026-01-02T03:04:05Z', 1767323045],
  ['yesterday', undefined],
  ['', undefined]
])('telemetryTime(%j) in UTC', (text, epoch) => {
  expect(telemetryTime(text, 'UTC')).toBe(epoch);
});

test.each([
  ['412.34 W', 412.34],
  ['[N/A]', undefined],
  ['na', undefined],
  ['', undefined],
  ['-5 W', undefined],
  ['1e3', 1],
  ['W', undefined],
  ['.5', 5]
])('telemetryWatts(%j)', (cell, watts) => {
  expect(telemetryWatts(cell)).toBe(watts);
});

test('GPU ids: digits by value first, then code point', () => {
  expect(['b', '10', 'A', '9', '01', 'a1'].sort(compareGpuIds)).toEqual(['01', '9', '10', 'A', 'a1', 'b']);
});

test.each([
  [[100], 100],
  [[0.1, 0.2], 0.15000000000000002],
  [[0.1, 0.2, 0.3], 0.2],
  [[1e308, 1e308], 1e308],
  [[-1, 1], 0],
  [[412.34, 412.35, 412.36], 412.35]
])('exactMean(%j) = %p (rounded once)', (values, mean) => {
  expect(exactMean(values)).toBe(mean);
});
