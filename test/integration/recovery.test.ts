/**
 * The public recover-ingest cases (test/fixtures/recovery) run as the corpus README says: the
 * repository built with real git (fixed identity and dates, so the commit ids are the recorded
 * ones), the GitHub answers served by the local fake API, `sweepkit recover-ingest` run from the
 * CLI bundle in it; exit code, stdout bytes, the last stderr line and written files compared.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runCliBundle } from '../bundle/harness.js';
import { startFakeGitHub, type FakeGitHub, type Scenario } from '../support/fake-github-api.js';

const corpus = join(repoRoot, 'test/fixtures/recovery');
const cases = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

interface RecoveryCase {
  argv: string[];
  env: Record<string, string>;
  git: { file: string; commits: { message: string; file_from: string }[]; tags: Record<string, number> } | null;
  git_shas: string[];
  gh_calls: string[];
}

const GOLDEN = {
  GIT_AUTHOR_NAME: 'golden',
  GIT_AUTHOR_EMAIL: 'golden@example.com',
  GIT_COMMITTER_NAME: 'golden',
  GIT_COMMITTER_EMAIL: 'golden@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z'
};

/** The case's working directory: its repository as `git` says, or its input files. */
function materialise(name: string, c: RecoveryCase): string {
  const dir = mkdtempSync(join(tmpdir(), `sweepkit-recovery-${name}-`));
  const input = join(corpus, name, 'input');
  if (!c.git) {
    for (const file of existsSync(input) ? readdirSync(input) : []) copyFileSync(join(input, file), join(dir, file));
    return dir;
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GOLDEN }, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  const shas = c.git.commits.map((commit) => {
    copyFileSync(join(input, commit.file_from), join(dir, c.git!.file));
    git('add', c.git!.file);
    git('commit', '-q', '--allow-empty', '-m', commit.message);
    return git('rev-parse', 'HEAD');
  });
  for (const [tag, index] of Object.entries(c.git.tags)) git('tag', tag, shas[index]!);
  expect(shas).toEqual(c.git_shas);
  return dir;
}

describe.each(cases)('%s', (name) => {
  const c = JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8')) as RecoveryCase;
  const expected = (file: string) => readFileSync(join(corpus, name, 'expected', file), 'utf8');
  let dir: string;
  let run: Awaited<ReturnType<typeof runCliBundle>>;
  let fake: FakeGitHub;
  beforeAll(async () => {
    dir = materialise(name, c);
    const routes = join(corpus, name, 'routes.json');
    fake = await startFakeGitHub({ routes: existsSync(routes) ? JSON.parse(readFileSync(routes, 'utf8')) : {} } as Scenario);
    run = await runCliBundle(['recover-ingest', ...c.argv], { cwd: dir, env: { ...c.env, GITHUB_API_URL: fake.url, GH_TOKEN: 'test-token' } });
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('exit code, stdout bytes and the last stderr line', () => {
    expect(run.code).toBe(Number(expected('exit_code.txt').trim()));
    expect(run.stdout).toBe(expected('stdout.txt'));
    const last = run.stderr.trimEnd().split('\n').pop() ?? '';
    expect(last).toBe(expected('stderr_last_line.txt').replace(/\n$/, ''));
  });

  test('the GitHub calls the reference made, in order', () => {
    expect(fake.requests.map((r) => r.path.slice(1))).toEqual(c.gh_calls.map((call) => call.split('?')[0]));
  });

  test('the files it writes', () => {
    const files = join(corpus, name, 'expected/files');
    for (const file of existsSync(files) ? readdirSync(files) : []) expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(files, file), 'utf8'));
  });
});

test('the corpus is there', () => expect(cases.length).toBeGreaterThanOrEqual(22));

describe('OS and git errors in the reference’s words (recovery.md §1, §8), never a raw Node error', () => {
  const scratch = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-recovery-os-'));
    mkdirSync(join(dir, 'folder'));
    writeFileSync(join(dir, 'file'), '');
    // A repository whose changelog is committed but gone from the working tree.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: join(dir, 'wt'), env: { ...process.env, ...GOLDEN } });
    mkdirSync(join(dir, 'wt'));
    git('init', '-q');
    writeFileSync(join(dir, 'wt/perf-changelog.yaml'), '[]\n');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    rmSync(join(dir, 'wt/perf-changelog.yaml'));
    return dir;
  };
  const build = (worktree: string, base = 'HEAD') => [
    'build-config',
    '--worktree',
    worktree,
    '--base-ref',
    base,
    '--merge-ref',
    'HEAD',
    '--pr-number',
    '1',
    '--config-output',
    'c',
    '--metadata-output',
    'x'
  ];
  test.each([
    [['validate-workflow', './missing//recover.yml', '--pr-number', '1'], "[Errno 2] No such file or directory: 'missing/recover.yml'"],
    [['validate-workflow', 'folder', '--pr-number', '1'], "[Errno 21] Is a directory: 'folder'"],
    [build('./nowhere/'), "[Errno 2] No such file or directory: 'nowhere'"],
    [build('file'), "[Errno 20] Not a directory: 'file'"],
    [build('wt'), "[Errno 2] No such file or directory: 'wt/perf-changelog.yaml'"],
    [build('wt', 'nope'), "could not read perf-changelog.yaml at nope: fatal: invalid object name 'nope'."]
  ])('%j: ERROR: %s', async (argv, message) => {
    const dir = scratch();
    const run = await runCliBundle(['recover-ingest', ...argv], { cwd: dir });
    expect([run.code, run.stdout, run.stderr]).toEqual([1, '', `ERROR: ${message}\n`]);
    rmSync(dir, { recursive: true, force: true });
  });
});
