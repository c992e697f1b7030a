// label-gate's look-ups over a stub REST client: the paths asked, the repository taken from the
// pull request, and answers of the wrong shape as one line each.
import { describe, expect, test } from '@jest/globals';
import type { RestClient } from '../../../packages/common/src/index.js';
import { commitParents, restPullRequestReader } from '../../../packages/gating/src/index.js';

const PULL = { owner: 'base-org', repo: 'app', number: 7, headSha: 'a'.repeat(40) };

/** A client per repository answering `get` from `answers` by path; every call is recorded. */
function reader(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const clientFor = (repo: string) =>
    ({
      repo,
      get: async (path: string) => {
        asked.push(`${repo}${path}`);
        return answers[path];
      },
      async *pages(path: string) {
        asked.push(`${repo}${path} (pages)`);
        yield* answers[path] as unknown[];
      }
    }) as unknown as RestClient;
  return { github: restPullRequestReader(clientFor), asked, clientFor };
}

const livePullAnswer = {
  state: 'open',
  draft: false,
  head: { sha: 'h'.repeat(40), repo: null },
  base: { sha: 'b'.repeat(40), repo: { full_name: 'base-org/app' } },
  labels: [{ name: 'full-sweep-enabled' }],
  merge_commit_sha: null,
  mergeable: null
};

describe('restPullRequestReader', () => {
  test('reads from the pull request base repository, each answer mapped', async () => {
    const { github, asked } = reader({
      '/pulls/7': livePullAnswer,
      [`/git/commits/${PULL.headSha}`]: { message: 'subject\n\nbody', parents: [{ sha: 'p1' }, { sha: 'p2' }] },
      '/collaborators/a%20b/permission': { permission: 'write' },
      '/issues/7/comments': [{ body: '/reuse-sweep-run', author_association: 'OWNER', user: { login: 'o' }, html_url: 'u', created_at: 't', updated_at: 't' }]
    });
    expect(await github.labels(PULL)).toEqual(['full-sweep-enabled']);
    expect(await github.headCommitMessage(PULL)).toBe('subject\n\nbody');
    expect(await github.commitParents(PULL, PULL.headSha)).toEqual(['p1', 'p2']);
    expect(await github.permission(PULL, 'a b')).toBe('write');
    expect(await github.livePull(PULL)).toEqual({
      state: 'open',
      draft: false,
      headSha: 'h'.repeat(40),
      headRepo: '',
      baseRepo: 'base-org/app',
      baseSha: 'b'.repeat(40),
      labels: ['full-sweep-enabled'],
      mergeCommitSha: '',
      mergeable: null
    });
    expect(await github.issueComments(PULL)).toEqual([
      { body: '/reuse-sweep-run', authorAssociation: 'OWNER', author: 'o', url: 'u', createdAt: 't', updatedAt: 't' }
    ]);
    expect(asked.every((a) => a.startsWith('base-org/app/'))).toBe(true);
  });

  test.each([
    ['labels', (g: ReturnType<typeof reader>['github']) => g.labels(PULL), { '/pulls/7': { labels: 'none' } }, '/pulls/7', 'a list of labels with names'],
    [
      'headCommitMessage',
      (g: ReturnType<typeof reader>['github']) => g.headCommitMessage(PULL),
      { [`/git/commits/${PULL.headSha}`]: '<html>' },
      `/git/commits/${PULL.headSha}`,
      'a commit message'
    ],
    [
      'livePull',
      (g: ReturnType<typeof reader>['github']) => g.livePull(PULL),
      { '/pulls/7': { state: 'open' } },
      '/pulls/7',
      'a pull request with head, base and labels'
    ],
    [
      'commitParents',
      (g: ReturnType<typeof reader>['github']) => g.commitParents(PULL, 'c1'),
      { '/git/commits/c1': { parents: [{}] } },
      '/git/commits/c1',
      'a commit with parents'
    ],
    [
      'permission',
      (g: ReturnType<typeof reader>['github']) => g.permission(PULL, 'u'),
      { '/collaborators/u/permission': {} },
      '/collaborators/u/permission',
      'a permission'
    ]
  ])('%s: a wrong shape is one line', async (_, call, answers, path, expected) => {
    await expect(call(reader(answers).github)).rejects.toThrow(`GitHub API ${path}: unexpected answer (expected ${expected})`);
  });

  test('commitParents is the same read for trusted-dispatch (a bare client)', async () => {
    const { clientFor, asked } = reader({ '/git/commits/m1': { parents: [{ sha: 'b1' }, { sha: 'h1' }] } });
    expect(await commitParents(clientFor('o/r'), 'm1')).toEqual(['b1', 'h1']);
    expect(asked).toEqual(['o/r/git/commits/m1']);
  });
});
