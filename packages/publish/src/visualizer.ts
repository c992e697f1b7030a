import type { RestClient } from '../../gating/src/index.js';
import { createComment, updateComment, type StepResult } from './comments.js';

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
export async function runVisualizerComment(
  github: RestClient,
  { pr, runId, site, updateExisting }: { pr: number; runId: string; site: string; updateExisting: boolean }
): Promise<StepResult> {
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
