import { GitHubApiError, type RestClient } from '../../common/src/index.js';

/**
 * Which PR comments this bot may edit: only ones it wrote itself (the author is the token's own
 * login) that also carry its hidden marker for the same purpose. A lead text, a quoted marker or a
 * marker in a stranger's comment never makes a comment ours: anyone can type text, nobody else can
 * post as the token's login.
 */

/** The hidden line that names what a comment is for (`visualizer`, `stage-results`, `recipe-reminder`, …). */
export function commentMarker(id: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`comment marker id must be lower-case words joined by '-', got '${id}'`);
  return `<!-- sweepkit-comment:${id} -->`;
}

/** The marker of the `/stage-results` acknowledgement, which the staging callback edits. */
export const STAGE_COMMENT = 'stage-results';

/** The body with the marker as its own last line (a body that already ends with it is kept as is). */
export function withMarker(body: string, id: string): string {
  const marker = commentMarker(id);
  return body.split('\n').at(-1) === marker ? body : `${body}\n${marker}`;
}

/** A PR comment as the REST API answers it (only the fields read here). */
export interface OwnableComment {
  body?: unknown;
  user?: { login?: unknown } | null;
}

/** GitHub logins are case-insensitive. */
const sameLogin = (a: string, b: string): boolean => a !== '' && a.toLowerCase() === b.toLowerCase();

/** Written by `identity` (the token's login) and carrying the marker of `id` as a whole line. */
export function isOwnComment(comment: OwnableComment, identity: string, id: string): boolean {
  const author = typeof comment.user?.login === 'string' ? comment.user.login : '';
  if (!sameLogin(author, identity)) return false;
  const marker = commentMarker(id);
  return typeof comment.body === 'string' && comment.body.split('\n').some((line) => line.trimEnd() === marker);
}

/** The first of `comments` that is ours for `id`, if any. */
export async function findOwnComment<T extends OwnableComment>(comments: Iterable<T> | AsyncIterable<T>, identity: string, id: string): Promise<T | undefined> {
  for await (const comment of comments) if (isOwnComment(comment, identity, id)) return comment;
  return undefined;
}

/** The login GITHUB_TOKEN (an Actions installation token) writes comments as. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The login this client's token writes comments as: `GET /user` for a personal or user token; an
 * installation token cannot read /user (403) and writes as the Actions bot. A wrong guess is safe:
 * no comment matches, so a new one is posted rather than someone else's edited.
 */
export async function commentIdentity(github: RestClient): Promise<string> {
  try {
    const login = ((await github.getApi('/user')) as { login?: unknown } | null)?.login;
    return typeof login === 'string' ? login : '';
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 403) return ACTIONS_BOT_LOGIN;
    throw error;
  }
}
