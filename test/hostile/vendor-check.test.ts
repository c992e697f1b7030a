/**
 * Issue 35, item 6: `sweepkit vendor DIR --check` (CLI bundle) against a hostile tree. It never
 * follows a link or reads a special file (a link to /dev/zero or a FIFO would hang or fill memory),
 * refuses manifest paths that are absolute, climb or hold backslashes, reports stray
 * `sweepkit-*.yml` workflows, and compares the manifest with what the running release ships, so a
 * file edited together with its manifest entry is caught. Each variant exits 1 with its own line.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliBundle } from '../bundle/harness.js';
import { VERSION } from '../../cli/src/version.js';

const TREE = 'vendor/sweepkit';
const MANIFEST = `${TREE}/sweepkit-vendor.json`;
const BUNDLE = 'dist/result-filename/index.js';

type Manifest = { files: Record<string, string>; workflowFiles?: Record<string, string>; repositoryRoot?: string };
const editManifest = (repo: string, edit: (manifest: Manifest) => void): void => {
  const manifest = JSON.parse(readFileSync(join(repo, MANIFEST), 'utf8')) as Manifest;
  edit(manifest);
  writeFileSync(join(repo, MANIFEST), JSON.stringify(manifest));
};
const replaceBy = (repo: string, file: string, make: (path: string) => void): void => {
  rmSync(join(repo, TREE, file));
  make(join(repo, TREE, file));
};
const fifo = (path: string): void => void execFileSync('mkfifo', [path]);
const HASH = 'a'.repeat(64);

describe('vendor --check on a hostile tree', () => {
  test.each<[string, (repo: string) => void, string[]]>([
    [
      'a vendored file replaced by a link to /dev/zero',
      (repo) => replaceBy(repo, BUNDLE, (path) => symlinkSync('/dev/zero', path)),
      [`${TREE}/${BUNDLE}: not a regular file (a symbolic link): not read`]
    ],
    [
      'a vendored file replaced by a FIFO',
      (repo) => replaceBy(repo, BUNDLE, fifo),
      [`${TREE}/${BUNDLE}: not a regular file (a FIFO, socket or device): not read`]
    ],
    [
      "a manifest path with '..'",
      (repo) => editManifest(repo, (m) => void (m.files['dist/../../../etc/passwd'] = HASH)),
      [`${MANIFEST}: refused path "dist/../../../etc/passwd" (has an empty, '.' or '..' component)`]
    ],
    [
      'an absolute manifest path',
      (repo) => editManifest(repo, (m) => void (m.files['/etc/passwd'] = HASH)),
      [`${MANIFEST}: refused path "/etc/passwd" (is absolute)`]
    ],
    [
      'a file edited together with its manifest entry',
      (repo) => {
        appendFileSync(join(repo, TREE, BUNDLE), '\nconsole.log("injected");\n');
        const hash = createHash('sha256')
          .update(readFileSync(join(repo, TREE, BUNDLE)))
          .digest('hex');
        editManifest(repo, (m) => void (m.files[BUNDLE] = hash));
      },
      [`${TREE}/${BUNDLE}: differs from what sweepkit ${VERSION} ships`]
    ],
    [
      'a stray sweepkit-*.yml workflow',
      (repo) => {
        mkdirSync(join(repo, '.github/workflows'), { recursive: true });
        writeFileSync(join(repo, '.github/workflows/sweepkit-evil.yml'), 'on: push\n');
        writeFileSync(join(repo, '.github/workflows/ci.yml'), 'on: push\n');
      },
      [`.github/workflows/sweepkit-evil.yml: not in the manifest (${MANIFEST})`]
    ],
    // Our own: a backslash path, an unlisted FIFO, a folder link to /, the manifest itself a link,
    // a workflow path and a repository root that leave the repository.
    [
      'a manifest path with backslashes',
      (repo) => editManifest(repo, (m) => void (m.files['dist\\..\\..\\x'] = HASH)),
      [`${MANIFEST}: refused path "dist\\\\..\\\\..\\\\x" (holds a backslash)`]
    ],
    [
      'an unlisted FIFO in the tree',
      (repo) => fifo(join(repo, TREE, 'dist/pipe')),
      [`${TREE}/dist/pipe: not a regular file (a FIFO, socket or device), not in the manifest`]
    ],
    [
      'an unlisted folder link to /',
      (repo) => symlinkSync('/', join(repo, TREE, 'root')),
      [`${TREE}/root: a symlink to /, outside {repo}/${TREE}, not in the manifest`]
    ],
    [
      'the manifest itself a link to /dev/zero',
      (repo) => replaceBy(repo, 'sweepkit-vendor.json', (path) => symlinkSync('/dev/zero', path)),
      [`${MANIFEST}: not a regular file (a symbolic link): not read`]
    ],
    [
      'a workflow path and a repository root out of the repository',
      (repo) =>
        editManifest(repo, (m) => {
          m.workflowFiles = { '../../.bashrc': HASH, 'README.md': HASH };
          m.repositoryRoot = '/etc';
        }),
      [
        `${MANIFEST}: refused repositoryRoot "/etc" (only ../.. above the tree)`,
        `${MANIFEST}: refused path "../../.bashrc" (has an empty, '.' or '..' component)`,
        `${MANIFEST}: refused path "README.md" (not in .github/workflows/)`
      ]
    ]
  ])('%s: reported, exit 1, nothing read', async (_label, attack, lines) => {
    const repo = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-check-'));
    expect((await runCliBundle(['vendor', TREE, '--actions', 'result-filename'], { cwd: repo })).code).toBe(0);
    expect(await runCliBundle(['vendor', TREE, '--check'], { cwd: repo })).toMatchObject({ code: 0, stdout: '' });
    attack(repo);
    const check = await runCliBundle(['vendor', TREE, '--check'], { cwd: repo });
    expect(check.stdout.split('\n').filter(Boolean).sort()).toEqual(lines.map((line) => line.replace('{repo}', repo)).sort());
    expect(check.stderr).toBe(`vendor --check: ${lines.length} problem(s)\n`);
    expect(check.code).toBe(1);
  });

  test.each([
    ['files is null', '{"files": null, "actions": []}'],
    ['actions is a string', '{"files": {}, "actions": "../../x"}'],
    ['a hash is a number', '{"files": {"LICENSE": 1}, "actions": []}']
  ])('a manifest whose %s: one line naming it, exit 1, no stack', async (_label, text) => {
    const repo = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-check-'));
    mkdirSync(join(repo, TREE), { recursive: true });
    writeFileSync(join(repo, MANIFEST), text);
    const check = await runCliBundle(['vendor', TREE, '--check'], { cwd: repo });
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/^[^\n]*sweepkit-vendor\.json[^\n]*not a vendor manifest[^\n]*\n$/);
  });
});

/**
 * The write path reads the earlier manifest through the same reader: `vendor DIR` over a tree
 * whose manifest is a link, a FIFO or names paths out of the tree refuses with one line (exit 2),
 * replaces nothing and removes nothing — an earlier manifest's workflow entries are what `vendor`
 * deletes, so a planted one must not steer that anywhere.
 */
