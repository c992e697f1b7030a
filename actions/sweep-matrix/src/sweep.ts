import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/index.js';
import { pyJsonDumps, type OptionValues } from '../../../packages/common/src/index.js';
import {
  annotatePriorities,
  families,
  FAMILIES_AND_OTHER,
  generateMatrixEntries,
  MATRIX_OUTPUT_FORMS,
  matrixRequest,
  OTHER_FAMILY,
  priorityJson,
  type MATRIX_COMMAND
} from '../../../packages/matrix/src/index.js';
import { familyOutputs, selectedForms, setOutputs, type PlannedOutput } from '../../_kit/src/outputs.js';
import { readPriorityContext } from '../../_kit/src/priority.js';
import { appendSummary, summarySection } from '../../_kit/src/summary.js';
import { summaryMarkdown } from './summary.js';

const SWEEP_REMEDY =
  'select fewer rows (model-prefix, precision, framework, runner-type, seq-lens, scenario-type, min-conc/max-conc, or fewer config-keys) or split the sweep over several sweep-matrix steps; a smaller max-jobs-per-matrix does not help, the output holds every chunk';

/** `mode: sweep`: `sweepkit matrix full-sweep|test-config`, split into job families and chunks. */
export async function runSweepMode(inputs: OptionValues<typeof MATRIX_COMMAND.options>): Promise<void> {
  const maxJobsPerMatrix = inputs['max-jobs-per-matrix'];
  const priority = readPriorityContext(inputs);
  core.debug(`matrix inputs: ${JSON.stringify(inputs)}`);
  const entries = generateMatrixEntries(matrixRequest(inputs), { files: nodeFiles, cwd: process.cwd() });
  // With a policy, every row carries its CI priority before the families are split.
  const rows = priority
    ? annotatePriorities(
        entries.map((e) => e.row),
        priority
      )
    : entries.map((e) => e.row);
  const byFamily = families(rows);
  const { forms, explicit } = selectedForms(inputs.outputs, MATRIX_OUTPUT_FORMS);
  const planned: PlannedOutput[] = [];
  // The CLI's bytes without the trailing newline: `sweepkit matrix`, or `sweepkit matrix | sweepkit ci-priority`.
  if (forms.has('matrix'))
    planned.push({
      name: 'matrix',
      value: priority ? priorityJson(rows) : pyJsonDumps(rows),
      form: 'matrix',
      hint: 'fan out from the family chunk outputs instead'
    });
  planned.push({ name: 'count', value: String(rows.length) }, ...familyOutputs(byFamily, maxJobsPerMatrix, forms, { remedy: SWEEP_REMEDY }));
  setOutputs(planned, { explicit, remedy: SWEEP_REMEDY });
  const other = byFamily[OTHER_FAMILY].length;
  if (other > 0) {
    core.warning(`${other} matrix rows are in no job family (sequence lengths other than 1k1k and 8k1k): they are only in the '${OTHER_FAMILY}' output`, {
      title: 'sweep-matrix'
    });
  }
  core.info(`${rows.length} matrix rows: ${FAMILIES_AND_OTHER.map((f) => `${f} ${byFamily[f].length}`).join(', ')}`);
  await appendSummary(summarySection('Sweep matrix', summaryMarkdown(entries, byFamily, maxJobsPerMatrix)));
}
