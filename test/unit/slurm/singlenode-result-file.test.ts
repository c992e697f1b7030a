import { describe, expect, test } from '@jest/globals';
import { waitForResultFile } from '../../../packages/slurm/src/singlenode-result.js';

const deps = (names: string[]) => ({ list: () => names, clock: { now: () => 0, sleep: async () => undefined } as never, info: () => undefined });

describe('single-node result check: result-file', () => {
  test.each([
    ['the named file is found instead of <R>.json', ['speedbench-reference-al.yaml'], 'speedbench-reference-al.yaml'],
    ['missing: the usual one-line failure naming it', ['x.json'], 'Run failed: Benchmark result speedbench-reference-al.yaml not found.']
  ])('%s', async (_, names, expected) => {
    const outcome = await waitForResultFile(deps(names), { resultFile: 'speedbench-reference-al.yaml', evalOnly: false, attempts: 1 }).catch(
      (e: Error) => e.message
    );
    expect(outcome).toBe(expected);
  });
});
