import type { ChangelogVerdict } from './validate.js';

/** The line printed for an accepted change (the reference's text when entries were added). */
export function acceptedMessage(file: string, verdict: ChangelogVerdict): string {
  if (verdict.additions > 0) return `Validated ${file}: final newline present and matrix generated`;
  return `Validated ${file}: ${verdict.corrections} pr-link correction${verdict.corrections === 1 ? '' : 's'}, no new entries`;
}
