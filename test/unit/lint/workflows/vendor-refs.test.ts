import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../../bundle/harness.js';
import { usesOf, vendoredUses, vendoredWorkflow } from '../../../../packages/lint/src/index.js';

const layout = { dir: 'vendor/sweepkit', workflows: ['benchmark-singlenode'] };

describe('uses: rewritten to the vendored copies', () => {
  test.each([
    ['sweepkit/sweepkit/actions/benchmark-env@v1.0.0', './vendor/sweepkit/actions/benchmark-env'],
    ['acme/Sweepkit/actions/canary@0123456789abcdef0123456789abcdef01234567', './vendor/sweepkit/actions/canary'],
    ['./actions/canary', './vendor/sweepkit/actions/canary'],
    ['sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0', './.github/workflows/sweepkit-benchmark-singlenode.yml'],
    ['./.github/workflows/benchmark-singlenode.yml', './.github/workflows/sweepkit-benchmark-singlenode.yml'],
    // Not vendored, not Sweepkit's, or not a form the runner accepts: left alone.
    ['./.github/workflows/ci.yml', './.github/workflows/ci.yml'],
    ['sweepkit/sweepkit/.github/workflows/release.yml@v1.0.0', 'sweepkit/sweepkit/.github/workflows/release.yml@v1.0.0'],
    ['someone/tools/actions/canary@v1', 'someone/tools/actions/canary@v1'],
    ['sweepkit/sweepkit/actions/canary', 'sweepkit/sweepkit/actions/canary'],
    ['actions/checkout@v5', 'actions/checkout@v5']
  ])('%s -> %s', (uses, vendored) => {
    expect(vendoredUses(uses, layout)).toBe(vendored);
  });
});

describe('a vendored workflow', () => {
  test('refs rewritten in place (quotes and comments kept); a job using a vendored action before any checkout gets one first', () => {
    const text = [
      'on: workflow_call',
      'jobs:',
      '  plan:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - id: env',
      "        uses: 'sweepkit/sweepkit/actions/benchmark-env@v1.0.0' # the row",
      '  run:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@abc # v5.0.0',
      '      - uses: sweepkit/sweepkit/actions/canary@v1.0.0',
      '  call:',
      '    uses: sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0',
      ''
    ].join('\n');
    expect(vendoredWorkflow(text, layout, 'actions/checkout@abc # v5.0.0').split('\n')).toEqual([
      'on: workflow_call',
      'jobs:',
      '  plan:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      # Vendored actions run from the workspace: check out vendor/sweepkit first (sweepkit vendor).',
      '      - uses: actions/checkout@abc # v5.0.0',
      '        with:',
      '          sparse-checkout: vendor/sweepkit',
      '          persist-credentials: false',
      '      - id: env',
      "        uses: './vendor/sweepkit/actions/benchmark-env' # the row",
      '  run:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@abc # v5.0.0',
      '      - uses: ./vendor/sweepkit/actions/canary',
      '  call:',
      '    uses: ./.github/workflows/sweepkit-benchmark-singlenode.yml',
      ''
    ]);
  });

  test('a checkout of Sweepkit for its CLI becomes a sparse checkout of the vendored copy at the same path; the CLI path follows', () => {
    const text = [
      'jobs:',
      '  plan:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@abc # v5.0.0',
      '      - uses: actions/checkout@abc # v5.0.0',
      '        with:',
      '          repository: sweepkit/sweepkit',
      '          ref: ${{ inputs.sweepkit-ref }}',
      '          path: .sweepkit',
      '      - run: node .sweepkit/dist/cli/index.js plan-jobs',
      ''
    ].join('\n');
    expect(vendoredWorkflow(text, layout, 'actions/checkout@abc # v5.0.0').split('\n').slice(5)).toEqual([
      "      # Sweepkit's CLI from the vendored copy at .sweepkit/vendor/sweepkit/cli (sweepkit vendor).",
      '      - uses: actions/checkout@abc # v5.0.0',
      '        with:',
      '          sparse-checkout: vendor/sweepkit',
      '          path: .sweepkit',
      '          persist-credentials: false',
      '      - run: node .sweepkit/vendor/sweepkit/cli/index.js plan-jobs',
      ''
    ]);
  });

  test('every shipped workflow, vendored: valid YAML, no remote Sweepkit ref or checkout left', () => {
    const dir = join(repoRoot, '.github/workflows');
    const stems = readdirSync(dir).map((f) => f.replace(/\.yml$/, ''));
    for (const name of readdirSync(dir)) {
      const out = vendoredWorkflow(readFileSync(join(dir, name), 'utf8'), { dir: 'vendor/sweepkit', workflows: stems }, 'actions/checkout@abc');
      expect(() => parse(out)).not.toThrow();
      expect([name, usesOf(out).filter((u) => /^[\w.-]+\/sweepkit\//i.test(u))]).toEqual([name, []]);
      expect([name, /repository:\s*[\w.-]+\/sweepkit\s*$/im.test(out), out.includes('/dist/cli/index.js')]).toEqual([name, false, false]);
    }
  });
});
