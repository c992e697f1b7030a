import { SweepkitError, type RestClient } from '../../../common/src/index.js';
import type { CheckRun } from '../signoff/checks.js';
import type { SignoffGitHub } from '../signoff/run-signoff-check.js';
import { signoffCommentPath } from '../signoff/event.js';
import { restReuseGitHub } from './reuse-github.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
type Json = Record<string, any>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

async function collect(items: AsyncIterable<unknown>): Promise<Json[]> {
  const all: Json[] = [];
  for await (const item of items) all.push((item ?? {}) as Json);
  return all;
}

/** The sign-off checks' port over the REST client. */
export function restSignoffGitHub(client: RestClient): SignoffGitHub {
  const reuse = restReuseGitHub(client);
  return {
    async pull(pr) {
      const data = ((await client.get(`/pulls/${pr}`)) ?? {}) as Json;
      return { state: str(data.state), draft: data.draft === true, headSha: str(data.head?.sha) };
    },
    async pullFiles(pr) {
      return (await collect(client.pages(`/pulls/${pr}/files`))).map((f) => str(f.filename));
    },
    pullCommits: (pr) => reuse.pullCommits(pr),
    issueComments: (pr) => reuse.issueComments(pr),
    async checkRuns(sha) {
      return (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r): CheckRun => ({
        name: str(r.name),
        status: str(r.status),
        conclusion: typeof r.conclusion === 'string' ? r.conclusion : null
      }));
    },
    async comment(kind, pr, id) {
      const data = ((await client.get(signoffCommentPath(kind, pr, id))) ?? {}) as Json;
      return { author: str(data.user?.login), body: str(data.body) };
    }
  };
}

/**
 * Whose verdict comments count: the given logins, else the token's own login (`GET /user`). An
 * installation token (GITHUB_TOKEN) cannot read /user: then nobody is trusted by default and the
 * step fails closed, asking for the verifier's login.
 */
export async function verifierLogins(client: RestClient, given: readonly string[]): Promise<string[]> {
  if (given.length) return [...given];
  const why = (detail: string) =>
    new SweepkitError(`cannot tell whose token this is (${detail}): set verifier-logins to the login that posts the verdicts`, { code: 'verifier-identity' });
  let login: unknown;
  try {
    login = ((await client.getApi('/user')) as Json | null)?.login;
  } catch (error) {
    throw why((error as Error).message);
  }
  if (typeof login !== 'string' || login === '') throw why('GET /user names no login');
  return [login];
}
