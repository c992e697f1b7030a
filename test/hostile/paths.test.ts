/**
 * Hostile paths (issue 21, class 3): every path built from an environment value, an input, a row
 * field or an artifact name goes through the one containment check
 * (`packages/common/src/contained-path.ts`), so `x/../../…` never reads or writes outside its folder.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileNameProblem, pathInside, relativePathProblem } from '../../packages/common/src/index.js';
import { downloadRunArtifacts } from '../../packages/results/src/index.js';
import { resultFilenameFor } from '../../packages/slurm/src/options.js';
import { runCliCaptured } from '../support/cli-capture.js';

const fixtures = join(import.meta.dirname, '../fixtures');

describe('class 3: the containment check', () => {
  test.each([
    ['x/../../escape', "must be a file name without folders ('/' or '\\')"],
    ['..', "must not start with '.'"],
    ['.', "must not start with '.'"],
    ['', 'is empty'],
    ['/etc/passwd', "must be a file name without folders ('/' or '\\')"],
    ['a\\..\\b', "must be a file name without folders ('/' or '\\')"],
    ['run\u0000.json', 'must not contain control characters'],
    ['run\nname', 'must not contain control characters'],
    ['é'.repeat(128), 'must be at most 255 bytes'],
    ['dsr1_8k1k_fp4_sglang_tp8', undefined],
    ['a..b', undefined]
  ])('a file name %j: %s', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  test.each([
    ['../outside', "must stay inside its folder (no '..')"],
    ['a/../../b', "must stay inside its folder (no '..')"],
    ['/abs/path', 'must be a relative path'],
    ['a\\b', "must use '/' between folders, not '\\'"],
    ['./.', 'is empty'],
    ['configs/a.yaml', undefined],
    ['./configs//a.yaml', undefined]
  ])('a relative path %j: %s', (path, problem) => {
    expect(relativePathProblem(path)).toBe(problem);
  });

  test('an artifact name `..` cannot put its files beside the results folder (ours)', () => {
    expect(() => pathInside('results', '..', 'artifact name')).toThrow(`artifact name must stay inside its folder (no '..'), got ".."`);
    expect(pathInside('results/', './run-1', 'artifact name')).toBe('results/run-1');
  });
});

/** `sweepkit <argv>` in-process in `cwd` with exactly `env`. */
async function cli(argv: string[], cwd: string, env: Record<string, string>) {
  return runCliCaptured(argv, { env, cwd });
}

/** Names of every file below `dir`. */
const listing = (dir: string): string[] => (readdirSync(dir, { recursive: true }) as string[]).sort();

describe('class 3: commands given a path where a name belongs', () => {
  test('process-result with RESULT_FILENAME=x/../../… reads and writes nothing outside its folder (issue)', async () => {
    const name = 'sn_sglang_mi355x_amd_power';
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-paths-'));
    const work = join(root, 'work', 'sub');
    mkdirSync(work, { recursive: true });
    cpSync(join(fixtures, 'results/process-result', name, 'input'), work, { recursive: true });
    const env = JSON.parse(readFileSync(join(fixtures, 'results/process-result', name, 'case.json'), 'utf8')).env as Record<string, string>;
    // The planted result two folders up, where the old lexical join would have read it.
    const result = readdirSync(work).find((f) => f.endsWith('.json'))!;
    writeFileSync(join(root, 'escape.json'), readFileSync(join(work, result)));
    const before = listing(root);
    const run = await cli(['process-result'], work, { ...env, RESULT_FILENAME: 'x/../../escape' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`RESULT_FILENAME must be a file name without folders ('/' or '\\'), got "x/../../escape"\n`);
    expect(listing(root)).toEqual(before);
  });

  test('aggregate-agentic refuses the same RESULT_FILENAME with the same shared check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-paths-agentic-'));
    cpSync(join(fixtures, 'agentic/vllm_full'), dir, { recursive: true });
    const env = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')).env as Record<string, string>;
    const before = listing(dir);
    const run = await cli(['aggregate-agentic'], dir, { ...env, RESULT_FILENAME: '../../escape' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`RESULT_FILENAME must be a file name without folders ('/' or '\\'), got "../../escape"`);
    expect(listing(dir)).toEqual(before);
  });

  test('collect-results with EXP_NAME=../../… writes nothing outside the output folder (ours)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-paths-collect-'));
    const work = join(root, 'a', 'b');
    mkdirSync(join(work, 'results'), { recursive: true });
    writeFileSync(join(work, 'results/r.json'), '{}');
    const run = await cli(['collect-results', 'results', '../../escape'], work, {});
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`EXP_NAME must be a file name without folders ('/' or '\\'), got "../../escape"\n`);
    expect(listing(root)).toEqual(['a', 'a/b', 'a/b/results', 'a/b/results/r.json']);
  });

  test.each([
    ['../../escape', "--result-filename must be a file name without folders ('/' or '\\'), got \"../../escape\""],
    ['.hidden', '--result-filename must not start with \'.\', got ".hidden"']
  ])('srtctl-launch refuses result-filename %j before anything is submitted (ours)', (value, message) => {
    expect(() => resultFilenameFor({ 'result-filename': value, expect: 'fixed-seq-len' } as Parameters<typeof resultFilenameFor>[0])).toThrow(message);
  });
});

describe('issue 35: artifact names go through the file-name check', () => {
  const artifacts = (...names: string[]) => {
    const unzipped: string[] = [];
    return {
      unzipped,
      api: {
        list: async function* () {
          for (const [i, name] of names.entries()) yield { id: i + 1, name, createdAt: '2026-12-01T00:00:00Z', expired: false };
        },
        zip: async () => Buffer.alloc(0),
        unzip: (_zip: Buffer, target: string) => (unzipped.push(target), 0)
      }
    };
  };

  test.each([
    ['the issue: `.git` would replace the checkout’s .git', '.git', 'artifact name must not start with \'.\', got ".git"'],
    ['ours: `..`', '..', 'artifact name must not start with \'.\', got ".."'],
    ['ours: a control character', 'bmk\u001b[2J', 'artifact name must not contain control characters, got "bmk\\u001b[2J"']
  ])('%s: refused before anything is downloaded', async (_, name, message) => {
    const { api, unzipped } = artifacts('bmk_a', name);
    await expect(downloadRunArtifacts(api, '*', mkdtempSync(join(tmpdir(), 'sweepkit-artifact-names-')))).rejects.toThrow(message);
    expect(unzipped).toEqual([]);
  });
});
