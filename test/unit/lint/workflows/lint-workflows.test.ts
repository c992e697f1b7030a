import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { nodeFiles } from '../../../../packages/common/src/index.js';
import { repoRoot } from '../../../bundle/harness.js';
import {
  ACTION_INPUTS,
  lintWorkflow,
  localOrBundledTarget,
  WORKFLOW_CALLS,
  actionInputsOf,
  bundledTarget,
  checkUses,
  expandAliases,
  mergeKeyFindings,
  selfHostedLabels,
  sweepkitActionName,
  workflowCallOf
} from '../../../../packages/lint/src/index.js';

const adopter = join(repoRoot, 'test/fixtures/lint-workflows/adopter');
const workflow = (name: string) => readFileSync(join(adopter, '.github/workflows', name), 'utf8');

describe('the Sweepkit action a uses: names', () => {
  test.each([
    ['./sweepkit/actions/label-gate', { name: 'label-gate' }],
    ['./actions/canary/', { name: 'canary' }],
    ['acme/sweepkit/actions/sweep-matrix@0123456789abcdef0123456789abcdef01234567', { name: 'sweep-matrix', repo: 'sweepkit' }],
    ['actions/checkout@v5', undefined],
    ['./local/thing', undefined],
    ['docker://alpine:3', undefined]
  ])('%s -> %j', (uses, named) => {
    expect(sweepkitActionName(uses)).toEqual(named);
  });

  test.each([
    [
      'acme/sweepkit/actions/sweep-matrx@v1',
      { problem: "acme/sweepkit/actions/sweep-matrx@v1: there is no Sweepkit action 'sweep-matrx' did you mean 'sweep-matrix'?" }
    ],
    ['acme/tools/actions/deploy@v1', undefined],
    ['./vendor/actions/deploy', undefined],
    // Another repository's action of the same name is not Sweepkit's: matched by repository path only.
    ['someone/other/actions/canary@v1', undefined],
    ['acme/Sweepkit/actions/canary@v1', { inputs: ACTION_INPUTS.canary }]
  ])('%s: a Sweepkit action only in a repository called sweepkit', (uses, target) => {
    expect(bundledTarget(uses)).toEqual(target);
  });
});

