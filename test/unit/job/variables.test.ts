import { describe, expect, test } from '@jest/globals';
import { jobVariables, type JobVariableName } from '../../../packages/job/src/index.js';

// Each variable is read by its declared kind and default, the reference's rules.
describe('jobVariables', () => {
  test.each<[JobVariableName, string | undefined, unknown]>([
    ['TP', undefined, 1],
    ['TP', '', 1],
    ['TP', ' 8 ', 8],
    ['PREFILL_TP', undefined, 0],
    ['CONC', undefined, 0],
    ['CONC', '64', 64],
    ['DISAGG', 'Yes', true],
    ['DISAGG', 'no', false],
    ['IS_MULTINODE', '', false],
    ['SPEC_DECODING', undefined, 'none'],
    ['SPEC_DECODING', '', ''],
    ['RESULT_DIR', undefined, 'results'],
    ['RESULT_FILENAME', undefined, undefined],
    ['DP_ATTENTION', undefined, 'false']
  ])('%s=%j → %j', (name, text, expected) => {
    expect(jobVariables(text === undefined ? {} : { [name]: text }).get(name)).toEqual(expected);
  });

  test.each<[JobVariableName, string, string]>([
    ['TP', 'eight', "TP must be an integer, got 'eight'"],
    // int('') fails in Python: CONC is read strictly, unlike the shape sizes.
    ['CONC', '', "CONC must be an integer, got ''"]
  ])('%s=%j is an error naming the variable', (name, text, message) => {
    expect(() => jobVariables({ [name]: text }).get(name)).toThrow(message);
  });
});
