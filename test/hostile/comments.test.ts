/**
 * Issue 35, class 3: a PR comment is edited only when this bot wrote it (the token's own login) and
 * it carries the bot's hidden marker for that purpose. The rule as a table (isOwnComment), then the
 * staging callback, whose comment id comes from a payload: an id naming anyone else's comment, a
 * comment on another PR or no comment at all gets a new comment and a warning, never an edit.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createRestClient } from '../../packages/common/src/index.js';
import { commentMarker, isOwnComment, runStageCallback, STAGING_SITE, withMarker } from '../../packages/publish/src/index.js';
import { FAKE_LOGIN, octokitCalls, octokitScenario, startFakeGitHub, type FakeGitHub, type RecordedResponse } from '../support/fake-github-api.js';

const MARK = commentMarker('stage-results');

describe('isOwnComment', () => {
  test.each([
    ['own login, marker line', { user: { login: 'bot' }, body: `hi\n${MARK}` }, true],
    ['own login, marker with trailing spaces', { user: { login: 'Bot' }, body: `hi\n${MARK}  ` }, true],
    ['the issue: a stranger’s comment that starts with the lead text', { user: { login: 'eve' }, body: 'Sweepkit results for this PR' }, false],
    ['stranger, marker line', { user: { login: 'eve' }, body: `hi\n${MARK}` }, false],
    ['own login, marker quoted', { user: { login: 'bot' }, body: `> ${MARK}` }, false],
    ['own login, marker of another purpose', { user: { login: 'bot' }, body: commentMarker('visualizer') }, false],
    ['own login, marker with extra text in it', { user: { login: 'bot' }, body: MARK.replace('-->', 'x -->') }, false],
    ['no author (deleted user)', { user: null, body: MARK }, false],
    ['author login not a string', { user: { login: 7 }, body: MARK }, false],
    ['body not a string', { user: { login: 'bot' }, body: null }, false]
  ])('%s', (_, comment, own) => {
    expect(isOwnComment(comment, 'bot', 'stage-results')).toBe(own);
  });

  test('an empty identity owns nothing', () => {
    expect(isOwnComment({ user: { login: '' }, body: MARK }, '', 'stage-results')).toBe(false);
  });

  test('withMarker adds the marker once, as the last line', () => {
    expect(withMarker('a', 'stage-results')).toBe(`a\n${MARK}`);
    expect(withMarker(withMarker('a', 'stage-results'), 'stage-results')).toBe(`a\n${MARK}`);
    expect(() => commentMarker('x --> <b>')).toThrow('comment marker id');
  });
});

describe('stage callback: the payload’s comment id is believed only for its own acknowledgement', () => {
  let fake: FakeGitHub | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const payload = {
    action: 'stage-results-started',
    client_payload: {
      'source-repository': 'o/app',
      'run-id': '9001',
      'run-date': '2026-01-02',
      'pr-number': '812',
      'requested-by': 'maint',
      'app-run-id': '77',
      'comment-id': '55'
    }
  };
  const on = (pr: number) => `https://api.github.com/repos/o/r/issues/${pr}`;
  const WARN = "comment 55 is not this bot's /stage-results comment on PR #812: posted a new comment instead of editing it";

  test.each<[string, RecordedResponse, string | undefined]>([
    ['its own acknowledgement on the PR: edited', { data: { user: { login: FAKE_LOGIN }, body: `x\n${MARK}`, issue_url: on(812) } }, undefined],
    ['a maintainer’s comment (the id of any comment): not edited', { data: { user: { login: 'maint' }, body: 'LGTM', issue_url: on(812) } }, WARN],
    ['a stranger’s comment with a copied marker: not edited', { data: { user: { login: 'eve' }, body: `x\n${MARK}`, issue_url: on(812) } }, WARN],
    ['its own acknowledgement on another PR: not edited', { data: { user: { login: FAKE_LOGIN }, body: `x\n${MARK}`, issue_url: on(813) } }, WARN],
    ['its own visualizer comment: not edited', { data: { user: { login: FAKE_LOGIN }, body: commentMarker('visualizer'), issue_url: on(812) } }, WARN],
    ['no such comment (404): not edited', { error: { status: 404, message: 'Not Found' } }, WARN]
  ])('%s', async (_, comment, warning) => {
    fake = await startFakeGitHub(octokitScenario({ 'issues.getComment': comment }));
    const github = createRestClient({ token: 't', baseUrl: fake.url, repo: 'o/r', retries: 0 });
    const context = { eventName: 'repository_dispatch', owner: 'o', repo: 'r', actor: '', runId: '1', serverUrl: 'https://github.com', payload };
    const result = await runStageCallback(context, github, { appRepository: 'o/app', stagingSite: STAGING_SITE });
    expect(result.warnings).toEqual(warning ? [warning] : []);
    const writes = octokitCalls(fake.requests).writes;
    expect(writes.map((w) => w.call)).toEqual([warning ? 'issues.createComment' : 'issues.updateComment']);
    expect(String(writes[0]!.params.body)).toMatch(new RegExp(`^@maint staging \\[run 9001\\].*\\n${MARK}$`));
  });
});
