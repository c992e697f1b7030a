// The per-request deadline of getRetryingOctokit against a local server that leaves the first
// request unanswered: that attempt is abandoned and retried; one that never answers is one clear line.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';

let server: Server;
// @actions/github reads GITHUB_API_URL when it is imported, as on a runner: import after the server is up.
let getRetryingOctokit: (typeof import('../../../actions/_kit/src/octokit.js'))['getRetryingOctokit'];
let hangFirst = 0;
let requests = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    if (requests <= hangFirst) return; // no answer at all
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ login: 'octocat' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  process.env.GITHUB_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ getRetryingOctokit } = await import('../../../actions/_kit/src/octokit.js'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('an unanswered request is retried after the deadline', async () => {
  requests = 0;
  hangFirst = 1;
  const octokit = await getRetryingOctokit('t', { requestTimeoutMs: 300, retries: 2, baseDelayMs: 10 });
  const { data } = await octokit.rest.users.getAuthenticated();
  expect(data.login).toBe('octocat');
  expect(requests).toBe(2);
});

test('a server that never answers is one clear error line', async () => {
  requests = 0;
  hangFirst = 100;
  const octokit = await getRetryingOctokit('t', { requestTimeoutMs: 200, retries: 1, baseDelayMs: 10 });
  await expect(octokit.rest.users.getAuthenticated()).rejects.toThrow(/^GitHub API GET \/user failed: no answer within 0\.2 s \(2 attempts\)$/);
});
