import { jsonErrorMessage, SweepkitError } from '../../../common/src/index.js';

/** The facts of a pull_request event that the gate reads (labels as in the payload). */
export interface PullRequestEvent {
  /** pull_request_target: the same payload, run in the base repository's context (fork PRs). */
  name: 'pull_request' | 'pull_request_target';
  action: string;
  /** Absent from some hand-made payloads; only the API look-ups need it. */
  number?: number;
  draft: boolean;
  /** The head repository is not the base repository (or was deleted). */
  fork: boolean;
  baseBranch: string;
  headSha?: string;
  /** Base repository, for API look-ups. */
  owner: string;
  repo: string;
  labels: string[];
  /** The label of a labeled/unlabeled event. */
  eventLabel?: string;
  /** Who triggered the event (sender.login). */
  sender?: string;
}

export interface PushEvent {
  name: 'push';
  ref: string;
  headMessage: string;
}

/** Any other event (issue_comment, workflow_dispatch, …): the sweep workflow does not start for it. */
export interface OtherEvent {
  name: 'other';
  eventName: string;
  /** The PR an issue_comment or review event is about, when the payload names one. */
  number?: number;
  /** github.event.pull_request.number (review events have it, issue comments do not). */
  pullRequestNumber?: number;
}

export type GateEvent = PullRequestEvent | PushEvent | OtherEvent;

type Json = unknown;

/** Reads typed fields of the payload; a wrong or missing one is an error naming its JSON path. */
class PayloadReader {
  constructor(
    private readonly file: string,
    private readonly root: Json
  ) {}

  fail(message: string): never {
    throw new SweepkitError(`event payload: ${message}`, { location: { file: this.file }, code: 'event-payload' });
  }

  /** The value at a dotted path, or undefined when some step is missing or null. */
  get(path: string): Json {
    let node = this.root;
    for (const key of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, Json>)[key];
    }
    return node ?? undefined;
  }

  string(path: string): string {
    const value = this.get(path);
    if (typeof value !== 'string') this.fail(`${path} must be a string`);
    return value as string;
  }

  optionalString(path: string): string | undefined {
    const value = this.get(path);
    if (value !== undefined && typeof value !== 'string') this.fail(`${path} must be a string`);
    return value as string | undefined;
  }

  labelNames(path: string): string[] {
    const value = this.get(path) ?? [];
    if (!Array.isArray(value)) this.fail(`${path} must be a list`);
    return (value as Json[]).map((_, index) => this.string(`${path}.${index}.name`));
  }
}

function parseJson(text: string, file: string): Json {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SweepkitError(`event payload is not valid JSON (${jsonErrorMessage(error)})`, { location: { file }, code: 'event-payload' });
  }
}

function pullRequestEvent(read: PayloadReader, name: PullRequestEvent['name']): PullRequestEvent {
  const pr = read.get('pull_request');
  if (pr === undefined || typeof pr !== 'object' || Array.isArray(pr)) read.fail("not a pull_request event: it has no 'pull_request' object");
  const number = read.get('pull_request.number') ?? read.get('number');
  if (number !== undefined && !Number.isInteger(number)) read.fail('pull_request.number must be an integer');
  const baseRepo = read.optionalString('pull_request.base.repo.full_name') ?? read.string('repository.full_name');
  const headRepo = read.optionalString('pull_request.head.repo.full_name');
  const [owner = '', repo = ''] = baseRepo.split('/');
  const draft = read.get('pull_request.draft');
  if (draft !== undefined && typeof draft !== 'boolean') read.fail('pull_request.draft must be true or false');
  const action = read.string('action');
  return {
    name,
    action,
    number: number as number | undefined,
    draft: draft === true,
    // Repository names compare case-insensitively on GitHub (and in workflow expressions).
    fork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    baseBranch: read.string('pull_request.base.ref'),
    headSha: read.optionalString('pull_request.head.sha'),
    owner,
    repo,
    labels: read.labelNames('pull_request.labels'),
    eventLabel: action === 'labeled' || action === 'unlabeled' ? read.optionalString('label.name') : undefined,
    sender: read.optionalString('sender.login')
  };
}

function pushEvent(read: PayloadReader): PushEvent {
  if (read.get('pull_request') !== undefined) read.fail("not a push event: it has a 'pull_request' object");
  return { name: 'push', ref: read.string('ref'), headMessage: read.optionalString('head_commit.message') ?? '' };
}

/** Reads a webhook payload; a payload that is not JSON, or of the wrong shape for its event, is an error. */
export function parseGateEvent(eventName: string, payloadText: string, file: string): GateEvent {
  const root = parseJson(payloadText, file);
  const read = new PayloadReader(file, root);
  if (eventName === 'pull_request' || eventName === 'pull_request_target') return pullRequestEvent(read, eventName);
  if (eventName === 'push') return pushEvent(read);
  if (root === null || typeof root !== 'object' || Array.isArray(root)) read.fail('the payload must be a JSON object');
  const integer = (path: string): number | undefined => (Number.isInteger(read.get(path)) ? (read.get(path) as number) : undefined);
  const pullRequestNumber = integer('pull_request.number');
  const number = pullRequestNumber ?? (read.get('issue.pull_request') !== undefined ? integer('issue.number') : undefined);
  return { name: 'other', eventName, number, pullRequestNumber };
}
