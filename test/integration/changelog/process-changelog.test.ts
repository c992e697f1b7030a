/** conformance/process-changelog: real InferenceX pull requests replayed in real git repositories; stdout byte for byte. */
import { describe, expect, test } from '@jest/globals';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, changelogRepo, git, materialiseProcessCase, readArgs, runIn } from './repo.js';

const CASES = join(FIXTURES, 'process-changelog');
const names = readdirSync(CASES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('process-changelog conformance', () => {
  test.each(names)('%s', async (name) => {
    const caseDir = join(CASES, name);
    const repo = materialiseProcessCase(caseDir);
    const { blobs } = JSON.parse(readFileSync(join(caseDir, 'case.json'), 'utf8')) as { blobs: Record<string, Record<string, string>> };
    for (const [tag, files] of Object.entries(blobs))
      for (const [path, id] of Object.entries(files)) expect(git(repo, 'rev-parse', `${tag}:${path}`).trim()).toBe(id);
    const run = await runIn(repo, ['process-changelog', ...readArgs(caseDir)]);
    expect(run.code).toBe(Number(readFileSync(join(caseDir, 'expected_exit_code'), 'utf8')));
    if (run.code === 0) expect(run.stdout).toBe(readFileSync(join(caseDir, 'stdout'), 'utf8'));
    else
      expect(run.stderr).toContain(
        readFileSync(join(caseDir, 'message'), 'utf8')
          .split('\n')[0]!
          .replace(/^ValueError: /, '')
      );
  });
});

describe('process-changelog beyond the corpus', () => {
  const ENTRY = (key: string): string => `- config-keys:\n    - ${key}\n  description:\n    - "x"\n  pr-link: XXX\n`;
  const CONFIG = [
    'dsr1-fp4-mi355x-sglang-shortseq:',
    '  image: lmsysorg/sglang:v0.5.12-rocm700-mi35x',
    '  model: amd/DeepSeek-R1-0528-MXFP4-Preview',
    '  model-prefix: dsr1',
    '  runner: mi355x',
    '  precision: fp4',
    '  framework: sglang',
    '  multinode: false',
    '  scenarios:',
    '    fixed-seq-len:',
    '    - isl: 2048',
    '      osl: 128',
    '      search-space:',
    '      - { tp: 8, conc-start: 4, conc-end: 8 }',
    ''
  ].join('\n');

  test('rows of a bucket run-sweep.yml never dispatches are printed and reported as a warning', async () => {
    const repo = changelogRepo(
      'undispatched',
      ENTRY('dsr1-fp4-mi355x-sglang'),
      `${ENTRY('dsr1-fp4-mi355x-sglang')}\n${ENTRY('dsr1-fp4-mi355x-sglang-shortseq')}`
    );
    appendFileSync(join(repo, 'configs/amd-master.yaml'), `\n${CONFIG}`);
    const run = await runIn(repo, ['process-changelog', '--base-ref', 'base', '--head-ref', 'head', '--changelog-file', 'perf-changelog.yaml']);
    expect(run.code).toBe(0);
    expect(Object.keys(JSON.parse(run.stdout).single_node)).toEqual(['2048_128']);
    expect(run.stderr).toBe('perf-changelog.yaml: warning: 2 rows in single_node["2048_128"] are generated but run-sweep.yml never dispatches that bucket\n');
  });

  test('--evals-only drops the throughput rows; an unknown key is one error line', async () => {
    const repo = changelogRepo('evals-only', ENTRY('dsr1-fp4-mi355x-sglang'), `${ENTRY('dsr1-fp4-mi355x-sglang')}\n${ENTRY('dsr1-fp4-mi355x-sglang-mtp')}`);
    const args = ['process-changelog', '--base-ref', 'base', '--head-ref', 'head', '--changelog-file', 'perf-changelog.yaml'];
    const run = await runIn(repo, [...args, '--evals-only']);
    const matrix = JSON.parse(run.stdout);
    expect([run.code, matrix.single_node, matrix.evals.length > 0]).toEqual([0, {}, true]);
    const bad = changelogRepo('bad-key', ENTRY('dsr1-fp4-mi355x-sglang'), `${ENTRY('dsr1-fp4-mi355x-sglang')}\n${ENTRY('nope')}`);
    expect(await runIn(bad, args)).toEqual({ code: 1, stdout: '', stderr: "perf-changelog.yaml:8:7: Config key 'nope' not found in master configs.\n" });
  });
});
