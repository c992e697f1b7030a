/**
 * Issue 35, class 5: cost that grows with depth. Walks are incremental (typed directory entries, a
 * child opened from its checked parent, a link's target resolved only for links), so they are
 * linear in entries; folders deeper than MAX_WALK_DEPTH are passed over with one warning instead of
 * holding a runner (a 1000-deep results tree, an 8 KB artifact, never finished before). Each row
 * must answer well within Jest's time-out; no timing is asserted (a walk that regressed to
 * resolving every entry from the root simply does not finish: 400 deep × 800 files took a minute).
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_WALK_DEPTH, SafeFolder, skipOncePerPath } from '../../packages/common/src/index.js';
import { collectResults, nodeResultsFs } from '../../packages/results/src/index.js';
import { jobFilesInside } from '../../packages/slurm/src/adapters/node-job-files.js';
import { gatherJobOutputs as collectJob } from '../../packages/slurm/src/job-outputs.js';

const scratch = (name: string): string => mkdtempSync(join(tmpdir(), `sweepkit-deep-${name}-`));

/** `depth` nested folders `d/d/…` below `root`, `files` JSON files in the deepest; the deepest path. */
function deepTree(root: string, depth: number, files: number): string {
  const deepest = join(root, ...Array<string>(depth).fill('d'));
  mkdirSync(deepest, { recursive: true });
  for (let i = 0; i < files; i++) writeFileSync(join(deepest, `r${i}.json`), `{"i": ${i}}`);
  return deepest;
}

describe('deep trees end fast, with one warning', () => {
  test.each([
    ['the issue: a 1000-folder-deep results tree', 1000, 1],
    ['the issue: 400 deep × 800 files', 400, 800],
    ['ours: exactly the bound is walked whole', MAX_WALK_DEPTH, 3],
    ['ours: one folder past the bound is passed over', MAX_WALK_DEPTH + 1, 3]
  ])('collect-results, %s', (_, depth, files) => {
    const dir = scratch('results');
    deepTree(join(dir, 'results'), depth, files);
    const warnings: string[] = [];
    const outcome = collectResults(
      nodeResultsFs(
        dir,
        skipOncePerPath((l) => warnings.push(l))
      ),
      'results',
      'x',
      dir
    );
    if (depth <= MAX_WALK_DEPTH) {
      expect(outcome.files).toHaveLength(files);
      expect(warnings).toEqual([]);
    } else {
      expect(outcome.files).toEqual([]);
      expect(warnings).toEqual([expect.stringMatching(new RegExp(`: more than ${MAX_WALK_DEPTH} folders deep: not walked$`))]);
    }
  });

  test('the issue: a 600-deep job log tree is copied to the bound and released at once', () => {
    const logs = join(scratch('job'), 'logs');
    writeFileSync(join(deepTree(logs, 600, 1), 'worker.out'), 'deep\n');
    writeFileSync(join(logs, 'worker-0.out'), 'top\n');
    const results = scratch('out');
    const warnings: string[] = [];
    collectJob(jobFilesInside(skipOncePerPath((l) => warnings.push(l))), [{ id: '1', logDir: logs }], { resultsDir: results, expect: 'none' });
    expect(readFileSync(join(results, 'LOGS', 'worker-0.out'), 'utf8')).toBe('top\n');
    expect(warnings).toEqual([expect.stringMatching(/more than \d+ folders deep: not walked$/)]);
  });

  test('ours: a wide folder (20,000 files) is walked whole, in path order', () => {
    const dir = scratch('wide');
    for (let i = 0; i < 20_000; i++) writeFileSync(join(dir, `f${i}.json`), '{}');
    const paths = SafeFolder.at(dir)
      .walk('', () => undefined)
      .map((e) => e.path);
    expect(paths).toHaveLength(20_000);
    expect(paths.slice(0, 3)).toEqual(['f0.json', 'f1.json', 'f10.json']);
  });
});
