import { SweepkitError } from '../errors.js';

/**
 * A small GitHub REST client over fetch, for the edges (CLI and actions alike: the CLI may not load
 * @actions/*). Errors read like the reference tool's (`utils/find_reusable_sweep_run.py`):
 * `GitHub API {path} failed: HTTP {code}: {body}`, the path relative to `/repos/{owner}/{repo}`.
 * 5xx answers, network failures and requests unanswered within the deadline are retried a few
 * times; so are rate limits that end soon (secondary: `retry-after`; primary: 403/429 with
 * `x-ratelimit-remaining: 0`, until `x-ratelimit-reset`). A rate limit that resets later fails at
 * once (fail closed).
 */
export interface RestClientOptions {
  token: string;
  /** `GITHUB_API_URL`, e.g. `https://api.github.com`. */
  baseUrl: string;
  /** `owner/name`: paths in messages are shown relative to `/repos/{repo}`. */
  repo: string;
  /** Extra attempts after the first for 5xx, network errors and short rate-limit waits (default 2). */
  retries?: number;
  /** Longest rate-limit wait honoured, `retry-after` or until the reset (default 30 s). */
  maxWaitMs?: number;
  /** Time one attempt may wait for its answer before it counts as a network failure (default 30 s). */
  requestTimeoutMs?: number;
  /** First back-off for 5xx/network errors, doubled per attempt (default 300 ms). */
  baseDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Epoch milliseconds, for the primary rate limit's reset time (default Date.now). */
  now?: () => number;
}

export type Query = Readonly<Record<string, string | number>>;

export interface RestClient {
  readonly repo: string;
  /** GET `/repos/{repo}{path}` as JSON. */
  get(path: string, query?: Query): Promise<unknown>;
  /** GET an API path outside the repository (`/user`) as JSON. */
  getApi(path: string): Promise<unknown>;
  /**
   * The items of a paginated list, page by page (100 per page) as they are read, newest first
   * where GitHub sorts so; stops at the last page (no `rel="next"`, or a short page).
   * `itemKey` unwraps `{total_count, <itemKey>: [...]}` pages.
   */
  pages(path: string, query?: Query, itemKey?: string): AsyncIterable<unknown>;
  /** `pages` of an API path outside the repository (`/orgs/{org}/actions/runners`). */
  apiPages(path: string, query?: Query, itemKey?: string): AsyncIterable<unknown>;
  /**
   * POST a JSON body to `/repos/{repo}{path}`; not retried (it may have taken effect) unless
   * `retry` says a repeat is harmless, e.g. a repository_dispatch the receiver de-duplicates.
   */
  post(path: string, body: unknown, options?: { retry?: boolean }): Promise<unknown>;
  /** PATCH a JSON body to `/repos/{repo}{path}` (not retried). */
  patch(path: string, body: unknown): Promise<unknown>;
  /** PUT a JSON body to `/repos/{repo}{path}` (not retried either). */
  put(path: string, body: unknown): Promise<unknown>;
  /** DELETE `/repos/{repo}{path}` (not retried either). */
  delete(path: string): Promise<void>;
  /**
   * GET `/repos/{repo}{path}` as bytes, at most `maxBytes`, following one redirect (an artifact's
   * `/zip` answers 302 to a signed storage URL). The token goes only to the API's own origin: the
   * redirected request carries no Authorization. Retried like `get`; a retry asks the API again
   * for a fresh URL.
   */
  download(path: string, options: { maxBytes: number }): Promise<Buffer>;
}

const PER_PAGE = 100;

/** The API's base URL as the runner names it (`GITHUB_API_URL`, set by GitHub Enterprise too), else github.com's. */
export const githubApiUrl = (env: Readonly<Record<string, string | undefined>>): string => env.GITHUB_API_URL || 'https://api.github.com';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed API call: the HTTP status, GitHub's own `message` (what Octokit's errors show) and the whole body it answered. */
export class GitHubApiError extends SweepkitError {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly apiMessage: string,
    readonly body = ''
  ) {
    super(message, { code: 'github-api' });
  }
}

