import { isYamlMapping, pyFixed, pyJsonDumps, SweepkitError, type LoadedYaml, type YamlMapping } from '../../common/src/index.js';

/** A job of a workflow run as the GitHub API lists it (the fields the count needs). */
export interface RunJob {
  name: string;
  status: string;
  conclusion: string | null;
}

export interface HardwareStats {
  hardware: string;
  nSuccess: number;
  total: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const CLUSTER = 'cluster:';

/**
 * The hardware buckets of a runners file, as `utils/calc_success_rate.py` picks them: the
 * `cluster:` keys of `labels:` (of the whole document when it has no `labels:`), else every key of
 * `hardware:`; each without its `cluster:` prefix, sorted, duplicates collapsed. Broad SKU labels
 * (`b300`, `h200`) are not buckets when cluster labels exist.
 */
export function hardwareBuckets(runners: LoadedYaml): string[] {
  const doc = runners.value;
  if (!isYamlMapping(doc)) {
    throw new SweepkitError('runners file must be a mapping', { location: runners.locate([]), code: 'runners' });
  }
  const keysOf = (key: string | undefined): string[] => {
    const node = key === undefined ? doc : doc[key];
    if (node === undefined || node === null) return [];
    if (!isYamlMapping(node)) throw new SweepkitError(`${key}: must be a mapping`, { location: runners.locate([key!]), code: 'runners' });
    return Object.keys(node as YamlMapping);
  };
  const labels = keysOf(doc.labels === undefined ? undefined : 'labels');
  const cluster = labels.filter((k) => k.startsWith(CLUSTER));
  const names = (cluster.length ? cluster : keysOf('hardware')).map((k) => (k.startsWith(CLUSTER) ? k.slice(CLUSTER.length) : k));
  return [...new Set(names)].sort(byCodeUnits);
}

/**
 * A matcher of a bucket inside a lower-cased job display name: the name must not touch another
 * letter or digit on either side, so `gb300-nv_01` and `gb300-nv-multinode` match `gb300-nv`,
 * `gb300-nvx` does not. The bucket itself is not lower-cased (an upper-case bucket never
 * matches). The reference also tries `cluster:<bucket>`, which can only match where this does.
 */
export const bucketMatcher = (bucket: string): RegExp => new RegExp(`(?<![a-z0-9])${escapeRegExp(bucket)}(?![a-z0-9])`);

/**
 * Success per bucket, counted like the reference: each job goes to the first bucket (sorted
 * order) whose matcher finds it, at most one; skipped jobs are left out; every other job counts,
 * unfinished ones included, and succeeds when its conclusion is `success`. Every attempt of a
 * re-run job is a job of its own (the caller lists them with `filter=all`). Every bucket is in the
 * result, in the buckets' order, also with no jobs.
 */
export function successRate(jobs: readonly RunJob[], buckets: readonly string[]): HardwareStats[] {
  const stats = buckets.map((hardware) => ({ hardware, matcher: bucketMatcher(hardware), nSuccess: 0, total: 0 }));
  for (const job of jobs) {
    if (job.conclusion === 'skipped') continue;
    const name = job.name.toLowerCase();
    const bucket = stats.find((s) => s.matcher.test(name));
    if (!bucket) continue;
    bucket.total++;
    if (job.conclusion === 'success') bucket.nSuccess++;
  }
  return stats.map(({ hardware, nSuccess, total }) => ({ hardware, nSuccess, total }));
}

/** `run_stats.json`: bucket → `{n_success, total}`, indent 2 like the reference's json.dump. */
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

/** The success rate in percent with two decimals (Python's `.2f`), or undefined without jobs. */
export const rate = (s: HardwareStats): string | undefined => (s.total > 0 ? pyFixed((s.nSuccess / s.total) * 100, 2) : undefined);

/** Python's `f"{text:<width}"`: pads by code points. */
const left = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - [...text].length));

/** The reference's fixed-width table of the buckets that had jobs. */
export function successRateTable(stats: readonly HardwareStats[]): string {
  const rule = (c: string): string => c.repeat(60);
  const lines = [
    rule('='),
    'Hardware Success Rates',
    rule('='),
    `${left('Hardware', 20)} ${left('Success', 10)} ${left('Total', 10)} ${left('Rate', 10)}`,
    rule('-')
  ];
  for (const s of stats) {
    const r = rate(s);
    if (r !== undefined) lines.push(`${left(s.hardware, 20)} ${left(String(s.nSuccess), 10)} ${left(String(s.total), 10)} ${left(r, 10)}%`);
  }
  lines.push(rule('='));
  return `${lines.join('\n')}\n`;
}
