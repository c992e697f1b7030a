/**
 * Runner-protocol test of the recipe-reminder bundle and `sweepkit recipe-reminder` against the
 * fake GitHub API: the PR from the event, body-file, outputs, and an existing reminder on page 2.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentMarker } from '../../packages/publish/src/index.js';
import { FAKE_LOGIN, startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { runBundle, runCliBundle } from './harness.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const MARK = commentMarker('recipe-reminder');
const EVENT = { action: 'opened', pull_request: { number: 7 }, repository: { full_name: 'o/r' } };
const env = () => ({ GITHUB_API_URL: fake!.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_SERVER_URL: 'https://github.com' });

describe('recipe-reminder bundle', () => {
  test('posts body-file with the marker on the event’s PR and sets the outputs', async () => {
    fake = await startFakeGitHub({
      token: 'tok',
      login: FAKE_LOGIN,
      routes: {
        '/repos/o/r/issues/7/comments': { items: [] },
        'POST /repos/o/r/issues/7/comments': { status: 201, body: { id: 55 } }
      }
    });
    const dir = mkdtempSync(join(tmpdir(), 'recipe-reminder-'));
    writeFileSync(join(dir, 'reminder.md'), 'Please fill in the checklist.\n');
    const run = await runBundle('recipe-reminder', { cwd: dir, env: env(), event: EVENT, inputs: { 'github-token': 'tok', 'body-file': 'reminder.md' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ 'comment-id': '55', posted: 'true', 'duplicates-deleted': '0' });
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ body: `Please fill in the checklist.\n${MARK}` });
  });

  test('the CLI: its own reminder on page 2 of 150 comments means nothing is posted', async () => {
    const items = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, body: 'hi', user: { login: 'someone' } }));
    items[120] = { id: 121, body: `reminder\n${MARK}`, user: { login: FAKE_LOGIN } };
    fake = await startFakeGitHub({ token: 'tok', login: FAKE_LOGIN, routes: { '/repos/o/r/issues/7/comments': { items } } });
    const dir = mkdtempSync(join(tmpdir(), 'recipe-reminder-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify(EVENT));
    const run = await runCliBundle(['recipe-reminder', '--event-path', 'event.json'], { cwd: dir, env: { ...env(), GITHUB_TOKEN: 'tok' } });
    expect([run.code, JSON.parse(run.stdout)]).toEqual([0, { 'comment-id': '121', posted: 'false', 'duplicates-deleted': '0' }]);
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
