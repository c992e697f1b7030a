/**
 * A local GitHub REST API for tests: serves one scenario on 127.0.0.1 (an ephemeral port) and logs
 * every request. Scenario format (the one of the reuse-finder conformance cases):
 *
 *   { "token": "T", "routes": { "[METHOD ]PATH[?QUERY]": RESPONSE | PAGED } }
 *   RESPONSE = { status?, body?, text?, content_type?, headers? }
 *   PAGED    = { items: [...], item_key?, headers?, page_responses?: { "2": RESPONSE } }
 *
 * A request matches a key when the method (GET unless the key names one) and the normalised path
 * agree and its query parameters other than per_page/page, decoded, are exactly the key's. Paged
 * routes page like GitHub: per_page (default 30, at most 100), page, a Link header with
 * prev/next/last/first; with item_key a page is `{ total_count, [item_key]: [...] }`. With a
 * token, requests without `Authorization: Bearer|token T` get 401; unmatched requests 404.
 * In-process tests may also give a route as a function of the request (state that changes, e.g.
 * a PR head that follows a real git remote) and a `fallback` for paths no key names.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlainResponse {
  status?: number;
  body?: unknown;
  text?: string;
  content_type?: string;
  headers?: Record<string, string>;
}

export interface PagedResponse {
  items: unknown[];
  item_key?: string;
  headers?: Record<string, string>;
  page_responses?: Record<string, PlainResponse>;
}

/** A response computed per request (the request as logged so far: method, path, query, body). */
export type DynamicResponse = (request: LoggedRequest) => PlainResponse;

export interface Scenario {
  token?: string;
  /** The token's own login: `GET /user` answers it unless a route names /user. */
  login?: string;
  routes: Record<string, PlainResponse | PagedResponse | DynamicResponse>;
  /** Answers requests that match no route; undefined falls through to 404/405. */
  fallback?: (request: LoggedRequest) => PlainResponse | undefined;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: [string, string][];
  auth: 'ok' | 'missing' | 'bad' | 'not-required';
  route: string | null;
  page: number | null;
  status: number;
  body: string;
}

export interface FakeGitHub {
  url: string;
  requests: LoggedRequest[];
  close(): Promise<void>;
}

const PAGING = new Set(['per_page', 'page']);

/** RFC 3986 normalisation: escaped unreserved characters decoded, other escapes upper-cased (%2F stays). */
export function normalisePath(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

const queryKey = (params: URLSearchParams): string =>
  [...params]
    .filter(([k]) => !PAGING.has(k))
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

function routeKey(key: string): string {
  const space = key.indexOf(' ');
  const [method, target] = space > 0 && space < key.indexOf('/') ? [key.slice(0, space).toUpperCase(), key.slice(space + 1)] : ['GET', key];
  const url = new URL(target, 'http://x');
  return `${method} ${normalisePath(url.pathname)}?${queryKey(url.searchParams)}`;
}

const RATE_HEADERS = {
  'x-ratelimit-limit': '5000',
  'x-ratelimit-remaining': '4990',
  'x-ratelimit-used': '10',
  'x-ratelimit-reset': '1800000000',
  'x-ratelimit-resource': 'core'
};

function send(res: ServerResponse, response: PlainResponse, extraHeaders: Record<string, string> = {}): number {
  const status = response.status ?? 200;
  const text = response.text ?? JSON.stringify(response.body ?? null);
  const headers: Record<string, string> = {
    ...RATE_HEADERS,
    'content-type': response.text !== undefined ? (response.content_type ?? 'text/plain; charset=utf-8') : 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28'
  };
  for (const [k, v] of Object.entries({ ...response.headers, ...extraHeaders })) headers[k.toLowerCase()] = v;
  res.writeHead(status, headers).end(text);
  return status;
}

function linkHeader(base: string, url: URL, page: number, last: number): string {
  const at = (p: number): string => {
    const params = new URLSearchParams([...url.searchParams].filter(([k]) => k !== 'page'));
    params.append('page', String(p));
    return `<${base}${url.pathname}?${params.toString()}>`;
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) rels.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) rels.push(`${at(1)}; rel="first"`);
  return rels.join(', ');
}