describe('vendor (writing) over a hostile earlier tree', () => {
  const victimOf = (repo: string): string => `${repo}-victim.txt`;
  const victimKey = (repo: string): string => `../${victimOf(repo).split('/').at(-1)!}`;
  test.each<[string, (repo: string) => void, string]>([
    [
      // A link to /dev/zero as in the --check table would, on a regression, fill memory; this one
      // leads to a manifest planted outside the tree that lists the victim: followed, it is deleted.
      'the earlier manifest a link to one planted outside the tree',
      (repo) => {
        const planted = `${repo}-planted.json`;
        editManifest(repo, (m) => {
          m.workflowFiles = { [victimKey(repo)]: HASH };
          m.repositoryRoot = '../..';
        });
        writeFileSync(planted, readFileSync(join(repo, MANIFEST)));
        replaceBy(repo, 'sweepkit-vendor.json', (path) => symlinkSync(planted, path));
      },
      `${MANIFEST}: not a regular file (a symbolic link): not read`
    ],
    [
      'the earlier manifest a FIFO',
      (repo) => replaceBy(repo, 'sweepkit-vendor.json', fifo),
      `${MANIFEST}: not a regular file (a FIFO, socket or device): not read`
    ],
    [
      'a workflow entry that climbs out of the repository',
      (repo) =>
        editManifest(repo, (m) => {
          m.workflowFiles = { [victimKey(repo)]: HASH };
          m.repositoryRoot = '../..';
        }),
      `${MANIFEST}: refused path "{victimKey}" (has an empty, '.' or '..' component)`
    ],
    [
      'a repository root that is absolute',
      (repo) =>
        editManifest(repo, (m) => {
          m.workflowFiles = { '.github/workflows/sweepkit-x.yml': HASH };
          m.repositoryRoot = '/';
        }),
      `${MANIFEST}: refused repositoryRoot "/" (only ../.. above the tree)`
    ],
    // Our own: a workflow entry below .github/workflows/ (GitHub reads none there), a files path with '..'.
    [
      'a workflow entry in a folder below .github/workflows/',
      (repo) => editManifest(repo, (m) => void (m.workflowFiles = { '.github/workflows/deep/sweepkit-x.yml': HASH })),
      `${MANIFEST}: refused path ".github/workflows/deep/sweepkit-x.yml" (not directly in .github/workflows/)`
    ],
    [
      "a files path with '..'",
      (repo) => editManifest(repo, (m) => void (m.files['../../../etc/passwd'] = HASH)),
      `${MANIFEST}: refused path "../../../etc/passwd" (has an empty, '.' or '..' component)`
    ]
  ])('%s: refused in one line, exit 2, nothing replaced or removed', async (_label, attack, line) => {
    const repo = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-write-'));
    writeFileSync(victimOf(repo), 'keep me\n');
    expect((await runCliBundle(['vendor', TREE, '--actions', 'result-filename'], { cwd: repo })).code).toBe(0);
    attack(repo);
    const bundle = readFileSync(join(repo, TREE, BUNDLE));
    const run = await runCliBundle(['vendor', TREE, '--actions', 'result-filename'], { cwd: repo });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(`sweepkit vendor: error: ${line.replace('{victimKey}', victimKey(repo))}: not replacing it\n`);
    expect(readFileSync(join(repo, TREE, BUNDLE))).toEqual(bundle);
    expect(readFileSync(victimOf(repo), 'utf8')).toBe('keep me\n');
    rmSync(victimOf(repo));
    rmSync(`${repo}-planted.json`, { force: true });
  });
});
