import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/**
 * Writes untrusted text (job logs, config values, labels) to the log so that no line of it can be
 * taken for a workflow command: inside `::stop-commands::<token>` the runner executes nothing
 * until `::<token>::`, and the token is random so the text cannot guess it. Always, whatever the
 * text holds: the runner executes `::cmd` at a line's start and the legacy `##[cmd]` anywhere in
 * a line, and a check for either would be one more parser to keep in step with the runner's.
 */
export function logUntrusted(text: string): void {
  const token = `sweepkit-${randomUUID()}`;
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
