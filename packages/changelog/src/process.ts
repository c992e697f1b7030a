import { pyJsonDumps, type PyJson, type SweepkitError } from '../../common/src/index.js';
import { generateMatrix, type MatrixRow, recipeFingerprint } from '../../matrix/src/index.js';
import { analyseChangelog, type ChangelogAnalysis, type ChangelogRequest, type ChangelogWorkspace } from './analyse.js';
import { bucketRows, undispatchedBuckets, type ChangelogMatrix } from './buckets.js';
import { changelogRows, type Generate } from './changelog-rows.js';
import { changelogEntryJson } from './entry.js';
import { schemaOrdered } from './row-schema.js';
import { trimConcurrency } from './trim-conc.js';

export interface ProcessChangelogRequest extends ChangelogRequest {
  /** `--trim-conc` (the `sweep-enabled` label). */
  trimConc: boolean;
}

export interface ProcessedChangelog {
  analysis: ChangelogAnalysis;
  matrix: ChangelogMatrix;
  /** Buckets the sweep workflow would not dispatch. */
  warnings: SweepkitError[];
}

/**
 * `process_changelog.py` (docs/matrix.md §9.5, docs/gating.md §b.4): the entries a diff adds to the changelog
 * → the bucketed sweep matrix, generated in-process by the sweep-matrix core on the working tree
 * (and on the base revision for append-only deltas).
 */
export async function processChangelog(request: ProcessChangelogRequest, ws: ChangelogWorkspace): Promise<ProcessedChangelog> {
  const analysis = await analyseChangelog(request, ws);
  const on =
    (files: ChangelogWorkspace['files']): Generate =>
    (req) =>
      generateMatrix(req, { files, cwd: ws.root });
  const rows = changelogRows(analysis.additions.entries, analysis.resolvedKeys, request, {
    head: on(ws.files),
    base: analysis.baseFiles && on(analysis.baseFiles)
  });
  const throughput = (request.trimConc ? trimConcurrency(rows.throughput) : rows.throughput).map((row): MatrixRow =>
    schemaOrdered({ ...row, 'recipe-fingerprint': recipeFingerprint(row) })
  );
  const matrix = bucketRows(throughput, rows.evals.map(schemaOrdered), {
    base_ref: request.baseRef,
    head_ref: request.headRef,
    entries: analysis.additions.entries.map(changelogEntryJson)
  });
  return { analysis, matrix, warnings: undispatchedBuckets(matrix, request.changelogFile) };
}

/** The reference's stdout: compact JSON, raw UTF-8, one trailing newline. */
export const changelogMatrixJson = (matrix: ChangelogMatrix): string =>
  `${pyJsonDumps(matrix as unknown as PyJson, { separators: [',', ':'], ensureAscii: false })}\n`;
