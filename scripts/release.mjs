#!/usr/bin/env node
// The release procedure, run in the checkout to release (docs/releasing.md):
//   node scripts/release.mjs prepare X.Y.Z
//     the release commit: version X.Y.Z in package.json (and package-lock.json, cli/src/version.ts),
//     every internal ref rewritten to vX.Y.Z (scripts/refs.mjs), `npm run build`, commit.
//   node scripts/release.mjs X.Y.Z [--remote origin] [--notes-file FILE]
//     the tree is clean, package.json says X.Y.Z and every internal ref vX.Y.Z, CHANGELOG.md has a
//     `## [X.Y.Z]` section and vX.Y.Z is new (here and on the remote); `npm run build` leaves dist/
//     as committed; then tag vX.Y.Z, move vX to it (not for a pre-release such as 2.0.0-rc.1), push
//     both tags, and write the release notes to FILE.
//   node scripts/release.mjs notes X.Y.Z
//     print the release notes (the CHANGELOG section) — what the release workflow publishes.
// Every failure is one line on stderr and exit 1, before any tag is made.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RefsError, refFindings, rewriteRefs } from './refs.mjs';

const VERSION = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?$/;

class ReleaseError extends Error {}
const fail = (message) => {
  throw new ReleaseError(message);
};

/** The notes of `version`: its `## [X.Y.Z]` section of the changelog up to the next `## ` heading. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.includes(`[${version}]`));
  if (start < 0) fail(`CHANGELOG.md has no section for ${version} (a heading '## [${version}]')`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const notes = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  if (!notes) fail(`CHANGELOG.md's section for ${version} is empty`);
  return `${notes}\n`;
}

function git(cwd, ...args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    return fail(
      `git ${args[0]} failed: ${String(error.stderr || error.message)
        .trim()
        .split('\n')
        .at(-1)}`
    );
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const build = (cwd) => {
  const run = spawnSync('npm', ['run', 'build'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status !== 0) fail(`npm run build failed: ${(run.stderr || run.stdout).trim().split('\n').at(-1)}`);
};
const checkVersion = (version) => {
  const match = VERSION.exec(version);
  if (!match) fail(`version must be X.Y.Z or X.Y.Z-pre (without the v), got '${version}'`);
  return match;
};

/**
 * The release commit in `cwd`: the version in package.json, package-lock.json and
 * cli/src/version.ts (those that exist), every internal ref at vX.Y.Z, the bundles rebuilt.
 */
export function prepare(cwd, version, { log = () => {} } = {}) {
  checkVersion(version);
  if (git(cwd, 'status', '--porcelain')) fail('the working tree has changes: commit or stash them first');
  const pkgFile = join(cwd, 'package.json');
  const pkg = readJson(pkgFile);
  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);
  const lockFile = join(cwd, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = readJson(lockFile);
    lock.version = version;
    if (lock.packages?.['']) lock.packages[''].version = version;
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  }
  const versionTs = join(cwd, 'cli/src/version.ts');
  if (existsSync(versionTs)) writeFileSync(versionTs, readFileSync(versionTs, 'utf8').replace(/VERSION = '[^']*'/, `VERSION = '${version}'`));
  const changed = rewriteRefs(cwd);
  log(`version ${version}; internal refs rewritten in ${changed.length} file(s); building (npm run build)`);
  build(cwd);
  git(cwd, 'add', '--all');
  git(cwd, 'commit', '--quiet', '--message', `Release v${version}\n\nVersion ${version} and every internal ref at v${version} (scripts/refs.mjs).`);
  return { commit: git(cwd, 'rev-parse', 'HEAD'), changed };
}

/**
 * Runs the whole procedure in `cwd`; returns what it did. The notes go to `notesFile`, or by default
 * to a fresh private folder (never a fixed name in the shared temp folder), written exclusively.
 */
