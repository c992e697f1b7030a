import { describe, expect, test } from '@jest/globals';
import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import { generateMatrix, referenceErrorText, type MatrixRequest } from '../../../packages/matrix/src/index.js';
import { memoryFiles, RUNNERS } from './memory-files.js';

const errorText = (files: Record<string, string>, configFiles = ['m.yaml']): string => {
  const request: MatrixRequest = { command: 'full-sweep', configFiles, runnerConfig: 'r.yaml' };
  try {
    generateMatrix(request, { files: memoryFiles({ 'r.yaml': RUNNERS, ...files }) });
  } catch (error) {
    return referenceErrorText(error);
  }
  throw new Error('expected a failure');
};

describe('error text: the reference line first, then where', () => {
  test.each<[string, Record<string, string>, string]>([
    ['missing file', {}, "ValueError: Input file 'm.yaml' does not exist.\n  m.yaml\n"],
    ['empty file', { 'm.yaml': '' }, "AssertionError: Config file 'm.yaml' must contain a dictionary\n  m.yaml:1:1\n"],
    ['wildcard', { 'm.yaml': 'ok: 1\nbad-*: 2\n' }, "ValueError:  Wildcard '*' is not allowed in master config keys: 'bad-*'\n  m.yaml:2:1 bad-*\n"],
    ['broken YAML has our own wording', { 'm.yaml': 'a: [1\n' }, 'm.yaml:2:1: invalid YAML'],
    ['findings share the headline', { 'm.yaml': 'c:\n  image: 5\n' }, "ValueError: Master config entry 'c' failed validation:\n  m.yaml:2:3 c.model: Field required\n"],
    ['each finding at its node', { 'm.yaml': 'c:\n  image: 5\n' }, '\n  m.yaml:2:10 c.image: Input should be a valid string\n']
  ])('%s', (_name, files, expected) => {
    expect(errorText(files)).toContain(expected);
  });

  test('usage errors and untyped errors', () => {
    expect(referenceErrorText(new UsageError('sweepkit matrix: error: x'))).toBe('sweepkit matrix: error: x\n');
    expect(referenceErrorText(new SweepkitError("'tp'", { code: 'missing-key' }))).toBe("KeyError: 'tp'\n");
  });
});