/** Starts the server; `close()` stops it. */
export async function startFakeGitHub(scenario: Scenario): Promise<FakeGitHub> {
  const routes = new Map(Object.entries(scenario.routes).map(([key, response]) => [routeKey(key), { key, response }]));
  const requests: LoggedRequest[] = [];
  let base = '';

  const handle = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const authHeader = req.headers.authorization;
    const [scheme = '', value = ''] = (authHeader ?? '').trim().split(/\s+/, 2);
    const auth: LoggedRequest['auth'] = !scenario.token
      ? 'not-required'
      : !authHeader
        ? 'missing'
        : ['bearer', 'token'].includes(scheme.toLowerCase()) && value === scenario.token
          ? 'ok'
          : 'bad';
    const entry: LoggedRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: [...url.searchParams],
      auth,
      route: null,
      page: null,
      status: 0,
      body
    };
    requests.push(entry);
    if (auth === 'missing' || auth === 'bad') {
      entry.status = send(res, { status: 401, body: { message: auth === 'missing' ? 'Requires authentication' : 'Bad credentials' } });
      return;
    }
    const found = routes.get(`${method} ${normalisePath(url.pathname)}?${queryKey(url.searchParams)}`);
    const own = !found && scenario.login !== undefined && method === 'GET' && entry.path === '/user';
    const fallback = found ? undefined : own ? { body: { login: scenario.login, type: 'User' } } : scenario.fallback?.(entry);
    if (fallback) {
      entry.status = send(res, fallback);
      return;
    }
    if (!found) {
      const status = method === 'GET' ? 404 : 405;
      entry.status = send(res, { status, body: { message: status === 404 ? 'Not Found' : `not served: ${method}` } });
      return;
    }
    entry.route = found.key;
    const response = found.response;
    if (typeof response === 'function') {
      entry.status = send(res, response(entry));
      return;
    }
    if (!('items' in response)) {
      entry.status = send(res, response);
      return;
    }
    const perPage = Math.max(1, Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    entry.page = page;
    const override = response.page_responses?.[String(page)];
    if (override) {
      entry.status = send(res, override);
      return;
    }
    const chunk = response.items.slice((page - 1) * perPage, page * perPage);
    const last = Math.max(1, Math.ceil(response.items.length / perPage));
    const link = linkHeader(base, url, page, last);
    const payload = response.item_key ? { total_count: response.items.length, [response.item_key]: chunk } : chunk;
    entry.status = send(res, { body: payload, headers: response.headers }, link ? { link } : {});
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      })
  };
}

/**
 * Scenarios recorded by Octokit method name (the workflow-scripts corpus): `responses` maps a
 * method (`pulls.get`) to `{ data, status? }`, `{ error: { status, message } }` or
 * `{ sequence: [...] }` (one entry per call, the last one repeating). A known method without a
 * response answers `{}` (the recorder's default mock), an unknown path 404.
 */
export const OCTOKIT_ROUTES: Readonly<Record<string, string>> = {
  'users.getAuthenticated': 'GET /user',
  'issues.getComment': 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'repos.getCollaboratorPermissionLevel': 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  'repos.createDispatchEvent': 'POST /repos/{owner}/{repo}/dispatches',
  'pulls.get': 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'git.getCommit': 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  'pulls.listCommits': 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
  'issues.listEventsForTimeline': 'GET /repos/{owner}/{repo}/issues/{issue_number}/timeline',
  'issues.listComments': 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'issues.createComment': 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'issues.updateComment': 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'actions.listWorkflowRuns': 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
  'actions.createWorkflowDispatch': 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches',
  'actions.getWorkflowRun': 'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
  'actions.listWorkflowRunArtifacts': 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'
};

/** Path parameters Octokit passes as numbers. */
const NUMERIC_PARAMS = new Set(['pull_number', 'issue_number', 'run_id', 'comment_id', 'per_page', 'page']);

export interface RecordedResponse {
  data?: unknown;
  status?: number;
  error?: { status: number; message: string };
  sequence?: RecordedResponse[];
}

/** An Octokit call as the corpus records it: the method and its parameters (path, query, then body keys). */
export interface OctokitCall {
  call: string;
  params: Record<string, unknown>;
}

const ROUTE_PATTERNS = Object.entries(OCTOKIT_ROUTES).map(([call, route]) => {
  const [method, template] = route.split(' ') as [string, string];
  const names: string[] = [];
  const source = template.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'));
  return { call, method, names, pattern: new RegExp(`^${source}$`) };
});

