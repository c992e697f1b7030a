import { randomUUID } from 'node:crypto';
import * as core from './core.js';

/**
 * Writes untrusted text (job logs, config values, labels) to the log so that no line of it can be
 * taken for a workflow command: inside `::stop-commands::<token>` the runner executes nothing
 * until `::<token>::`, and the token is random so the text cannot guess it.
 */
export function logUntrusted(text: string): void {
  if (!text.includes('::')) {
    core.info(text);
    return;
  }
  const token = `sweepkit-${randomUUID()}`;
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
