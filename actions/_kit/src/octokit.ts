import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { SweepkitError } from '../../../packages/common/src/index.js';

/**
 * An Octokit that survives GitHub's bad moments: @octokit/plugin-retry retries 5xx answers and
 * network failures with growing back-off, @octokit/plugin-throttling waits out rate limits (primary:
 * 403/429 with `x-ratelimit-remaining: 0`, until the reset; secondary: `retry-after`) when the wait
 * is short, and what still fails becomes one clear error line. Import this module only through an
 * action's lazy part (label-gate's lazy-octokit.ts): importing @actions/github parses
 * GITHUB_EVENT_PATH, which must wait until the action has checked the payload itself.
 */
export interface RetryOptions {
  /** Extra attempts after the first (default 3). */
  retries?: number;
  /** Back-off unit for 5xx/network errors: attempt n waits n² units (default 500 ms). */
  baseDelayMs?: number;
  /** Longest rate-limit wait accepted; a longer one fails at once (default 60 s). */
  maxWaitMs?: number;
  /** Time one request may take before it counts as a network failure (default 30 s). */
  requestTimeoutMs?: number;
}

interface ResponseLike {
  status?: number;
  message?: string;
  /** Set by the deadline hook: no HTTP status was received at all. */
  timedOut?: boolean;
}

interface RequestOptionsLike {
  method: string;
  url: string;
  request?: { retryCount?: number };
}

function failure(route: string, error: ResponseLike, attempts: number): SweepkitError {
  const firstLine = (error.message ?? 'request failed').split('\n')[0]!;
  const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
  return new SweepkitError(`GitHub API ${route} failed${error.status && !error.timedOut ? ` with HTTP ${error.status}` : ''}: ${firstLine}${tries}`, {
    code: 'github-api'
  });
}

/** getOctokit(token) with the retry behaviour above; GITHUB_API_URL chooses the server. */
export async function getRetryingOctokit(token: string, options: RetryOptions = {}) {
  const { retries, baseDelayMs, maxWaitMs, requestTimeoutMs } = { retries: 3, baseDelayMs: 500, maxWaitMs: 60_000, requestTimeoutMs: 30_000, ...options };
  type Plugin = Parameters<typeof getOctokit>[2];
  // Why the throttling plugin gave up on a request, kept until the error reaches oneErrorLine.
  const refusals = new WeakMap<object, string>();
  const onLimit = (retryAfter: number, request: RequestOptionsLike, _octokit: unknown, retryCount: number): boolean => {
    const route = `${request.method} ${request.url}`;
    const ms = retryAfter * 1000;
    if (ms <= maxWaitMs && retryCount < retries) {
      core.info(`GitHub API ${route}: rate limited, retrying in ${retryAfter} s`);
      return true;
    }
    const why =
      ms > maxWaitMs ? `it resets in ${retryAfter} s, more than the ${maxWaitMs / 1000} s this step waits` : `still exceeded after ${retryCount + 1} attempts`;
    if (request.request) refusals.set(request.request, `GitHub API ${route}: rate limit exceeded; ${why}`);
    return false;
  };
  // Registered first, so it is the innermost hook: every attempt gets its own deadline, and a request
  // without an answer in time becomes a 504-like error that the retry plugin retries like a network failure.
  const deadline: Plugin = (octokit) => {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      const timeout = AbortSignal.timeout(requestTimeoutMs);
      try {
        // Set on the request's own options object: a copy of it loses the signal on the way to fetch.
        return await request({ ...requestOptions, request: Object.assign(requestOptions.request ?? {}, { signal: timeout }) });
      } catch (error) {
        if (!timeout.aborted) throw error;
        // `request` is what the retry plugin reads the attempt count from (it rethrows errors without it).
        throw Object.assign(new Error(`no answer within ${requestTimeoutMs / 1000} s`), { status: 504, timedOut: true, request: requestOptions });
      }
    });
    return {};
  };
  const oneErrorLine: Plugin = (octokit) => {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      try {
        return await request(requestOptions);
      } catch (error) {
        const route = `${requestOptions.method} ${requestOptions.url}`;
        const refusal = requestOptions.request && refusals.get(requestOptions.request);
        if (refusal) throw new SweepkitError(refusal, { code: 'github-rate-limit' });
        throw failure(route, error as ResponseLike, (requestOptions.request as { retryCount?: number } | undefined)?.retryCount ?? 1);
      }
    });
    return {};
  };
  return getOctokit(
    token,
    {
      // 403/429 are the throttling plugin's; the retry plugin's default list plus 429.
      retry: { retries, retryAfterBaseValue: baseDelayMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
      throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit }
    } as Parameters<typeof getOctokit>[1],
    deadline,
    retry as Plugin,
    throttling as Plugin,
    oneErrorLine
  );
}
