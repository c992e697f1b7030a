import { SweepkitError, type RestClient } from '../../common/src/index.js';
import { STAGE_COMMENT, withMarker } from './comment-ownership.js';
import { createComment, permissionOf, withApiMessages, WRITE_PERMISSIONS, type StepResult } from './comments.js';
import { at, text, type WorkflowContext } from './context.js';
import { allPages, labelHistory, STAGE_LABELS, unstageableReason, type PullFacts, type WorkflowRun } from './stage-run.js';

export interface StageResultsPorts {
  /** This repository, with a token that reads actions, issues, PRs and writes PR comments. */
  github: RestClient;
  /** The app repository that stages (InferenceX-app), with the dispatch token. */
  app: RestClient;
}

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'stage-results' });
};

/** The job's `if:`: a comment on a pull request whose raw body starts with the command, in any case. */
export function stageRequested(payload: unknown): boolean {
  return at(payload, 'issue.pull_request') !== undefined && text(payload, 'comment.body').toLowerCase().startsWith('/stage-results');
}

/**
 * `/stage-results [run-id]` (stage-results.yml's three steps as one): authorizes the commenter,
 * picks the run (the pinned one, or the newest stageable one of the PR's branch), acknowledges on
 * the PR and dispatches `stage-results` to the app. Every refusal is an error with the reference's
 * text (some also comment on the PR first).
 */
export function runStageResults(context: WorkflowContext, ports: StageResultsPorts): Promise<StepResult> {
  return withApiMessages(() => stageResults(context, ports));
}

async function stageResults(context: WorkflowContext, ports: StageResultsPorts): Promise<StepResult> {
  const { payload } = context;
  if (!stageRequested(payload)) return { outputs: {}, warnings: [], skipped: 'not a /stage-results comment on a pull request' };
  const { github } = ports;
  const number = at(payload, 'issue.number') as number;
  const actor = text(payload, 'comment.user.login') || context.actor;

  const command = /^\/stage-results(?:\s+(\d+))?$/.exec(text(payload, 'comment.body').trim());
  if (!command) {
    await createComment(github, number, 'Usage: `/stage-results` or `/stage-results <run-id>`.');
    fail('Unsupported /stage-results syntax');
  }
  const pinnedId = command![1];

  const permission = await permissionOf(github, actor);
  if (!WRITE_PERMISSIONS.includes(permission)) {
    await createComment(github, number, `@${actor} \`/stage-results\` requires write access to this repository.`);
    fail(`Actor ${actor} has ${permission} permission`);
  }

  const pull = (await github.get(`/pulls/${number}`)) as { labels?: { name?: string }[]; head?: { ref?: string } };
  if (!(pull.labels ?? []).some((label) => STAGE_LABELS.includes(label.name ?? ''))) {
    await createComment(
      github,
      number,
      `@${actor} \`/stage-results\` requires a completed run from a PR using one of: ${STAGE_LABELS.map((l) => `\`${l}\``).join(', ')}.`
    );
    fail('PR does not have a full-sweep label');
  }

  const timeline = await allPages(github, `/issues/${number}/timeline`);
  const commits = await allPages(github, `/pulls/${number}/commits`);
  const facts: PullFacts = {
    number,
    commits: new Set(commits.map((c) => String((c as { sha?: unknown }).sha))),
    labelsAt: labelHistory(timeline)
  };

  const run = pinnedId === undefined ? await newestStageable(github, pull.head?.ref ?? '', facts) : await pinnedRun(github, pinnedId, facts);
  const runId = String(run.id);
  const runUrl = run.html_url ?? '';
  const outputs: Record<string, string> = {
    'run-id': runId,
    'run-attempt': String(run.run_attempt || 1),
    'run-date': (run.created_at ?? '').slice(0, 10),
    'requested-by': actor,
    'run-url': runUrl
  };

  const commentId = await createComment(
    github,
    number,
    withMarker(`@${actor} staging [run ${runId}](${runUrl}). Existing staged runs will be preserved; a completion link will be posted here.`, STAGE_COMMENT)
  );
  outputs['comment-id'] = String(commentId);

  await ports.app.post(
    '/dispatches',
    {
      event_type: 'stage-results',
      client_payload: {
        'source-repository': `${context.owner}/${context.repo}`,
        'pr-number': String(number),
        'run-id': runId,
        'run-attempt': outputs['run-attempt'],
        'run-date': outputs['run-date'],
        'requested-by': actor,
        'comment-id': outputs['comment-id']
      }
    },
    { retry: true }
  );
  return { outputs, warnings: [] };
}

async function pinnedRun(github: RestClient, id: string, facts: PullFacts): Promise<WorkflowRun> {
  const run = (await github.get(`/actions/runs/${id}`)) as WorkflowRun;
  const reason = await unstageableReason(github, run, facts, true);
  if (reason !== undefined) fail(`Run ${id} cannot be staged because ${reason}`);
  return run;
}

async function newestStageable(github: RestClient, branch: string, facts: PullFacts): Promise<WorkflowRun> {
  const runs = (await allPages(
    github,
    '/actions/workflows/run-sweep.yml/runs',
    { event: 'pull_request', branch, status: 'completed' },
    'workflow_runs'
  )) as WorkflowRun[];
  for (const run of runs) {
    if ((await unstageableReason(github, run, facts, false)) === undefined) return run;
  }
  return fail(`No stageable completed run-sweep.yml run with unexpired staging artifacts was found for PR #${facts.number}`);
}
