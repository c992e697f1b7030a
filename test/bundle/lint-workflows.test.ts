import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runCliBundle } from './harness.js';

const adopter = join(repoRoot, 'test/fixtures/lint-workflows/adopter');
const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('sweepkit lint-workflows (CLI bundle, real actionlint)', () => {
  test("an adopter's workflows: anchors accepted, merge key, unknown and missing inputs at file:line:col, exit 1", async () => {
    const { code, stdout, stderr } = await runCliBundle(['lint-workflows'], { cwd: adopter });
    expect(stdout.trimEnd().split('\n')).toEqual([
      '.github/workflows/merge-keys.yml:11:11: GitHub Actions does not support YAML merge keys (<<): alias the whole mapping (key: *anchor) or repeat its keys [yaml-merge-key]',
      `.github/workflows/run-sweep.yml:27:11: input 'case-insensitive-label' is not defined by acme/sweepkit/actions/label-gate@${SHA} (did you mean 'case-insensitive-labels'?) [sweepkit-action]`,
      `.github/workflows/run-sweep.yml:54:9: required input 'matrix' of acme/sweepkit/actions/canary@${SHA} is missing [sweepkit-action]`,
      `.github/workflows/run-sweep.yml:70:11: input 'config-file' is not defined by acme/sweepkit/actions/sweep-matrix@${SHA} (did you mean 'config-files'?) [sweepkit-action]`
    ]);
    expect(stderr).toBe('lint-workflows: 2 workflow file(s), 4 finding(s)\n');
    expect(code).toBe(1);
  }, 60000);

  test('actionlint runs on the text GitHub sees: its findings keep their lines after an alias; a clean folder exits 0', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-lint-workflows-'));
    cpSync(adopter, root, { recursive: true });
    const workflow = [
      'on:',
      '  pull_request:',
      '    types: [labeld]',
      'jobs:',
      '  a:',
      '    runs-on: [self-hosted, b200-nb]',
      '    steps:',
      '      - &hello',
      '        run: echo hello',
      '      - *hello',
      '      - run: echo "${{ github.shaa }}"',
      ''
    ].join('\n');
    writeFileSync(join(root, 'extra.yml'), workflow);
    const run = await runCliBundle(['lint-workflows', '.'], { cwd: root });
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^extra\.yml:3:13: invalid activity type "labeld" for "pull_request" Webhook event.* \[events\]$/),
      expect.stringMatching(/^extra\.yml:11:\d+: property "shaa" is not defined in object type .* \[expression\]$/)
    ]);
    expect(run.code).toBe(1);
    writeFileSync(join(root, 'extra.yml'), workflow.replace('labeld', 'labeled').replace('shaa', 'sha'));
    expect(await runCliBundle(['lint-workflows', '.'], { cwd: root })).toMatchObject({ code: 0, stdout: '' });
  }, 60000);

  test("issue #26's false positives and misses, with the real actionlint: 12 dispatch inputs pass, 26 do not; another repository's canary is not checked; a missing ./actions/benchmark-env is", async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-lint-workflows-'));
    const workflow = (inputs: number) =>
      [
        'on:',
        '  workflow_dispatch:',
        '    inputs:',
        ...Array.from({ length: inputs }, (_, i) => `      i${i}: { type: string }`),
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: someone/other/actions/canary@v1',
        '        with: { foo: bar }',
        '      - uses: ./actions/benchmark-env',
        ''
      ].join('\n');
    writeFileSync(join(root, 'w.yml'), workflow(12));
    const twelve = await runCliBundle(['lint-workflows', '.'], { cwd: root });
    expect(twelve.stdout.trimEnd().split('\n')).toEqual(['w.yml:22:9: local action ./actions/benchmark-env has no action.yml [sweepkit-action]']);
    writeFileSync(join(root, 'w.yml'), workflow(26));
    const many = await runCliBundle(['lint-workflows', '.'], { cwd: root });
    expect(many.stdout.trimEnd().split('\n')[0]).toBe(
      'w.yml:2:3: maximum number of inputs for "workflow_dispatch" event is 25 but 26 inputs are provided [events]'
    );
  }, 60000);

  test('under the runner each finding is also an error annotation, its text escaped', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-lint-workflows-'));
    writeFileSync(
      join(root, 'w.yml'),
      [
        'on: push',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        `      - uses: acme/sweepkit/actions/canary@${SHA}`,
        '        with:',
        '          "x%0A::warning::forged": 1',
        '          matrix: "[]"',
        ''
      ].join('\n')
    );
    const run = await runCliBundle(['lint-workflows', '.'], { cwd: root, env: { GITHUB_ACTIONS: 'true' } });
    expect(run.stdout).toContain(
      `::error file=w.yml,line=8,col=11,title=lint-workflows sweepkit-action::input 'x%250A::warning::forged' is not defined by acme/sweepkit/actions/canary@${SHA} (inputs: matrix)\n`
    );
    expect(run.code).toBe(1);
  }, 60000);

  test("a planted 'rowz:' typo in calls of reusable workflows (Sweepkit's, by remote path, and a local one): reported at its line", async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-lint-workflows-'));
    mkdirSync(join(root, '.github/workflows'), { recursive: true });
    writeFileSync(
      join(root, '.github/workflows/bench.yml'),
      'on:\n  workflow_call:\n    inputs:\n      row: { required: true, type: string }\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo "$ROW"\n        env: { ROW: "${{ inputs.row }}" }\n'
    );
    const caller = [
      'on: push',
      'jobs:',
      '  remote:',
      '    uses: sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0',
      '    with:',
      '      row: "{}"',
      '  local:',
      '    uses: ./.github/workflows/bench.yml',
      '    with:',
      '      rowz: "{}"',
      ''
    ].join('\n');
    writeFileSync(join(root, '.github/workflows/caller.yml'), caller);
    const run = await runCliBundle(['lint-workflows'], { cwd: root });
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      ".github/workflows/caller.yml:8:5: required input 'row' of ./.github/workflows/bench.yml is missing [workflow-call]",
      ".github/workflows/caller.yml:10:7: input 'rowz' is not defined by ./.github/workflows/bench.yml (did you mean 'row'?) [workflow-call]"
    ]);
    expect(run.code).toBe(1);
    writeFileSync(join(root, '.github/workflows/caller.yml'), caller.replace('rowz', 'row'));
    expect(await runCliBundle(['lint-workflows'], { cwd: root })).toMatchObject({ code: 0, stdout: '' });
  }, 60000);

  test('DIR is optional; a missing folder is a usage error', async () => {
    expect((await runCliBundle(['lint-workflows', '--help'])).stdout).toMatch(/^usage: sweepkit lint-workflows \[-h\] \[DIR\]\n/);
    const run = await runCliBundle(['lint-workflows', 'nope'], { cwd: adopter });
    expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('no such folder: nope') });
  });
});
