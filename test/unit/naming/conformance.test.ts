import { describe, expect, test } from '@jest/globals';
import { computeResultNames, parseResultFilename } from '../../../packages/naming/src/index.js';
import { exampleCases, rowFields, templateEnv, type NamingExample } from './examples.js';

const expected = (e: NamingExample) => ({
  resultFilenameBase: e.result_filename_base,
  resultFilename: e.result_filename,
  artifacts: e.artifacts_on_success
});
const actual = (names: ReturnType<typeof computeResultNames>) => ({
  resultFilenameBase: names.resultFilenameBase,
  resultFilename: names.resultFilename,
  artifacts: names.artifacts.map(({ step, name }) => ({ step, name }))
});

describe('conformance/result-filename examples', () => {
  // The eval families' jobs pass `eval-only: true` to the template: the row alone cannot say it.
  test.each(exampleCases)('row mode: %s', (_label, e) => {
    expect(actual(computeResultNames({ row: e.matrix_row, env: {}, runnerName: e.runner_name, evalOnly: e.job.includes('evals') }))).toEqual(expected(e));
  });

  test.each(exampleCases)('env mode agrees with row mode: %s', (_label, e) => {
    expect(actual(computeResultNames({ env: templateEnv(e) }))).toEqual(expected(e));
  });

  test.each(exampleCases)('parse(build(row)) recovers the row: %s', (_label, e) => {
    const fields = rowFields(e.matrix_row, e.runner_name);
    expect(parseResultFilename(e.result_filename)).toEqual(fields);
    expect(parseResultFilename(e.result_filename_base)).toEqual({ ...fields, recipe: '' });
  });
});
