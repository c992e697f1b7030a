import { GitHubApiError, pollUntil, SweepkitError, type Clock, type RestClient } from '../../common/src/index.js';
import { commitParents, decideForkDispatch, type LabelPolicy, type LivePullRequest, type PullRequestEvent } from '../../gating/src/index.js';
import { createComment, permissionOf, withApiMessages, type StepResult } from './comments.js';
import { at, text, type WorkflowContext } from './context.js';

export interface TrustedDispatchPorts {
  github: RestClient;
  clock: Clock;
}

export interface TrustedDispatchSettings {
  /** The e2e workflow file dispatched (its run-name must be `e2e Test - <test-name>`). */
  workflow: string;
  /**
   * Also tell the PR why nothing was dispatched (a refused check, a failed dispatch): the
   * reference only fails the job, which the fork's author cannot see.
   */
  commentOnFailure?: boolean;
}

/** The run lookup: 15 looks, 2 s apart, each after a wait (the reference's bounds). */
const LOOKS = 15;
const LOOK_EVERY_MS = 2000;
/** A run created this long before the dispatch call still counts (clock skew between us and GitHub). */
const SKEW_MS = 5000;

/** The order of trusted-external-sweep.yml's inputs object (the request body keeps it). */
const INPUT_ORDER = [
  'test-name',
  'ref',
  'changelog-base-ref',
  'changelog-head-ref',
  'trim-conc',
  'all-evals',
  'evals-only',
  'fail-fast',
  'agentx-fast',
  'pr-labels-json'
];

/** The fork PR's label event as label-gate's fork-dispatch checks read it. */
function labelEvent(context: WorkflowContext): PullRequestEvent {
  const { payload } = context;
  const baseRepo = text(payload, 'pull_request.base.repo.full_name') || `${context.owner}/${context.repo}`;
  const headRepo = at(payload, 'pull_request.head.repo.full_name');
  const number = at(payload, 'pull_request.number');
  return {
    name: 'pull_request_target',
    action: text(payload, 'action'),
    number: typeof number === 'number' ? number : undefined,
    draft: at(payload, 'pull_request.draft') === true,
    // The job's `if:` compares with `!=`, which ignores case; a deleted fork (no head repo) is a fork.
    fork: typeof headRepo !== 'string' || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    // The workflow's `on:` filter already chose the base branch; a trimmed payload without it targets the default branch.
    baseBranch: text(payload, 'pull_request.base.ref') || text(payload, 'repository.default_branch'),
    headSha: text(payload, 'pull_request.head.sha'),
    owner: context.owner,
    repo: context.repo,
    labels: [],
    eventLabel: text(payload, 'label.name'),
    // The reference authorizes github.actor, who applied the label.
    sender: context.actor
  };
}

function livePull(data: unknown, context: WorkflowContext): LivePullRequest {
  return {
    state: text(data, 'state'),
    draft: at(data, 'draft') === true,
    headSha: text(data, 'head.sha'),
    headRepo: text(data, 'head.repo.full_name'),
    baseRepo: text(data, 'base.repo.full_name') || `${context.owner}/${context.repo}`,
    baseSha: text(data, 'base.sha'),
    labels: ((at(data, 'labels') ?? []) as { name?: unknown }[]).map((l) => String(l.name)),
    mergeCommitSha: text(data, 'merge_commit_sha'),
    mergeable: typeof at(data, 'mergeable') === 'boolean' ? (at(data, 'mergeable') as boolean) : null
  };
}

interface FoundRun {
  html_url: string;
  id?: number;
}

/**
 * trusted-external-sweep.yml end to end: label-gate's fork-dispatch checks (every refusal an error
 * with the reference's text), then `workflow_dispatch` of the e2e workflow on the default branch
 * with the label-derived inputs, a bounded look for the run it started, and the bilingual comment
 * linking it (or the workflow page). A comment that fails is a warning: the sweep is dispatched.
 */
