import { OptionError, SweepkitError } from '../../../common/src/index.js';
import type { ResultsFs } from '../ports.js';
import { fileBaseline, type BaselineSource } from './baseline.js';
import { compareResults, type CompareReport } from './compare.js';
import { parseFraction, type Thresholds } from './delta.js';
import { reportMarkdown } from './markdown.js';
import { referenceReport } from './reference-report.js';
import { loadRows } from './rows.js';
import { svgChart } from './render.js';
import { NO_RESULTS, selectionLog } from './selection-log.js';

export interface CompareRequest {
  results: string;
  databaseUrl?: string;
  baselineFile?: string;
  failOnRegression?: string;
  noiseBand: string;
  /** Where to write the chart as SVG; no file without it (the reference writes none). */
  svg?: string;
}

function fraction(option: string, text: string): number {
  const value = parseFraction(text);
  if (value === undefined) throw new OptionError(`{${option}} must be a percentage like 5% (or a fraction like 0.05), got '${text}'`);
  return value;
}

/** The baseline the options name: a results file, else the database. */
export function baselineSource(fs: ResultsFs, request: CompareRequest, database: (url: string) => BaselineSource): BaselineSource {
  if (request.baselineFile !== undefined) return fileBaseline(`results file ${request.baselineFile}`, loadRows(fs, request.baselineFile));
  if (request.databaseUrl) return database(request.databaseUrl);
  // The reference fails on os.environ['DATABASE_URL'] (exit 1); so does the port, in one line.
  throw new SweepkitError("no baseline: 'DATABASE_URL' is not set and no baseline file is given", { code: 'baseline-missing' });
}

/**
 * Loads the results, looks up their baselines (`database` opens the database baseline, e.g. the
 * PostgreSQL adapter), writes the SVG chart where `svg` names a file (only there: nothing is
 * written by default); returns the report, Sweepkit's Markdown (roll-up,
 * delta table, chart), the reference's report (its stdout, byte for byte) and the selection log.
 * With no rows, nothing is looked up or written and both reports are the reference's no-results
 * line.
 */
export async function runCompare(
  fs: ResultsFs,
  request: CompareRequest,
  database: (url: string) => BaselineSource
): Promise<{ report: CompareReport; markdown: string; reference: string; log: string }> {
  const thresholds: Thresholds = {
    noise: fraction('noise-band', request.noiseBand),
    failOn: request.failOnRegression === undefined ? undefined : fraction('fail-on-regression', request.failOnRegression)
  };
  const rows = loadRows(fs, request.results);
  if (!rows.length) {
    const report: CompareReport = { source: '', thresholds, comparisons: [], rollup: [], regressions: [] };
    return { report, markdown: NO_RESULTS, reference: NO_RESULTS, log: selectionLog(report) };
  }
  const report = await compareResults(rows, baselineSource(fs, request, database), thresholds);
  if (request.svg) fs.writeAtomic(request.svg, svgChart(report));
  return { report, markdown: reportMarkdown(report), reference: referenceReport(report.comparisons), log: selectionLog(report) };
}
