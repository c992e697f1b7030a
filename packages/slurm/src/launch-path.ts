import {
  isPyObject,
  SweepkitError,
  type CommandOptions,
  type Files,
  type PyJson,
  type PyObject,
  type PyValue,
  JSON_OUTPUT_OPTION
} from '../../common/src/index.js';
import { laneForRow, rowText, type LaneResolution } from './lanes.js';
import type { VersionsFile } from './srtctl-versions.js';

/**
 * Which way a multi-node row is launched, decided once per run by `sweepkit plan-jobs` (not per
 * row, not mid-job): srtctl-launch with the row's srt-slurm lane, or the site's launcher
 * (`runners/launch_<runner name up to its first _>.sh`, as the reference template runs it) through
 * singlenode-launch. A row with neither fails the planning with one line naming both reasons.
 */
export type LaunchPathChoice = 'auto' | 'srt-slurm' | 'script';
export const LAUNCH_PATH_CHOICES = ['auto', 'srt-slurm', 'script'] as const;

/** The planned launch of a row, written into the row as `plan.launch-path` and friends. */
export type LaunchPlan =
  { path: 'srt-slurm'; repository: string; ref: string; sha?: string; power: boolean } | { path: 'script'; scripts: string[]; reason?: string };

export interface LaunchContext {
  versions: VersionsFile;
  /** Reads recipes (the power lane) and checks that the launchers exist, relative to the checkout. */
  files: Files;
  /** Where the workspace keeps the srt-slurm recipes (CONFIG_FILE `recipes/…` is looked up here). */
  recipesDir: string;
  choice: LaunchPathChoice;
  /** The site's launcher for every row; empty: `runners/launch_<runner pool>.sh` per runner of the row's label. */
  launchScript: string;
  /** Runner label → the runner names that carry it (runners.yaml `labels`). */
  runnerLabels: ReadonlyMap<string, readonly string[]>;
}

type Row = Readonly<Record<string, unknown>>;

/** A runner's pool: its name up to the first `_` (what the reference's `${RUNNER_NAME%%_*}` takes). */
const pool = (runnerName: string): string => runnerName.split('_')[0]!;

/** The launchers the row's jobs may run (one per runner pool of its label), or why not. */
function siteScripts(row: Row, context: LaunchContext): { scripts: string[] } | { reason: string } {
  const label = rowText(row.runner) ?? '';
  let scripts: string[];
  if (context.launchScript !== '') scripts = [context.launchScript];
  else {
    const runners = context.runnerLabels.get(label);
    if (!runners?.length) return { reason: `runner label '${label}' has no runners in the runner config` };
    scripts = [...new Set(runners.map((name) => `runners/launch_${pool(name)}.sh`))];
  }
  const missing = scripts.filter((script) => !context.files.exists(script));
  return missing.length ? { reason: `${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist` } : { scripts };
}

/** A row's name in messages: its runner label, model, framework and first concurrency. */
export const rowLabel = (row: Row): string =>
  [rowText(row['exp-name']), rowText(row.runner), rowText(row.framework), rowText(row.precision), `conc ${[row.conc].flat().join('x')}`]
    .filter(Boolean)
    .join(' ');

/** The launch path of one multi-node row; throws one line naming the row and both reasons when there is none. */
export function planLaunchPath(row: Row, context: LaunchContext): LaunchPlan {
  const lane: LaneResolution =
    context.choice === 'script'
      ? { kind: 'none', code: 'site-launcher', reason: 'the site selects its launcher' }
      : laneForRow(context.versions, row, context.files, context.recipesDir);
  if (lane.kind === 'srt-slurm') {
    const { repository, ref, sha } = lane.lane;
    return { path: 'srt-slurm', repository, ref, ...(sha === undefined ? {} : { sha }), power: lane.power };
  }
  const site = context.choice === 'srt-slurm' ? { reason: 'the site selects srt-slurm only (launch-path: srt-slurm)' } : siteScripts(row, context);
  if ('scripts' in site) return { path: 'script', scripts: site.scripts, ...(context.choice === 'script' ? {} : { reason: lane.reason }) };
  throw new SweepkitError(`no launch path for ${rowLabel(row)}: srt-slurm: ${lane.reason}; site launcher: ${site.reason}`, { code: 'no-launch-path' });
}

