// CODEOWNERS as GitHub reads it (docs' examples + the InferenceX snapshot), and the sign-off checks.
import { describe, expect, test } from '@jest/globals';
import {
  checkChecklist,
  checkCodeowners,
  checkGreenSweep,
  codeownersMatcher,
  ownerRule,
  parseCodeowners,
  parseCommentUrl,
  signoffSource,
  templateItems,
  verdictStatus
} from '../../../../packages/gating/src/signoff/index.js';
import { examplePayload } from '../labels/payload-variants.js';

describe('pattern matching (GitHub docs examples)', () => {
  test.each([
    ['*', 'any/file.txt', true],
    ['*.js', 'src/app/index.js', true],
    ['*.js', 'src/app/index.ts', false],
    ['*.go', 'main.go', true],
    ['/build/logs/', 'build/logs/a/b.log', true],
    ['/build/logs/', 'x/build/logs/a.log', false],
    ['docs/*', 'docs/getting-started.md', true],
    ['docs/*', 'docs/build-app/troubleshooting.md', false],
    ['apps/', 'apps/x.txt', true],
    ['apps/', 'src/apps/deep/x.txt', true],
    ['/docs/', 'docs/a/b.md', true],
    ['/docs/', 'src/docs/a.md', false],
    ['/scripts/', 'scripts/run.sh', true],
    ['**/logs', 'build/logs/x.log', true],
    ['**/logs', 'logs/x.log', true],
    ['**/logs', 'deep/in/logs', true],
    ['/apps/github', 'apps/github/x', true],
    ['/apps/github', 'apps/github', true],
    ['/apps/github', 'apps/githubx', false],
    ['configs/amd-master.yaml', 'configs/amd-master.yaml', true],
    ['configs/amd-master.yaml', 'x/configs/amd-master.yaml', false],
    ['MODELS.md', 'docs/MODELS.md', true],
    ['experimental/operatorx/', 'experimental/operatorx/a/b.py', true],
    ['experimental/operatorx/', 'experimental/operatorx', false],
    ['a?c.txt', 'abc.txt', true],
    ['a?c.txt', 'a/c.txt', false],
    ['docs/**/*.md', 'docs/a/b/c.md', true],
    ['docs/**/*.md', 'docs/c.md', true]
  ])('%s matches %s: %s', (pattern, path, matches) => expect(codeownersMatcher(pattern)(path)).toBe(matches));
});

const SNAPSHOT = `# InferenceX CODEOWNERS at the reference snapshot (owners renamed)
*                           @InferenceX/core
configs/amd-master.yaml     @amd-a @amd-b @amd-c @amd-d @amd-e
configs/nvidia-master.yaml  @nv-a @nv-b @InferenceX/core
MODELS.md                   @models-a @models-b @InferenceX/core
MODELS_zh.md                @models-a @models-b @InferenceX/core
experimental/operatorx/     @opx
`;
const rules = parseCodeowners(SNAPSHOT);

test.each([
  ['benchmarks/x.sh', '*'],
  ['configs/amd-master.yaml', 'configs/amd-master.yaml'],
  ['experimental/operatorx/run.py', 'experimental/operatorx/'],
  ['docs/MODELS.md', 'MODELS.md']
])('last matching rule of %s is %s', (path, pattern) => expect(ownerRule(rules, path)?.pattern).toBe(pattern));

describe('ownership of the changed files', () => {
  test.each([
    ['an AMD owner signs an AMD config change', 'amd-b', ['configs/amd-master.yaml'], 'pass'],
    ['logins compare case-insensitively', 'AMD-B', ['configs/amd-master.yaml'], 'pass'],
    ['a core-only path is satisfied by anyone listed anywhere', 'opx', ['utils/x.py'], 'pass'],
    ['an NVIDIA owner cannot sign an AMD config (core is not listed there)', 'nv-a', ['configs/amd-master.yaml'], 'fail'],
    ['a stranger on a catch-all path: maybe in the core team', 'stranger', ['utils/x.py'], 'unknown'],
    ['a stranger on a path with a team owner: unknown, not a failure', 'stranger', ['MODELS.md'], 'unknown'],
    ['a failure wins over unknown', 'nv-a', ['MODELS.md', 'configs/amd-master.yaml'], 'fail']
  ])('%s', (_, signer, files, verdict) => expect(checkCodeowners(SNAPSHOT, files, signer).verdict).toBe(verdict));

  test('without teams, a stranger on a catch-all path fails', () => {
    expect(checkCodeowners('* @alice\n', ['x'], 'bob')).toMatchObject({ verdict: 'fail', reason: 'x: @bob is not listed in CODEOWNERS' });
  });
});

