import { SweepkitError } from '../../common/src/index.js';
import type { MatrixRow, RowSourceOptions } from './row-source.js';

/**
 * How a benchmark job presents itself, from its matrix row: the `runs-on` labels a
 * priority-scheduled fleet matches (`ci-job-<priority>-<token>`, `ci-attempt-<n>`,
 * `ci-skip-queue-pr-<pr>` next to the runner label) and the display name of the benchmark
 * templates (`p<priority> | dsr1 fp4 b200 sgl TP4/EP4 mtp c16 | eval`), which
 * `utils/calc_success_rate.py` reads the runner label back from.
 */

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

function required(row: MatrixRow, key: string): string {
  const value = text(row[key]);
  if (value === undefined || value === '') throw new SweepkitError(`the matrix row has no '${key}'`, { code: 'bad-row' });
  return value;
}

/**
 * The job's `runs-on` labels: the runner label, then — when the row carries its CI priority
 * (`sweepkit ci-priority`) — `ci-job-<priority>-<queue-token>`, `ci-attempt-<run attempt>` (so a
 * re-run never matches a stale runner) and, with `skip-queue-pr`, `ci-skip-queue-pr-<pr>`.
 */
export function runsOnLabels(row: MatrixRow, runAttempt: string): string[] {
  const labels = [required(row, 'runner')];
  const priority = text(row.priority);
  const token = text(row['queue-token']);
  if (priority === undefined || token === undefined) return labels;
  labels.push(`ci-job-${priority}-${token}`, `ci-attempt-${runAttempt}`);
  const skipQueue = text(row['skip-queue-pr']);
  if (skipQueue !== undefined) labels.push(`ci-skip-queue-pr-${skipQueue}`);
  return labels;
}

/** How a priority-scheduled fleet is addressed (the reference's `vars.PRIORITY_SCHEDULER_ENABLED`). */
export interface RunnerScheduler {
  /** runs-on carries the CI-priority labels; else the runner label alone. */
  priorityScheduler: boolean;
  /** The first label with the scheduler (the reference's `self-hosted`); empty: none. */
  selfHostedLabel: string;
}

/**
 * The `runs-on` of a job from its `runsOnLabels`, as every priority-scored job of the reference
 * spells it: with the scheduler `[<self-hosted>, <runner>, ci-job-…, ci-attempt-…]`, else
 * `[<runner>]`. `sweepkit plan-jobs` and the ci-priority action both take it from here.
 */
export const scheduledRunsOn = (labels: readonly string[], scheduler: RunnerScheduler): string[] =>
  scheduler.priorityScheduler ? [scheduler.selfHostedLabel, ...labels].filter(Boolean) : labels.slice(0, 1);

const FRAMEWORK_ABBREVIATIONS: Record<string, string> = { sglang: 'sgl', 'dynamo-sglang': 'dyn-sgl', 'sglang-disagg': 'sgl-disagg' };