function matchCall(method: string, path: string): { call: string; params: Record<string, unknown> } | undefined {
  for (const route of ROUTE_PATTERNS) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (!match) continue;
    const params: Record<string, unknown> = {};
    route.names.forEach((name, index) => (params[name] = NUMERIC_PARAMS.has(name) ? Number(match[index + 1]) : match[index + 1]));
    return { call: route.call, params };
  }
  return undefined;
}

/** The login the fake's token belongs to in Octokit-named scenarios (`GET /user`). */
export const FAKE_LOGIN = 'sweepkit-bot';

/** A scenario for the fake serving Octokit-named responses; the token is {@link FAKE_LOGIN}'s unless `users.getAuthenticated` says otherwise. */
export function octokitScenario(responses: Readonly<Record<string, RecordedResponse>>): Scenario {
  const served = new Map<string, number>();
  return {
    routes: {},
    login: responses['users.getAuthenticated'] ? undefined : FAKE_LOGIN,
    fallback: (request) => {
      const matched = matchCall(request.method, request.path);
      if (!matched) return undefined;
      let response = responses[matched.call] ?? { data: {} };
      if (response.sequence) {
        const index = served.get(matched.call) ?? 0;
        served.set(matched.call, index + 1);
        response = response.sequence[Math.min(index, response.sequence.length - 1)]!;
      }
      if (response.error) return { status: response.error.status, body: { message: response.error.message } };
      const status = response.status ?? (request.method === 'POST' ? 201 : 200);
      return status === 204 ? { status, text: '' } : { status, body: response.data ?? null };
    }
  };
}

/** The requests the fake logged, as the Octokit calls they are (reads: GET; writes: the others). */
export function octokitCalls(requests: readonly LoggedRequest[]): { reads: OctokitCall[]; writes: OctokitCall[] } {
  const reads: OctokitCall[] = [];
  const writes: OctokitCall[] = [];
  for (const request of requests) {
    const matched = matchCall(request.method, request.path);
    if (!matched) throw new Error(`not an Octokit route of the corpus: ${request.method} ${request.path}`);
    for (const [key, value] of request.query) matched.params[key] = NUMERIC_PARAMS.has(key) ? Number(value) : value;
    if (request.body) Object.assign(matched.params, JSON.parse(request.body) as Record<string, unknown>);
    (request.method === 'GET' ? reads : writes).push({ call: matched.call, params: matched.params });
  }
  return { reads, writes };
}

/**
 * Sweepkit's fork dispatch also verifies that the test merge commit was built from the approved
 * head (issue 21; the reference dispatched any merge commit): recorded `pulls.get` answers lack
 * `mergeable` and the merge commit. This fills both as GitHub gives them for the recorded PR —
 * mergeable when it has a merge commit, whose parents are the recorded base and head — so the
 * reference's calls can be compared without the verification reads (`withoutVerification`).
 */
export function withMergeVerification(responses: Readonly<Record<string, RecordedResponse>>): Record<string, RecordedResponse> {
  const pull = (responses['pulls.get']?.data ?? {}) as {
    merge_commit_sha?: string | null;
    mergeable?: boolean | null;
    head?: { sha?: string };
    base?: { sha?: string };
  };
  if (responses['pulls.get']?.data === undefined || 'mergeable' in pull) return { ...responses };
  return {
    ...responses,
    'pulls.get': { ...responses['pulls.get'], data: { ...pull, mergeable: !!pull.merge_commit_sha } },
    'git.getCommit': responses['git.getCommit'] ?? { data: { sha: pull.merge_commit_sha, parents: [{ sha: pull.base?.sha }, { sha: pull.head?.sha }] } }
  };
}

/** The calls without the merge-commit verification reads the reference did not make. */
export const withoutVerification = (calls: readonly OctokitCall[]): OctokitCall[] => calls.filter((c) => c.call !== 'git.getCommit');

/** A self-hosted runner as the runners API lists it, with one custom label. */
export const fakeRunner = (id: number, label: string, status: string, name: string) => ({
  id,
  name,
  os: 'Linux',
  status,
  busy: false,
  labels: [
    { name: 'self-hosted', type: 'read-only' },
    { name: label, type: 'custom' }
  ]
});
