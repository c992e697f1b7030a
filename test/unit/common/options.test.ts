import { describe, expect, test } from '@jest/globals';
import { ACTION_DIALECT, CLI_DIALECT, completeOptions, OptionError, parseOptionText, type OptionTable } from '../../../packages/common/src/index.js';

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

describe('sub-command options, edge-specific requirements', () => {
  const SUB = {
    mode: { kind: 'string', only: 'action', choices: ['sweep', 'changelog'], default: 'sweep', help: 'm' },
    command: { kind: 'string', choices: ['full', 'test'], default: 'full', when: { mode: ['sweep'] }, help: 'c' },
    files: { kind: 'list', required: true, when: { mode: ['sweep'] }, default: 'a.yaml b.yaml', help: 'f' },
    keys: { kind: 'list', required: true, when: { mode: ['sweep'], command: ['test'] }, help: 'k' },
    step: { kind: 'int', default: 2, when: { mode: ['sweep'], command: ['full'] }, help: 's' },
    base: { kind: 'string', required: 'cli', when: { mode: ['changelog'] }, help: 'b' },
    recipe: { kind: 'string', required: 'action', help: 'r' },
    wait: { kind: 'float', min: 0, default: 90, help: 'w' },
    event: { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', help: 'e' }
  } as const satisfies OptionTable;
  const base = { recipe: 'r.yaml', event: 'push' };

  test('a list default is read like the input text; options of another sub-command are unset', () => {
    expect(completeOptions(SUB, base, 'action')).toMatchObject({ files: ['a.yaml', 'b.yaml'], step: 2, keys: undefined, base: undefined });
  });

  test.each([
    [{ ...base, command: 'test', keys: ['k'], step: 4 }, "input 'step' only applies to command full"],
    [{ ...base, command: 'test' }, "input 'keys' is required with command test"],
    [{ ...base, mode: 'changelog', files: ['x.yaml'] }, "input 'files' only applies to mode sweep"],
    [{ event: 'push' }, "input 'recipe' is required"],
    [{ recipe: 'r' }, "input 'event' is empty and GITHUB_EVENT_NAME is not set"],
    [{ ...base, wait: -1 }, "input 'wait' must not be negative, got -1"]
  ])('action: %j → %s', (given, message) => {
    expect(messages(() => completeOptions(SUB, given, 'action'))[1]).toBe(message);
  });

  test('an input left at its default is not refused in another sub-command (the runner passes every default)', () => {
    expect(completeOptions(SUB, { ...base, command: 'test', keys: ['k'], step: 2 }, 'action').step).toBeUndefined();
  });

  test('the CLI requires what the action fills from the event, and not what only the action requires', () => {
    expect(() => completeOptions(SUB, { event: 'push' }, 'cli')).not.toThrow();
    expect(messages(() => completeOptions(SUB, { recipe: 'r' }, 'cli'))[0]).toBe('the following arguments are required: --event (or GITHUB_EVENT_NAME)');
    const REFS = { 'base-ref': { kind: 'string', required: 'cli', help: 'b' } } as const satisfies OptionTable;
    expect(messages(() => completeOptions(REFS, {}, 'cli'))[0]).toBe('the following arguments are required: --base-ref');
    expect(completeOptions(REFS, {}, 'action')['base-ref']).toBeUndefined();
  });

  test('an option required unless another mode is asked for', () => {
    const MODES = {
      event: { kind: 'string', env: 'GITHUB_EVENT_NAME', requiredUnless: 'check', help: 'e' },
      check: { kind: 'string', only: 'cli', help: 'c' }
    } as const satisfies OptionTable;
    expect(completeOptions(MODES, { check: 'w.yml' }, 'cli').event).toBeUndefined();
    expect(completeOptions(MODES, {}, 'cli', { GITHUB_EVENT_NAME: 'push' }).event).toBe('push');
    expect(messages(() => completeOptions(MODES, {}, 'cli'))[0]).toBe('the following arguments are required: --event (or GITHUB_EVENT_NAME)');
    expect(messages(() => completeOptions(MODES, {}, 'action'))[1]).toBe("input 'event' is empty and GITHUB_EVENT_NAME is not set");
  });
});
