import { expect, test } from '@jest/globals';
import { closestMatch, didYouMean, editDistance, suggestionLines } from '../../../packages/common/src/index.js';

test.each([
  ['', '', 0],
  ['b200', 'b200', 0],
  ['b200', 'b300', 1],
  ['h100', 'h1000', 1],
  ['sglang', 'slgang', 1],
  ['vllm', 'sglang', 5],
  ['', 'abc', 3]
])('editDistance(%p, %p) = %i', (a, b, distance) => {
  expect(editDistance(a, b)).toBe(distance);
  expect(editDistance(b, a)).toBe(distance);
});

const RUNNERS = ['b200', 'b200-trt', 'h100', 'h200', 'mi300x', 'mi355x', 'gb200'];
test.each<[string, readonly string[], string | undefined]>([
  ['b20', RUNNERS, 'b200'],
  ['B200', RUNNERS, 'b200'],
  ['mi355', RUNNERS, 'mi355x'],
  ['mi335x', RUNNERS, 'mi355x'],
  ['h300', RUNNERS, 'h100'],
  ['tpu-v5', RUNNERS, undefined],
  ['b200', RUNNERS, undefined],
  ['slgang', ['vllm', 'sglang', 'trt', 'atom'], 'sglang'],
  ['Full-Sweep-Enable', ['sweep-enabled', 'full-sweep-enabled'], 'full-sweep-enabled'],
  ['x', [], undefined]
])('closestMatch(%p) = %p', (value, candidates, expected) => expect(closestMatch(value, candidates)).toBe(expected));

test('didYouMean words the hint, or is empty', () => {
  expect(didYouMean('dsr1-fp4-b20-sglang', ['dsr1-fp4-b200-sglang', 'dsr1-fp8-b200-sglang'])).toBe("did you mean 'dsr1-fp4-b200-sglang'?");
  expect(didYouMean('zzz', ['dsr1-fp4-b200-sglang'])).toBe('');
});

test('suggestionLines keeps only the values that have a close candidate', () => {
  expect(suggestionLines(['b20', 'tpu', 'h10'], RUNNERS)).toEqual(["'b20': did you mean 'b200'?", "'h10': did you mean 'h100'?"]);
});
