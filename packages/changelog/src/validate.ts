import { processChangelog } from './process.js';
import { type ChangelogAnalysis, type ChangelogRequest, type ChangelogWorkspace } from './analyse.js';
import { type ChangelogEntry } from './entry.js';
import { SweepkitError, toSweepkitErrors, GitError } from '../../common/src/index.js';
import { explainIfBehind } from './explain-deletion.js';
import { checkStrictChangelog, type StrictResult } from './strict/check.js';
import type { LinkPolicy } from './strict/links.js';

export const CHANGELOG_MODES = ['compat', 'strict', 'strict-warn'] as const;
export type ChangelogMode = (typeof CHANGELOG_MODES)[number];

export interface ValidateChangelogRequest extends ChangelogRequest {
  /** compat = the reference CI gate; strict = the documented contract; strict-warn = compat deciding, strict warning. */
  mode: ChangelogMode;
  /** The pull request (strict link rules); undefined on the main branch. */
  prNumber: number | undefined;
  links: LinkPolicy;
  /** strict: whether a pure pr-link correction is acceptable (the documented intent; compat never accepts one). */
  allowCorrections: boolean;
}

export interface ChangelogVerdict {
  valid: boolean;
  additions: number;
  corrections: number;
  addedEntries: ChangelogEntry[];
  /** Config keys of the added entries, resolved against the master configs, first-seen order. */
  configKeys: string[];
  appendOnly: boolean;
  /** Why the change is rejected (empty when valid); `code` is the stable error code. */
  errors: SweepkitError[];
  /** strict-warn: what the strict contract would reject. */
  warnings: SweepkitError[];
}

const decoder = new TextDecoder();

async function readBlob(ws: ChangelogWorkspace, ref: string, file: string, code: string): Promise<Uint8Array> {
  try {
    return await ws.git.show(ref, file);
  } catch (error) {
    if (error instanceof GitError) throw new SweepkitError(`could not read ${file} at ${ref}: ${error.detail}`, { location: { file }, code });
    throw error;
  }
}

/** The matrix step: the additions must turn into a sweep matrix (the gate discards the matrix itself). */
const matrixStep = async (request: ChangelogRequest, ws: ChangelogWorkspace): Promise<ChangelogAnalysis> =>
  (await processChangelog({ ...request, trimConc: false }, ws)).analysis;

/** docs/gating.md §b.3: the reference CI gate — final newline, then the diff must process cleanly. */
async function compatCheck(request: ChangelogRequest, ws: ChangelogWorkspace): Promise<ChangelogAnalysis> {
  const headRaw = await readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE');
  const headText = decoder.decode(headRaw);
  if (headRaw[headRaw.length - 1] !== 0x0a) {
    throw new SweepkitError(`${request.changelogFile} at ${request.headRef} does not end with a newline`, {
      location: { file: request.changelogFile, line: headText.split('\n').length },
      code: 'NO_FINAL_NEWLINE'
    });
  }
  return matrixStep(request, ws);
}

async function strictCheck(request: ValidateChangelogRequest, ws: ChangelogWorkspace): Promise<StrictResult> {
  const [baseRaw, headRaw] = await Promise.all([
    readBlob(ws, request.baseRef, request.changelogFile, 'BASE_UNREADABLE'),
    readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE')
  ]);
  const result = checkStrictChangelog(baseRaw, headRaw, { file: request.changelogFile, prNumber: request.prNumber, links: request.links });
  if (result.unchanged) throw new SweepkitError(`${request.changelogFile} has no changes`, { location: { file: request.changelogFile }, code: 'NO_CHANGES' });
  if (result.corrections > 0 && !request.allowCorrections) {
    throw new SweepkitError('pr-link corrections are not allowed here (allow-pr-link-corrections is false)', {
      location: { file: request.changelogFile },
      code: 'CORRECTIONS_DISABLED'
    });
  }
  return result;
}

const accepted = (analysis: ChangelogAnalysis | undefined, corrections: number, warnings: SweepkitError[]): ChangelogVerdict => ({
  valid: true,
  additions: analysis?.additions.entries.length ?? 0,
  corrections,
  addedEntries: analysis?.additions.entries ?? [],
  configKeys: [...new Set(analysis?.resolvedKeys.flat() ?? [])],
  appendOnly: analysis?.appendOnly ?? false,
  errors: [],
  warnings
});

const rejected = (error: unknown, warnings: SweepkitError[] = []): ChangelogVerdict => ({
  valid: false,
  additions: 0,
  corrections: 0,
  addedEntries: [],
  configKeys: [],
  appendOnly: false,
  errors: toSweepkitErrors(error),
  warnings
});

/**
 * Decides whether a changelog change may be benchmarked, in one of three modes (docs/gating.md §e.3).
 * strict runs the matrix step only when entries were added: a pure pr-link correction is valid
 * and reports `additions: 0`.
 */
export async function validateChangelog(request: ValidateChangelogRequest, ws: ChangelogWorkspace): Promise<ChangelogVerdict> {
  if (request.mode === 'strict') {
    try {
      const strict = await strictCheck(request, ws);
      return accepted(strict.additions > 0 ? await matrixStep(request, ws) : undefined, strict.corrections, []);
    } catch (error) {
      return rejected(await explainIfBehind(error, request, ws));
    }
  }
  const warnings =
    request.mode === 'strict-warn'
      ? await strictCheck(request, ws).then(
          () => [],
          (e) => toSweepkitErrors(e)
        )
      : [];
  try {
    return accepted(await compatCheck(request, ws), 0, warnings);
  } catch (error) {
    return rejected(await explainIfBehind(error, request, ws), warnings);
  }
}
