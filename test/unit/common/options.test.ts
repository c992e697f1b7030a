import { describe, expect, test } from '@jest/globals';
import {
  ACTION_DIALECT,
  CLI_DIALECT,
  completeOptions,
  OptionError,
  parseOptionText,
  type OptionTable
} from '../../../packages/common/src/index.js';

const TABLE = {
  files: { kind: 'list', required: true, help: 'files' },
  step: { kind: 'int', above: 1, default: 2, help: 'step' },
  conc: { kind: 'int-list', min: 1, help: 'conc' },
  mode: { kind: 'string', choices: ['a', 'b'], default: 'a', help: 'mode' },
  'no-evals': { kind: 'flag', default: false, conflicts: ['evals-only'], help: 'x' },
  'evals-only': { kind: 'flag', default: false, conflicts: ['no-evals'], help: 'y' },
  runner: { kind: 'string', env: 'RUNNER_NAME', help: 'runner' },
  json: { kind: 'flag', only: 'cli', help: 'json' }
} as const satisfies OptionTable;

const messages = (fn: () => unknown): [string, string] => {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    return [error.inDialect(CLI_DIALECT).message, error.inDialect(ACTION_DIALECT).message];
  }
  throw new Error('no error');
};

describe('parseOptionText', () => {
  test.each([
    ['flag', 'true', true],
    ['flag', 'False', false],
    ['int', ' 42 ', 42],
    ['float', '0.5', 0.5],
    ['list', 'a b\nc', ['a', 'b', 'c']],
    ['int-list', '1 2\n4', [1, 2, 4]],
    ['string', ' keep spaces ', ' keep spaces ']
  ] as const)('%s %j', (kind, text, expected) => {
    expect(parseOptionText('x', { kind, help: '' }, text)).toEqual(expected);
  });

  test.each([
    ['flag', 'yes', "{x} must be true or false, got 'yes'"],
    ['int', '1.5', "{x} must be an integer, got '1.5'"],
    ['int-list', '1 two', "{x} must be an integer, got 'two'"],
    ['float', 'fast', "{x} must be a number, got 'fast'"]
  ] as const)('%s %j is refused', (kind, text, template) => {
    expect(() => parseOptionText('x', { kind, help: '' }, text)).toThrow(expect.objectContaining({ template }));
  });
});

describe('completeOptions', () => {
  test('fills defaults and env fallbacks, keeps given values, drops options of the other edge', () => {
    const values = completeOptions(TABLE, { files: ['f.yaml'], json: true }, 'action', { RUNNER_NAME: 'h100_01' });
    expect(values).toEqual({ files: ['f.yaml'], step: 2, conc: undefined, mode: 'a', 'no-evals': false, 'evals-only': false, runner: 'h100_01' });
  });

  test('a given value wins over the env fallback', () => {
    expect(completeOptions(TABLE, { files: ['f'], runner: 'x' }, 'cli', { RUNNER_NAME: 'y' }).runner).toBe('x');
  });

  test.each([
    [{}, ['the following arguments are required: --files', "input 'files' is required"]],
    [{ files: [] }, ['the following arguments are required: --files', "input 'files' is required"]],
    [{ files: ['f'], step: 1 }, ['--step must be above 1, got 1', "input 'step' must be above 1, got 1"]],
    [{ files: ['f'], conc: [4, 0] }, ['--conc must be at least 1, got 0', "input 'conc' must be at least 1, got 0"]],
    [{ files: ['f'], mode: 'c' }, ["--mode: invalid choice 'c' (choose from a, b)", "input 'mode': invalid choice 'c' (choose from a, b)"]],
    [
      { files: ['f'], 'no-evals': true, 'evals-only': true },
      ['argument --no-evals: not allowed with argument --evals-only', "inputs 'evals-only' and 'no-evals' exclude each other"]
    ]
  ])('%j → the same mistake in each edge’s words', (given, expected) => {
    expect(messages(() => completeOptions(TABLE, given, 'action'))).toEqual(expected);
  });

  test('a false flag does not conflict', () => {
    expect(() => completeOptions(TABLE, { files: ['f'], 'no-evals': false, 'evals-only': true }, 'cli')).not.toThrow();
  });

  test('a package rule written once reads in both dialects', () => {
    const error = new OptionError('{min-conc} must be less than or equal to {max-conc}');
    expect(error.message).toBe('--min-conc must be less than or equal to --max-conc');
    expect(error.inDialect(ACTION_DIALECT).message).toBe("input 'min-conc' must be less than or equal to input 'max-conc'");
  });
});
