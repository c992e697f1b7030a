import { SweepkitError, type RestClient } from '../../common/src/index.js';
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
 * acknowledgement comment is updated (or, without its id, a new one is posted).
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
  if (commentId !== '') await updateComment(github, Number(commentId), body);
  else await createComment(github, Number(pr), body);
  return { outputs: {}, warnings: [] };
}
