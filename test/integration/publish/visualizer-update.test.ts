// The visualizer comment with update-existing: a PR keeps one comment, edited to the newest run —
// and only a comment this bot wrote (the token's login, GET /user) with its hidden marker is ever
// edited (issue 35, comment ownership: the lead text, a copied marker or a lookalike login do not count).
import { afterEach, expect, test } from '@jest/globals';
import { createRestClient } from '../../../packages/common/src/index.js';
import { commentMarker, runVisualizerComment, VISUALIZER_SITE } from '../../../packages/publish/src/index.js';
import { FAKE_LOGIN, octokitCalls, octokitScenario, startFakeGitHub, type FakeGitHub, type RecordedResponse } from '../../support/fake-github-api.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (url: string) =>
  runVisualizerComment(createRestClient({ token: 't', baseUrl: url, repo: 'o/r', retries: 0 }), {
    pr: 7,
    runId: '42',
    site: VISUALIZER_SITE,
    updateExisting: true
  });

const MARK = commentMarker('visualizer');
const OLD = `see unofficial run visualizer at ${VISUALIZER_SITE}/inference?unofficialRun=41\n…`;
const BODY = [
  `see unofficial run visualizer at ${VISUALIZER_SITE}/inference?unofficialRun=42`,
  `see unofficial run visualizer at ${VISUALIZER_SITE}/evaluation?unofficialRun=42`,
  MARK
].join('\n');
const by = (login: string, id: number, body: string) => ({ id, body, user: { login } });
const INSTALLATION_TOKEN: RecordedResponse = { error: { status: 403, message: 'Resource not accessible by integration' } };

test.each([
  ['its own earlier comment (login and marker) is edited', [by('someone', 1, 'looks good'), by(FAKE_LOGIN, 2, `${OLD}\n${MARK}`)], undefined, 2],
  ['the issue: a stranger’s comment with the lead text is not', [by('stranger', 1, OLD)], undefined, undefined],
  ['a stranger’s comment carrying a copied marker is not', [by('stranger', 1, `${OLD}\n${MARK}`)], undefined, undefined],
  ['a lookalike login (the bot’s name with [bot]) is not', [by(`${FAKE_LOGIN}[bot]`, 1, `${OLD}\n${MARK}`)], undefined, undefined],
  ['its own comment without the marker (posted before markers) is not', [by(FAKE_LOGIN, 1, OLD)], undefined, undefined],
  ['its own comment quoting the marker inside a line is not', [by(FAKE_LOGIN, 1, `> ${MARK}`)], undefined, undefined],
  ['its own comment for another purpose is not', [by(FAKE_LOGIN, 1, `${OLD}\n${commentMarker('stage-results')}`)], undefined, undefined],
  ['a stranger’s marked comment first, its own second: the second', [by('stranger', 1, `x\n${MARK}`), by(FAKE_LOGIN, 2, `x\n${MARK}`)], undefined, 2],
  ['logins compare without case', [by(FAKE_LOGIN.toUpperCase(), 3, `x\n${MARK}`)], undefined, 3],
  ['GITHUB_TOKEN (GET /user 403) writes as github-actions[bot]', [by('github-actions[bot]', 4, `x\n${MARK}`)], INSTALLATION_TOKEN, 4],
  ['GITHUB_TOKEN does not own the PAT user’s comments', [by(FAKE_LOGIN, 4, `x\n${MARK}`)], INSTALLATION_TOKEN, undefined]
])('%s', async (_, comments, user, edited) => {
  fake = await startFakeGitHub(
    octokitScenario({
      'issues.listComments': { data: comments },
      'issues.createComment': { data: { id: 9 } },
      ...(user ? { 'users.getAuthenticated': user } : {})
    })
  );
  expect(await run(fake.url)).toEqual({ outputs: {}, extras: { 'comment-id': String(edited ?? 9) }, warnings: [] });
  expect(octokitCalls(fake.requests).writes).toEqual([
    edited === undefined
      ? { call: 'issues.createComment', params: { owner: 'o', repo: 'r', issue_number: 7, body: BODY } }
      : { call: 'issues.updateComment', params: { owner: 'o', repo: 'r', comment_id: edited, body: BODY } }
  ]);
});

test('a token that cannot be identified for another reason fails the step, nothing is written', async () => {
  fake = await startFakeGitHub(octokitScenario({ 'users.getAuthenticated': { error: { status: 401, message: 'Bad credentials' } } }));
  await expect(run(fake.url)).rejects.toThrow('Bad credentials');
  expect(octokitCalls(fake.requests).writes).toEqual([]);
});
