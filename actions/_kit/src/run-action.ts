import * as core from '@actions/core';
import {
  ACTION_DIALECT,
  formatError,
  formatLocation,
  OptionError,
  redactError,
  secretValues,
  toSweepkitErrors,
  type SweepkitError
} from '../../../packages/common/src/index.js';
import { logUntrusted } from './log.js';
import { appendSummary, boundedTable, folded, summarySection } from './summary.js';

/** GitHub shows at most 10 error annotations per step; the rest go to the summary. */
export const ANNOTATION_CAP = 10;

/** Annotates errors on their file and line (up to the cap) and lists every one in the summary. */
export async function reportErrors(errors: readonly SweepkitError[], title: string): Promise<void> {
  const located = errors.filter((e) => e.location);
  located.slice(0, ANNOTATION_CAP).forEach((e) =>
    core.error([e.message, ...e.details].join('\n'), {
      title,
      file: e.location?.file,
      startLine: e.location?.line,
      startColumn: e.location?.column
    })
  );
  if (located.length > ANNOTATION_CAP) core.info(`${located.length - ANNOTATION_CAP} more errors: see the job summary.`);
  const table = boundedTable(
    ['where', 'error'],
    errors.map((e) => [formatLocation(e.location) || '—', e.message])
  );
  await appendSummary(summarySection(`${title}: ${errors.length} error${errors.length === 1 ? '' : 's'}`, [folded('every error', errors.length, table)]));
}

/**
 * The job summary is a report, not a result: when GITHUB_STEP_SUMMARY is unset or cannot be
 * written, a step whose outputs are already set must not fail for it. One warning instead.
 */
function summaryBestEffort(): void {
  const write = core.summary.write.bind(core.summary);
  core.summary.write = async (options) => {
    try {
      return await write(options);
    } catch (error) {
      core.warning(`job summary not written: ${(error as Error).message.split('\n')[0]}`);
      return core.summary.emptyBuffer();
    }
  };
}

/**
 * The one try/catch of an entrypoint: runs `main`, and on failure annotates every Sweepkit error
 * at its place and fails the step with one line per error (never a stack trace).
 */
export async function runAction(title: string, main: () => Promise<void>): Promise<void> {
  summaryBestEffort();
  try {
    await main();
  } catch (error) {
    // Option mistakes are shown in the workflow's words; credentials in any message are redacted.
    const known = secretValues(process.env);
    const errors = toSweepkitErrors(error).map((e) => redactError(e instanceof OptionError ? e.inDialect(ACTION_DIALECT) : e, known));
    try {
      await reportErrors(errors, title);
    } catch (reportError) {
      core.warning(`could not write the job summary: ${(reportError as Error).message}`);
    }
    // Located errors are annotated above; the failure line then only counts them, so nothing is
    // annotated twice. Every error is still printed in full in the log.
    const located = errors.filter((e) => e.location);
    for (const e of located) logUntrusted(formatError(e));
    const unlocated = errors.filter((e) => !e.location).map(formatError);
    const counted = located.length ? [`${located.length} error${located.length === 1 ? '' : 's'} annotated on the files above`] : [];
    core.setFailed([...unlocated, ...counted].join('\n'));
  }
}