describe('checkUses on the adopter workflow (anchors, remote SHA pins, vendored checkout)', () => {
  test('an unknown with: key (remote, pinned by SHA), a missing required input, at their lines; the aliased with: block passes', () => {
    const findings = checkUses(workflow('run-sweep.yml'), localOrBundledTarget(nodeFiles, adopter));
    expect(findings.map((f) => `${f.line}:${f.col} ${f.message}`)).toEqual([
      "27:11 input 'case-insensitive-label' is not defined by acme/sweepkit/actions/label-gate@0123456789abcdef0123456789abcdef01234567 (did you mean 'case-insensitive-labels'?)",
      "54:9 required input 'matrix' of acme/sweepkit/actions/canary@0123456789abcdef0123456789abcdef01234567 is missing",
      "70:11 input 'config-file' is not defined by acme/sweepkit/actions/sweep-matrix@0123456789abcdef0123456789abcdef01234567 (did you mean 'config-files'?)"
    ]);
  });

  test("an adopter's own local action is checked against its action.yml; a missing one cannot run", () => {
    const target = localOrBundledTarget(nodeFiles, adopter);
    expect(target('./tools/actions/notify', [])).toEqual({ inputs: { channel: { required: true } } });
    const text = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./tools/actions/notify\n      - uses: ./tools/actions/gone\n';
    expect(checkUses(text, target).map((f) => `${f.line}:${f.col} ${f.message}`)).toEqual([
      "6:9 required input 'channel' of ./tools/actions/notify is missing",
      '7:9 local action ./tools/actions/gone has no action.yml'
    ]);
  });

  test.each([
    ['no checkout: a Sweepkit name at a path that does not exist cannot run', '', ['7:9 local action ./actions/benchmark-env has no action.yml']],
    [
      'checked out to ./sweepkit by an earlier step: the bundled inputs',
      '      - uses: actions/checkout@v5\n        with: { repository: acme/sweepkit, path: sweepkit }\n',
      ["9:9 required input 'row' of ./sweepkit/actions/benchmark-env is missing"]
    ],
    [
      'a checkout of another repository to the workspace root',
      '      - uses: actions/checkout@v5\n        with: { repository: acme/sweepkit }\n',
      ["9:9 required input 'row' of ./actions/benchmark-env is missing"]
    ],
    [
      'a checkout of the repository itself (no path, no repository) adds nothing',
      '      - uses: actions/checkout@v5\n',
      ['8:9 local action ./actions/benchmark-env has no action.yml']
    ]
  ])('a local Sweepkit action without action.yml, %s', (_, checkout, expected) => {
    const uses = checkout.includes('path: sweepkit') ? './sweepkit/actions/benchmark-env' : './actions/benchmark-env';
    const text = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: 'true'\n${checkout}      - uses: ${uses}\n`;
    expect(checkUses(text, localOrBundledTarget(nodeFiles, adopter)).map((f) => `${f.line}:${f.col} ${f.message}`)).toEqual(expected);
  });

  test('a YAML syntax error is one finding at its position', () => {
    expect(checkUses('jobs:\n  a: [\n', () => undefined)).toEqual([expect.objectContaining({ line: 3, rule: 'yaml' })]);
  });
});

describe('anchors for actionlint', () => {
  test('aliases become one-line JSON on their own line: line numbers stay, values resolve', () => {
    const text = workflow('run-sweep.yml');
    const expanded = expandAliases(text);
    expect(expanded.split('\n')).toHaveLength(text.split('\n').length);
    expect(expanded.split('\n')[35]).toBe('      - {"uses":"actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8","with":{"fetch-depth":0}}');
    expect(parse(expanded)).toEqual(parse(text));
    expect(expanded).not.toMatch(/\*\w/);
  });

  test('merge keys are reported: GitHub accepts anchors and aliases, not <<', () => {
    expect(mergeKeyFindings(workflow('merge-keys.yml'))).toEqual([expect.objectContaining({ line: 11, col: 11, rule: 'yaml-merge-key' })]);
    expect(mergeKeyFindings(workflow('run-sweep.yml'))).toEqual([]);
  });

  test('lintWorkflow: runner labels of actionlint.yaml accepted, merge-key lines not reported twice, text order', async () => {
    const seen: string[] = [];
    const findings = await lintWorkflow(workflow('merge-keys.yml'), {
      actionlint: async (text) => {
        seen.push(text);
        return [
          { line: 5, column: 14, message: 'label "h100-cw" is unknown. available labels are …', kind: 'runner-label' },
          { line: 5, column: 20, message: 'label "gpu-x" is unknown. available labels are …', kind: 'runner-label' },
          { line: 11, column: 11, message: 'expected scalar node', kind: 'syntax-check' }
        ];
      },
      labels: selfHostedLabels(readFileSync(join(adopter, '.github/actionlint.yaml'), 'utf8')),
      target: () => undefined
    });
    expect(seen[0]).toContain('<<: {"TZ":"UTC"}');
    expect(findings.map((f) => `${f.line}:${f.col} [${f.rule}]`)).toEqual(['5:20 [runner-label]', '11:11 [yaml-merge-key]']);
  });

  test.each([
    [12, []],
    [25, []],
    [26, ['maximum number of inputs for "workflow_dispatch" event is 25 but 26 inputs are provided']]
  ])("%i workflow_dispatch inputs: actionlint's old limit of 10 becomes GitHub's 25", async (count, expected) => {
    const message = `maximum number of inputs for "workflow_dispatch" event is 10 but ${count} inputs are provided. see https://docs.github.com/…`;
    const findings = await lintWorkflow('on: push\n', {
      actionlint: async () => [{ line: 2, column: 3, message, kind: 'events' }],
      labels: new Set(),
      target: () => undefined
    });
    expect(findings.map((f) => f.message)).toEqual(expected);
  });
});

test('the inputs shipped with the CLI match every actions/*/action.yml (run `npm run build cli` after changing one)', () => {
  const expected = Object.fromEntries(
    readdirSync(join(repoRoot, 'actions'))
      .filter((name) => !name.startsWith('_'))
      .sort()
      .map((name) => [name, actionInputsOf(readFileSync(join(repoRoot, 'actions', name, 'action.yml'), 'utf8'))])
  );
  expect(ACTION_INPUTS).toEqual(expected);
});

