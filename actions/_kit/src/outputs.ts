import * as core from '@actions/core';
import { pyJsonDumps, SweepkitError, type SourceLocation } from '../../../packages/common/src/index.js';
import { chunk, FAMILIES_AND_OTHER, type FamilyOrOther, type MatrixRow } from '../../../packages/matrix/src/index.js';

/** GitHub rejects a job output over 1 MB, and a job's outputs over 1 MB together. */
export const OUTPUT_LIMIT_BYTES = 1_000_000;

/** One output of a step, built before any is set so the limits are checked first. */
export interface PlannedOutput {
  name: string;
  value: string;
  /** The matrix form it belongs to (the `outputs` input's choices); undefined: always emitted. */
  form?: string;
  /** Over 1 MB on its own: a warning with this hint (the workflow can do without this output). */
  hint?: string;
}

/** Sets a JSON output a workflow can do without, warning when it is too large to pass between jobs. */
export function setJsonOutput(name: string, json: string, hint: string): void {
  const bytes = Buffer.byteLength(json);
  if (bytes > OUTPUT_LIMIT_BYTES) core.warning(`output '${name}' is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${hint}`);
  core.setOutput(name, json);
}

export interface FamilyOutputOptions {
  /** What shrinks a family with the step's inputs, for the error when a chunks output is too large. */
  remedy: string;
  /** Where the rows come from (the changelog entry), for the error's annotation. */
  location?: SourceLocation;
}

/**
 * `<family>-chunks` (a JSON list of lists of at most `chunkSize` rows, form `chunks`),
 * `<family>-count` and, under form `families`, `<family>` itself, for every family: the outputs a
 * workflow fans out from. A chunks output is the one a workflow cannot do without, so one over
 * GitHub's limit throws here, before any output is set. All chunks are in that one output, so a
 * smaller chunk size does not shrink it; only fewer rows do.
 */
export function familyOutputs(
  byFamily: Record<FamilyOrOther, MatrixRow[]>,
  chunkSize: number,
  forms: ReadonlySet<string>,
  options: FamilyOutputOptions
): PlannedOutput[] {
  return FAMILIES_AND_OTHER.flatMap((family) => {
    const planned: PlannedOutput[] = [];
    if (forms.has('families'))
      planned.push({ name: family, value: pyJsonDumps(byFamily[family]), form: 'families', hint: 'fan out from the family chunk outputs instead' });
    if (forms.has('chunks')) {
      const chunks = pyJsonDumps(chunk(byFamily[family], chunkSize));
      const bytes = Buffer.byteLength(chunks);
      if (bytes > OUTPUT_LIMIT_BYTES) {
        throw new SweepkitError(
          `output '${family}-chunks' (${byFamily[family].length} rows) is ${bytes} bytes, over GitHub's 1 MB limit for a job output: ${options.remedy}`,
          { location: options.location, code: 'output-too-large' }
        );
      }
      planned.push({ name: `${family}-chunks`, value: chunks, form: 'chunks' });
    }
    planned.push({ name: `${family}-count`, value: String(byFamily[family].length) });
    return planned;
  });
}

/** The forms the `outputs` input asks for; every form when it is empty. */
export function selectedForms(asked: readonly string[] | undefined, all: readonly string[]): { forms: ReadonlySet<string>; explicit: boolean } {
  return asked?.length ? { forms: new Set(asked), explicit: true } : { forms: new Set(all), explicit: false };
}

export interface SetOutputsOptions {
  /** The forms were listed in the `outputs` input: the workflow uses them all, so a total over the limit fails. */
  explicit: boolean;
  location?: SourceLocation;
  /** How to shrink the rows, for the error when the chosen forms are over the limit together. */
  remedy: string;
}

const kb = (bytes: number): string => `${Math.round(bytes / 1000)} kB`;

/**
 * Sets the planned outputs after checking GitHub's per-job limit on their total (a job's outputs
 * together may not exceed 1 MB). Forms the workflow chose (`outputs` input) over the limit are an
 * error before anything is set; with every form emitted by default, the step cannot know which
 * ones reach job outputs, so it warns with the size of each form and how to emit fewer.
 */
export function setOutputs(planned: readonly PlannedOutput[], options: SetOutputsOptions): void {
  const byForm = new Map<string, number>();
  let total = 0;
  for (const { name, value, form } of planned) {
    const bytes = Buffer.byteLength(name) + Buffer.byteLength(value);
    total += bytes;
    byForm.set(form ?? 'counts', (byForm.get(form ?? 'counts') ?? 0) + bytes);
  }
  if (total > OUTPUT_LIMIT_BYTES) {
    const sizes = [...byForm].map(([form, bytes]) => `${form} ${kb(bytes)}`).join(', ');
    if (options.explicit) {
      throw new SweepkitError(`the outputs total ${total} bytes (${sizes}), over GitHub's 1 MB limit for a job's outputs: ${options.remedy}`, {
        location: options.location,
        code: 'output-too-large'
      });
    }
    core.warning(
      `the outputs total ${total} bytes (${sizes}), over GitHub's 1 MB limit for a job's outputs if all reach job outputs: list only the forms the workflow uses in input 'outputs'`
    );
  }
  for (const { name, value, hint } of planned) {
    if (hint) setJsonOutput(name, value, hint);
    else core.setOutput(name, value);
  }
}
