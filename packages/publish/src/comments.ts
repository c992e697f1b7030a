import { GitHubApiError, SweepkitError, type RestClient } from '../../common/src/index.js';

/** issues.createComment; the new comment's id. */
export async function createComment(github: RestClient, issue: number, body: string): Promise<number> {
  const created = (await github.post(`/issues/${issue}/comments`, { body })) as { id?: unknown } | null;
  return typeof created?.id === 'number' ? created.id : 0;
}

/** issues.updateComment */
export async function updateComment(github: RestClient, commentId: number, body: string): Promise<void> {
  await github.patch(`/issues/comments/${commentId}`, { body });
}

/** repos.getCollaboratorPermissionLevel: `admin`, `maintain`, `write`, `read`, `none`, … */
export async function permissionOf(github: RestClient, user: string): Promise<string> {
  const data = (await github.get(`/collaborators/${encodeURIComponent(user)}/permission`)) as { permission?: unknown } | null;
  return typeof data?.permission === 'string' ? data.permission : 'none';
}

export const WRITE_PERMISSIONS: readonly string[] = ['admin', 'maintain', 'write'];

/** The result of a step: outputs, and warnings that do not fail it. */
export interface StepResult {
  outputs: Record<string, string>;
  /** Outputs Sweepkit adds to the reference step's (e.g. the dispatched run). */
  extras?: Record<string, string>;
  warnings: string[];
  /** Set when the job's `if:` would not have run it: nothing was called. */
  skipped?: string;
}

/**
 * Runs a reference step whose API failures ended it with Octokit's message (GitHub's own, e.g.
 * `Not Found`): that message is the headline, the request and status follow as detail.
 */
export async function withApiMessages(step: () => Promise<StepResult>): Promise<StepResult> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    throw new SweepkitError(error.apiMessage, { code: 'github-api', details: [error.message] });
  }
}