describe('calls of reusable workflows', () => {
  /** A repository with a reusable workflow `./.github/workflows/callee.yml` and a file that is not callable. */
  function repository(): string {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-workflow-call-'));
    mkdirSync(join(root, '.github/workflows'), { recursive: true });
    const callee = [
      'on:',
      '  workflow_call:',
      '    inputs:',
      '      row: { required: true, type: string }',
      '      dry-run: { required: false, type: boolean, default: false }',
      '      retries: { type: number }',
      '    secrets:',
      '      HF_TOKEN: { required: true }',
      'jobs:',
      '  a: { runs-on: ubuntu-24.04, steps: [{ run: "true" }] }',
      ''
    ].join('\n');
    writeFileSync(join(root, '.github/workflows/callee.yml'), callee);
    writeFileSync(join(root, '.github/workflows/push.yml'), 'on: push\njobs:\n  a: { runs-on: ubuntu-24.04, steps: [{ run: "true" }] }\n');
    return root;
  }
  const lint = (jobs: string, root = repository()) =>
    checkUses(`on: push\njobs:\n${jobs}`, localOrBundledTarget(nodeFiles, root)).map((f) => `${f.line}:${f.col} ${f.message} [${f.rule}]`);

  test("a planted 'rowz:' typo in a call of Sweepkit's reusable workflow: reported at its line with did-you-mean, and the missing row", () => {
    const jobs = [
      '  bench:',
      '    uses: sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0',
      '    with:',
      '      rowz: ${{ toJson(matrix.config) }}',
      '    secrets: inherit',
      ''
    ].join('\n');
    expect(lint(jobs)).toEqual([
      "6:7 input 'rowz' is not defined by sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0 (did you mean 'row'?) [workflow-call]",
      "4:5 required input 'row' of sweepkit/sweepkit/.github/workflows/benchmark-singlenode.yml@v1.0.0 is missing [workflow-call]"
    ]);
  });

  test.each([
    ['every input and secret right', 'row: x\n      dry-run: true\n      retries: 2', '\n    secrets:\n      HF_TOKEN: ${{ secrets.HF }}', []],
    ['expressions for a boolean and a number', "row: x\n      dry-run: ${{ inputs.dry }}\n      retries: ${{ fromJson('2') }}", '\n    secrets: inherit', []],
    [
      'wrong types',
      "row: x\n      dry-run: 'yes'\n      retries: two",
      '\n    secrets: inherit',
      [
        '7:16 input \'dry-run\' of ./.github/workflows/callee.yml is a boolean, got "yes" [workflow-call]',
        '8:16 input \'retries\' of ./.github/workflows/callee.yml is a number, got "two" [workflow-call]'
      ]
    ],
    [
      'an unknown secret and a missing required one',
      'row: x',
      '\n    secrets:\n      HF_TOKN: ${{ secrets.HF }}',
      [
        "8:7 secret 'HF_TOKN' is not defined by ./.github/workflows/callee.yml (did you mean 'HF_TOKEN'?) [workflow-call]",
        "4:5 required secret 'HF_TOKEN' of ./.github/workflows/callee.yml is missing [workflow-call]"
      ]
    ]
  ])('a local reusable workflow: %s', (_, given, secrets, expected) => {
    expect(lint(`  call:\n    uses: ./.github/workflows/callee.yml\n    with:\n      ${given}${secrets}\n`)).toEqual(expected);
  });

  test.each([
    ['./.github/workflows/gone.yml', ['4:5 reusable workflow ./.github/workflows/gone.yml does not exist [workflow-call]']],
    ['./.github/workflows/push.yml', ['4:5 ./.github/workflows/push.yml cannot be called: it has no on.workflow_call [workflow-call]']],
    [
      'acme/sweepkit/.github/workflows/benchmark-singlenod.yml@v1.0.0',
      [
        "4:5 acme/sweepkit/.github/workflows/benchmark-singlenod.yml@v1.0.0: there is no Sweepkit reusable workflow 'benchmark-singlenod.yml' did you mean 'benchmark-singlenode.yml'? [workflow-call]"
      ]
    ],
    ['acme/tools/.github/workflows/deploy.yml@v1', []]
  ])('%s', (uses, expected) => {
    expect(lint(`  call:\n    uses: ${uses}\n    with:\n      anything: 1\n`)).toEqual(expected);
  });

  test('the workflows shipped with the CLI match every reusable .github/workflows/*.yml (run `npm run build cli` after changing one)', () => {
    const dir = join(repoRoot, '.github/workflows');
    const expected = Object.fromEntries(
      readdirSync(dir)
        .sort()
        .flatMap((name) => {
          const call = workflowCallOf(readFileSync(join(dir, name), 'utf8'), name);
          return call ? [[name, call]] : [];
        })
    );
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['benchmark-multinode.yml', 'benchmark-singlenode.yml']));
    expect(WORKFLOW_CALLS).toEqual(expected);
  });
});
