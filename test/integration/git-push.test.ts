/**
 * commitAndPush against a real bare repository (file://): the trace lands on the branch, runs that
 * push at the same time both land, an unchanged file makes no commit, a path may not leave the clone.
 */
import { describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAndPush } from '../../packages/common/src/index.js';
import { git, storageRepo } from '../support/storage-repo.js';

const file = (root: string, name: string, text: string): string => {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
};

describe('commitAndPush', () => {
  test('concurrent runs each land their file; the result names the commit', async () => {
    const { root, bare } = storageRepo();
    const push = (n: number) =>
      commitAndPush({
        remoteUrl: `file://${bare}`,
        repository: 'owner/traces',
        token: 'not-a-real-token',
        workDir: join(root, `work${n}`),
        files: [{ from: file(root, `t${n}.gz`, `trace ${n}`), to: `profiles/sha/run${n}/trace.json.gz` }],
        message: `Add profile ${n}`
      });
    const results = await Promise.all([1, 2, 3].map(push));
    expect(results.map((r) => [r.branch, r.changed])).toEqual([
      ['main', true],
      ['main', true],
      ['main', true]
    ]);
    const tree = git(bare, 'ls-tree', '-r', '--name-only', 'main');
    expect(tree.split('\n').sort()).toEqual([
      'README.md',
      'profiles/sha/run1/trace.json.gz',
      'profiles/sha/run2/trace.json.gz',
      'profiles/sha/run3/trace.json.gz'
    ]);
    for (const r of results) expect(git(bare, 'cat-file', '-t', r.sha)).toBe('commit');
    expect(git(bare, 'rev-list', '--count', 'main')).toBe('4');
  });

  test('the same file again: no commit, the tip is returned', async () => {
    const { root, bare } = storageRepo();
    const request = (work: string) => ({
      remoteUrl: `file://${bare}`,
      repository: 'owner/traces',
      workDir: join(root, work),
      files: [{ from: file(root, 'readme', 'traces\n'), to: 'README.md' }],
      message: 'same'
    });
    const result = await commitAndPush(request('w'));
    expect([result.changed, result.sha]).toEqual([false, git(bare, 'rev-parse', 'main')]);
  });

  test.each<[string, { to?: string; remote?: string }, string]>([
    ['a path out of the clone', { to: '../escape' }, 'storage path must stay inside its folder'],
    ['a repository that is not there', { remote: 'file:///nonexistent/x.git' }, 'clone of owner/traces failed:']
  ])('%s fails with one line', async (_, change, message) => {
    const { root, bare } = storageRepo();
    await expect(
      commitAndPush({
        remoteUrl: change.remote ?? `file://${bare}`,
        repository: 'owner/traces',
        workDir: join(root, 'w'),
        files: [{ from: file(root, 'f', 'x'), to: change.to ?? 'f' }],
        message: 'm'
      })
    ).rejects.toThrow(message);
  });
});
