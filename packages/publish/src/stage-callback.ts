import { GitHubApiError, SweepkitError, type RestClient } from '../../common/src/index.js';
import { commentIdentity, isOwnComment, STAGE_COMMENT, withMarker, type OwnableComment } from './comment-ownership.js';
import { createComment, updateComment, withApiMessages, type StepResult } from './comments.js';
import { at, type WorkflowContext } from './context.js';

export const STAGING_SITE = 'https://inferencemax-app-git-staging-semianalysisai.vercel.app';

export interface StageCallbackSettings {
  /** The only repository whose callbacks are believed (`owner/name`). */
  appRepository: string;
  /** The staging dashboard's origin. */
  stagingSite: string;
}

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'stage-callback' });
};

const NUMERIC = /^\d+$/;

/**
 * stage-results-callback.yml: the app reports `stage-results-started` / `-completed`; the payload is
 * checked field by field (the reference's order and texts) before anything reaches the PR, then the
 * acknowledgement comment is updated (or, without its id, a new one is posted). The id comes from
 * the payload, so it is believed only for a comment this bot wrote as the `/stage-results`
 * acknowledgement on that PR; any other id gets a new comment and a warning (the reference edited
 * whatever comment the id named).
 */
export function runStageCallback(context: WorkflowContext, github: RestClient, settings: StageCallbackSettings): Promise<StepResult> {
  return withApiMessages(() => stageCallback(context, github, settings));
}

async function stageCallback(context: WorkflowContext, github: RestClient, settings: StageCallbackSettings): Promise<StepResult> {
  const field = (name: string): string => {
    const value = at(context.payload, `client_payload.${name}`);
    return String(value ?? '');
  };
  const pr = field('pr-number');
  const runId = field('run-id');
  const appRunId = field('app-run-id');
  const commentId = field('comment-id');
  const date = field('run-date');
  const requester = field('requested-by');
  const action = String(at(context.payload, 'action') ?? '');

  if (field('source-repository') !== settings.appRepository) fail('Unsupported staging callback source');
  if (![runId, pr, appRunId].every((v) => NUMERIC.test(v))) fail('Callback run and PR identifiers must be numeric');
  if (commentId !== '' && !NUMERIC.test(commentId)) fail('Callback comment identifier must be numeric');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('Callback run date must use YYYY-MM-DD');
  if (!/^[A-Za-z0-9-]+$/.test(requester)) fail('Callback requester is not a valid GitHub login');
  if (action !== 'stage-results-started' && action !== 'stage-results-completed') fail('Unsupported staging callback type');
  const succeeded = field('stage-succeeded');
  if (action === 'stage-results-completed' && succeeded !== 'true' && succeeded !== 'false') fail('Callback stage-succeeded value must be true or false');

  const runUrl = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${runId}`;
  const appUrl = `${context.serverUrl}/${settings.appRepository}/actions/runs/${appRunId}`;
  let body: string;
  if (action === 'stage-results-started') {
    body = `@${requester} staging [run ${runId}](${runUrl}). [InferenceX-app staging workflow](${appUrl}) is now running. Existing staged runs will be preserved; this comment will be updated when staging completes.`;
  } else if (succeeded === 'true') {
    const link = `${settings.stagingSite}/inference?i_dates=${encodeURIComponent(`${date}~r${runId}`)}`;
    body = [
      `@${requester} staged run ${runId}: ${link}`,
      '',
      `This run remains available across future \`/stage-results\` requests. Staging the same run ID again updates its staged data. [Staging workflow](${appUrl})`
    ].join('\n');
  } else {
    body = `@${requester} staging run ${runId} failed. [Inspect the staging workflow](${appUrl}).`;
  }
  const warnings: string[] = [];
  body = withMarker(body, STAGE_COMMENT);
  if (commentId !== '' && (await isStageComment(github, Number(commentId), Number(pr)))) await updateComment(github, Number(commentId), body);
  else {
    if (commentId !== '')
      warnings.push(`comment ${commentId} is not this bot's /stage-results comment on PR #${pr}: posted a new comment instead of editing it`);
    await createComment(github, Number(pr), body);
  }
  return { outputs: {}, warnings };
}

/** The comment exists, is on the PR, and is this bot's own `/stage-results` acknowledgement. */
async function isStageComment(github: RestClient, commentId: number, pr: number): Promise<boolean> {
  let comment: (OwnableComment & { issue_url?: unknown }) | null;
  try {
    comment = (await github.get(`/issues/comments/${commentId}`)) as typeof comment;
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) return false;
    throw error;
  }
  const onPr = typeof comment?.issue_url === 'string' && comment.issue_url.endsWith(`/issues/${pr}`);
  return onPr && isOwnComment(comment!, await commentIdentity(github), STAGE_COMMENT);
}