export function runTrustedDispatch(
  context: WorkflowContext,
  policy: LabelPolicy,
  settings: TrustedDispatchSettings,
  ports: TrustedDispatchPorts
): Promise<StepResult> {
  const run = withApiMessages(() => trustedDispatch(context, policy, settings, ports));
  if (!settings.commentOnFailure) return run;
  return run.catch(async (error: unknown) => {
    const number = at(context.payload, 'pull_request.number');
    if (!(error instanceof SweepkitError) || typeof number !== 'number') throw error;
    try {
      await createComment(ports.github, number, `The trusted sweep was not dispatched: ${error.message}`);
    } catch (commentError) {
      if (!(commentError instanceof SweepkitError)) throw commentError;
      throw new SweepkitError(error.message, { code: error.code, details: [...error.details, `the PR comment failed too: ${commentError.message}`] });
    }
    throw error;
  });
}

async function trustedDispatch(
  context: WorkflowContext,
  policy: LabelPolicy,
  settings: TrustedDispatchSettings,
  { github, clock }: TrustedDispatchPorts
): Promise<StepResult> {
  const event = labelEvent(context);
  const number = event.number!;
  const decision = await decideForkDispatch(
    event,
    policy,
    {
      permission: (user) => permissionOf(github, user),
      livePull: async () => livePull(await github.get(`/pulls/${number}`), context),
      // The test merge commit must be built from the approved head before it is dispatched.
      commitParents: (sha) => commitParents(github, sha)
    },
    clock
  );
  if (!decision.dispatch) return { outputs: {}, warnings: [], skipped: decision.reason };

  const inputs = Object.fromEntries(INPUT_ORDER.map((key) => [key, decision.inputs[key] ?? '']));
  const headSha = inputs['changelog-head-ref']!;
  const started = clock.now();
  await github.post(`/actions/workflows/${encodeURIComponent(settings.workflow)}/dispatches`, {
    ref: text(context.payload, 'repository.default_branch'),
    inputs
  });

  const title = `e2e Test - ${inputs['test-name']}`;
  let looks = 0;
  await clock.sleep(LOOK_EVERY_MS);
  const run = await pollUntil<FoundRun | null>(
    clock,
    { timeoutMs: LOOKS * LOOK_EVERY_MS, pollMs: LOOK_EVERY_MS },
    async () => {
      looks++;
      const page = await github.get(`/actions/workflows/${encodeURIComponent(settings.workflow)}/runs`, { event: 'workflow_dispatch', per_page: 20 });
      const runs = (at(page, 'workflow_runs') ?? []) as { display_title?: string; created_at?: string; html_url?: string; id?: number }[];
      const found = runs.find((r) => r.display_title === title && Date.parse(r.created_at ?? '') >= started - SKEW_MS);
      if (found) return { html_url: found.html_url ?? '', id: found.id };
      return looks >= LOOKS ? null : undefined;
    },
    () => {
      throw new SweepkitError('the dispatched run lookup did not end', { code: 'trusted-dispatch' });
    }
  );

  const workflowPage = `${context.serverUrl}/${context.owner}/${context.repo}/actions/workflows/${settings.workflow}`;
  const link = run ? `[trusted sweep run](${run.html_url})` : `[End-to-End Tests workflow](${workflowPage})`;
  const body = [
    `Dispatched ${link} for approved external revision \`${headSha}\`.`,
    'New commits are not trusted automatically; remove and re-add the primary sweep label to approve a new SHA.',
    '',
    `已为获批的外部提交 \`${headSha}\` 调度${link}。`,
    '后续新提交不会自动获得信任；如需批准新的 SHA，请移除并重新添加主扫描标签。'
  ].join('\n');
  const warnings: string[] = [];
  try {
    await createComment(github, number, body);
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    warnings.push(`Sweep dispatched successfully, but the PR comment failed: ${error.apiMessage}`);
  }
  return {
    outputs: {},
    extras: { dispatched: 'true', 'run-id': run?.id === undefined ? '' : String(run.id), 'run-url': run?.html_url ?? '' },
    warnings
  };
}
