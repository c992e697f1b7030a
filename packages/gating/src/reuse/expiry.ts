import type { RunArtifact, WorkflowRun } from './port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reused run's result artifacts' retention means for the reuse. */
export type ArtifactExpiry =
  /** No artifact states when it expires: nothing to warn about. */
  | { kind: 'unknown' }
  /** The earliest artifact outlives the warning window. */
  | { kind: 'ok'; earliest: string }
  /** The earliest artifact expires within the warning window (`days` left, rounded down). */
  | { kind: 'soon'; earliest: string; name: string; days: number }
  /** GitHub flags these artifacts as expired: they are gone. */
  | { kind: 'expired'; names: string[] };

/**
 * The retention verdict over a run's artifacts at `nowMs`: artifacts GitHub flags as expired win
 * (an error); else the earliest `expiresAt` warns when it is at most `warningDays` away (exactly
 * `warningDays` warns; a date already past but not yet flagged warns with 0 days).
 */
export function artifactExpiry(artifacts: readonly RunArtifact[], nowMs: number, warningDays: number): ArtifactExpiry {
  const expired = artifacts.filter((artifact) => artifact.expired).map((artifact) => artifact.name);
  if (expired.length) return { kind: 'expired', names: [...new Set(expired)].sort() };
  const dated = artifacts.map((artifact) => ({ artifact, at: Date.parse(artifact.expiresAt) })).filter(({ at }) => !Number.isNaN(at));
  if (dated.length === 0) return { kind: 'unknown' };
  const first = dated.reduce((a, b) => (b.at < a.at ? b : a));
  const left = first.at - nowMs;
  if (left > warningDays * DAY_MS) return { kind: 'ok', earliest: first.artifact.expiresAt };
  return { kind: 'soon', earliest: first.artifact.expiresAt, name: first.artifact.name, days: Math.max(0, Math.floor(left / DAY_MS)) };
}

/** `run 123 attempt 2`: how every message names a reused run. */
export const runLabel = (run: Pick<WorkflowRun, 'id' | 'runAttempt'>): string => `run ${run.id} attempt ${run.runAttempt || '1'}`;

/** The one-line warning for a `soon` verdict, naming the run, its attempt and the date. */
export function expiryWarning(run: Pick<WorkflowRun, 'id' | 'runAttempt'>, expiry: ArtifactExpiry): string | undefined {
  if (expiry.kind !== 'soon') return undefined;
  const left = expiry.days === 0 ? 'in less than a day' : `in ${expiry.days} day${expiry.days === 1 ? '' : 's'}`;
  return `The artifacts of reused ${runLabel(run)} expire ${left} (${expiry.name} on ${expiry.earliest}); merge and ingest before then or re-run the sweep.`;
}

/** The one-line error for an `expired` verdict, naming the artifacts. */
export function expiredError(run: Pick<WorkflowRun, 'id' | 'runAttempt'>, expiry: ArtifactExpiry): string | undefined {
  if (expiry.kind !== 'expired') return undefined;
  return `Reusable source ${runLabel(run)} has expired artifact(s): ${expiry.names.join(', ')}; re-run the sweep or pin a newer run.`;
}
