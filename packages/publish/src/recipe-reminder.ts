import { GitHubApiError, OptionError, type RestClient } from '../../common/src/index.js';
import { commentIdentity, isOwnComment, withMarker, type OwnableComment } from './comment-ownership.js';
import { createComment, withApiMessages, type StepResult } from './comments.js';
import { at, type WorkflowContext } from './context.js';

/** The marker id of the reminder (`<!-- sweepkit-comment:recipe-reminder -->`). */
export const RECIPE_REMINDER = 'recipe-reminder';

/**
 * pr-recipe-reminder.yml's text, English then Chinese, its links pointing at `repoUrl`'s main
 * branch (the reference names SemiAnalysisAI/InferenceX). No trailing newline.
 */
export function recipeReminderBody(repoUrl: string): string {
  const codeowners = `${repoUrl}/blob/main/.github/CODEOWNERS`;
  const checklist = `${repoUrl}/blob/main/docs/PR_REVIEW_CHECKLIST.md`;
  const rerun = 'https://docs.github.com/en/actions/how-tos/manage-workflow-runs/re-run-workflows-and-jobs#re-running-failed-jobs-in-a-workflow';
  const phrase = '`As a PR reviewer and CODEOWNER, I have reviewed this and have`';
  return [
    `Thanks for the contribution! Please reach out to respective companies' [CODEOWNER](${codeowners}) to fill in the latest [PR_REVIEW_CHECKLIST.md](${checklist}) before pinging core maintainer on Slack for review. In order for the signoff PR check bot to trigger, you must follow the PR_REVIEW_CHECKLIST.md template correctly, including the phrase ${phrase}.`,
    '',
    'For PR verification, add the `full-sweep-fail-fast` label (strongly recommended) to this PR — the benchmark sweep only runs on labeled PRs. Use `full-sweep-enabled` only if you need matrix jobs to keep running past a failure.',
    '',
    `**PR authors are responsible for ensuring that after merging, all GitHub Action jobs fully pass.** A lot of the time, failures are just flakes and simply re-running the failed jobs will fix it. [See GitHub's docs on re-running failed jobs](${rerun})`,
    '',
    '---',
    '',
    `感谢你的贡献！请联系相应公司的 [CODEOWNER](${codeowners}) 填写最新的 [PR_REVIEW_CHECKLIST.md](${checklist})，然后再在 Slack 上联系核心维护者进行审阅。为了触发 signoff PR 检查机器人，你必须正确遵循 PR_REVIEW_CHECKLIST.md 模板，包括保留英文语句 ${phrase}。`,
    '',
    '如需进行 PR 验证，请为此 PR 添加 `full-sweep-fail-fast` 标签（强烈推荐）— 基准测试 sweep 仅在带有标签的 PR 上运行。仅当需要矩阵任务在失败后继续运行时才使用 `full-sweep-enabled`。',
    '',
    `**PR 作者有责任确保合并后所有 GitHub Action 任务完全通过。** 很多时候失败只是偶发抖动（flake），重新运行失败的任务即可解决。[参见 GitHub 关于重新运行失败任务的文档](${rerun})`
  ].join('\n');
}

export interface RecipeReminderRequest {
  pr: number;
  /** The reminder text (the marker is added). */
  body: string;
}

type Comment = OwnableComment & { id?: unknown };

/** This bot's reminders on the PR, every page read, oldest first (comment ids only grow). */
async function ownReminders(github: RestClient, pr: number, identity: string): Promise<number[]> {
  const ids: number[] = [];
  for await (const comment of github.pages(`/issues/${pr}/comments`) as AsyncIterable<Comment>) {
    if (typeof comment.id === 'number' && isOwnComment(comment, identity, RECIPE_REMINDER)) ids.push(comment.id);
  }
  return ids.sort((a, b) => a - b);
}

/** Deletes a comment; one another run deleted first (404) is gone already. */
async function deleteComment(github: RestClient, id: number): Promise<void> {
  try {
    await github.delete(`/issues/comments/${id}`);
  } catch (error) {
    if (!(error instanceof GitHubApiError && error.status === 404)) throw error;
  }
}

/**
 * pr-recipe-reminder.yml: the reminder once per PR. Only this bot's own comments with the
 * reminder's marker count (the token's login; all pages of the PR's comments are read, where the
 * reference read the first 30 and any author's text). Runs of the same PR racing each other all
 * post, then list again and keep only the oldest reminder: every run deletes the newer ones, so
 * one remains whatever the interleaving.
 */
export function runRecipeReminder(github: RestClient, request: RecipeReminderRequest): Promise<StepResult> {
  return withApiMessages(async () => {
    const identity = await commentIdentity(github);
    const before = await ownReminders(github, request.pr, identity);
    let posted: number | undefined;
    if (before.length === 0) posted = await createComment(github, request.pr, withMarker(request.body, RECIPE_REMINDER));
    let reminders = posted === undefined ? before : await ownReminders(github, request.pr, identity);
    // A list that does not show our new comment yet still counts it.
    if (posted !== undefined && !reminders.includes(posted)) reminders = [...reminders, posted].sort((a, b) => a - b);
    const [kept, ...newer] = reminders as [number, ...number[]];
    for (const id of newer) await deleteComment(github, id);
    const lostRace = posted !== undefined && posted !== kept;
    return {
      outputs: {},
      extras: { 'comment-id': String(kept), posted: String(posted === kept), 'duplicates-deleted': String(newer.length) },
      warnings: lostRace ? [`another run of this pull request posted the reminder first (comment ${kept}): this run removed its own`] : []
    };
  });
}

/**
 * The reminder of this run: the given PR, else the payload's pull request; the text of
 * `bodyFile` (read by `readText`), else the reference's with links to this repository.
 */
export function recipeReminderRequest(
  context: WorkflowContext,
  values: { 'pr-number'?: number; 'body-file': string },
  readText: (path: string) => string
): RecipeReminderRequest {
  const pr = values['pr-number'] ?? at(context.payload, 'pull_request.number');
  if (typeof pr !== 'number') throw new OptionError('{pr-number} is required: the event payload names no pull request');
  const body = values['body-file'] ? readText(values['body-file']).trimEnd() : recipeReminderBody(`${context.serverUrl}/${context.owner}/${context.repo}`);
  return { pr, body };
}
