import { expect, test } from '@jest/globals';
import { classifierCriteria } from '../../../../packages/matrix/src/index.js';

test.each<[string, string, readonly string[], RegExp | undefined]>([
  ['criteria', '{"criteria": ["fp4", "agentic"]}', ['fp4', 'agentic'], undefined],
  ['empty criteria: nothing scores, no fallback', '{"criteria": []}', [], undefined],
  ['blank', '  ', ['patchwork'], /no output/],
  ['not JSON', '{criteria', ['patchwork'], /not JSON: Expecting property name enclosed in double quotes/],
  ['a list, not an object', '["fp4"]', ['patchwork'], /not an object with a "criteria" array/],
  ['no criteria key', '{"reason": "x"}', ['patchwork'], /not an object with a "criteria" array/],
  ['criteria null', '{"criteria": null}', ['patchwork'], /not an object with a "criteria" array/],
  ['a non-string criterion', '{"criteria": ["fp4", 2]}', ['patchwork'], /array of strings/]
])('%s', (_name, text, criteria, problem) => {
  const got = classifierCriteria(text);
  expect(got.criteria).toEqual(criteria);
  if (problem) expect(got.problem).toMatch(problem);
  else expect(got.problem).toBeUndefined();
});
