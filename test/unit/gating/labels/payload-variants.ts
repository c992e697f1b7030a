/**
 * Realistic webhook payloads for the label-gate tests: the example payloads of
 * @octokit/webhooks-examples (copied into test/fixtures/gating/labels/payloads), varied in
 * labels, draft, fork, event label and base branch. The examples target `master`; variants target
 * `main` (the default policy's branch) unless told otherwise.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURES = join(import.meta.dirname, '../../../fixtures/gating/labels');

export type PullAction = 'synchronize' | 'labeled' | 'unlabeled' | 'ready_for_review' | 'opened';

export interface PullVariant {
  labels?: readonly string[];
  draft?: boolean;
  fork?: boolean;
  /** The label of a labeled/unlabeled event. */
  eventLabel?: string;
  base?: string;
}

type Json = Record<string, any>;

export function examplePayload(name: string): Json {
  return JSON.parse(readFileSync(join(FIXTURES, 'payloads', `${name}.json`), 'utf8')) as Json;
}

export function pullPayload(action: PullAction, variant: PullVariant = {}): Json {
  const payload = examplePayload(`pull_request.${action}`);
  const pr = payload.pull_request;
  const template = pr.labels[0] ?? { id: 1, node_id: 'L', url: '', name: '', color: 'ededed', default: false, description: null };
  const label = (name: string, index: number) => ({ ...template, id: 1000 + index, name });
  pr.labels = (variant.labels ?? []).map(label);
  pr.draft = variant.draft ?? false;
  pr.base.ref = variant.base ?? 'main';
  if (variant.fork) {
    pr.head.repo = { ...pr.head.repo, full_name: 'octo-fork/Hello-World', fork: true, owner: { ...pr.head.repo.owner, login: 'octo-fork' } };
    pr.head.label = 'octo-fork:changes';
  }
  if (action === 'labeled' || action === 'unlabeled') payload.label = label(variant.eventLabel ?? 'bug', 99);
  return payload;
}

export function pushPayload(ref = 'refs/heads/main', message?: string): Json {
  const payload = examplePayload('push');
  payload.ref = ref;
  if (message !== undefined) payload.head_commit.message = message;
  return payload;
}