describe('checklist', () => {
  const TEMPLATE =
    'As a PR reviewer and CODEOWNER, I have reviewed this and have:\n- [ ] verified accuracy\n  - [ ] nested item\n- [ ] linked the recipe\n### Additional detail section:\nSigned: FILL_IN_GITHUB_USERNAME\n';
  test('top-level items only', () => expect(templateItems(TEMPLATE)).toEqual(['verified accuracy', 'linked the recipe']));
  test.each([
    ['- [x] verified accuracy\n- [X] linked the recipe', 'pass', 'every template item is checked or explained'],
    ['- [x] verified accuracy\n- [ ] linked the recipe — N/A, multi-node only', 'pass', 'every template item is checked or explained'],
    ['- [x] verified accuracy\n- [ ] linked the recipe', 'fail', 'item 2 unchecked without explanation'],
    ['- [x] verified accuracy', 'fail', 'item 2 missing']
  ])('%j', (signoff, verdict, reason) => expect(checkChecklist(TEMPLATE, signoff)).toEqual({ check: 'checklist', verdict, reason }));
});

test.each([
  [
    [
      { name: 'single-node dsr1 / bench (h200)', status: 'completed', conclusion: 'success' },
      { name: 'eval / gsm8k', status: 'completed', conclusion: 'success' }
    ],
    'pass'
  ],
  [
    [
      { name: 'single-node dsr1 / bench (h200)', status: 'completed', conclusion: 'success' },
      { name: 'eval / gsm8k', status: 'completed', conclusion: 'skipped' }
    ],
    'fail'
  ],
  [
    [
      { name: 'single-node dsr1 / bench (h200)', status: 'completed', conclusion: 'success' },
      { name: 'eval / collect-evals', status: 'completed', conclusion: 'success' }
    ],
    'fail'
  ],
  [[{ name: 'eval / gsm8k', status: 'completed', conclusion: 'success' }], 'fail']
])('green sweep %#', async (runs, verdict) => {
  expect((await checkGreenSweep(['a'.repeat(40)], async () => runs)).verdict).toBe(verdict);
});

describe('sign-off events', () => {
  const phrase = 'quote:\n> as a pr reviewer and codeowner, I have reviewed';
  test.each([
    [
      'issue_comment on an issue',
      'issue_comment',
      (p: any) => ((p.comment.body = phrase), p),
      'issue_comment.created',
      'the comment is on an issue, not a pull request'
    ],
    [
      'review without the phrase',
      'pull_request_review',
      (p: any) => ((p.review.body = 'LGTM'), p),
      'pull_request_review.submitted',
      'the review summary does not contain "As a PR reviewer and CODEOWNER"'
    ],
    ['an unrelated event', 'push', (p: any) => p, 'push', 'push is not a sign-off event']
  ])('%s: nothing to verify', (_, eventName, edit, example, skip) => {
    expect(signoffSource(eventName, edit(examplePayload(example)), '')).toEqual({ skip });
  });

  test('a quoted phrase in a review comment counts (case-insensitive)', () => {
    const payload = examplePayload('pull_request_review_comment.created');
    payload.comment.body = phrase;
    expect(signoffSource('pull_request_review_comment', payload, '')).toMatchObject({
      prNumber: 2,
      kind: 'inline review comment',
      author: 'Codertocat',
      dispatched: false
    });
  });

  test.each([
    ['https://github.com/o/r/pull/12#issuecomment-34', { prNumber: 12, kind: 'conversation comment', commentId: '34' }],
    ['https://github.com/o/r/pull/12#pullrequestreview-56', { prNumber: 12, kind: 'review summary', commentId: '56' }],
    ['https://github.com/o/r/pull/12/files#discussion_r78', { prNumber: 12, kind: 'inline review comment', commentId: '78' }]
  ])('dispatch URL %s', (url, expected) => expect(parseCommentUrl(url)).toEqual({ ...expected, dispatched: true }));

  test.each([
    ['https://github.com/o/r/issues/12#issuecomment-34', 'comment_url must contain /pull/<number>: https://github.com/o/r/issues/12#issuecomment-34'],
    [
      'https://github.com/o/r/pull/12',
      'comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: https://github.com/o/r/pull/12'
    ]
  ])('bad dispatch URL %s', (url, message) => expect(() => parseCommentUrl(url)).toThrow(message));
});

describe('verdict → status', () => {
  const c = (body: string, url: string) => ({ body, url, authorAssociation: 'NONE', createdAt: '', author: 'bot' });
  const SHA = 'abc123';
  test.each([
    ['no marker', [c('hello', 'u0')], { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: 'RUN' }],
    [
      'marker of another SHA',
      [c('<!-- codeowner-signoff-verify sha=other -->\n**Verdict: PASS**', 'u1')],
      { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: 'RUN' }
    ],
    [
      'PASS',
      [c(`<!-- codeowner-signoff-verify sha=${SHA} -->\n## ✅✅✅ **Verdict: PASS** ✅✅✅`, 'u2')],
      { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: 'u2' }
    ],
    [
      'the last one wins',
      [
        c(`<!-- codeowner-signoff-verify sha=${SHA} -->\n**Verdict: PASS**`, 'u3'),
        c(`<!-- codeowner-signoff-verify sha=${SHA} -->\n## ❌❌❌ **REJECTED** ❌❌❌`, 'u4')
      ],
      { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: 'u4' }
    ]
  ])('%s', (_, comments, status) => expect(verdictStatus(comments, SHA, 'RUN', ['bot'])).toEqual(status));
});
