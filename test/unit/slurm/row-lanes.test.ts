// Every multi-node row of the full sweep gets the launch path InferenceX's launchers give it
// (docs/launcher.md): `sweepkit srtctl-launch --resolve-lane --row` per row against a table derived
// from runners/launch_<cluster>.sh, whose per-label counts are the ones measured by running them.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { BUNDLED_VERSIONS_YAML, laneForRow, parseSrtctlVersions, rowLaneQuery, type LaneResolution } from '../../../packages/slurm/src/index.js';
import { runCliCaptured } from '../../support/cli-capture.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../../fixtures/${path}`, import.meta.url));
const RECIPES = fixture('slurm/lanes/srt-slurm-recipes');
const EXPECTED = fixture('slurm/lanes/expected-lanes.json');
const rows = (JSON.parse(gunzipSync(readFileSync(fixture('matrix/cases/fs-both.json.gz'))).toString('utf8')) as Record<string, unknown>[]).filter(
  (row) => 'prefill' in row
);

/** What the table records of a row's path: the srt-slurm checkout, or the site launcher. */
function pathOf(resolution: LaneResolution): Record<string, unknown> {
  if (resolution.kind === 'none') return { path: resolution.code, reason: resolution.reason };
  const { repository, ref, sha, modelAlias } = resolution.lane;
  return { path: 'srt-slurm', repository, ref, sha: sha ?? null, power: resolution.power, modelAlias: modelAlias ?? null };
}

const recipe = (row: Record<string, unknown>): string | null =>
  ((row.prefill as { 'additional-settings'?: string[] })['additional-settings'] ?? []).find((s) => s.startsWith('CONFIG_FILE='))?.slice(12) ?? null;
const identity = (row: Record<string, unknown>) => ({
  runner: row.runner,
  framework: row.framework,
  'model-prefix': row['model-prefix'],
  precision: row.precision,
  'spec-decoding': row['spec-decoding'],
  agentic: row['scenario-type'] === 'agentic-coding',
  recipe: recipe(row)
});

const versions = parseSrtctlVersions(BUNDLED_VERSIONS_YAML, 'srtctl-versions.yaml');
const computed = rows.map((row) => ({ ...identity(row), ...pathOf(laneForRow(versions, row, nodeFiles, RECIPES)) }));
if (process.env.UPDATE_EXPECTED_LANES === '1') writeFileSync(EXPECTED, `${JSON.stringify(computed, null, 1)}\n`);
const expected = JSON.parse(readFileSync(EXPECTED, 'utf8')) as Record<string, unknown>[];

test('the table covers the 648 multi-node rows of the full sweep: 595 srt-slurm, 53 site launcher, none unmatched', () => {
  const keys = Object.keys(identity(rows[0]!));
  expect(expected.map((entry) => Object.fromEntries(keys.map((key) => [key, entry[key]])))).toEqual(rows.map(identity));
  const paths = expected.map((e) => e.path);
  expect([paths.length, paths.filter((p) => p === 'srt-slurm').length, paths.filter((p) => p === 'site-launcher').length]).toEqual([648, 595, 53]);
});

test('laneForRow gives every row its path of the table', () => {
  expect(computed).toEqual(expected);
});

