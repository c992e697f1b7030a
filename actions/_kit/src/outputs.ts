import * as core from '@actions/core';
import { pyJsonDumps } from '../../../packages/common/src/index.js';
import { chunk, FAMILIES_AND_OTHER, type FamilyOrOther, type MatrixRow } from '../../../packages/matrix/src/index.js';

/** GitHub rejects a job output over 1 MB. */
const OUTPUT_LIMIT_BYTES = 1_000_000;

/** Sets a JSON output, warning when it is too large to pass between jobs. */
export function setJsonOutput(name: string, json: string, hint: string): void {
  const bytes = Buffer.byteLength(json);
  if (bytes > OUTPUT_LIMIT_BYTES) core.warning(`output '${name}' is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${hint}`);
  core.setOutput(name, json);
}

/**
 * `<family>-chunks` (a JSON list of lists of at most `chunkSize` rows) and `<family>-count` for
 * every family, `<family>` itself too when `withRows`: the outputs a workflow fans out from.
 */
export function setFamilyOutputs(byFamily: Record<FamilyOrOther, MatrixRow[]>, chunkSize: number, withRows: boolean): void {
  const hint = 'fan out from the family chunk outputs instead';
  for (const family of FAMILIES_AND_OTHER) {
    if (withRows) setJsonOutput(family, pyJsonDumps(byFamily[family]), hint);
    setJsonOutput(`${family}-chunks`, pyJsonDumps(chunk(byFamily[family], chunkSize)), hint);
    core.setOutput(`${family}-count`, byFamily[family].length);
  }
}
