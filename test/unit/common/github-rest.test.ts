// The REST client's waits with an injected fetch, sleep and clock: the per-attempt deadline, the
// primary rate limit (until x-ratelimit-reset) and the secondary one (retry-after).
import { describe, expect, test } from '@jest/globals';
import { createRestClient, GitHubApiError, type RestClientOptions } from '../../../packages/common/src/index.js';

const NOW = 1_800_000_000_000;

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch answering from a queue (the last answer repeats); 'hang' never answers until aborted. */
function client(answers: (Answer | 'hang')[], options: Partial<RestClientOptions> = {}) {
  const slept: number[] = [];
  let calls = 0;
  const fetchStub = ((_url: string, init?: RequestInit) => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer === 'hang') {
      return new Promise<Response>((_, fail) => init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError'))));
    }
    return Promise.resolve(new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: answer.headers }));
  }) as typeof fetch;
  const rest = createRestClient({
    token: 't',
    baseUrl: 'https://api.example',
    repo: 'o/r',
    fetch: fetchStub,
    sleep: async (ms) => void slept.push(ms),
    now: () => NOW,
    ...options
  });
  return { rest, slept, calls: () => calls };
}

const primary = (resetInSeconds: number): Answer => ({
  status: 403,
  body: { message: 'API rate limit exceeded for installation ID 1.' },
  headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + resetInSeconds) }
});

describe('the per-attempt deadline', () => {
  test('an unanswered attempt is retried like a network failure', async () => {
    const { rest, calls } = client(['hang', { status: 200, body: { ok: 1 } }], { requestTimeoutMs: 20 });
    await expect(rest.get('/pulls/1')).resolves.toEqual({ ok: 1 });
    expect(calls()).toBe(2);
  });

  test('unanswered every time: one line naming the wait', async () => {
    const { rest, calls } = client(['hang'], { requestTimeoutMs: 20, retries: 1 });
    await expect(rest.get('/pulls/1')).rejects.toThrow(new GitHubApiError('GitHub API /pulls/1 failed: no answer within 0.02 s (2 attempts)', undefined, ''));
    expect(calls()).toBe(2);
  });

  test('a download whose storage never answers fails the same way', async () => {
    const redirect: Answer = { status: 302, headers: { location: 'https://storage.example/a.zip' } };
    const { rest } = client([redirect, 'hang'], { requestTimeoutMs: 20, retries: 0 });
    await expect(rest.download('/actions/artifacts/1/zip', { maxBytes: 10 })).rejects.toThrow(
      'GitHub API /actions/artifacts/1/zip failed: no answer within 0.02 s'
    );
  });
});

describe('rate limits', () => {
  test.each([
    ['primary, resetting within the wait: waited out until the reset', primary(12), 12_000],
    ['primary, already reset: asked again at once', primary(-5), 0],
    ['secondary (retry-after): waited out as GitHub asks', { status: 429, body: { message: 'secondary rate limit' }, headers: { 'retry-after': '7' } }, 7_000]
  ])('%s', async (_, limited, wait) => {
    const { rest, slept, calls } = client([limited, { status: 200, body: { ok: 1 } }]);
    await expect(rest.get('/pulls/1')).resolves.toEqual({ ok: 1 });
    expect([slept, calls()]).toEqual([[wait], 2]);
  });

  test('primary, resetting later than the step waits: fails at once with one line', async () => {
    const { rest, slept, calls } = client([primary(3600)], { maxWaitMs: 60_000 });
    const failure = rest.get('/git/commits/abc');
    await expect(failure).rejects.toThrow(
      new GitHubApiError(
        'GitHub API /git/commits/abc failed: HTTP 403: {"message":"API rate limit exceeded for installation ID 1."} ' +
          '(rate limit exceeded; it resets in 3600 s, more than the 60 s this step waits)',
        403,
        ''
      )
    );
    await expect(failure).rejects.toMatchObject({ status: 403, apiMessage: 'API rate limit exceeded for installation ID 1.' });
    expect([slept, calls()]).toEqual([[], 1]);
  });

  test.each([
    ['a primary limit without its reset time', { status: 403, body: { message: 'API rate limit exceeded' }, headers: { 'x-ratelimit-remaining': '0' } }],
    [
      'a 403 with quota left',
      { status: 403, body: { message: 'Forbidden' }, headers: { 'x-ratelimit-remaining': '10', 'x-ratelimit-reset': String(NOW / 1000 + 5) } }
    ],
    ['a secondary limit longer than the wait', { status: 403, body: { message: 'secondary rate limit' }, headers: { 'retry-after': '600' } }]
  ])('%s: not retried, the HTTP failure as before', async (_, answer) => {
    const { rest, calls } = client([answer]);
    await expect(rest.get('/pulls/1')).rejects.toThrow(/^GitHub API \/pulls\/1 failed: HTTP 403: /);
    expect(calls()).toBe(1);
  });

  test('a primary limit that persists past the retries ends with the HTTP failure', async () => {
    const { rest, slept, calls } = client([primary(1)], { retries: 2 });
    await expect(rest.get('/pulls/1')).rejects.toThrow('GitHub API /pulls/1 failed: HTTP 403: {"message":"API rate limit exceeded for installation ID 1."}');
    expect([slept, calls()]).toEqual([[1000, 1000], 3]);
  });
});