export function release(cwd, version, { remote = 'origin', notesFile, log = () => {} } = {}) {
  const match = checkVersion(version);
  const tag = `v${version}`;
  const major = match[4] ? undefined : `v${match[1]}`;
  if (git(cwd, 'status', '--porcelain')) fail('the working tree has changes: commit or stash them first');
  const pkg = readJson(join(cwd, 'package.json'));
  if (pkg.version !== undefined && pkg.version !== version)
    fail(`package.json says ${pkg.version}, not ${version}: run node scripts/release.mjs prepare ${version} first`);
  if (pkg.repository) {
    const refs = refFindings(cwd, { ref: tag });
    if (refs.length)
      fail(`${refs.length} internal ref(s) are not ${tag} (first ${refs[0].file}:${refs[0].line}): run node scripts/release.mjs prepare ${version} first`);
  }
  const notes = releaseNotes(readFileSync(join(cwd, 'CHANGELOG.md'), 'utf8'), version);
  if (git(cwd, 'tag', '--list', tag)) fail(`tag ${tag} exists already`);
  const remoteTags = git(cwd, 'ls-remote', '--tags', remote, `refs/tags/${tag}`);
  if (remoteTags) fail(`tag ${tag} exists already on ${remote}`);
  log(`building (npm run build) to check dist/ against the sources`);
  build(cwd);
  const stale = git(cwd, 'status', '--porcelain', '--', 'dist');
  if (stale) {
    git(cwd, 'checkout', '--', 'dist');
    git(cwd, 'clean', '-fdq', '--', 'dist');
    fail(`dist/ is not what the sources build (${stale.split('\n').length} file(s) differ): run npm run build, commit dist/, release again`);
  }
  const commit = git(cwd, 'rev-parse', 'HEAD');
  git(cwd, 'tag', '--annotate', '--cleanup=verbatim', tag, '--message', `${tag}\n\n${notes}`, commit);
  const pushed = [`refs/tags/${tag}`];
  if (major) {
    git(cwd, 'tag', '--force', major, commit);
    pushed.push(`+refs/tags/${major}`);
  }
  git(cwd, 'push', remote, ...pushed);
  const notesPath = notesFile ?? join(mkdtempSync(join(tmpdir(), 'sweepkit-release-')), `notes-${tag}.md`);
  writeFileSync(notesPath, notes, notesFile === undefined ? { flag: 'wx', mode: 0o600 } : {});
  log(`released ${tag} at ${commit.slice(0, 12)}${major ? `, ${major} moved to it` : ' (pre-release: no major tag)'}; notes in ${notesPath}`);
  return { tag, major, commit, notesFile: notesPath };
}

const USAGE = 'usage: node scripts/release.mjs X.Y.Z [--remote NAME] [--notes-file FILE] | prepare X.Y.Z | notes X.Y.Z';

function main(argv) {
  if (argv[0] === 'notes' && argv.length === 2) {
    process.stdout.write(releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), argv[1].replace(/^v/, '')));
    return 0;
  }
  if (argv[0] === 'prepare' && argv.length === 2) {
    const { commit, changed } = prepare(process.cwd(), argv[1], { log: (line) => console.error(`release: ${line}`) });
    console.error(`release: committed ${commit.slice(0, 12)} (${changed.length} file(s) with internal refs); now: node scripts/release.mjs ${argv[1]}`);
    return 0;
  }
  const [version, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = { '--remote': 'remote', '--notes-file': 'notesFile' }[rest[i]];
    if (!key || rest[i + 1] === undefined) {
      console.error(USAGE);
      return 2;
    }
    options[key] = rest[i + 1];
  }
  if (!version) {
    console.error(USAGE);
    return 2;
  }
  release(process.cwd(), version, { ...options, log: (line) => console.error(`release: ${line}`) });
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReleaseError || error instanceof RefsError)) throw error;
    console.error(`release: error: ${error.message}`);
    process.exitCode = 1;
  }
}
