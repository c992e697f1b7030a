// label-gate (the action and the CLI) against a local stand-in for the GitHub REST API
// (GITHUB_API_URL → 127.0.0.1): live labels, the head commit message, and the retry behaviour on
// 5xx and rate limits.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { pullPayload, pushPayload } from '../unit/gating/labels/payload-variants.js';
import { runBundle, runCliBundle } from '../bundle/harness.js';

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const PULL = '/repos/Codertocat/Hello-World/pulls/2';
const HEAD_SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const COMMIT = `/repos/Codertocat/Hello-World/git/commits/${HEAD_SHA}`;

/** Per path, the replies still to give (the last one repeats); every request is recorded. */
let replies: Map<string, Reply[]>;
let requests: { path: string; authorization?: string }[];
let server: Server;
let apiUrl: string;

const ok = (body: unknown): Reply => ({ status: 200, body });
const labelsReply = (...names: string[]) => ok({ number: 2, labels: names.map((name, id) => ({ id, name })) });
const commitReply = (message: string) => ok({ sha: HEAD_SHA, message });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ path, authorization: req.headers.authorization });
    const queue = replies.get(path);
    const reply = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
    const { status, body, headers } = reply ?? { status: 404, body: { message: 'Not Found' } };
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  replies = new Map();
  requests = [];
});

const gate = (event: unknown, inputs: Record<string, string> = {}, eventName = 'pull_request') =>
  runBundle('label-gate', {
    event,
    env: { GITHUB_EVENT_NAME: eventName, GITHUB_API_URL: apiUrl },
    inputs: { 'github-token': 'test-token', ...inputs },
    timeoutMs: 25_000
  });

describe('label-gate with the GitHub API', () => {
  test('labels-source api: live labels win over the replayed payload (re-run)', async () => {
    replies.set(PULL, [labelsReply('full-sweep-enabled', 'evals-only')]);
    replies.set(COMMIT, [commitReply('Retune\n\nbody without marker')]);
    const run = await gate(pullPayload('synchronize', { labels: ['sweep-enabled'] }), { 'labels-source': 'api' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      sweep: 'true',
      scope: 'full',
      canary: 'true',
      'evals-only': 'true',
      'reuse-gate': 'false',
      'labels-json': '["full-sweep-enabled","evals-only"]'
    });
    expect(run.summary).toContain('Labels seen (live, from the API): 2');
    expect(requests.map((r) => r.path).sort()).toEqual([COMMIT, PULL].sort());
    expect(requests.every((r) => r.authorization === 'Bearer test-token')).toBe(true);
  });

  test('event labels, skip marker from the head commit body', async () => {
    replies.set(COMMIT, [commitReply('Retune\n\nmerge_with_reuse [skip-sweep]')]);
    const run = await gate(pullPayload('labeled', { labels: ['full-sweep-fail-fast'], eventLabel: 'full-sweep-fail-fast' }));
    expect(run.outputs).toMatchObject({ validate: 'true', sweep: 'false', 'skip-reason': 'skip-marker', 'labels-json': '["full-sweep-fail-fast"]' });
    expect(requests.map((r) => r.path)).toEqual([COMMIT]);
  });

  test('a push reads nothing from the API', async () => {
    const run = await gate(pushPayload(), { 'labels-source': 'api' }, 'push');
    expect([run.code, run.outputs.sweep, requests]).toEqual([0, 'true', []]);
  });

  test('a 5xx is retried', async () => {
    replies.set(PULL, [{ status: 502, body: { message: 'Bad Gateway' } }, labelsReply('sweep-enabled')]);
    replies.set(COMMIT, [{ status: 503, body: { message: 'Unavailable' } }, commitReply('ok')]);
    const run = await gate(pullPayload('synchronize'), { 'labels-source': 'api' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ sweep: 'true', scope: 'trimmed' });
    expect(requests.filter((r) => r.path === PULL)).toHaveLength(2);
    expect(requests.filter((r) => r.path === COMMIT)).toHaveLength(2);
  });

  test('a 5xx that persists: retried, then one clear error', async () => {
    replies.set(PULL, [{ status: 500, body: { message: 'Internal Server Error' } }]);
    const run = await gate(pullPayload('synchronize'), { 'labels-source': 'api' });
    expect(run.code).toBe(1);
    // The first attempt and the REST client's two retries.
    expect(requests.filter((r) => r.path === PULL)).toHaveLength(3);
    expect(run.annotations.map((a) => a.message)).toEqual(['GitHub API /pulls/2 failed: HTTP 500: {"message":"Internal Server Error"}']);
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(run.outputs).toEqual({});
  });

  test('a short rate limit is waited out', async () => {
    replies.set(PULL, [
      { status: 403, body: { message: 'API rate limit exceeded' }, headers: { 'x-ratelimit-remaining': '0', 'retry-after': '1' } },
      labelsReply('non-canary-full-sweep-enabled')
    ]);
    replies.set(COMMIT, [{ status: 429, body: { message: 'secondary rate limit' }, headers: { 'retry-after': '1' } }, commitReply('ok')]);
    const run = await gate(pullPayload('ready_for_review'), { 'labels-source': 'api' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ sweep: 'true', 'primary-label': 'non-canary-full-sweep-enabled' });
    expect(requests).toHaveLength(4);
  });

  test('a long rate limit fails at once with a clear error', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    replies.set(COMMIT, [{ status: 403, body: { message: 'API rate limit exceeded' }, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }]);
    const run = await gate(pullPayload('synchronize', { labels: ['sweep-enabled'] }));
    expect(run.code).toBe(1);
    expect(requests).toHaveLength(1);
    expect(run.annotations).toHaveLength(1);
    expect(run.annotations[0]!.message).toMatch(
      /^GitHub API \/git\/commits\/ec26c3e57ca3a959ca5aad62de7213c562f8c821 failed: HTTP 403: \{"message":"API rate limit exceeded"\} \(rate limit exceeded; it resets in 3[56]\d\d s, more than the 30 s this step waits\)$/
    );
  });

  test('a 404 is not retried', async () => {
    const run = await gate(pullPayload('synchronize'), { 'labels-source': 'api' });
    expect(run.code).toBe(1);
    expect(requests).toHaveLength(1);
    expect(run.annotations[0]!.message).toBe('GitHub API /pulls/2 failed: HTTP 404: {"message":"Not Found"}');
  });

  test('an answer of the wrong shape is one clear error, not a TypeError', async () => {
    replies.set(PULL, [ok({ number: 2, labels: 'none' })]);
    const run = await gate(pullPayload('synchronize'), { 'labels-source': 'api' });
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual(['GitHub API /pulls/2: unexpected answer (expected a list of labels with names)']);
    expect(run.stdout).not.toMatch(/Cannot read properties/);
  });
});

