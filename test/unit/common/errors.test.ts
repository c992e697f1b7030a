import { expect, test } from '@jest/globals';
import { SweepkitError, SweepkitErrors, UsageError, formatError, toSweepkitErrors } from '../../../packages/common/src/index.js';

test.each<[string, SweepkitError, string]>([
  [
    'file, line and column',
    new SweepkitError('tp must be an integer', { location: { file: 'm.yaml', line: 3, column: 9 } }),
    'm.yaml:3:9: tp must be an integer'
  ],
  ['file and line', new SweepkitError('bad line', { location: { file: 'r.jsonl', line: 12 } }), 'r.jsonl:12: bad line'],
  ['file only', new SweepkitError('file does not exist', { location: { file: 'x.yaml' } }), 'x.yaml: file does not exist'],
  ['no place', new SweepkitError('CONC must be an integer'), 'CONC must be an integer'],
  ['details follow the headline', new SweepkitError('two', { details: ['  hint'] }), 'two\n  hint']
])('formatError: %s', (_name, error, expected) => {
  expect(formatError(error)).toBe(expected);
});

test('usage errors exit 2, input errors exit 1', () => {
  expect(new UsageError('x').exitCode).toBe(2);
  expect(new SweepkitError('x').exitCode).toBe(1);
});

test('toSweepkitErrors unpacks lists and wraps foreign errors without losing the message', () => {
  const a = new SweepkitError('a');
  const b = new SweepkitError('b');
  expect(toSweepkitErrors(new SweepkitErrors([a, b]))).toEqual([a, b]);
  expect(toSweepkitErrors(new TypeError('boom')).map((e) => e.message)).toEqual(['boom']);
  expect(toSweepkitErrors('text')[0]!.message).toBe('text');
});
