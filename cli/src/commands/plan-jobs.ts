import { isAbsolute, resolve } from 'node:path';
import { type Files, type PyJson } from '../../../packages/common/src/index.js';
import { loadRunners } from '../../../packages/config/src/index.js';
import { compactJson } from '../../../packages/matrix/src/index.js';
import { benchmarkEnv, rowFromJson, scheduledRunsOn } from '../../../packages/naming/src/index.js';
import { loadSrtctlVersions, planLaunchPath, planMatrix, PLAN_JOBS_COMMAND, type LaunchPathChoice } from '../../../packages/slurm/src/index.js';
import { readInputJson } from '../input-json.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit plan-jobs`: the run's one planning job. Each row gets `plan`: `runs-on`, `display-name`,
 * `expect`, `attempt` and, on multi-node rows, `launch-path` (`srt-slurm` with the lane's
 * repository/ref, or `script` with the launchers); the benchmark workflows read it instead of
 * planning each row on a hosted runner of its own.
 */
const planJobs: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(PLAN_JOBS_COMMAND, argv, io);
  const at = (path: string): string => (isAbsolute(path) ? path : resolve(io.cwd, path));
  const files: Files = { readText: (path) => io.files.readText(at(path)), exists: (path) => io.files.exists(at(path)) };
  const runners = loadRunners(io.files, values['runner-config'], { cwd: io.cwd });
  const context = {
    versions: loadSrtctlVersions(files, values['versions-file']),
    files,
    recipesDir: values['recipes-dir'],
    choice: values['launch-path'] as LaunchPathChoice,
    launchScript: values['launch-script'],
    runnerLabels: runners.labels
  };
  const attempt = values['run-attempt'];
  const planned = planMatrix(readInputJson(io, values.input), (pyRow, evalOnly) => {
    const row = rowFromJson(compactJson(pyRow), 'matrix row');
    // Throughput families run without their eval (run-eval: false); eval families eval-only.
    const job = benchmarkEnv(
      evalOnly ? row : { ...row, 'run-eval': false },
      { GITHUB_RUN_ATTEMPT: attempt },
      { 'eval-only': evalOnly, 'runner-name': 'plan_0' }
    );
    const runsOn = scheduledRunsOn(job.runsOn, { priorityScheduler: values['priority-scheduler'], selfHostedLabel: values['self-hosted-label'] });
    const plan: Record<string, PyJson> = { 'runs-on': runsOn, 'display-name': job.displayName, expect: job.expect, attempt };
    if (row.prefill !== undefined) plan.launch = { ...planLaunchPath(row, context) };
    return plan;
  });
  printJsonOutput(io, values.json, `${compactJson(planned)}\n`, 'planned jobs');
  return 0;
};
export default planJobs;
