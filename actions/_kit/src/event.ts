import { readFileSync } from 'node:fs';
import { jsonErrorMessage, UsageError } from '../../../packages/common/src/index.js';

/** The workflow event the runner describes: GITHUB_EVENT_NAME and the parsed GITHUB_EVENT_PATH payload ({} when absent). */
export function readWorkflowEvent(): { name: string; payload: unknown } {
  const name = process.env.GITHUB_EVENT_NAME ?? '';
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return { name, payload: {} };
  try {
    return { name, payload: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    throw new UsageError(`cannot read the event payload GITHUB_EVENT_PATH=${path}: ${jsonErrorMessage(error)}`);
  }
}

/** The default queue-token namespace of a workflow run: `<run id>:<run attempt>`. */
export const runQueueNamespace = (env: Readonly<Record<string, string | undefined>> = process.env): string =>
  `${env.GITHUB_RUN_ID ?? 'local'}:${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
