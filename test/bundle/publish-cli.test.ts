// `sweepkit publish` through the built CLI against the fake GitHub API: the ingest dispatch's
// exact request (endpoint, dispatch token, body), retries on 5xx, one error line on 4xx, dry run,
// and the changelog-metadata file with its output.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub, type PlainResponse } from '../support/fake-github-api.js';
import { runCliBundle } from './harness.js';

const DISPATCHES = 'POST /repos/SemiAnalysisAI/InferenceX-app/dispatches';

let fake: FakeGitHub | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-cli-'));
  writeFileSync(join(dir, 'output'), '');
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The app's dispatch endpoint answering these statuses in turn (the last repeats). */
async function app(...statuses: number[]): Promise<FakeGitHub> {
  let calls = 0;
  const answer = (): PlainResponse => {
    const status = statuses[Math.min(calls++, statuses.length - 1)]!;
    return status === 204 ? { status, text: '' } : { status, body: { message: status === 422 ? 'Invalid request' : 'Server Error' } };
  };
  fake = await startFakeGitHub({ token: 'app-token', routes: { [DISPATCHES]: answer } });
  return fake;
}

const env = (url: string) => ({ GITHUB_API_URL: url, INFX_FRONTEND_PAT: 'app-token', GITHUB_TOKEN: 'repo-token', GITHUB_OUTPUT: join(dir, 'output') });

const INGEST = [
  'publish',
  'ingest',
  '--event-name',
  'push',
  '--ref',
  'refs/heads/main',
  '--run-id',
  '222',
  '--needs',
  JSON.stringify({ setup: { result: 'success' }, 'collect-results': { result: 'success' }, 'collect-evals': { result: 'skipped' } }),
  '--reuse-enabled',
  'true',
  '--reuse-source-run-id',
  '111',
  '--search-space-config',
  '{"single_node":{"agentic":[]},"multi_node":{"agentic":null}}'
];

test('ingest: one dispatch with the dispatch token and the exact body, retried after a 502', async () => {
  const { url, requests } = await app(502, 204);
  const { code, stdout, stderr } = await runCliBundle(INGEST, { cwd: dir, env: env(url) });
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  expect(requests.map((r) => [r.method, r.path, r.auth, r.status])).toEqual([
    ['POST', '/repos/SemiAnalysisAI/InferenceX-app/dispatches', 'ok', 502],
    ['POST', '/repos/SemiAnalysisAI/InferenceX-app/dispatches', 'ok', 204]
  ]);
  expect(requests[1]!.body).toBe('{"event_type":"ingest-results","client_payload":{"source-run-id":"111","merge-run-id":"222"}}');
  expect(readFileSync(join(dir, 'output'), 'utf8')).toBe('dispatched=true\nevent-type=ingest-results\nsource-run-id=111\n');
  expect(stdout).not.toContain('app-token');
});

test('ingest: a 4xx fails at once with one line naming the status and message, and writes no output', async () => {
  const { url, requests } = await app(422);
  const { code, stdout, stderr } = await runCliBundle(INGEST, { cwd: dir, env: env(url) });
  expect({ code, stdout, stderr }).toEqual({
    code: 1,
    stdout: '',
    stderr: 'error: GitHub API /dispatches failed: HTTP 422: {"message":"Invalid request"}\n'
  });
  expect(requests).toHaveLength(1);
  expect(readFileSync(join(dir, 'output'), 'utf8')).toBe('');
});

test('ingest --dry-run prints the request and sends nothing', async () => {
  const { url, requests } = await app(204);
  const { code, stdout } = await runCliBundle([...INGEST, '--dry-run'], { cwd: dir, env: env(url) });
  expect(code).toBe(0);
  expect(stdout).toBe(
    `POST ${url}/repos/SemiAnalysisAI/InferenceX-app/dispatches\n` +
      '{"event_type":"ingest-results","client_payload":{"source-run-id":"111","merge-run-id":"222"}}\n' +
      '{\n  "dispatched": "true",\n  "event-type": "ingest-results",\n  "source-run-id": "111"\n}\n'
  );
  expect(requests).toEqual([]);
});

test('redispatch: the agentic body for the two ids; a bad id is a usage error before any request', async () => {
  const { url, requests } = await app(204);
  const sent = await runCliBundle(['publish', 'redispatch', '--source-run-id', '123', '--merge-run-id', '456'], { cwd: dir, env: env(url) });
  expect(sent.code).toBe(0);
  expect(requests.map((r) => r.body)).toEqual([
    '{"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"123","merge-run-id":"456","database-target":"production"}}'
  ]);
  const refused = await runCliBundle(['publish', 'redispatch', '--source-run-id', '1"}', '--merge-run-id', '456'], { cwd: dir, env: env(url) });
  expect({ code: refused.code, stderr: refused.stderr }).toEqual({
    code: 2,
    stderr: "error: --source-run-id must be a decimal run id, got '1\"}'\n"
  });
  expect(requests).toHaveLength(1);
});

test('changelog-metadata writes the member as jq prints it and outputs the path', async () => {
  const config = '{"changelog_metadata":{"base_ref":"abc","entries":[{"config-keys":["k"]}]},"single_node":{}}';
  const { code } = await runCliBundle(['publish', 'changelog-metadata', '--search-space-config', config, '--output', 'meta/changelog_metadata.json'], {
    cwd: dir,
    env: env('http://127.0.0.1:9')
  });
  expect(code).toBe(0);
  expect(readFileSync(join(dir, 'meta/changelog_metadata.json'), 'utf8')).toBe(
    '{\n  "base_ref": "abc",\n  "entries": [\n    {\n      "config-keys": [\n        "k"\n      ]\n    }\n  ]\n}\n'
  );
  expect(readFileSync(join(dir, 'output'), 'utf8')).toBe('changelog-metadata-file=meta/changelog_metadata.json\n');
});
