// The PR recipe reminder against a stateful fake GitHub API: once per PR, found on any page of the
// PR's comments (the reference read the first 30), only this bot's own marked comment counts, and
// runs of one PR racing each other leave one reminder (the reference was seen posting it 3 times).
import { afterEach, describe, expect, test } from '@jest/globals';
import { createRestClient, type RestClient } from '../../../packages/common/src/index.js';
import { commentMarker, recipeReminderBody, runRecipeReminder } from '../../../packages/publish/src/index.js';
import { FAKE_LOGIN, startFakeGitHub, type FakeGitHub, type LoggedRequest, type PlainResponse } from '../../support/fake-github-api.js';

interface Comment {
  id: number;
  body: string;
  user: { login: string };
}

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const MARK = commentMarker('recipe-reminder');
const BODY = recipeReminderBody('https://github.com/o/r');

/** A PR's comments as GitHub serves them: pages with a Link header, POST adds (as the token's login), DELETE removes. */
async function pullRequest(comments: Comment[]): Promise<{ url: string; comments: Comment[] }> {
  let nextId = Math.max(1000, ...comments.map((c) => c.id)) + 1;
  const list = (request: LoggedRequest): PlainResponse => {
    const query = new Map(request.query);
    const perPage = Number(query.get('per_page') ?? 30);
    const page = Number(query.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(comments.length / perPage));
    const link = page < last ? { link: `<${fake!.url}${request.path}?per_page=${perPage}&page=${page + 1}>; rel="next"` } : undefined;
    return { body: comments.slice((page - 1) * perPage, page * perPage), headers: link };
  };
  fake = await startFakeGitHub({
    login: FAKE_LOGIN,
    routes: {
      '/repos/o/r/issues/7/comments': list,
      'POST /repos/o/r/issues/7/comments': (request) => {
        const comment = { id: nextId++, body: (JSON.parse(request.body) as { body: string }).body, user: { login: FAKE_LOGIN } };
        comments.push(comment);
        return { status: 201, body: comment };
      }
    },
    fallback: (request) => {
      const id = /^\/repos\/o\/r\/issues\/comments\/(\d+)$/.exec(request.path)?.[1];
      if (request.method !== 'DELETE' || id === undefined) return undefined;
      const at = comments.findIndex((c) => c.id === Number(id));
      if (at < 0) return { status: 404, body: { message: 'Not Found' } };
      comments.splice(at, 1);
      return { status: 204, text: '' };
    }
  });
  return { url: fake.url, comments };
}

const client = (url: string): RestClient => createRestClient({ token: 't', baseUrl: url, repo: 'o/r', retries: 0 });
const others = (n: number): Comment[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `comment ${i + 1}`, user: { login: 'someone' } }));
const reminders = (comments: Comment[]) => comments.filter((c) => c.body.includes(MARK));

describe('recipe reminder', () => {
  test('a PR without one gets it, in English and Chinese with the hidden marker, after every page was read', async () => {
    const pr = await pullRequest(others(200));
    const result = await runRecipeReminder(client(pr.url), { pr: 7, body: BODY });
    expect(reminders(pr.comments).map((c) => c.body)).toEqual([`${BODY}\n${MARK}`]);
    expect(BODY).toContain('Thanks for the contribution!');
    expect(BODY).toContain('感谢你的贡献！');
    expect(result.extras).toEqual({ 'comment-id': '1001', posted: 'true', 'duplicates-deleted': '0' });
    // Every page was listed before posting, and again after.
    const requests = fake!.requests.filter((r) => r.path.endsWith('/comments')).map((r) => `${r.method} ${new Map(r.query).get('page') ?? '1'}`);
    const post = requests.indexOf('POST 1');
    expect(requests.slice(0, post)).toEqual(expect.arrayContaining(['GET 1', 'GET 2']));
    expect(requests.slice(post + 1)).toEqual(expect.arrayContaining(['GET 1', 'GET 2']));
  });

  test('its own reminder on page 2 of 200 comments: nothing posted (the reference read page 1 only)', async () => {
    const comments = others(200);
    comments[150] = { id: 151, body: `${BODY}\n${MARK}`, user: { login: FAKE_LOGIN } };
    const pr = await pullRequest(comments);
    const result = await runRecipeReminder(client(pr.url), { pr: 7, body: BODY });
    expect(fake!.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(result.extras).toEqual({ 'comment-id': '151', posted: 'false', 'duplicates-deleted': '0' });
  });

  test.each([
    ['a stranger’s comment carrying the marker', { id: 5, body: `x\n${MARK}`, user: { login: 'stranger' } }],
    ['its own comment without the marker', { id: 5, body: BODY, user: { login: FAKE_LOGIN } }]
  ])('%s does not count: the reminder is posted', async (_, comment) => {
    const pr = await pullRequest([comment]);
    await runRecipeReminder(client(pr.url), { pr: 7, body: BODY });
    expect(reminders(pr.comments).filter((c) => c.user.login === FAKE_LOGIN && c.id !== 5)).toHaveLength(1);
  });

  test('three runs racing (all list before any posts): one reminder stays, the oldest', async () => {
    const pr = await pullRequest(others(3));
    const base = client(pr.url);
    // Every run posts only once all three have listed: the race the reference lost.
    let arrived = 0;
    const release: (() => void)[] = [];
    const racing: RestClient = {
      ...base,
      pages: base.pages.bind(base),
      post: async (path, body, options) => {
        if (++arrived < 3) await new Promise<void>((done) => release.push(done));
        else release.forEach((done) => done());
        return base.post(path, body, options);
      }
    };
    const results = await Promise.all([1, 2, 3].map(() => runRecipeReminder(racing, { pr: 7, body: BODY })));
    expect(reminders(pr.comments).map((c) => c.id)).toEqual([1001]);
    expect(results.map((r) => r.extras?.['comment-id'])).toEqual(['1001', '1001', '1001']);
    expect(results.filter((r) => r.extras?.posted === 'true')).toHaveLength(1);
    expect(results.flatMap((r) => r.warnings)).toHaveLength(2);
  });

  test('duplicates left by an earlier race are removed, the oldest kept', async () => {
    const own = (id: number): Comment => ({ id, body: `${BODY}\n${MARK}`, user: { login: FAKE_LOGIN } });
    const pr = await pullRequest([...others(2), own(10), own(12), own(11)]);
    const result = await runRecipeReminder(client(pr.url), { pr: 7, body: BODY });
    expect(reminders(pr.comments).map((c) => c.id)).toEqual([10]);
    expect(result.extras).toEqual({ 'comment-id': '10', posted: 'false', 'duplicates-deleted': '2' });
  });
});
