// collect-results with artifact-pattern: this run's artifacts listed through the REST API (a local
// fake GitHub API, paginated), each `/zip` answered with a 302 to a second "storage" server that
// must never see the token; API failures said in one line; the built bundle end to end.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRestClient } from '../../packages/common/src/index.js';
import { downloadRunArtifacts, githubRunArtifacts, thisRunArtifacts } from '../../packages/results/src/index.js';
import { runBundle } from '../bundle/harness.js';
import { startFakeGitHub, type FakeGitHub, type PlainResponse, type Scenario } from '../support/fake-github-api.js';
import { zipOf } from '../support/zip.js';

const TOKEN = 'ghs_harness-default-token';
const REPO = 'owner/repo';
const RUN = '4242';
const LIST = `/repos/${REPO}/actions/runs/${RUN}/artifacts`;

const rows: Record<string, unknown> = { bmk_a: { hw: 'h200', conc: 4 }, bmk_b: { hw: 'b200', conc: 8 } };

/** 150 artifacts over two pages: the newest bmk_a on page 2, an expired bmk_c, others that do not match. */
const ARTIFACTS = [
  { id: 1, name: 'bmk_a', created_at: '2026-12-01T10:00:00Z', expired: false },
  { id: 2, name: 'bmk_b', created_at: '2026-12-01T10:00:00Z', expired: false },
  { id: 3, name: 'bmk_c', created_at: '2026-12-01T10:00:00Z', expired: true },
  ...Array.from({ length: 145 }, (_, i) => ({ id: 10 + i, name: `other_${i}`, created_at: '2026-12-01T10:00:00Z', expired: false })),
  { id: 200, name: 'bmk_a', created_at: '2026-12-01T11:00:00Z', expired: false },
  { id: 201, name: 'xbmk_d', created_at: '2026-12-01T11:00:00Z', expired: false }
];

/** The archives storage serves, by artifact id (the stale bmk_a would collect the wrong row). */
const archives = new Map<string, Buffer>([
  ['1', zipOf([{ name: 'agg_bmk_a.json', data: '{"stale": true}' }])],
  [
    '2',
    zipOf([
      { name: 'nested/', mode: 0o040755 },
      { name: 'nested/agg_bmk_b.json', data: JSON.stringify(rows.bmk_b), method: 8, mode: 0o100644 }
    ])
  ],
  ['200', zipOf([{ name: 'agg_bmk_a.json', data: JSON.stringify(rows.bmk_a), method: 8 }])]
]);

let storage: Server;
let storageUrl: string;
const stored: { url: string; headers: IncomingHttpHeaders }[] = [];
/** Per-test storage answers by artifact id: a status instead of the archive, another archive, or one sent chunked (no length). */
let storageOverride: (id: string, attempt: number) => Buffer | { chunked: Buffer } | number | undefined = () => undefined;

beforeAll(async () => {
  storage = createServer((req, res) => {
    stored.push({ url: req.url ?? '', headers: req.headers });
    const id = /^\/blob\/(\d+)\?sig=/.exec(req.url ?? '')?.[1] ?? '';
    const answer = storageOverride(id, stored.filter((s) => s.url.startsWith(`/blob/${id}?`)).length) ?? archives.get(id) ?? 404;
    if (typeof answer === 'number') res.writeHead(answer, { 'content-type': 'application/xml' }).end(`<Error><Code>${answer}</Code></Error>`);
    else if ('chunked' in answer) res.writeHead(200, { 'content-type': 'application/zip' }).end(answer.chunked);
    else res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(answer.length) }).end(answer);
  });
  await new Promise<void>((done) => storage.listen(0, '127.0.0.1', done));
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => storage.close(() => done())));

let api: FakeGitHub | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  stored.length = 0;
  storageOverride = () => undefined;
});

/** The routes of a healthy run; `routes` replace some. */
function scenario(routes: Scenario['routes'] = {}): Scenario {
  return {
    token: TOKEN,
    routes: { [LIST]: { items: ARTIFACTS, item_key: 'artifacts' }, ...routes },
    fallback: (request) => {
      const id = /^\/repos\/owner\/repo\/actions\/artifacts\/(\d+)\/zip$/.exec(request.path)?.[1];
      return id ? { status: 302, headers: { location: `${storageUrl}/blob/${id}?sig=signed-secret` }, text: '' } : undefined;
    }
  };
}

/** A route answering `responses` in turn, the last one repeating. */
const inTurn = (...responses: PlainResponse[]): ((request: unknown) => PlainResponse) => {
  let call = 0;
  return () => responses[Math.min(call++, responses.length - 1)]!;
};

