import { createRestClient, githubApiUrl, type RestClient } from '../../../common/src/index.js';
import { githubToken } from '../reuse/options.js';

/**
 * The client every edge builds the same way: the API base from `GITHUB_API_URL` (as on a runner),
 * the token from the given input or `GH_TOKEN`/`GITHUB_TOKEN`.
 */
export function restClientFromEnv(env: Readonly<Record<string, string | undefined>>, repo: string, givenToken?: string): RestClient {
  return createRestClient({ token: githubToken(env, givenToken), baseUrl: githubApiUrl(env), repo });
}
