import { parseChangelogDiff } from './diff-lines.js';
import { type ChangelogRequest, type ChangelogWorkspace } from './analyse.js';
import { SweepkitError } from '../../common/src/index.js';
import { diagnoseBehindBase } from './behind-base.js';

const decoder = new TextDecoder();

/** Errors that a branch behind its base produces: compat's deleted line, strict's changed entries or bytes. */
const BEHIND_SYMPTOMS = new Set(['DELETED_LINE', 'STRICT_ENTRIES', 'STRICT_LAYOUT']);

/**
 * The error, re-worded when the branch is merely behind its base (the original text stays as
 * detail); any other error comes back unchanged.
 */
export async function explainIfBehind(error: unknown, request: ChangelogRequest, ws: ChangelogWorkspace): Promise<unknown> {
  if (!(error instanceof SweepkitError) || !BEHIND_SYMPTOMS.has(error.code ?? '')) return error;
  const { git } = ws;
  const file = request.changelogFile;
  const fork = await git.mergeBase(request.baseRef, request.headRef);
  const [baseRaw, headRaw, forkRaw, diff] = await Promise.all([
    git.show(request.baseRef, file).catch(() => undefined),
    git.show(request.headRef, file).catch(() => undefined),
    fork ? git.show(fork, file).catch(() => new Uint8Array()) : undefined,
    git.diff(request.baseRef, request.headRef, file).catch(() => undefined)
  ]);
  if (!baseRaw || !headRaw || !forkRaw || diff === undefined) return error;
  const texts = { base: decoder.decode(baseRaw), head: decoder.decode(headRaw), mergeBase: decoder.decode(forkRaw) };
  const behind = diagnoseBehindBase(texts, parseChangelogDiff(diff).deleted, file);
  if (!behind) return error;
  const entries = behind.missingEntries;
  const what = entries.length === 1 ? `entry ${entries[0]}` : `entries ${entries.join(', ')}`;
  return new SweepkitError(
    `your branch is behind ${request.baseRef}; merge it: ${request.baseRef} gained changelog ${what} after this branch forked, which the diff shows as deleted lines`,
    { location: error.location, code: 'BRANCH_BEHIND', details: [error.message] }
  );
}
