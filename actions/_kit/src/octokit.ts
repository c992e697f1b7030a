import * as core from '@actions/core';
import { SweepkitError } from '../../../packages/common/src/index.js';

/**
 * An Octokit that survives GitHub's bad moments: 5xx answers and network failures are retried with
 * exponential back-off, rate limits (primary: 403/429 with `x-ratelimit-remaining: 0`; secondary:
 * `retry-after`) are waited out when the wait is short, and what still fails becomes one clear
 * error line. @actions/github is imported lazily because importing it parses GITHUB_EVENT_PATH,
 * which would crash with a stack trace on a bad payload before any of our checks run.
 */
export interface RetryOptions {
  /** Extra attempts after the first (default 3). */
  retries?: number;
  /** First back-off for 5xx/network errors; doubles per attempt (default 500 ms). */
  baseDelayMs?: number;
  /** Longest rate-limit wait accepted; a longer one fails at once (default 60 s). */
  maxWaitMs?: number;
  /** Time one request may take before it counts as a network failure (default 30 s). */
  requestTimeoutMs?: number;
}

interface ResponseLike {
  status?: number;
  response?: { headers?: Record<string, string | number | undefined> };
  message?: string;
}

type Wait = { kind: 'retry'; ms: number } | { kind: 'rate-limited'; ms: number } | { kind: 'final' };

/** How long to wait before retrying a failed request (pure, for tests). */
export function retryWait(error: ResponseLike, attempt: number, options: Required<RetryOptions>, nowMs: number): Wait {
  const status = error.status ?? 0;
  const headers = error.response?.headers ?? {};
  const header = (name: string): number | undefined => (headers[name] === undefined ? undefined : Number(headers[name]));
  const retryAfter = header('retry-after');
  const reset = header('x-ratelimit-reset');
  if ((status === 403 || status === 429) && (retryAfter !== undefined || header('x-ratelimit-remaining') === 0)) {
    const ms = retryAfter !== undefined ? retryAfter * 1000 : Math.max(0, (reset ?? 0) * 1000 - nowMs);
    return { kind: 'rate-limited', ms };
  }
  if (attempt < options.retries && (status >= 500 || status === 0)) return { kind: 'retry', ms: options.baseDelayMs * 2 ** attempt };
  return { kind: 'final' };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function failure(route: string, error: ResponseLike, attempts: number): SweepkitError {
  const firstLine = (error.message ?? 'request failed').split('\n')[0]!;
  const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
  return new SweepkitError(`GitHub API ${route} failed${error.status ? ` with HTTP ${error.status}` : ''}: ${firstLine}${tries}`, { code: 'github-api' });
}

/** getOctokit(token) with the retry behaviour above; GITHUB_API_URL chooses the server. */
export async function getRetryingOctokit(token: string, options: RetryOptions = {}) {
  const settings: Required<RetryOptions> = { retries: 3, baseDelayMs: 500, maxWaitMs: 60_000, requestTimeoutMs: 30_000, ...options };
  const { getOctokit } = await import('@actions/github');
  type Plugin = Parameters<typeof getOctokit>[2];
  const retrying: Plugin = (octokit) => {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      const route = `${requestOptions.method} ${requestOptions.url}`;
      for (let attempt = 0; ; attempt++) {
        const timeout = AbortSignal.timeout(settings.requestTimeoutMs);
        try {
          // Set on the request's own options object: a copy of it loses the signal on the way to fetch.
          return await request({ ...requestOptions, request: Object.assign(requestOptions.request ?? {}, { signal: timeout }) });
        } catch (thrown) {
          // A request without an answer in time is a network failure: retried, then one clear line.
          const error = timeout.aborted ? { status: 0, message: `no answer within ${settings.requestTimeoutMs / 1000} s` } : thrown;
          const wait = retryWait(error as ResponseLike, attempt, settings, Date.now());
          if (wait.kind === 'final') throw failure(route, error as ResponseLike, attempt + 1);
          if (wait.kind === 'rate-limited' && (wait.ms > settings.maxWaitMs || attempt >= settings.retries)) {
            const why = wait.ms > settings.maxWaitMs
              ? `it resets in ${Math.ceil(wait.ms / 1000)} s, more than the ${settings.maxWaitMs / 1000} s this step waits`
              : `still exceeded after ${attempt + 1} attempts`;
            throw new SweepkitError(`GitHub API ${route}: rate limit exceeded; ${why}`, { code: 'github-rate-limit' });
          }
          const { status, message } = error as ResponseLike;
          const what = status ? `HTTP ${status}` : (message ?? 'network error').split('\n')[0];
          core.info(`GitHub API ${route}: ${what}, retrying in ${Number((wait.ms / 1000).toFixed(1))} s`);
          await sleep(wait.ms);
        }
      }
    });
    return {};
  };
  return getOctokit(token, {}, retrying);
}
