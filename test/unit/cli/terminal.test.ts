// Every command whose stdout is machine output follows one rule (cli/src/terminal.ts): at a terminal
// a short summary; the exact bytes with --json, or whenever stdout is not a terminal (what
// workflows and the conformance corpora read).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { EXACT_OUTPUT_HINT, jsonSummaryText } from '../../../cli/src/terminal.js';
import { runCliCaptured } from '../../support/cli-capture.js';
import { repoRoot } from '../../bundle/harness.js';
import { pullPayload } from '../gating/labels/payload-variants.js';
import { FIXTURES, materialiseProcessCase } from '../../integration/changelog/repo.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-terminal-'));
let changelogRepo = '';
const run = (args: readonly string[], stdoutIsTerminal: boolean) =>
  runCliCaptured(args, { cwd: args[0] === 'process-changelog' ? changelogRepo : repoRoot, stdoutIsTerminal });

beforeAll(async () => {
  const matrix = await run(
    ['matrix', 'full-sweep', '--config-files', 'examples/master.yaml', '--runner-config', 'examples/runners.yaml', '--single-node'],
    false
  );
  expect(matrix.code).toBe(0);
  writeFileSync(join(dir, 'matrix.json'), matrix.stdout);
  writeFileSync(join(dir, 'event.json'), JSON.stringify(pullPayload('synchronize', { labels: ['full-sweep-enabled'] })));
  changelogRepo = materialiseProcessCase(join(FIXTURES, 'process-changelog/agentic-sn-latest'));
});

const MATRIX = () => join(dir, 'matrix.json');
const COMMANDS: Array<[string, () => string[], RegExp]> = [
  [
    'matrix',
    () => ['matrix', 'full-sweep', '--config-files', 'examples/master.yaml', '--runner-config', 'examples/runners.yaml'],
    /^\d+ matrix rows from \d+ configs\.$/
  ],
  ['e2e-jobs', () => ['e2e-jobs', '--matrix', MATRIX()], /^e2e job families:$/],
  ['canary', () => ['canary', '--input', MATRIX()], /^canary: 1 row\.$/],
  ['ci-priority', () => ['ci-priority', '--input', MATRIX(), '--policy', 'examples/ci-priority.yaml'], /^annotated matrix: \d+ rows\.$/],
  ['plan-jobs', () => ['plan-jobs', '--input', MATRIX(), '--runner-config', 'examples/runners.yaml'], /^planned jobs: \d+ rows\.$/],
  [
    'process-changelog',
    () => ['process-changelog', '--base-ref', 'base', '--head-ref', 'head', '--changelog-file', 'perf-changelog.yaml'],
    /^changelog matrix \(rows per bucket\):$/
  ],
  ['label-gate', () => ['label-gate', '--event-name', 'pull_request', '--event-path', join(dir, 'event.json')], /^label gate decision:$/],
  [
    'srtctl-launch --resolve-lane',
    () => ['srtctl-launch', '--resolve-lane', '--cluster', 'gb300', '--framework', 'dynamo-sglang', '--model-prefix', 'qwen3.5', '--precision', 'fp8'],
    /^srt-slurm lane:$/
  ]
];

describe.each(COMMANDS)('%s', (_name, args, headline) => {
  test('a pipe gets the exact output; --json gives the same bytes at a terminal and in a pipe', async () => {
    const piped = await run(args(), false);
    expect([piped.code, piped.stderr]).toEqual([0, '']);
    expect(() => JSON.parse(piped.stdout)).not.toThrow();
    expect(await run([...args(), '--json'], true)).toEqual(piped);
    expect(await run([...args(), '--json'], false)).toEqual(piped);
  });

  test('a terminal gets a short summary that says where the JSON is', async () => {
    const human = await run(args(), true);
    expect([human.code, human.stderr]).toEqual([0, '']);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(headline);
    expect(lines.at(-1)).toMatch(/comes with --json, or when the output is not a terminal\.$/);
    expect(lines.every((line) => line.length <= 110)).toBe(true);
    expect(human.stdout.length).toBeLessThan(2000);
  });
});

test.each<[string, unknown, string[]]>([
  [
    'a list: its length and its rows by name',
    [{ plan: { 'display-name': 'a' } }, { 'exp-name': 'b_1k1k', runner: 'h100', tp: 8, conc: 4, image: 'x' }, 3],
    ['t: 3 rows.', '  a', '  b_1k1k h100 tp 8 conc 4', '  3']
  ],
  [
    'an object: key by key, JSON strings and collections counted',
    { x: '[1,2]', y: true, z: { a: 1, b: [2, 3], c: {} }, e: {}, w: '', gone: undefined },
    ['t:', '  x  2 items', '  y  true', '  z  a: 1, b: 2, c: {…}', '  e  {}', '  w  ""']
  ],
  ['a long string is clipped', { k: 'v'.repeat(300) }, ['t:', `  k  ${'v'.repeat(99)}…`]],
  [
    'more than ten rows: the rest counted',
    Array.from({ length: 12 }, (_, i) => ({ name: `r${i}` })),
    ['t: 12 rows.', ...Array.from({ length: 10 }, (_, i) => `  r${i}`), '  … and 2 more']
  ]
])('jsonSummaryText: %s', (_name, value, lines) => {
  expect(jsonSummaryText('t', value)).toBe(`${[...lines, '', EXACT_OUTPUT_HINT].join('\n')}\n`);
});
