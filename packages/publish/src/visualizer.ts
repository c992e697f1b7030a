import { OptionError, type RestClient } from '../../common/src/index.js';
import { createComment, updateComment, withApiMessages, type StepResult } from './comments.js';
import { at, type WorkflowContext } from './context.js';

export const VISUALIZER_SITE = 'https://inferencex.semianalysis.com';

const LEAD = 'see unofficial run visualizer at ';

/** The two links of a run's unofficial results (lines joined by `\n`, no trailing newline). */
export function visualizerBody(site: string, runId: string): string {
  return [`${LEAD}${site}/inference?unofficialRun=${runId}`, `${LEAD}${site}/evaluation?unofficialRun=${runId}`].join('\n');
}

/**
 * run-sweep.yml `comment-unofficial-run-visualizer`: posts the links of this run on the PR. With
 * `updateExisting`, an earlier visualizer comment is edited to the new run instead, so a PR that
 * sweeps many times keeps one comment (the reference adds one per run).
 */
export function runVisualizerComment(github: RestClient, request: VisualizerRequest): Promise<StepResult> {
  return withApiMessages(() => visualizerComment(github, request));
}

export interface VisualizerRequest {
  pr: number;
  runId: string;
  site: string;
  updateExisting: boolean;
}

async function visualizerComment(github: RestClient, { pr, runId, site, updateExisting }: VisualizerRequest): Promise<StepResult> {
  const body = visualizerBody(site, runId);
  if (updateExisting) {
    for await (const comment of github.pages(`/issues/${pr}/comments`)) {
      const { id, body: existing } = comment as { id?: unknown; body?: unknown };
      if (typeof id === 'number' && typeof existing === 'string' && existing.startsWith(LEAD)) {
        await updateComment(github, id, body);
        return { outputs: {}, extras: { 'comment-id': String(id) }, warnings: [] };
      }
    }
  }
  const id = await createComment(github, pr, body);
  return { outputs: {}, extras: { 'comment-id': String(id) }, warnings: [] };
}

/** The PR and run of the comment: the given number, else the payload's pull request or issue; the run id must be one. */
export function visualizerPullRequest(context: WorkflowContext, given: number | undefined): { pr: number; runId: string } {
  const pr = given ?? at(context.payload, 'pull_request.number') ?? at(context.payload, 'issue.number');
  if (typeof pr !== 'number') throw new OptionError('{pr-number} is required: the event payload names no pull request');
  if (!/^\d+$/.test(context.runId)) throw new OptionError(`{run-id} must be a run id, got '${context.runId}'`);
  return { pr, runId: context.runId };
}
