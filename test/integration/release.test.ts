// The release procedure (scripts/release.mjs) on a stand-in repository with a local bare remote:
// tags, the moved major tag, the notes from CHANGELOG.md, and every refusal before a tag is made.
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const IDENTITY = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' };
const env = { ...process.env, ...IDENTITY };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env }).trim();

const CHANGELOG = `# Changelog

## [Unreleased]

## [2.0.0-rc.1]

### Changed
- Breaking.

## [1.2.1]

### Fixed
- A fix.

## [1.2.0]

### Added
- \`sweepkit vendor\`.

## [1.1.0]
- Older.
`;

/**
 * A repository whose `npm run build` writes dist/index.js from src/value.txt, pushed to a bare
 * remote; `pkg` adds to its package.json, `files` are more files.
 */
function standIn(pkg: object = {}, files: Record<string, string> = {}): { repo: string; remote: string } {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-release-'));
  const [repo, remote] = [join(root, 'repo'), join(root, 'remote.git')];
  git(root, 'init', '-q', '--bare', remote);
  git(root, 'init', '-q', '-b', 'main', repo);
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'stand-in', private: true, scripts: { build: 'node build.mjs' }, ...pkg }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  writeFileSync(
    join(repo, 'build.mjs'),
    "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';\nmkdirSync('dist', { recursive: true });\nwriteFileSync('dist/index.js', `export default ${JSON.stringify(readFileSync('src/value.txt', 'utf8'))};\\n`);\n"
  );
  execFileSync('mkdir', ['-p', join(repo, 'src')]);
  writeFileSync(join(repo, 'src/value.txt'), 'one');
  writeFileSync(join(repo, 'CHANGELOG.md'), CHANGELOG);
  execFileSync(process.execPath, ['build.mjs'], { cwd: repo });
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'first');
  git(repo, 'remote', 'add', 'origin', remote);
  git(repo, 'push', '-q', 'origin', 'main');
  return { repo, remote };
}

const release = (repo: string, ...args: string[]) => {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/release.mjs'), ...args], { cwd: repo, encoding: 'utf8', env });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};
/** Tag → commit on the remote (annotated tags peeled). */
const remoteTags = (remote: string): Record<string, string> =>
  Object.fromEntries(
    git(remote, 'for-each-ref', '--format=%(refname:short) %(objectname) %(*objectname)', 'refs/tags')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, object, peeled] = line.split(' ');
        return [name!, peeled || object!];
      })
  );

