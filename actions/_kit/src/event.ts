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
