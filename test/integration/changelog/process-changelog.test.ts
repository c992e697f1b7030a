/** conformance/process-changelog: real InferenceX pull requests replayed in real git repositories; stdout byte for byte. */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, git, materialiseProcessCase, readArgs, runIn } from './repo.js';

const CASES = join(FIXTURES, 'process-changelog');
const names = readdirSync(CASES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('process-changelog conformance', () => {
  test.each(names)('%s', async (name) => {
    const caseDir = join(CASES, name);
    const repo = materialiseProcessCase(caseDir);
    const { blobs } = JSON.parse(readFileSync(join(caseDir, 'case.json'), 'utf8')) as { blobs: Record<string, Record<string, string>> };
    for (const [tag, files] of Object.entries(blobs)) for (const [path, id] of Object.entries(files)) expect(git(repo, 'rev-parse', `${tag}:${path}`).trim()).toBe(id);
    const run = await runIn(repo, ['process-changelog', ...readArgs(caseDir)]);
    expect(run.code).toBe(Number(readFileSync(join(caseDir, 'expected_exit_code'), 'utf8')));
    if (run.code === 0) expect(run.stdout).toBe(readFileSync(join(caseDir, 'stdout'), 'utf8'));
    else expect(run.stderr).toContain(readFileSync(join(caseDir, 'message'), 'utf8').split('\n')[0]!.replace(/^ValueError: /, ''));
  });
});
