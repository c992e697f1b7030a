import type { RestClient } from '../../common/src/index.js';

/** The labels of a full sweep: a PR needs one to be staged, and one applied when the run was created. */
export const STAGE_LABELS: readonly string[] = [
  'full-sweep-enabled',
  'non-canary-full-sweep-enabled',
  'full-sweep-fail-fast',
  'full-sweep-fail-fast-no-canary'
];

export interface WorkflowRun {
  id: number;
  path?: string;
  event?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string | null;
  created_at?: string;
  run_attempt?: number;
  html_url?: string;
  pull_requests?: { number?: number }[];
}

interface LabelEvent {
  event?: string;
  label?: { name?: string };
  created_at?: string;
}

/**
 * The full-sweep labels a PR carried at a time, replayed from its timeline: labeled/unlabeled
 * events of those labels sorted by time (an unparsable date sorts as NaN, like the reference's
 * comparator, and never counts as "before").
 */
export function labelHistory(timeline: readonly unknown[]): (at: number) => Set<string> {
  const events = (timeline as LabelEvent[])
    .filter((e) => (e.event === 'labeled' || e.event === 'unlabeled') && STAGE_LABELS.includes(e.label?.name ?? ''))
    .sort((a, b) => Date.parse(a.created_at ?? '') - Date.parse(b.created_at ?? ''));
  return (at) => {
    const labels = new Set<string>();
    for (const e of events) {
      if (!(Date.parse(e.created_at ?? '') <= at)) continue;
      if (e.event === 'labeled') labels.add(e.label!.name!);
      else labels.delete(e.label!.name!);
    }
    return labels;
  };
}

export interface PullFacts {
  number: number;
  commits: ReadonlySet<string>;
  labelsAt: (at: number) => Set<string>;
}

const STAGEABLE_CONCLUSIONS = ['success', 'cancelled', 'failure'];

/** Whether an artifact list holds benchmark data: the aggregated results, eval results or an agentic family (a per-job `bmk_*` does not count). */
const isDataArtifact = (name: string): boolean => name === 'results_bmk' || name === 'eval_results_all' || name.startsWith('bmk_agentic_');

/** Why a run cannot be staged (the first failing rule, in the reference's order), or undefined when it can. */
export async function unstageableReason(github: RestClient, run: WorkflowRun, pull: PullFacts, pinned: boolean): Promise<string | undefined> {
  if (run.path !== '.github/workflows/run-sweep.yml' || run.event !== 'pull_request') return 'not a pull-request run of run-sweep.yml';
  const inPr = pull.commits.has(run.head_sha ?? '') || (pinned && (run.pull_requests ?? []).some((pr) => pr.number === pull.number));
  if (!inPr) return 'its head commit is not in the PR commit list';
  if (pull.labelsAt(Date.parse(run.created_at ?? '')).size === 0) return 'it was not created while a full-sweep label was applied';
  if (run.status !== 'completed' || !STAGEABLE_CONCLUSIONS.includes(run.conclusion ?? '')) return `it is ${run.status}/${run.conclusion}`;
  const names: string[] = [];
  for await (const artifact of github.pages(`/actions/runs/${run.id}/artifacts`, {}, 'artifacts')) {
    const { name, expired } = artifact as { name?: unknown; expired?: unknown };
    if (expired === false && typeof name === 'string') names.push(name);
  }
  if (!names.includes('changelog-metadata')) return 'it has no unexpired changelog-metadata artifact';
  if (!names.some(isDataArtifact)) return 'it has no unexpired benchmark result artifacts';
  return undefined;
}

/** All items of a paginated list, read before any is used (octokit.paginate). */
export async function allPages(github: RestClient, path: string, query: Record<string, string | number> = {}, itemKey?: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of github.pages(path, query, itemKey)) items.push(item);
  return items;
}
