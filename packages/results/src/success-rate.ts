import { pyJsonDumps } from '../../common/src/index.js';

/** A job of a workflow run as the GitHub API lists it (the fields the count needs). */
export interface RunJob {
  name: string;
  status: string;
  conclusion: string | null;
}

/** The jobs of a workflow run, every page (`GET /repos/{repo}/actions/runs/{id}/jobs`). */
export interface JobSource {
  listJobs(runId: string): Promise<RunJob[]>;
}

export interface HardwareStats {
  hardware: string;
  nSuccess: number;
  total: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher of a runner label inside a lower-cased job display name: the label must not touch
 * another letter or digit on either side (so `h100` matches `dsr1 fp8 h100 sgl`, and also
 * `h100-multinode`, but not `gh100x`).
 */
export const labelMatcher = (label: string): RegExp => new RegExp(`(?<![a-z0-9])${escapeRegExp(label.toLowerCase())}(?![a-z0-9])`);

/**
 * Success per hardware label, as `utils/calc_success_rate.py` counts it: every finished job whose
 * display name contains the label counts once for it (a name may count for several labels), a
 * job whose conclusion is `success` counts as a success. Skipped jobs never ran and are left
 * out. Labels without jobs are left out; the order is the runners file's.
 */
export function successRate(jobs: readonly RunJob[], labels: readonly string[]): HardwareStats[] {
  const matchers = labels.map((label) => [label, labelMatcher(label)] as const);
  const stats = new Map(labels.map((l) => [l, { hardware: l, nSuccess: 0, total: 0 }]));
  for (const job of jobs) {
    if (job.status !== 'completed' || job.conclusion === 'skipped') continue;
    const name = job.name.toLowerCase();
    for (const [label, matcher] of matchers) {
      if (!matcher.test(name)) continue;
      const s = stats.get(label)!;
      s.total++;
      if (job.conclusion === 'success') s.nSuccess++;
    }
  }
  return [...stats.values()].filter((s) => s.total > 0);
}

/** `run_stats.json`: hardware → `{n_success, total}`, indent 2 like the reference's json.dump. */
export function runStatsJson(stats: readonly HardwareStats[]): string {
  return pyJsonDumps(
    new Map(
      stats.map((s) => [
        s.hardware,
        new Map([
          ['n_success', s.nSuccess],
          ['total', s.total]
        ])
      ])
    ),
    { indent: 2 }
  );
}

/** Success rate as a percentage with one decimal, for summaries. */
export const percent = (s: HardwareStats): string => `${((100 * s.nSuccess) / s.total).toFixed(1)}%`;
