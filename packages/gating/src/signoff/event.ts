import { SweepkitError } from '../../../common/src/index.js';

/** The sign-off phrase; its presence anywhere in the text (any case, quoted too) triggers verification. */
export const SIGNOFF_PHRASE = 'As a PR reviewer and CODEOWNER';

export type SignoffKind = 'conversation comment' | 'review summary' | 'inline review comment';

/** Where the sign-off text is: in the payload, or (dispatch) to be fetched by id. */
export interface SignoffSource {
  prNumber: number;
  kind: SignoffKind;
  commentId: string;
  /** Known from the payload; undefined on dispatch (fetched through the API). */
  author?: string;
  body?: string;
  /** The workflow_dispatch path: readiness is not required. */
  dispatched: boolean;
}

/** No sign-off to verify for this event, and why (logged, not an error). */
export interface NotASignoff {
  skip: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
type Json = Record<string, any>;

const ANCHORS: [RegExp, SignoffKind][] = [
  [/#issuecomment-(\d+)/, 'conversation comment'],
  [/#pullrequestreview-(\d+)/, 'review summary'],
  [/#discussion_r(\d+)/, 'inline review comment']
];

/** The comment a workflow_dispatch `comment_url` points at, with the reference's messages. */
export function parseCommentUrl(url: string): SignoffSource {
  const pull = /\/pull\/(\d+)/.exec(url);
  if (!pull) throw new SweepkitError(`comment_url must contain /pull/<number>: ${url}`, { code: 'comment-url' });
  for (const [pattern, kind] of ANCHORS) {
    const match = pattern.exec(url);
    if (match) return { prNumber: Number(pull[1]), kind, commentId: match[1]!, dispatched: true };
  }
  throw new SweepkitError(`comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: ${url}`, { code: 'comment-url' });
}

/** The REST path of a sign-off comment (below `/repos/<owner>/<name>`). */
export function signoffCommentPath(kind: SignoffKind, pr: number, id: string): string {
  return kind === 'conversation comment' ? `/issues/comments/${id}` : kind === 'review summary' ? `/pulls/${pr}/reviews/${id}` : `/pulls/comments/${id}`;
}

/**
 * The command that prints a sign-off's text, for the verifier's prompt (it reads the sign-off
 * itself rather than a copy the event carried). Only digits and the repository name reach it.
 */
export function signoffFetchCommand(repo: string, kind: SignoffKind, pr: number, id: string): string {
  if (!/^\d+$/.test(id) || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return '';
  return `gh api repos/${repo}${signoffCommentPath(kind, pr, id)} --jq .body`;
}

const hasPhrase = (body: unknown): boolean => typeof body === 'string' && body.toLowerCase().includes(SIGNOFF_PHRASE.toLowerCase());
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Normalises the four trigger events of the sign-off verification (issue_comment, reviews, dispatch). */
export function signoffSource(eventName: string, payload: Json, commentUrl: string): SignoffSource | NotASignoff {
  const fromPayload = (prNumber: unknown, kind: SignoffKind, item: Json | undefined): SignoffSource | NotASignoff => {
    if (!item) return { skip: `the ${eventName} payload has no comment` };
    if (!hasPhrase(item.body)) return { skip: `the ${kind} does not contain "${SIGNOFF_PHRASE}"` };
    if (!Number.isInteger(prNumber)) return { skip: `the ${eventName} payload names no pull request` };
    return { prNumber: prNumber as number, kind, commentId: str(item.id), author: str(item.user?.login), body: item.body as string, dispatched: false };
  };
  switch (eventName) {
    case 'workflow_dispatch':
      return parseCommentUrl(commentUrl || str(payload.inputs?.comment_url));
    case 'issue_comment':
      if (!payload.issue?.pull_request) return { skip: 'the comment is on an issue, not a pull request' };
      return fromPayload(payload.issue.number, 'conversation comment', payload.comment);
    case 'pull_request_review':
      return fromPayload(payload.pull_request?.number, 'review summary', payload.review);
    case 'pull_request_review_comment':
      return fromPayload(payload.pull_request?.number, 'inline review comment', payload.comment);
    default:
      return { skip: `${eventName} is not a sign-off event` };
  }
}

/** A webhook payload's text as an object; anything else is one error naming the file. */
export function parsePayloadObject(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SweepkitError('event payload is not a JSON object', { location: { file }, code: 'event-payload' });
  }
  return value as Record<string, unknown>;
}
