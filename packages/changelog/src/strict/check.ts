import { compareEntries, type EntryChanges } from './compare.js';
import type { LinkPolicy } from './links.js';
import { parseStrictChangelog } from './parse.js';
import { checkRawChange } from './raw.js';

export interface StrictResult extends EntryChanges {
  /** Base and head bytes are identical. */
  unchanged: boolean;
}

export interface StrictContext {
  file: string;
  /** The pull request; undefined on the main branch. */
  prNumber: number | undefined;
  links: LinkPolicy;
}

/**
 * The documented changelog contract (docs/gating.md §b.5), on the two blobs: file rules for base and
 * head, entry rules, then byte layout. The first violation is thrown as a SweepkitError.
 */
export function checkStrictChangelog(baseRaw: Uint8Array, headRaw: Uint8Array, context: StrictContext): StrictResult {
  const base = parseStrictChangelog(baseRaw, `base ${context.file}`, context.file);
  const head = parseStrictChangelog(headRaw, `head ${context.file}`, context.file);
  const changes = compareEntries(base, head, context.file, context.prNumber, context.links);
  checkRawChange(base.text, head.text, changes, context.file);
  return { ...changes, unchanged: base.text === head.text };
}