// Measured by running each runners/launch_<cluster>.sh for every row with stand-ins for git, srtctl,
// sbatch and srun (the repository and ref checked out before `srtctl apply`). Where a launcher checks
// out a release's commit by SHA the table names the tag and pins the SHA: c180328b = v1.0.38,
// 04e87fcc = v1.0.44, 217f9438 = v1.0.53, a98738de = v1.0.6.
test.each<[string, Record<string, number>]>([
  [
    'gb200',
    { 'cquil11/srt-slurm-nv@cam/sa-submission-q2-2026': 31, 'NVIDIA/srt-slurm@main': 22, 'NVIDIA/srt-slurm@v1.0.31': 13, power: 4, 'site-launcher': 3 }
  ],
  ['cluster:gb200-nv', { 'NVIDIA/srt-slurm@v1.0.45': 57, 'NVIDIA/srt-slurm@v1.0.50': 31, 'NVIDIA/srt-slurm@v1.0.53': 31 }],
  ['gb300', { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 25, 'NVIDIA/srt-slurm@v1.0.25': 22, 'NVIDIA/srt-slurm@v1.0.29': 18, power: 4 }],
  ['gb300-nv', { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 39, 'NVIDIA/srt-slurm@aflowers/gb200-dsv4-recipes': 6 }],
  ['cluster:gb300-nv', { 'NVIDIA/srt-slurm@v1.0.38': 30, 'NVIDIA/srt-slurm@v1.0.36': 26, 'NVIDIA/srt-slurm@v1.0.50': 12, 'NVIDIA/srt-slurm@main': 7 }],
  ['b300', { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 26, 'NVIDIA/srt-slurm@v1.0.38': 13, 'NVIDIA/srt-slurm@aflowers/vllm-gb200-v0.20.0': 3 }],
  [
    'b200-multinode',
    { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 42, 'NVIDIA/srt-slurm@v1.0.6': 14, 'NVIDIA/srt-slurm@aflowers/vllm-gb200-v0.20.0': 5, 'site-launcher': 2 }
  ],
  ['cluster:b200-dgxc', { 'functionstackx/srt-slurm-nv@df5baa93': 6 }],
  ['b200-new', { 'NVIDIA/srt-slurm@v1.0.38': 6 }],
  ['b200-nscale', { 'NVIDIA/srt-slurm@v1.0.44': 5, 'NVIDIA/srt-slurm@aflowers/vllm-gb200-v0.20.0': 5 }],
  ['cluster:b200-nscale', { 'NVIDIA/srt-slurm@v1.0.53': 9 }],
  ['h100-multinode', { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 12 }],
  ['h200-multinode', { 'NVIDIA/srt-slurm@sa-submission-q2-2026': 28 }],
  ['cluster:h200-dgxc', { 'functionstackx/srt-slurm-nv@df5baa93': 35, 'NVIDIA/srt-slurm@v1.0.38': 5, 'NVIDIA/srt-slurm@v1.0.44': 3 }],
  ['mi355x-disagg', { 'site-launcher': 34 }],
  ['mi355x', { 'site-launcher': 2 }],
  ['cluster:mi355x-amds', { 'site-launcher': 12 }]
])('%s: the checkouts its launcher makes', (runner, counts) => {
  const checkouts: Record<string, number> = {};
  for (const entry of expected.filter((e) => e.runner === runner)) {
    const ref = String(entry.ref);
    const key =
      entry.path !== 'srt-slurm'
        ? String(entry.path)
        : entry.power
          ? 'power'
          : `${String(entry.repository).replace(/^https:\/\/github\.com\/(.*)\.git$/, '$1')}@${/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 8) : ref}`;
    checkouts[key] = (checkouts[key] ?? 0) + 1;
  }
  expect(checkouts).toEqual(counts);
});

describe('--resolve-lane --row', () => {
  test('prints every row of the full sweep its path of the table', async () => {
    const printed = [];
    for (const row of rows) {
      const run = await runCliCaptured(['srtctl-launch', '--resolve-lane', '--row', JSON.stringify(row), '--recipes-dir', RECIPES]);
      const out = JSON.parse(run.stdout) as LaneResolution;
      printed.push({
        ...identity(row),
        ...(out.kind === 'none' ? { path: out.code, reason: out.reason } : pathOf({ ...out, lane: { ...out.lane, warnings: [] } })),
        code: run.code
      });
    }
    expect(printed).toEqual(expected.map((entry) => ({ ...entry, code: 0 })));
  });
});

// One rule reads a row's values for the lanes and the launch path: a string or a number as text,
// nothing for an empty string or another type.
test.each<[string, Record<string, unknown>, Partial<ReturnType<typeof rowLaneQuery>>]>([
  ['strings', { framework: 'sglang', precision: 'fp8', runner: 'gb200' }, { framework: 'sglang', precision: 'fp8', cluster: 'gb200' }],
  ['a number is its text', { framework: 'sglang', precision: 8, runner: 200 }, { precision: '8', cluster: '200' }],
  [
    'empty or other types are absent',
    { framework: '', precision: true, runner: '', 'spec-decoding': ['mtp'] },
    { framework: '', precision: '', cluster: undefined, specDecoding: undefined }
  ]
])('rowLaneQuery reads %s', (_, row, expected) => {
  expect(rowLaneQuery(row)).toMatchObject(expected);
});