/** The `message` of GitHub's JSON error body, else the body itself on one line. */
function apiMessageOf(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: the text itself
  }
  return oneLine(body);
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
    /** The host that answered when it is not the API (a download's storage). */
    readonly host?: string
  ) {
    super(`HTTP ${status}`);
  }
}

/** A download that asking again cannot fix (over its bound, an odd redirect). */
class DownloadRefused extends Error {}

/** The waiting time GitHub asks for, or undefined when retrying would not help. */
function rateLimitWait(failure: HttpFailure, now: number): { ms: number; primary: boolean } | undefined {
  if (failure.status !== 403 && failure.status !== 429) return undefined;
  const retryAfter = failure.headers.get('retry-after')?.trim();
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter)) return { ms: Number(retryAfter) * 1000, primary: false };
  // The primary limit: no request succeeds before the hour's quota resets.
  const reset = failure.headers.get('x-ratelimit-reset')?.trim();
  if (failure.headers.get('x-ratelimit-remaining')?.trim() === '0' && reset !== undefined && /^\d+$/.test(reset)) {
    return { ms: Math.max(0, Number(reset) * 1000 - now), primary: true };
  }
  return undefined;
}

const oneLine = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};

function nextLink(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const retries = options.retries ?? 2;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const repoPath = `/repos/${options.repo}`;

  const apiHeaders = {
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${options.token}`,
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'sweepkit'
  };

  const urlAt = (prefix: string, path: string, query: Query = {}): string => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return `${base}${prefix}${path}${search ? `?${search}` : ''}`;
  };
  const urlOf = (path: string, query: Query = {}): string => urlAt(repoPath, path, query);

  async function* pagesAt(prefix: string, path: string, query: Query, itemKey: string | undefined): AsyncIterable<unknown> {
    let url: string | undefined = urlAt(prefix, path, { ...query, per_page: PER_PAGE });
    for (let page = 1; url !== undefined; page++) {
      const { data, headers } = await request(path, url);
      const items = itemKey === undefined ? data : (data as Record<string, unknown> | null)?.[itemKey];
      if (!Array.isArray(items)) return;
      yield* items;
      const link = headers.get('link');
      // Follow GitHub's Link header; a server without one is read until a short page.
      url = link !== null ? nextLink(link) : items.length < PER_PAGE ? undefined : urlAt(prefix, path, { ...query, per_page: PER_PAGE, page: page + 1 });
    }
  }

  /**
   * Runs one attempt under the per-attempt deadline: a request left unanswered (a stalled proxy,
   * a dropped connection) becomes a network failure that is retried, never a hung step.
   */
  async function withDeadline<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // Not AbortSignal.timeout: a download's body, read once the answer came, must not be cut later.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), requestTimeoutMs);
    try {
      return await attempt(deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) throw new Error(`no answer within ${requestTimeoutMs / 1000} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function once(url: string, method: Method, body: unknown, signal: AbortSignal): Promise<{ data: unknown; headers: Headers }> {
    const response = await doFetch(url, {
      method,
      headers: { ...apiHeaders, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal
    });
    const text = await response.text();
    if (!response.ok) throw new HttpFailure(response.status, text, response.headers);
    try {
      return { data: text === '' ? null : JSON.parse(text), headers: response.headers };
    } catch {
      throw new HttpFailure(response.status, `invalid JSON: ${text}`, response.headers);
    }
  }

  async function request(
    path: string,
    url: string,
    method: Method = 'GET',
    body?: unknown,
    retry = method === 'GET'
  ): Promise<{ data: unknown; headers: Headers }> {
    return withRetries(path, retry, () => withDeadline((signal) => once(url, method, body, signal)));
  }

  /** The response's body, refused past `maxBytes` (announced or as it arrives). */
  async function boundedBytes(response: Response, maxBytes: number): Promise<Buffer> {
    const tooLarge = (): DownloadRefused => new DownloadRefused(`the download is larger than ${maxBytes} bytes`);
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    for await (const chunk of response.body ?? []) {
      length += chunk.length;
      // Leaving the loop cancels the stream.
      if (length > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, length);
  }

  async function downloadOnce(url: string, maxBytes: number): Promise<Buffer> {
    // The deadlines cover the answers' arrival only: an archive's bytes may take longer.
    const response = await withDeadline((signal) => doFetch(url, { headers: apiHeaders, redirect: 'manual', signal }));
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) {
      if (!response.ok) throw new HttpFailure(response.status, await response.text(), response.headers);
      return boundedBytes(response, maxBytes);
    }
    await response.body?.cancel();
    const target = new URL(location, url);
    // Never a downgrade: the signed URL of an https API stays on https.
    const allowed = new URL(url).protocol === 'https:' ? ['https:'] : ['https:', 'http:'];
    if (!allowed.includes(target.protocol)) throw new DownloadRefused(`redirected to a ${target.protocol} URL`);
    // The signed URL is itself the credential: the token stays with the API (and neither is logged).
    const sameOrigin = target.origin === new URL(url).origin;
    const stored = await withDeadline((signal) =>
      doFetch(target, { headers: sameOrigin ? apiHeaders : { 'User-Agent': 'sweepkit' }, redirect: 'error', signal })
    );
    if (!stored.ok) throw new HttpFailure(stored.status, await stored.text(), stored.headers, target.host);
    return boundedBytes(stored, maxBytes);
  }

  async function withRetries<T>(path: string, retry: boolean, attemptOnce: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await attemptOnce();
      } catch (error) {
        const last = attempt >= retries || !retry;
        if (error instanceof DownloadRefused) throw new GitHubApiError(`GitHub API ${path} failed: ${error.message}`, undefined, error.message);
        if (error instanceof HttpFailure) {
          const wait = rateLimitWait(error, now());
          const retryable = wait !== undefined ? wait.ms <= maxWaitMs : error.status >= 500;
          if (last || !retryable) {
            // A storage host's status is not the API's: it is named, and not given as `status`.
            const answered = `${error.host ? `${error.host} answered ` : ''}HTTP ${error.status}`;
            // The reference's words first (`failed: HTTP 403: {body}`), then why asking again is no use.
            const why =
              wait?.primary && !retryable
                ? ` (rate limit exceeded; it resets in ${Math.ceil(wait.ms / 1000)} s, more than the ${maxWaitMs / 1000} s this step waits)`
                : '';
            throw new GitHubApiError(
              `GitHub API ${path} failed: ${answered}: ${oneLine(error.body)}${why}`,
              error.host ? undefined : error.status,
              apiMessageOf(error.body),
              error.body
            );
          }
          await sleep(wait?.ms ?? baseDelayMs * 2 ** attempt);
        } else {
          const message = (error as Error).message;
          // No status to go by: the count says how long the step kept trying (e.g. 3 × the deadline).
          const tries = attempt > 0 ? ` (${attempt + 1} attempts)` : '';
          if (last) throw new GitHubApiError(`GitHub API ${path} failed: ${message}${tries}`, undefined, message);
          await sleep(baseDelayMs * 2 ** attempt);
        }
      }
    }
  }

  return {
    repo: options.repo,
    async get(path, query) {
      return (await request(path, urlOf(path, query))).data;
    },
    async getApi(path) {
      return (await request(path, `${base}${path}`)).data;
    },
    async post(path, body, options) {
      return (await request(path, urlOf(path), 'POST', body, options?.retry ?? false)).data;
    },
    async patch(path, body) {
      return (await request(path, urlOf(path), 'PATCH', body)).data;
    },
    async put(path, body) {
      return (await request(path, urlOf(path), 'PUT', body)).data;
    },
    async delete(path) {
      await request(path, urlOf(path), 'DELETE');
    },
    download(path, { maxBytes }) {
      return withRetries(path, true, () => downloadOnce(urlOf(path), maxBytes));
    },
    pages: (path, query = {}, itemKey) => pagesAt(repoPath, path, query, itemKey),
    apiPages: (path, query = {}, itemKey) => pagesAt('', path, query, itemKey)
  };
}
