import { describe, expect, test } from '@jest/globals';
import { HelpRequested, parseArgs, type ParserSpec } from '../../../cli/src/argparse.js';
import { UsageError } from '../../../packages/common/src/index.js';

const spec: ParserSpec = {
  prog: 'tool run',
  options: [
    { name: '--config-files', kind: 'list', required: true, help: 'configs' },
    { name: '--runner-config', kind: 'string', help: 'runners' },
    { name: '--runner-type', kind: 'list', help: 'types' },
    { name: '--seq-lens', kind: 'list', choices: ['1k1k', '8k1k'], help: 'lens' },
    { name: '--max-tp', kind: 'int', help: 'tp' },
    { name: '--conc', kind: 'int-list', help: 'conc' },
    { name: '--no-evals', kind: 'flag', help: 'no evals', conflicts: ['--evals-only'] },
    { name: '--evals-only', kind: 'flag', help: 'only evals', conflicts: ['--no-evals'] }
  ]
};

describe('parseArgs accepts what argparse accepts', () => {
  test.each<[string, string[], Record<string, unknown>]>([
    ['lists take every following word', ['--config-files', 'a.yaml', 'b.yaml', '--max-tp', '8'], { 'config-files': ['a.yaml', 'b.yaml'], 'max-tp': 8 }],
    ['--opt=value', ['--config-files=a.yaml', '--runner-config=r.yaml'], { 'config-files': ['a.yaml'], 'runner-config': 'r.yaml' }],
    ['unambiguous prefixes', ['--config-f', 'a', '--runner-c', 'r', '--max', '4'], { 'config-files': ['a'], 'runner-config': 'r', 'max-tp': 4 }],
    ['a repeated list replaces the earlier one', ['--config-files', 'a', '--config-files', 'b'], { 'config-files': ['b'] }],
    ['negative numbers are values, not options', ['--config-files', 'a', '--max-tp', '-3', '--conc', '-1', '4'], { 'max-tp': -3, conc: [-1, 4] }],
    ['flags default to false', ['--config-files', 'a', '--no-evals'], { 'no-evals': true, 'evals-only': false }]
  ])('%s', (_name, argv, expected) => {
    expect(parseArgs(spec, argv).values).toMatchObject(expected);
  });
});

describe('parseArgs rejects with argparse messages (exit 2)', () => {
  test.each<[string, string[], string]>([
    ['unknown options are listed together', ['--config-files', 'a', '--nope', '--x'], 'tool run: error: unrecognized arguments: --nope --x'],
    ['missing required', [], 'tool run: error: the following arguments are required: --config-files'],
    ['bad choice', ['--config-files', 'a', '--seq-lens', '2k1k'], "tool run: error: argument --seq-lens: invalid choice: '2k1k' (choose from '1k1k', '8k1k')"],
    ['bad int', ['--config-files', 'a', '--max-tp', 'abc'], "tool run: error: argument --max-tp: invalid int value: 'abc'"],
    ['ambiguous prefix', ['--runner', 'x'], 'tool run: error: ambiguous option: --runner could match --runner-config, --runner-type'],
    ['missing value', ['--config-files', 'a', '--max-tp'], 'tool run: error: argument --max-tp: expected one argument'],
    ['empty list', ['--config-files'], 'tool run: error: argument --config-files: expected at least one argument'],
    [
      'mutually exclusive, second one named first',
      ['--config-files', 'a', '--no-evals', '--evals-only'],
      'tool run: error: argument --evals-only: not allowed with argument --no-evals'
    ]
  ])('%s', (_name, argv, message) => {
    let error: unknown;
    try {
      parseArgs(spec, argv);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe(message);
    expect((error as UsageError).exitCode).toBe(2);
  });

  test('--help anywhere asks for help', () => {
    expect(() => parseArgs(spec, ['--config-files', 'a', '-h'])).toThrow(HelpRequested);
  });
});
