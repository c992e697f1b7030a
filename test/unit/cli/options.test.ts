// The CLI edge of an option table: sub-commands as the first word, argparse's messages, each
// sub-command offering only its own options.
import { describe, expect, test } from '@jest/globals';
import { HelpRequested } from '../../../cli/src/argparse.js';
import { parseCommandArgs } from '../../../cli/src/options.js';
import { MATRIX_COMMAND } from '../../../packages/matrix/src/index.js';

const parse = (...argv: string[]) => parseCommandArgs(MATRIX_COMMAND, argv, { env: {} }).values;
const failure = (...argv: string[]): string => {
  try {
    parse(...argv);
  } catch (error) {
    return error instanceof HelpRequested ? error.text : (error as Error).message;
  }
  return 'no error';
};

describe('parseCommandArgs with sub-commands', () => {
  test('the sub-command word selects the options; defaults of the table apply', () => {
    expect(parse('test-config', '--config-files', 'a.yaml', '--config-keys', 'k*', '--conc', '4', '8')).toMatchObject({
      command: 'test-config',
      'config-files': ['a.yaml'],
      'config-keys': ['k*'],
      conc: [4, 8],
      'runner-config': 'configs/runners.yaml',
      'step-size': undefined
    });
    expect(parse('full-sweep', '--config-files', 'a.yaml')).toMatchObject({ command: 'full-sweep', 'step-size': 2, 'single-node': false });
  });

  test.each([
    [[], 'sweepkit matrix: error: the following arguments are required: command'],
    [['both'], "sweepkit matrix: error: argument command: invalid choice: 'both' (choose from 'full-sweep', 'test-config')"],
    [['test-config', '--config-files', 'a', '--config-keys', 'k', '--max-tp', '8'], 'sweepkit matrix test-config: error: unrecognized arguments: --max-tp 8'],
    [['full-sweep', '--config-files', 'a', '--max-jobs-per-matrix', '8'], 'sweepkit matrix full-sweep: error: unrecognized arguments: --max-jobs-per-matrix 8'],
    [['test-config', '--config-files', 'a'], 'sweepkit matrix test-config: error: the following arguments are required: --config-keys']
  ])('%j → %s', (argv, message) => {
    expect(failure(...argv)).toBe(message);
  });

  test('help: the sub-commands, then each sub-command its own flags', () => {
    expect(failure('--help')).toMatch(/^usage: sweepkit matrix \{full-sweep,test-config\} \.\.\./);
    const testConfig = failure('test-config', '--help');
    expect(testConfig).toMatch(/^usage: sweepkit matrix test-config \[-h\] --config-files/);
    expect(testConfig).toContain('--config-keys');
    expect(testConfig).not.toContain('--step-size');
    expect(testConfig).not.toContain('--mode');
  });
});
