import * as core from '@actions/core';
import { pyJsonDumps, SweepkitError, type SourceLocation } from '../../../packages/common/src/index.js';
import { chunk, FAMILIES_AND_OTHER, type FamilyOrOther, type MatrixRow } from '../../../packages/matrix/src/index.js';

/** GitHub rejects a job output over 1 MB. */
const OUTPUT_LIMIT_BYTES = 1_000_000;

/** Sets a JSON output a workflow can do without, warning when it is too large to pass between jobs. */
export function setJsonOutput(name: string, json: string, hint: string): void {
  const bytes = Buffer.byteLength(json);
  if (bytes > OUTPUT_LIMIT_BYTES) core.warning(`output '${name}' is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${hint}`);
  core.setOutput(name, json);
}

export interface FamilyOutputOptions {
  /** `<family>` (the rows as one list) too, besides `<family>-chunks` and `<family>-count`. */
  withRows: boolean;
  /** What shrinks a family with the step's inputs, for the error when a chunks output is too large. */
  remedy: string;
  /** Where the rows come from (the changelog entry), for the error's annotation. */
  location?: SourceLocation;
}

/**
 * `<family>-chunks` (a JSON list of lists of at most `chunkSize` rows) and `<family>-count` for
 * every family, `<family>` itself too when `withRows`: the outputs a workflow fans out from.
 * Built before any output of the step is set and returned as the function that sets them: a
 * chunks output is the one a workflow cannot do without, so one over GitHub's limit throws here,
 * while GITHUB_OUTPUT is still untouched. All chunks are in that one output, so a smaller chunk
 * size does not shrink it; only fewer rows do.
 */
export function familyOutputs(byFamily: Record<FamilyOrOther, MatrixRow[]>, chunkSize: number, options: FamilyOutputOptions): () => void {
  const outputs = FAMILIES_AND_OTHER.map((family) => {
    const chunks = pyJsonDumps(chunk(byFamily[family], chunkSize));
    const bytes = Buffer.byteLength(chunks);
    if (bytes > OUTPUT_LIMIT_BYTES) {
      throw new SweepkitError(
        `output '${family}-chunks' (${byFamily[family].length} rows) is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${options.remedy}`,
        { location: options.location, code: 'output-too-large' }
      );
    }
    return { family, chunks, rows: options.withRows ? pyJsonDumps(byFamily[family]) : undefined };
  });
  return () => {
    for (const { family, chunks, rows } of outputs) {
      if (rows !== undefined) setJsonOutput(family, rows, 'fan out from the family chunk outputs instead');
      core.setOutput(`${family}-chunks`, chunks);
      core.setOutput(`${family}-count`, byFamily[family].length);
    }
  };
}
