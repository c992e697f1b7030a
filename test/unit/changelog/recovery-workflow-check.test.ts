// recovery.md §6: validate-workflow's checks in the reference's order, each message in its words.
import { describe, expect, test } from '@jest/globals';
import { checkRecoveryWorkflow } from '../../../packages/changelog/src/index.js';

const VALID = `name: Recover PR 42
on:
  workflow_dispatch:
    inputs:
      confirm:
        required: true
        type: string
permissions:
  actions: read
  contents: none
jobs:
  recover:
    if: \${{ inputs.confirm == 'recover-pr-42' }}
    runs-on: ubuntu-latest
    steps:
      - run: echo recover
`;

/** The valid workflow with one text replaced. */
const edit = (from: string, to: string): string => {
  expect(VALID).toContain(from);
  return VALID.replace(from, to);
};
const check = (text: string, pr = 42): string => checkRecoveryWorkflow(text, 'recover.yml', pr);

describe('validate-workflow', () => {
  test.each([
    ['the valid workflow', VALID],
    ['a quoted "on" key', edit('on:', '"on":')],
    ['the YAML 1.1 boolean key true', edit('on:', 'true:')],
    ['required: yes (YAML 1.1 true)', edit('required: true', 'required: yes')],
    ['permissions: {}', edit('permissions:\n  actions: read\n  contents: none', 'permissions: {}')],
    ['job permissions null', edit('    runs-on:', '    permissions:\n    runs-on:')],
    ['job permissions read', edit('    runs-on:', '    permissions: {contents: read}\n    runs-on:')],
    ['double quotes, no braces', edit("${{ inputs.confirm == 'recover-pr-42' }}", `"inputs.confirm=='recover-pr-42'"`)],
    ['only the opening braces', edit("${{ inputs.confirm == 'recover-pr-42' }}", `"\${{inputs.confirm == \\"recover-pr-42\\""`)],
    ['only the closing braces', edit("${{ inputs.confirm == 'recover-pr-42' }}", `"inputs.confirm == 'recover-pr-42'}}"`)]
  ])('%s passes', (_, text) => {
    expect(check(text)).toBe('Validated CPU-only recovery workflow: recover.yml');
  });

  test.each([
    ['a list', '- 1\n', 'recovery workflow root must be a mapping'],
    ['an empty file', '', 'recovery workflow root must be a mapping'],
    ['a scalar', 'x\n', 'recovery workflow root must be a mapping'],
    ['a second trigger', edit('on:\n', 'on:\n  push:\n'), 'recovery workflow must only use workflow_dispatch'],
    ['no trigger', edit('on:', 'off:'), 'recovery workflow must only use workflow_dispatch'],
    ['a quoted "on" that is null beside true', edit('on:', '"on":\ntrue:'), 'recovery workflow must only use workflow_dispatch'],
    ['a trigger list', 'on: [workflow_dispatch]\n', 'recovery workflow must only use workflow_dispatch'],
    ['workflow_dispatch null', 'on:\n  workflow_dispatch:\n', 'workflow_dispatch must define a confirm input'],
    ['no inputs', 'on:\n  workflow_dispatch: {}\n', 'recovery workflow needs a confirm input'],
    ['inputs null', 'on:\n  workflow_dispatch: {inputs: null}\n', 'recovery workflow needs a confirm input'],
    ['confirm a string', 'on:\n  workflow_dispatch: {inputs: {confirm: x}}\n', 'recovery workflow needs a confirm input'],
    ['required "true" (a string)', edit('required: true', 'required: "true"'), 'recovery confirm input must be a required string'],
    ['required 1', edit('required: true', 'required: 1'), 'recovery confirm input must be a required string'],
    ['type boolean', edit('type: string', 'type: boolean'), 'recovery confirm input must be a required string'],
    ['no permissions', edit('permissions:\n  actions: read\n  contents: none\n', ''), 'recovery workflow permissions must be explicitly read-only'],
    [
      'permissions read-all',
      edit('permissions:\n  actions: read\n  contents: none', 'permissions: read-all'),
      'recovery workflow permissions must be explicitly read-only'
    ],
    ['a write permission', edit('contents: none', 'contents: write'), 'recovery workflow permissions must be explicitly read-only'],
    ['two jobs', `${VALID}  other:\n    runs-on: ubuntu-latest\n`, 'recovery workflow must contain exactly one job'],
    ['jobs a list', edit('jobs:\n  recover:', 'jobs:\n- recover:'), 'recovery workflow must contain exactly one job'],
    ['a job that is a string', `${VALID.slice(0, VALID.indexOf('jobs:'))}jobs:\n  recover: x\n`, 'recovery job must run only on ubuntu-latest'],
    ['runs-on a list', edit('runs-on: ubuntu-latest', 'runs-on: [ubuntu-latest]'), 'recovery job must run only on ubuntu-latest'],
    ['runs-on self-hosted', edit('runs-on: ubuntu-latest', 'runs-on: self-hosted'), 'recovery job must run only on ubuntu-latest'],
    ['a strategy', edit('    runs-on:', '    strategy: {}\n    runs-on:'), 'recovery job may not use a matrix or reusable workflow'],
    ['uses', edit('    runs-on:', '    uses: x/y/.github/workflows/z.yml@v1\n    runs-on:'), 'recovery job may not use a matrix or reusable workflow'],
    ['job permissions read-all', edit('    runs-on:', '    permissions: read-all\n    runs-on:'), 'recovery job permissions must be explicitly read-only'],
    [
      'job pull-requests: write',
      edit('    runs-on:', '    permissions: {pull-requests: write}\n    runs-on:'),
      'recovery job permissions must be explicitly read-only'
    ],
    ['no if', edit("    if: ${{ inputs.confirm == 'recover-pr-42' }}\n", ''), "recovery job must require confirmation 'recover-pr-42'"],
    ['if: true', edit("${{ inputs.confirm == 'recover-pr-42' }}", 'true'), "recovery job must require confirmation 'recover-pr-42'"],
    ['|| always()', edit("'recover-pr-42' }}", "'recover-pr-42' || always() }}"), "recovery job must require confirmation 'recover-pr-42'"],
    ['mismatched quotes', edit("'recover-pr-42' }}", `'recover-pr-42" }}`), "recovery job must require confirmation 'recover-pr-42'"],
    ['another PR', edit('recover-pr-42', 'recover-pr-43'), "recovery job must require confirmation 'recover-pr-42'"],
    [
      'the template in a comment',
      `# .github/workflows/benchmark-tmpl.yml\n${VALID}`,
      'recovery workflow contains forbidden benchmark construct: .github/workflows/benchmark-tmpl.yml'
    ],
    ['workflow_call in a step', edit('echo recover', 'echo workflow_call'), 'recovery workflow contains forbidden benchmark construct: workflow_call']
  ])('%s: %s', (_, text, message) => {
    expect(() => check(text)).toThrow(message);
  });

  test('a repeated key is a located YAML error naming it', () => {
    expect(() => check(edit('  actions: read', '  actions: read\n  actions: none'))).toThrow("found duplicate key 'actions'");
  });
});
