import { OptionError, type RestClient } from '../../common/src/index.js';
import { commentIdentity, findOwnComment, withMarker, type OwnableComment } from './comment-ownership.js';
import { createComment, updateComment, withApiMessages, type StepResult } from './comments.js';
import { at, type WorkflowContext } from './context.js';

export const VISUALIZER_SITE = 'https://inferencex.semianalysis.com';

const LEAD = 'see unofficial run visualizer at ';
const MARKER = 'visualizer';

/** The two links of a run's unofficial results (lines joined by `\n`, no trailing newline). */
export function visualizerBody(site: string, runId: string): string {
  return [`${LEAD}${site}/inference?unofficialRun=${runId}`, `${LEAD}${site}/evaluation?unofficialRun=${runId}`].join('\n');
}

/**
 * run-sweep.yml `comment-unofficial-run-visualizer`: posts the links of this run on the PR. With
 * `updateExisting`, the visualizer comment this bot posted earlier (its own login, its marker) is
 * edited to the new run instead, so a PR that sweeps many times keeps one comment (the reference
 * adds one per run); nobody else's comment is ever edited, whatever its text.
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
  if (!updateExisting) {
    const id = await createComment(github, pr, visualizerBody(site, runId));
    return { outputs: {}, extras: { 'comment-id': String(id) }, warnings: [] };
  }
  const body = withMarker(visualizerBody(site, runId), MARKER);
  const identity = await commentIdentity(github);
  const own = await findOwnComment(github.pages(`/issues/${pr}/comments`) as AsyncIterable<OwnableComment & { id?: unknown }>, identity, MARKER);
  if (typeof own?.id === 'number') {
    await updateComment(github, own.id, body);
    return { outputs: {}, extras: { 'comment-id': String(own.id) }, warnings: [] };
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