describe('the release procedure against a local bare remote', () => {
  test('X.Y.Z tags, moves vX, writes the notes; a later patch moves vX; a pre-release leaves the major tag alone', () => {
    const { repo, remote } = standIn();
    const notes = join(repo, '..', 'notes.md');
    const first = release(repo, '1.2.0', '--notes-file', notes);
    expect(first).toMatchObject({ code: 0 });
    const one = git(repo, 'rev-parse', 'HEAD');
    expect(remoteTags(remote)).toEqual({ 'v1.2.0': one, v1: one });
    expect(readFileSync(notes, 'utf8')).toBe('### Added\n- `sweepkit vendor`.\n');
    expect(git(remote, 'tag', '-l', '--format=%(contents)', 'v1.2.0')).toBe('v1.2.0\n\n### Added\n- `sweepkit vendor`.');

    writeFileSync(join(repo, 'src/value.txt'), 'two');
    execFileSync(process.execPath, ['build.mjs'], { cwd: repo });
    git(repo, 'commit', '-q', '-am', 'second');
    expect(release(repo, '1.2.1', '--notes-file', notes).code).toBe(0);
    const two = git(repo, 'rev-parse', 'HEAD');
    expect(remoteTags(remote)).toEqual({ 'v1.2.0': one, 'v1.2.1': two, v1: two });

    // Without --notes-file: a fresh private folder, never the fixed name another user could plant a link at.
    const planted = join(tmpdir(), 'sweepkit-release-v2.0.0-rc.1.md');
    const victim = join(repo, '..', 'victim.txt');
    writeFileSync(victim, 'keep');
    rmSync(planted, { force: true });
    symlinkSync(victim, planted);
    try {
      const rc = release(repo, '2.0.0-rc.1');
      expect(rc.code).toBe(0);
      const written = /notes in (.+)\n$/.exec(rc.stderr)![1]!;
      expect(dirname(written)).toMatch(new RegExp(`^${tmpdir()}/sweepkit-release-[^/]+$`));
      expect(statSync(dirname(written)).mode & 0o777).toBe(0o700);
      expect(statSync(written).mode & 0o777).toBe(0o600);
      expect(readFileSync(written, 'utf8')).toBe('### Changed\n- Breaking.\n');
      expect(readFileSync(victim, 'utf8')).toBe('keep');
    } finally {
      rmSync(planted, { force: true });
    }
    expect(Object.keys(remoteTags(remote)).sort()).toEqual(['v1', 'v1.2.0', 'v1.2.1', 'v2.0.0-rc.1']);
    expect(release(repo, 'notes', 'v1.2.1').stdout).toBe('### Fixed\n- A fix.\n');
  }, 60_000);

  test('prepare X.Y.Z makes the release commit: the version, every internal ref at vX.Y.Z; then X.Y.Z tags it', () => {
    const workflow = 'jobs:\n  a:\n    uses: acme/kit/.github/workflows/bench.yml@v1.1.0\n';
    const { repo, remote } = standIn({ version: '1.1.0', repository: 'github:acme/kit' }, { '.github/workflows/call.yml': workflow });
    expect(release(repo, '1.2.0')).toMatchObject({
      code: 1,
      stderr: 'release: error: package.json says 1.1.0, not 1.2.0: run node scripts/release.mjs prepare 1.2.0 first\n'
    });
    const prepared = release(repo, 'prepare', '1.2.0');
    expect(prepared.code).toBe(0);
    expect(prepared.stderr).toMatch(/^release: committed [0-9a-f]{12} \(1 file\(s\) with internal refs\); now: node scripts\/release.mjs 1.2.0$/m);
    expect(git(repo, 'log', '-1', '--format=%s')).toBe('Release v1.2.0');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))).toMatchObject({ version: '1.2.0' });
    expect(readFileSync(join(repo, '.github/workflows/call.yml'), 'utf8')).toBe(workflow.replace('@v1.1.0', '@v1.2.0'));
    expect(release(repo, '1.2.0').code).toBe(0);
    expect(remoteTags(remote)['v1.2.0']).toBe(git(repo, 'rev-parse', 'HEAD'));
  }, 60_000);

  test('a ref that is not the release tag: one line, exit 1, no tag made', () => {
    const { repo, remote } = standIn({ version: '1.2.0', repository: 'github:acme/kit' }, { 'docs/x.md': '`acme/kit/actions/env@v1`\n' });
    const run = release(repo, '1.2.0');
    expect([run.code, run.stderr]).toEqual([
      1,
      'release: error: 1 internal ref(s) are not v1.2.0 (first docs/x.md:1): run node scripts/release.mjs prepare 1.2.0 first\n'
    ]);
    expect(remoteTags(remote)).toEqual({});
  }, 60_000);

  test.each([
    [
      'a dist/ the sources do not build',
      (repo: string) => (writeFileSync(join(repo, 'src/value.txt'), 'changed'), git(repo, 'commit', '-q', '-am', 'no rebuild')),
      '1.2.0',
      'dist/ is not what the sources build (1 file(s) differ): run npm run build, commit dist/, release again'
    ],
    ['no CHANGELOG section', () => undefined, '1.3.0', "CHANGELOG.md has no section for 1.3.0 (a heading '## [1.3.0]')"],
    ['an empty CHANGELOG section', () => undefined, '1.1.1', "CHANGELOG.md has no section for 1.1.1 (a heading '## [1.1.1]')"],
    [
      'a working tree with changes',
      (repo: string) => writeFileSync(join(repo, 'stray.txt'), 'x'),
      '1.2.0',
      'the working tree has changes: commit or stash them first'
    ],
    [
      'a tag that exists on the remote',
      (repo: string) => (git(repo, 'tag', 'v1.2.0'), git(repo, 'push', '-q', 'origin', 'v1.2.0'), git(repo, 'tag', '-d', 'v1.2.0')),
      '1.2.0',
      'tag v1.2.0 exists already on origin'
    ],
    ['a version with a v', () => undefined, 'v1.2.0', "version must be X.Y.Z or X.Y.Z-pre (without the v), got 'v1.2.0'"]
  ])(
    '%s: one line, exit 1, no tag made',
    (_, prepare, version, message) => {
      const { repo, remote } = standIn();
      prepare(repo);
      const before = remoteTags(remote);
      const run = release(repo, version);
      expect({ code: run.code, stderr: run.stderr.trim().split('\n').at(-1) }).toEqual({ code: 1, stderr: `release: error: ${message}` });
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(remoteTags(remote)).toEqual(before);
      expect(git(repo, 'tag', '--list')).toBe('');
      expect(git(repo, 'status', '--porcelain', '--', 'dist')).toBe('');
    },
    60_000
  );
});
