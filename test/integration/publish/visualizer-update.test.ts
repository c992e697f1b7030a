// The visualizer comment with update-existing: a PR keeps one comment, edited to the newest run.
import { afterEach, expect, test } from '@jest/globals';
import { createRestClient } from '../../../packages/common/src/index.js';
import { runVisualizerComment, VISUALIZER_SITE } from '../../../packages/publish/src/index.js';
import { octokitCalls, octokitScenario, startFakeGitHub, type FakeGitHub } from '../../support/fake-github-api.js';

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

const BODY =
  'see unofficial run visualizer at https://inferencex.semianalysis.com/inference?unofficialRun=42\n' +
  'see unofficial run visualizer at https://inferencex.semianalysis.com/evaluation?unofficialRun=42';

test('an earlier visualizer comment is edited in place', async () => {
  const comments = [
    { id: 1, body: 'looks good' },
    { id: 2, body: 'see unofficial run visualizer at https://inferencex.semianalysis.com/inference?unofficialRun=41\n…' }
  ];
  fake = await startFakeGitHub(octokitScenario({ 'issues.listComments': { data: comments } }));
  expect(await run(fake.url)).toEqual({ outputs: {}, extras: { 'comment-id': '2' }, warnings: [] });
  expect(octokitCalls(fake.requests).writes).toEqual([{ call: 'issues.updateComment', params: { owner: 'o', repo: 'r', comment_id: 2, body: BODY } }]);
});

test('without one, a comment is added', async () => {
  fake = await startFakeGitHub(octokitScenario({ 'issues.listComments': { data: [{ id: 1, body: 'hi' }] }, 'issues.createComment': { data: { id: 9 } } }));
  expect(await run(fake.url)).toEqual({ outputs: {}, extras: { 'comment-id': '9' }, warnings: [] });
  expect(octokitCalls(fake.requests).writes).toEqual([{ call: 'issues.createComment', params: { owner: 'o', repo: 'r', issue_number: 7, body: BODY } }]);
});
