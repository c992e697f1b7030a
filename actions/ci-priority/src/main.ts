import * as core from '@actions/core';
import { nodeFiles, pyJsonDumps, readTextFile, SweepkitError } from '../../../packages/common/src/index.js';
import {
  annotatePriorities,
  CI_PRIORITY_COMMAND,
  compactJson,
  getField,
  parseCriteriaJson,
  parseLabelsJson,
  parseMatrixJson,
  parsePriorityPolicy,
  priorityJobs,
  priorityJson
} from '../../../packages/matrix/src/index.js';
import { rowFromJson, runsOnLabels, scheduledRunsOn } from '../../../packages/naming/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, boundedTable, summarySection } from '../../_kit/src/summary.js';

const SHOWN = ['runner', 'framework', 'model-prefix', 'precision', 'spec-decoding', 'priority', 'queue-token'];

async function main(): Promise<void> {
  const values = readInputs(CI_PRIORITY_COMMAND);
  const policy = parsePriorityPolicy(readTextFile(nodeFiles, values.policy), values.policy);
  const annotated = annotatePriorities(parseMatrixJson(values.jobs ?? '', { option: "input 'jobs'" }), {
    policy,
    eventName: values['event-name'],
    labels: parseLabelsJson(values['labels-json']),
    criteria: parseCriteriaJson(values['criteria-json']),
    namespace: values['queue-namespace'],
    prNumber: values['pr-number']
  });
  const jobs = priorityJobs(annotated);
  if (jobs.length === 0) throw new SweepkitError("input 'jobs' holds no job (an object with 'runner' and 'framework')", { code: 'no-jobs' });
  const first = rowFromJson(compactJson(jobs[0]!), "input 'jobs'");
  const field = (key: string): string => (first[key] === undefined ? '' : String(first[key]));
  core.setOutput('jobs', priorityJson(annotated));
  core.setOutput('count', String(jobs.length));
  core.setOutput('priority', field('priority'));
  core.setOutput('queue-token', field('queue-token'));
  core.setOutput('skip-queue-pr', field('skip-queue-pr'));
  const runsOn = scheduledRunsOn(runsOnLabels(first, values['run-attempt'] ?? '1'), {
    priorityScheduler: values['priority-scheduler'],
    selfHostedLabel: values['self-hosted-label']
  });
  core.setOutput('runs-on', JSON.stringify(runsOn));
  await appendSummary(
    summarySection('CI priority', [
      boundedTable(
        SHOWN,
        jobs.map((job) => SHOWN.map((key) => `\`${pyJsonDumps(getField(job, key) ?? null)}\``))
      ),
      `runs-on of the first job: \`${JSON.stringify(runsOn)}\``
    ])
  );
}

await runAction('ci-priority', main);
