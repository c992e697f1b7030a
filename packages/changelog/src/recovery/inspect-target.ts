import { pyJsonDumps, pyRepr, pyTruthy, type RestClient } from '../../../common/src/index.js';
import { recoveryError } from './messages.js';

export const DEFAULT_RECOVERY_REPO = 'SemiAnalysisAI/InferenceX';

export interface InspectTargetRequest {
  url: string;
  /** `owner/name` the URL must name. */
  repo: string;
  jobId?: number;
  /** Run conclusions accepted (the reference: failure only; a bogus ingest may also show success or cancelled). */
  conclusions: readonly string[];
}

export interface InspectTargetPorts {
  github: Pick<RestClient, 'get' | 'pages'>;
  /** `git rev-parse <sha>^` in the working directory, or undefined when git cannot tell (not in this clone). */
  parentOf(sha: string): Promise<string | undefined>;
}

type Json = Record<string, unknown>;
const URL_SHAPE = /^https:\/\/github\.com\/([^/?#]+)\/([^/?#]+)\/actions\/runs\/(\d+)(?:\/job\/(\d+))?\/?(?:\?.*)?$/s;

const asObject = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const completedFailed = (job: Json): boolean => job.status === 'completed' && job.conclusion === 'failure';

/**
 * docs/recovery.md `inspect-target`: the failed ingest a recovery starts from — a completed push run
 * of run-sweep.yml on main, one completed failed job in it, and the one merged PR whose merge commit
 * the run built. Every safety rule that fails is thrown; the answer is the reference's JSON
 * (indent 2, with a newline).
 */
export async function inspectTarget(request: InspectTargetRequest, ports: InspectTargetPorts): Promise<string> {
  const match = URL_SHAPE.exec(request.url);
  if (!match) throw recoveryError('target must be a GitHub Actions run URL optionally ending in /job/<id>');
  const [, owner, name, runText, urlJob] = match;
  const urlRepo = `${owner}/${name}`;
  if (urlRepo !== request.repo) throw recoveryError(`target URL repository is ${urlRepo}, expected ${request.repo}`);
  if (urlJob !== undefined && request.jobId !== undefined && Number(urlJob) !== request.jobId) throw recoveryError('URL job ID and --job-id disagree');
  const wantedJob = request.jobId ?? (urlJob === undefined ? undefined : Number(urlJob));
  const runId = Number(runText);

  const run = asObject(await ports.github.get(`/actions/runs/${runId}`));
  const expected: [string, unknown][] = [
    ['event', 'push'],
    ['status', 'completed'],
    ['conclusion', request.conclusions],
    ['path', '.github/workflows/run-sweep.yml'],
    ['head_branch', 'main']
  ];
  for (const [field, want] of expected) {
    const actual = run[field] ?? null;
    const ok = Array.isArray(want) ? want.includes(actual) : actual === want;
    if (!ok) throw recoveryError(`target run ${field} is ${pyRepr(actual)}, expected ${pyRepr(Array.isArray(want) && want.length === 1 ? want[0] : want)}`);
  }

  const jobs: Json[] = [];
  // The reference pages until a page holds fewer than 100 jobs; the client stops there too.
  for await (const job of ports.github.pages(`/actions/runs/${runId}/jobs`, { filter: 'all' }, 'jobs')) jobs.push(asObject(job));
  let job: Json;
  if (wantedJob !== undefined) {
    const found = jobs.filter((j) => j.id === wantedJob);
    if (found.length !== 1) throw recoveryError(`job ${wantedJob} was not found in the target run`);
    job = found[0]!;
    if (!completedFailed(job)) throw recoveryError(`job ${wantedJob} is not a completed failed job`);
  } else {
    const failed = jobs.filter(completedFailed);
    if (failed.length !== 1) {
      const ids = failed.map((j) => String(j.id)).join(', ') || 'none';
      throw recoveryError(`run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: ${ids}`);
    }
    job = failed[0]!;
  }

  const mergeSha = String(run.head_sha ?? '');
  const pulls = await ports.github.get(`/commits/${mergeSha}/pulls`);
  const merged = (Array.isArray(pulls) ? pulls : []).map(asObject).filter((pr) => pyTruthy(pr.merged_at ?? null) && pr.merge_commit_sha === mergeSha);
  if (merged.length !== 1) throw recoveryError(`target merge SHA maps to ${merged.length} exact merged PRs`);
  const pr = merged[0]!;

  const target = {
    repo: request.repo,
    run_id: runId,
    run_attempt: run.run_attempt ?? null,
    run_url: run.html_url ?? null,
    job_id: Number(job.id),
    job_name: job.name ?? null,
    job_url: job.html_url ?? null,
    merge_sha: mergeSha,
    base_sha: (await ports.parentOf(mergeSha)) ?? '',
    pr_number: Number(pr.number),
    pr_url: pr.html_url ?? null
  };
  return `${pyJsonDumps(target as never, { indent: 2 })}\n`;
}
