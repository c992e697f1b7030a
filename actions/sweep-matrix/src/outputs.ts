import * as core from '@actions/core';

/** GitHub rejects a job output over 1 MB. */
const OUTPUT_LIMIT_BYTES = 1_000_000;

/** Sets a JSON output, warning when it is too large to pass between jobs. */
export function setJsonOutput(name: string, json: string, hint: string): void {
  const bytes = Buffer.byteLength(json);
  if (bytes > OUTPUT_LIMIT_BYTES) core.warning(`output '${name}' is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${hint}`);
  core.setOutput(name, json);
}
