import { jsonErrorMessage, readTextFile, SweepkitError, type Files } from '../../common/src/index.js';

/** What a workflow step knows about its run (github-script's `context`), read from the runner's variables and the event payload. */
export interface WorkflowContext {
  eventName: string;
  owner: string;
  repo: string;
  /** github.actor */
  actor: string;
  runId: string;
  /** e.g. `https://github.com` (no trailing slash). */
  serverUrl: string;
  payload: Record<string, unknown>;
}

export interface ContextValues {
  repo: string;
  'event-name': string;
  'event-path'?: string;
  actor: string;
  'run-id': string;
  'server-url'?: string;
}

/** The context of a run: `owner/name` and the payload file are checked here, one line naming the option on a mistake. */
export function readContext(values: ContextValues, files: Files, resolvePath: (path: string) => string = (p) => p): WorkflowContext {
  const [owner, repo, extra] = values.repo.split('/');
  if (!owner || !repo || extra !== undefined) throw new SweepkitError(`repo must be owner/name, got '${values.repo}'`, { code: 'usage' });
  let payload: unknown = {};
  const path = values['event-path'];
  if (path) {
    const content = readTextFile(files, resolvePath(path), path);
    try {
      payload = JSON.parse(content);
    } catch (error) {
      throw new SweepkitError(`event payload is not valid JSON (${jsonErrorMessage(error)})`, { location: { file: path }, code: 'event-payload' });
    }
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new SweepkitError('event payload must be a JSON object', { location: { file: path ?? '' }, code: 'event-payload' });
  }
  return {
    eventName: values['event-name'],
    owner,
    repo,
    actor: values.actor,
    runId: values['run-id'],
    serverUrl: (values['server-url'] || 'https://github.com').replace(/\/+$/, ''),
    payload: payload as Record<string, unknown>
  };
}

/** The value at a dotted path of a JSON value, or undefined when a step is missing or null. */
export function at(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node ?? undefined;
}

/** A payload string (empty when absent or not a string). */
export const text = (root: unknown, path: string): string => {
  const value = at(root, path);
  return typeof value === 'string' ? value : '';
};
