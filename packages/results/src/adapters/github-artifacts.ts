import { GitHubApiError, githubRestClient, SweepkitError, unzipInto, type RestClient } from '../../../common/src/index.js';
import type { RunArtifact, RunArtifacts } from '../artifacts.js';

/** The largest artifact archive downloaded (held in memory while it is checked and unpacked). */
const MAX_ARTIFACT_ZIP_BYTES = 512 * 1024 * 1024;
/** What the files of one artifact may add up to, unpacked. */
const MAX_ARTIFACT_BYTES = 1024 * 1024 * 1024;
const MAX_ARTIFACT_FILES = 100_000;

/** The token lacks a permission, the thing is not there: said in words, GitHub's own line after. */
function explained(error: unknown, what: string, notFound: string): unknown {
  if (!(error instanceof GitHubApiError) || error.status === undefined) return error;
  const github = `(GitHub: HTTP ${error.status}: ${error.apiMessage})`;
  if (error.status === 403 && !/rate limit/i.test(error.apiMessage))
    return new SweepkitError(`github-token may not read ${what}: it needs the permission \`actions: read\` ${github}`, { code: 'github-api' });
  if (error.status === 404 || error.status === 410) return new SweepkitError(`${what}: ${notFound} ${github}`, { code: 'github-api' });
  return error;
}

/**
 * The artifacts of run `runId` over the REST API: listed 100 a page (artifacts of upload-artifact v4
 * are listed while the run is still going), downloaded from `/artifacts/{id}/zip`, whose redirect to
 * storage is followed without the token.
 */
export function githubRunArtifacts(client: RestClient, runId: string): RunArtifacts {
  const listPath = `/actions/runs/${encodeURIComponent(runId)}/artifacts`;
  return {
    async *list() {
      try {
        for await (const item of client.pages(listPath, {}, 'artifacts')) {
          const a = item as { id?: unknown; name?: unknown; created_at?: unknown; expired?: unknown };
          yield { id: Number(a.id), name: String(a.name ?? ''), createdAt: String(a.created_at ?? ''), expired: a.expired === true } satisfies RunArtifact;
        }
      } catch (error) {
        throw explained(error, "this run's artifacts", `run ${runId} of ${client.repo} not found, or github-token cannot see it`);
      }
    },
    async zip(artifact) {
      try {
        return await client.download(`/actions/artifacts/${artifact.id}/zip`, { maxBytes: MAX_ARTIFACT_ZIP_BYTES });
      } catch (error) {
        throw explained(error, `artifact ${artifact.name}`, 'expired or deleted');
      }
    },
    unzip: (zip, target, what) => unzipInto(zip, target, what, { maxTotalBytes: MAX_ARTIFACT_BYTES, maxEntries: MAX_ARTIFACT_FILES })
  };
}

/** This run's artifacts as a runner names it: GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_API_URL. */
export function thisRunArtifacts(env: Readonly<Record<string, string | undefined>>, token: string | undefined): RunArtifacts {
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new SweepkitError(`${name} is not set: artifact-pattern downloads the artifacts of the run that runs it`, { field: name });
    return value;
  };
  const repo = need('GITHUB_REPOSITORY');
  const runId = need('GITHUB_RUN_ID');
  const noToken = () => new SweepkitError('github-token is not set: artifact-pattern needs a token with `actions: read`', { field: 'github-token' });
  return githubRunArtifacts(githubRestClient(env, repo, { token, tokenVariables: [], noToken }), runId);
}
