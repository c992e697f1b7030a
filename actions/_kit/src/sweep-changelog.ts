import * as core from '@actions/core';
import { nodeFiles, execGit } from '../../../packages/common/src/index.js';
import { pyJsonDumps, SweepkitError, type OptionValues, type PyJson } from '../../../packages/common/src/index.js';
import { canaryLabelled } from '../../../packages/gating/src/index.js';
import {
  annotatePriorities,
  CHANGELOG_OUTPUT_FORMS,
  overfullFamilies,
  priorityJson,
  type PROCESS_CHANGELOG_COMMAND
} from '../../../packages/matrix/src/index.js';
import { changelogSummaryMarkdown } from './changelog-summary.js';
import { appendSummary, summarySection } from './summary.js';
import { readWorkflowEvent } from './event.js';
import { familyOutputs, selectedForms, setOutputs, type PlannedOutput } from './outputs.js';
import { readPriorityContext } from './priority.js';
import {
  changelogFamilies,
  changelogMatrixJson,
  processChangelog,
  type ChangelogMatrix,
  selectCanary,
  changelogEventDefaults,
  eventRef
} from '../../../packages/changelog/src/index.js';

const TOO_BIG = 'split the changelog change into smaller pull requests';
const CHUNKS_TOO_BIG =
  'split the entry (fewer config-keys or scenario-type) over several pull requests, or sweep fewer concurrencies (trim-conc); max-jobs-per-matrix and max-chunks do not help, the output holds every chunk';
const OUTPUTS_TOO_BIG = `list fewer forms in input 'outputs', or ${CHUNKS_TOO_BIG.split(';')[0]}`;

export type SweepChangelogInputs = OptionValues<typeof PROCESS_CHANGELOG_COMMAND.options>;

/**
 * The sweep-changelog action (and sweep-matrix's deprecated `mode: changelog`): the same core call
 * as `sweepkit process-changelog` → the bucketed matrix, the canary (the non-eval single-node
 * 1k1k/8k1k row with the lowest conc) when a canary job runs it, the other rows as job-family
 * chunks, and a warning per bucket no job runs. A family needing more chunk jobs than
 * `max-chunks` fails the step unless `allow-truncation` (then it is a warning).
 * Refs and eval modifiers not given come from the event: `origin/<base branch>`, the head sha and
 * the `all-evals` / `evals-only` labels on a pull request; `before` / `after` on push. With a
 * `priority-policy` the matrix is annotated first, so the canary is chosen among annotated rows.
 */
export async function runSweepChangelog(inputs: SweepChangelogInputs, title: string): Promise<void> {
  const { name, payload } = readWorkflowEvent();
  const event = changelogEventDefaults(name, payload);
  const baseRef = eventRef('base', inputs['base-ref'], event);
  const headRef = eventRef('head', inputs['head-ref'], event);
  const request = {
    baseRef,
    headRef,
    changelogFile: inputs['changelog-file'],
    trimConc: inputs['trim-conc'],
    allEvals: inputs['all-evals'] ?? event.allEvals,
    evalsOnly: inputs['evals-only'] ?? event.evalsOnly
  };
  const priority = readPriorityContext(inputs);
  const root = process.cwd();
  const processed = await processChangelog(request, { git: execGit(root), files: nodeFiles, root });
  const { warnings, analysis } = processed;
  // run-sweep.yml's setup: with a policy the payload is annotated, and the canary chosen after that.
  const matrix = priority ? annotatePriorities(processed.matrix, priority) : processed.matrix;
  // The CLI's stdout without its trailing newline (what `$(…)` hands to GITHUB_OUTPUT in run-sweep.yml):
  // `sweepkit process-changelog`, or `sweepkit process-changelog | sweepkit ci-priority`.
  const json = (m: ChangelogMatrix): string => (priority ? priorityJson(m as unknown as PyJson) : changelogMatrixJson(m).trimEnd());
  // The canary row leaves the chunks only when a canary job runs it; otherwise no job would.
  const canaryJob = inputs['canary-job'] ?? canaryLabelled(event.labels);
  const selection = selectCanary(matrix);
  const { canary, remaining } = canaryJob ? selection : { canary: undefined, remaining: matrix };
  const byFamily = changelogFamilies(remaining);
  const entry = analysis.additions.locate([0]);
  const overfull = overfullFamilies(byFamily, inputs['max-jobs-per-matrix'], inputs['max-chunks']);
  const truncation = overfull.map(({ family, rows, chunks }) => {
    const runs = inputs['max-chunks'] * inputs['max-jobs-per-matrix'];
    return `${rows} ${family} rows need ${chunks} chunks of ${inputs['max-jobs-per-matrix']}, more than max-chunks ${inputs['max-chunks']}: only the first ${runs} rows run`;
  });
  if (truncation.length && !inputs['allow-truncation']) {
    throw new SweepkitError(
      `${truncation.join('; ')}. Split the entry, or fan out to more chunk jobs and raise max-chunks (allow-truncation: true accepts the loss)`,
      { location: entry, code: 'too-many-chunks' }
    );
  }
  const { forms, explicit } = selectedForms(inputs.outputs, CHANGELOG_OUTPUT_FORMS);
  const planned: PlannedOutput[] = [];
  if (forms.has('search-space-config')) planned.push({ name: 'search-space-config', value: json(matrix), form: 'search-space-config', hint: TOO_BIG });
  planned.push({ name: 'canary', value: pyJsonDumps(canary ? [canary] : [], { separators: [',', ':'], ensureAscii: false }) });
  if (forms.has('canary-search-space-config'))
    planned.push({ name: 'canary-search-space-config', value: json(remaining), form: 'canary-search-space-config', hint: TOO_BIG });
  planned.push(...familyOutputs(byFamily, inputs['max-jobs-per-matrix'], forms, { remedy: CHUNKS_TOO_BIG, location: entry }));
  setOutputs(planned, { explicit, location: entry, remedy: OUTPUTS_TOO_BIG });
  for (const warning of warnings) core.warning(warning.message, { title, file: warning.location?.file });
  for (const message of truncation) core.warning(`${message} (allow-truncation).`, { title, file: entry.file, startLine: entry.line });
  await appendSummary(
    summarySection(
      `Sweep matrix from ${request.changelogFile}`,
      changelogSummaryMarkdown({ inputs, request, matrix, canary: canary ?? (selection.canary && 'no canary job'), byFamily })
    )
  );
}