describe('sweepkit label-gate with the GitHub API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'label-gate-api-cli-'));
  const cli = (event: unknown, args: string[], env: Record<string, string>) => {
    writeFileSync(join(dir, 'event.json'), JSON.stringify(event));
    return runCliBundle(['label-gate', '--event-name', 'pull_request', '--event-path', 'event.json', ...args], { cwd: dir, env });
  };

  test('with GITHUB_TOKEN: --labels-source api reads the live labels, the head commit gives the marker', async () => {
    replies.set(PULL, [labelsReply('full-sweep-fail-fast')]);
    replies.set(COMMIT, [commitReply('Retune\n\n[skip-sweep]')]);
    const run = await cli(pullPayload('synchronize', { labels: ['sweep-enabled'] }), ['--labels-source', 'api'], {
      GITHUB_TOKEN: 'cli-token',
      GITHUB_API_URL: apiUrl
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ validate: true, sweep: false, 'primary-label': 'full-sweep-fail-fast', 'skip-reason': 'skip-marker' });
    expect(requests.map((r) => r.path).sort()).toEqual([COMMIT, PULL].sort());
    expect(requests.every((r) => r.authorization === 'Bearer cli-token')).toBe(true);
  });

  test('a token alone changes nothing: without --labels-source api the CLI reads no API', async () => {
    const run = await cli(pullPayload('synchronize', { labels: ['sweep-enabled'] }), [], { GITHUB_TOKEN: 't', GITHUB_API_URL: apiUrl });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ sweep: true, 'skip-reason': '' });
    expect(requests).toEqual([]);
  });

  test('--head-message given: only the labels are read', async () => {
    replies.set(PULL, [labelsReply('sweep-enabled')]);
    const run = await cli(pullPayload('synchronize'), ['--labels-source', 'api', '--head-message', 'plain'], { GH_TOKEN: 't', GITHUB_API_URL: apiUrl });
    expect(JSON.parse(run.stdout)).toMatchObject({ sweep: true, scope: 'trimmed' });
    expect(requests.map((r) => r.path)).toEqual([PULL]);
  });

  test('an API failure is one line, exit 1', async () => {
    const run = await cli(pullPayload('synchronize'), ['--labels-source', 'api'], { GITHUB_TOKEN: 't', GITHUB_API_URL: apiUrl });
    expect([run.code, run.stdout, run.stderr]).toEqual([1, '', 'GitHub API /pulls/2 failed: HTTP 404: {"message":"Not Found"}\n']);
  });

  test('without a token: --labels-source api names the variables, exit 1, nothing read', async () => {
    const run = await cli(pullPayload('synchronize'), ['--labels-source', 'api'], { GITHUB_API_URL: apiUrl });
    expect([run.code, run.stdout, run.stderr]).toEqual([1, '', 'labels-source api needs the GitHub API, and neither GH_TOKEN nor GITHUB_TOKEN is set\n']);
    expect(requests).toEqual([]);
  });
});