async function download(routes: Scenario['routes'] = {}, pattern = 'bmk_*'): Promise<{ dir: string; names?: string[]; error?: string }> {
  api = await startFakeGitHub(scenario(routes));
  const dir = mkdtempSync(join(tmpdir(), 'collect-artifacts-'));
  const client = createRestClient({ token: TOKEN, baseUrl: api.url, repo: REPO, baseDelayMs: 1 });
  try {
    return { dir, names: await downloadRunArtifacts(githubRunArtifacts(client, RUN), pattern, join(dir, 'results')) };
  } catch (error) {
    return { dir, error: (error as Error).message };
  }
}

const listing = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);

describe('downloads over the REST API', () => {
  test('every page is listed; the newest unexpired artifact of each matching name is unpacked into its folder', async () => {
    const { dir, names, error } = await download();
    expect(error).toBeUndefined();
    expect(names).toEqual(['bmk_a', 'bmk_b']);
    expect(api!.requests.filter((r) => r.path === LIST).map((r) => r.page)).toEqual([1, 2]);
    expect(listing(join(dir, 'results'))).toEqual(['bmk_a', 'bmk_a/agg_bmk_a.json', 'bmk_b', 'bmk_b/nested', 'bmk_b/nested/agg_bmk_b.json']);
    expect(JSON.parse(readFileSync(join(dir, 'results/bmk_a/agg_bmk_a.json'), 'utf8'))).toEqual(rows.bmk_a);
    // The API saw the token on every call; storage, on another origin, never did.
    expect(api!.requests.map((r) => r.auth)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(stored.map((s) => s.url)).toEqual(['/blob/200?sig=signed-secret', '/blob/2?sig=signed-secret']);
    expect(stored.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
  });

  test('a pattern that matches nothing downloads nothing', async () => {
    const { dir, names } = await download({}, 'eval_*');
    expect(names).toEqual([]);
    expect(listing(dir)).toEqual([]);
  });

  test.each<[string, Scenario['routes'], RegExp]>([
    [
      '403 without actions: read',
      { [LIST]: { status: 403, body: { message: 'Resource not accessible by integration' } } },
      /^github-token may not read this run's artifacts: it needs the permission `actions: read` \(GitHub: HTTP 403: Resource not accessible by integration\)$/
    ],
    [
      '404 run',
      { [LIST]: { status: 404, body: { message: 'Not Found' } } },
      /^this run's artifacts: run 4242 of owner\/repo not found, or github-token cannot see it \(GitHub: HTTP 404: Not Found\)$/
    ],
    ['5xx past the retries', { [LIST]: { status: 502, text: 'Bad Gateway' } }, /^GitHub API \/actions\/runs\/4242\/artifacts failed: HTTP 502: Bad Gateway$/],
    [
      '403 on the archive',
      { [`/repos/${REPO}/actions/artifacts/2/zip`]: { status: 403, body: { message: 'Resource not accessible by integration' } } },
      /^github-token may not read artifact bmk_b: it needs the permission `actions: read`/
    ],
    [
      '410 expired archive',
      { [`/repos/${REPO}/actions/artifacts/2/zip`]: { status: 410, body: { message: 'Artifact has expired' } } },
      /^artifact bmk_b: expired or deleted \(GitHub: HTTP 410: Artifact has expired\)$/
    ]
  ])('%s: one line, and no folder of an artifact not unpacked', async (_, routes, message) => {
    const { dir, error } = await download(routes);
    expect(error).toMatch(message);
    expect(listing(join(dir, 'results')).filter((p) => p.startsWith('bmk_b'))).toEqual([]);
  });

  test('5xx answers are retried, the list page and the storage download alike', async () => {
    storageOverride = (id, attempt) => (id === '200' && attempt === 1 ? 503 : undefined);
    const { dir, names, error } = await download({ [LIST]: inTurn({ status: 500, text: 'oops' }, { body: { total_count: 1, artifacts: [ARTIFACTS[0]] } }) });
    expect(error).toBeUndefined();
    expect(names).toEqual(['bmk_a']);
    expect(listing(join(dir, 'results'))).toEqual(['bmk_a', 'bmk_a/agg_bmk_a.json']);
    expect(api!.requests.filter((r) => r.path === LIST).map((r) => r.status)).toEqual([500, 200]);
  });

  test('a storage refusal names the storage host, never the signed URL; it is no permission problem of the token', async () => {
    storageOverride = () => 403;
    const { error } = await download({}, 'bmk_b');
    expect(error).toBe(`GitHub API /actions/artifacts/2/zip failed: ${new URL(storageUrl).host} answered HTTP 403: <Error><Code>403</Code></Error>`);
    expect(error).not.toContain('signed-secret');
  });

  test.each([
    ['announced', (zip: Buffer) => zip],
    ['as it arrives', (zip: Buffer) => ({ chunked: zip })]
  ])('a download past its bound is refused at once (%s)', async (_, answer) => {
    storageOverride = (id) => answer(Buffer.alloc(4096, id));
    api = await startFakeGitHub(scenario());
    const client = createRestClient({ token: TOKEN, baseUrl: api.url, repo: REPO, baseDelayMs: 1 });
    await expect(client.download('/actions/artifacts/2/zip', { maxBytes: 1000 })).rejects.toThrow(
      'GitHub API /actions/artifacts/2/zip failed: the download is larger than 1000 bytes'
    );
    expect(stored).toHaveLength(1);
  });

  test('a redirect to anything but http(s) is refused, not followed', async () => {
    const { error } = await download({ [`/repos/${REPO}/actions/artifacts/2/zip`]: { status: 302, headers: { location: 'file:///etc/passwd' }, text: '' } });
    expect(error).toBe('GitHub API /actions/artifacts/2/zip failed: redirected to a file: URL');
  });

  test('an https API is never followed down to http storage', async () => {
    const seen: string[] = [];
    const fetchStub = (async (url: string | URL) => {
      seen.push(String(url));
      return new Response(null, { status: 302, headers: { location: 'http://storage.example/blob/1?sig=signed-secret' } });
    }) as typeof fetch;
    const client = createRestClient({ token: TOKEN, baseUrl: 'https://api.example', repo: REPO, fetch: fetchStub });
    await expect(client.download('/actions/artifacts/1/zip', { maxBytes: 1000 })).rejects.toThrow(
      'GitHub API /actions/artifacts/1/zip failed: redirected to a http: URL'
    );
    expect(seen).toEqual([`https://api.example/repos/${REPO}/actions/artifacts/1/zip`]);
  });

  test('a hostile archive stops the download with its reason; its folder is not written', async () => {
    storageOverride = (id) => (id === '2' ? zipOf([{ name: '../../escaped.json', data: '{}' }]) : undefined);
    const { dir, error } = await download();
    expect(error).toBe('artifact bmk_b: entry "../../escaped.json" must stay inside its folder (no \'..\')');
    expect(listing(dir)).toEqual(['results', 'results/bmk_a', 'results/bmk_a/agg_bmk_a.json']);
  });
});

test.each<[string, Record<string, string>, string, string]>([
  ['no repository', { GITHUB_RUN_ID: RUN }, TOKEN, 'GITHUB_REPOSITORY is not set: artifact-pattern downloads the artifacts of the run that runs it'],
  ['no run', { GITHUB_REPOSITORY: REPO }, TOKEN, 'GITHUB_RUN_ID is not set: artifact-pattern downloads the artifacts of the run that runs it'],
  ['no token', { GITHUB_REPOSITORY: REPO, GITHUB_RUN_ID: RUN }, '', 'github-token is not set: artifact-pattern needs a token with `actions: read`']
])('this run as the runner names it: %s is one line', (_, env, token, message) => {
  expect(() => thisRunArtifacts(env, token)).toThrow(message);
});

describe('the collect-results bundle', () => {
  const collect = async (routes: Scenario['routes'] = {}) => {
    api = await startFakeGitHub(scenario(routes));
    const dir = mkdtempSync(join(tmpdir(), 'collect-artifacts-bundle-'));
    const run = await runBundle('collect-results', {
      cwd: dir,
      env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: REPO, GITHUB_RUN_ID: RUN, GITHUB_WORKSPACE: dir },
      inputs: { 'results-dir': 'results', 'exp-name': 'bmk', 'output-dir': '.', 'artifact-pattern': 'bmk_*' },
      timeoutMs: 20_000
    });
    return { dir, run };
  };

  test('artifact-pattern downloads the matching artifacts of the run with the default token, then collects them', async () => {
    const { dir, run } = await collect();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs.artifacts!)).toEqual(['bmk_a', 'bmk_b']);
    expect(JSON.parse(readFileSync(join(dir, 'agg_bmk.json'), 'utf8'))).toEqual([rows.bmk_a, rows.bmk_b]);
    expect(stored.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
  });

  test('without actions: read the step fails with one line naming the permission, and writes nothing', async () => {
    const { dir, run } = await collect({ [LIST]: { status: 403, body: { message: 'Resource not accessible by integration' } } });
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => [a.level, a.message])).toEqual([
      [
        'error',
        "github-token may not read this run's artifacts: it needs the permission `actions: read` (GitHub: HTTP 403: Resource not accessible by integration)"
      ]
    ]);
    expect(listing(dir)).toEqual([]);
  });
});
