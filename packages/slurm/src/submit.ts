import { SweepkitError } from '../../common/src/index.js';
import type { LaunchReporter, Slurm, Srtctl } from './ports.js';
import { parseSubmission, type SubmittedJob } from './srtctl-output.js';

/** srtctl's output lines shown with a failure: enough to see the error, not a whole sweep listing. */
const SHOWN_LINES = 40;

/**
 * Runs `srtctl apply -f <recipe>` (with `--json` when this srtctl knows it) and returns the
 * submitted jobs. `onSubmitted` gets the ids before anything else can fail. A non-zero exit or
 * output without a job id is an error that quotes srtctl's output; ids submitted by a run that
 * then failed are cancelled, so nothing is left behind.
 */
export async function submitJobs(
  deps: { srtctl: Srtctl; slurm: Slurm; reporter: LaunchReporter; onSubmitted(jobs: readonly SubmittedJob[]): void },
  recipe: string,
  extraArgs: readonly string[],
  signal?: AbortSignal
): Promise<SubmittedJob[]> {
  const json = await deps.srtctl.supportsJson();
  const args = ['apply', '-f', recipe, ...(json ? ['--json'] : []), ...extraArgs];
  deps.reporter.info(`srtctl ${args.join(' ')}`);
  const result = await deps.srtctl.run(args);
  const output = [result.stdout.trimEnd(), result.stderr.trimEnd()].filter(Boolean).join('\n');
  if (output) deps.reporter.jobOutput(output);
  const { jobs, errors } = parseSubmission(result.stdout, result.stderr);
  if (jobs.length) deps.onSubmitted(jobs);
  const shown = output
    .split('\n')
    .slice(-SHOWN_LINES)
    .map((line) => `  ${line}`);
  if (result.exitCode !== 0 || signal?.aborted) {
    if (jobs.length) await deps.slurm.cancel(jobs.map((j) => j.id)).catch(() => undefined);
    const why = errors[0] ?? (signal?.aborted ? 'the step was cancelled' : `exit code ${result.exitCode}`);
    throw new SweepkitError(`srtctl apply failed (${why})${jobs.length ? `; cancelled job ${jobs.map((j) => j.id).join(', ')}` : ''}`, {
      code: 'submit-failed',
      details: shown
    });
  }
  if (jobs.length === 0) {
    throw new SweepkitError('srtctl apply exited 0 but printed no job id (no --json line, no "✅ Job <id> submitted!")', {
      code: 'no-job-id',
      details: shown
    });
  }
  deps.reporter.info(`submitted job ${jobs.map((j) => j.id).join(', ')}`);
  return jobs;
}
