import { pyPath, SweepkitError } from '../../../common/src/index.js';
import { forEachLine, type ArtifactFs } from '../../../job/src/index.js';

export interface RequiredMetrics {
  /** At least one metric whose name starts with this (AIPERF_REQUIRED_SERVER_METRIC_PREFIX, e.g. `sglang:`). */
  prefix?: string;
  /** Metric names that must each be in the export. */
  names: readonly string[];
}

const nonEmpty = (fs: ArtifactFs, path: string): boolean => fs.isFile(path) && fs.readHead(path, 1).length > 0;

/**
 * The reference's `validate_required_agentic_server_metrics`, plus exact names: the JSON and CSV
 * exports must be there and not empty, and the JSON must name the required metrics. Metric names
 * are the export's object keys, so the check scans the text line by line for `"<name>"` (and
 * `"<prefix>`) rather than parse a file that can be gigabytes. Nothing required: nothing checked.
 * Returns the line the step logs; throws one error naming every missing metric.
 */
export function checkRequiredServerMetrics(fs: ArtifactFs, artifactDir: string, required: RequiredMetrics): string | undefined {
  const prefix = required.prefix ?? '';
  if (!prefix && required.names.length === 0) return undefined;
  const json = pyPath(artifactDir, 'server_metrics_export.json');
  const csv = pyPath(artifactDir, 'server_metrics_export.csv');
  const absent = [json, csv].filter((p) => !nonEmpty(fs, p));
  if (absent.length) {
    throw new SweepkitError(`required server metrics cannot be checked: ${absent.join(' and ')} ${absent.length === 1 ? 'is' : 'are'} missing or empty`, {
      location: { file: absent[0]! },
      code: 'server-metrics-missing'
    });
  }
  const wanted = new Map(required.names.map((name) => [`"${name}"`, name]));
  const prefixNeedle = prefix ? `"${prefix}` : undefined;
  let prefixSeen = prefixNeedle === undefined;
  forEachLine(fs, json, (line) => {
    if (!prefixSeen && line.includes(prefixNeedle!)) prefixSeen = true;
    for (const needle of wanted.keys()) if (line.includes(needle)) wanted.delete(needle);
  });
  const missing = [...wanted.values()];
  const problems = [
    ...(missing.length ? [`missing required server metric${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`] : []),
    ...(prefixSeen ? [] : [`no metric with required prefix '${prefix}'`])
  ];
  if (problems.length) throw new SweepkitError(problems.join('; '), { location: { file: json }, code: 'server-metrics-missing' });
  const found = [...(prefix ? [`prefix '${prefix}'`] : []), ...required.names];
  return `Validated required AIPerf server metrics: ${found.join(', ')}`;
}