/** `sweepkit plan-jobs`: the one planning step of a run. */
export const PLAN_JOBS_COMMAND = {
  cli: 'plan-jobs',
  description:
    "Plan every job of a matrix once: write into each row a `plan` object (runs-on labels, display name, what the run must produce and, for multi-node rows, the launch path: the row's srt-slurm lane or the site's launcher), so the benchmark workflows need no planning job per row. A multi-node row with no launch path fails here, in one line naming the row and both reasons.",
  options: {
    json: JSON_OUTPUT_OPTION,
    input: { kind: 'string', metavar: 'FILE', help: 'the matrix JSON: a list of rows, the changelog buckets or the e2e families (default: stdin)' },
    'runner-config': {
      kind: 'string',
      required: true,
      metavar: 'FILE',
      help: "the runners file (labels → runner names): each runner's pool names its launcher"
    },
    'versions-file': { kind: 'string', metavar: 'FILE', help: 'the srt-slurm lane table (default: the bundled one)' },
    'recipes-dir': {
      kind: 'string',
      default: 'benchmarks/multi_node/srt-slurm-recipes',
      metavar: 'DIR',
      help: 'where the srt-slurm recipes of the rows (CONFIG_FILE=recipes/…) live: the power lane follows their telemetry block'
    },
    'launch-path': {
      kind: 'string',
      default: 'auto',
      choices: LAUNCH_PATH_CHOICES,
      metavar: 'PATH',
      help: "multi-node rows: `auto` (the srt-slurm lane, else the site's launcher), `srt-slurm` or `script` (the site's launcher only)"
    },
    'launch-script': {
      kind: 'string',
      default: '',
      metavar: 'FILE',
      help: "the site's launcher for every script row (default: runners/launch_<runner name up to its first _>.sh, for each runner of the row's label)"
    },
    'priority-scheduler': {
      kind: 'flag',
      default: false,
      help: "runs-on carries the CI-priority labels (the reference's vars.PRIORITY_SCHEDULER_ENABLED); else the runner label alone"
    },
    'self-hosted-label': {
      kind: 'string',
      default: 'self-hosted',
      metavar: 'LABEL',
      help: 'the first runs-on label with the priority scheduler (empty: none)'
    },
    'run-attempt': {
      kind: 'string',
      env: 'GITHUB_RUN_ATTEMPT',
      default: '1',
      metavar: 'N',
      help: 'the run attempt of the ci-attempt-<N> label (default: $GITHUB_RUN_ATTEMPT)'
    }
  }
} as const satisfies CommandOptions;

/** A family of eval jobs (`evals`, `multinode_agentic_evals`, `eval-config`, …): its rows run eval-only. */
const EVAL_FAMILY = /(?:^|[-_])evals?(?:[-_]|$)/;

const isRow = (value: PyValue): value is PyObject => isPyObject(value) && typeof value.get('runner') === 'string';

/**
 * Every row of a matrix JSON as `json.loads` reads it (a list of rows, the changelog buckets, the
 * e2e families) with `plan: planRow(row, evalOnly)` added at its end; a row is eval-only when a key
 * on its way is an eval family. Everything else is kept as it is, floats and key order included.
 */
export function planMatrix(matrix: PyValue, planRow: (row: PyObject, evalOnly: boolean) => PyJson, evalOnly = false): PyJson {
  if (Array.isArray(matrix))
    return matrix.map((item) => (isRow(item) ? new Map<string, PyJson>([...item, ['plan', planRow(item, evalOnly)]]) : planMatrix(item, planRow, evalOnly)));
  if (!isPyObject(matrix)) return matrix;
  return new Map<string, PyJson>([...matrix].map(([key, value]) => [key, planMatrix(value, planRow, evalOnly || EVAL_FAMILY.test(key))]));
}
