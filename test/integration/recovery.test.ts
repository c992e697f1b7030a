/**
 * The public recover-ingest cases (test/fixtures/recovery) run as the corpus README says: the
 * repository built with real git (fixed identity and dates, so the commit ids are the recorded
 * ones), the GitHub answers served by the local fake API, `sweepkit recover-ingest` run from the
 * CLI bundle in it; exit code, stdout bytes, the last stderr line and written files compared.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