/** `TP<tp>[/PP<pp>][/DCP<dcp>][/PCP<pcp>][/EP<ep>][/DPA]`: each part only when it is not 1 (DPA when true). */
function topology(parallelism: Record<string, unknown>): string {
  let out = `TP${text(parallelism.tp) ?? '?'}`;
  for (const [key, name] of [
    ['pp', 'PP'],
    ['dcp-size', 'DCP'],
    ['pcp-size', 'PCP'],
    ['ep', 'EP']
  ] as const) {
    const value = text(parallelism[key]);
    if (value !== undefined && value !== '1') out += `/${name}${value}`;
  }
  return parallelism['dp-attn'] === true ? `${out}/DPA` : out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The benchmark templates' job name: `p<priority> | ` (only when the row has a priority), model
 * prefix, precision, runner label, framework (sglang → sgl), topology (multi-node
 * `<n>P (TP…) x <n>D (TP…)` when disaggregated), spec decoding, `<kv> KV offload` and its backend
 * when set, `c<conc>`
 * (`c4x8` for a multi-node list), then ` | eval-only` or ` | eval` — the job's (`mode`, the
 * template's eval-only and run-eval inputs), else the row's.
 */
export const jobDisplayName = (row: MatrixRow): string => jobDisplayNameFor(row, {});

/** jobDisplayName of the job a row runs as, with the job's `eval-only`/`run-eval` inputs (`mode`). */
export function jobDisplayNameFor(row: MatrixRow, mode: RowSourceOptions): string {
  // A name is for people: a field the row lacks shows as '?' rather than failing the job.
  const part = (key: string): string => text(row[key]) ?? '?';
  const framework = part('framework');
  const multiNode = isObject(row.prefill);
  // Multi node as the template writes it: `<n>P (TP…) x <n>D (TP…)` when disaggregated, else `(TP…)`.
  const disagg = text(row.disagg) === 'true';
  const workers = (pool: Record<string, unknown>, role: string): string => (disagg ? `${text(pool['num-worker']) ?? '?'}${role} ` : '');
  const topo = multiNode
    ? `${workers(row.prefill as Record<string, unknown>, 'P')}(${topology(row.prefill as Record<string, unknown>)})` +
      (disagg && isObject(row.decode) ? ` x ${workers(row.decode, 'D')}(${topology(row.decode)})` : '')
    : topology(row);
  const spec = text(row['spec-decoding']);
  const kv = text(row['kv-offloading']);
  const backend = isObject(row['kv-offload-backend']) ? text(row['kv-offload-backend'].name) : undefined;
  const conc = Array.isArray(row.conc) ? row.conc.map(text).join('x') : part('conc');
  const parts = [
    part('model-prefix'),
    part('precision'),
    part('runner'),
    FRAMEWORK_ABBREVIATIONS[framework] ?? framework,
    topo,
    spec && spec !== 'none' ? spec : '',
    kv && kv !== 'none' ? `${kv} KV offload` : '',
    backend && backend !== 'none' && backend !== 'default' ? backend : '',
    `c${conc}`
  ];
  const priority = text(row.priority);
  const evalOnly = mode.evalOnly ?? row['eval-only'] === true;
  const suffix = evalOnly ? ' | eval-only' : (mode.runEval ?? row['run-eval'] === true) ? ' | eval' : '';
  return `${priority === undefined ? '' : `p${priority} | `}${parts.filter(Boolean).join(' ')}${suffix}`;
}

export interface ParsedJobName {
  /** The priority string, or null for a name without `p<priority> | `. */
  priority: string | null;
  'model-prefix': string;
  precision: string;
  /** The runner label: what the success-rate report buckets jobs by. */
  runner: string;
  framework: string;
  /** Topology, spec decoding, KV offloading and backend, as written. */
  details: string;
  conc: number[];
  mode: 'benchmark' | 'eval' | 'eval-only';
}

const JOB_NAME = /^(?:p(-?\d+\.\d+) \| )?(\S+) +(\S+) +(\S+) +(\S+) +(.*?) *c(\d+(?:x\d+)*|\?)(?: \| (eval-only|eval))?$/;

/** The fields of a job display name (the inverse of `jobDisplayName`, tolerant of repeated spaces). */
export function parseJobName(name: string): ParsedJobName {
  const m = JOB_NAME.exec(name.trim());
  if (!m)
    throw new SweepkitError(`not a benchmark job name ('p<priority> | <model> <precision> <runner> <framework> <topology> … c<conc>'): ${name}`, {
      code: 'bad-job-name'
    });
  return {
    priority: m[1] ?? null,
    'model-prefix': m[2]!,
    precision: m[3]!,
    runner: m[4]!,
    framework: m[5]!,
    details: m[6]!,
    conc: m[7] === '?' ? [] : m[7]!.split('x').map(Number),
    mode: (m[8] as 'eval' | 'eval-only' | undefined) ?? 'benchmark'
  };
}
