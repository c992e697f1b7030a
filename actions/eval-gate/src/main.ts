import * as core from '@actions/core';
import { join, relative, resolve } from 'node:path';
import { pyFixed, SweepkitError } from '../../../packages/common/src/index.js';
import {
  EVAL_GATE_COMMAND,
  expectedConcsFromEnv,
  gateOptionsFrom,
  nodeEvalFs,
  validateEvalScores,
  type GateOutcome,
  type ScoreCheck
} from '../../../packages/evals/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, boundedTable, summarySection } from '../../_kit/src/summary.js';

/** One error annotation per failing task of a result file, on the line of its first failing metric. */
function annotateFailures(checks: readonly ScoreCheck[], root: string): void {
  const byTask = new Map<string, ScoreCheck[]>();
  for (const check of checks.filter((c) => !c.passed)) {
    const key = JSON.stringify([check.file, check.task]);
    byTask.set(key, [...(byTask.get(key) ?? []), check]);
  }
  for (const failed of byTask.values()) {
    const first = failed[0]!;
    const metrics = failed.map((c) => `${c.metric} = ${pyFixed(c.value, 4)} < ${c.threshold} (${c.source})`).join('; ');
    core.error(`${first.conc === undefined ? '' : `[conc=${first.conc}] `}${first.task}: ${metrics}`, {
      title: 'eval-gate: score below threshold',
      file: join(root, first.file),
      startLine: first.line
    });
  }
}

async function writeSummary(outcome: GateOutcome): Promise<void> {
  const rows = outcome.checks.map((c) => [
    `\`${c.file}\``,
    c.conc === undefined ? '—' : String(c.conc),
    c.task,
    c.metric,
    pyFixed(c.value, 4),
    `${c.threshold} (${c.source})`,
    c.passed ? 'pass' : '**FAIL**'
  ]);
  const other = outcome.failures.filter((f) => f.kind !== 'score').map((f) => `- ${f.message}`);
  const verdict = outcome.exitCode === 0 ? 'passed' : 'failed';
  await appendSummary(
    summarySection(
      `Eval gate ${verdict}: ${outcome.checks.length} metric${outcome.checks.length === 1 ? '' : 's'} checked, model prefix ${outcome.modelPrefix ?? '<unknown>'}`,
      [rows.length ? boundedTable(['result file', 'conc', 'task', 'metric', 'score', 'threshold', 'verdict'], rows) : undefined, other.join('\n')]
    )
  );
}

async function main(): Promise<void> {
  const inputs = readInputs(EVAL_GATE_COMMAND);
  const workspace = resolve(process.cwd(), inputs['working-directory']);
  const outcome = validateEvalScores(
    nodeEvalFs(workspace),
    gateOptionsFrom(inputs, process.env, inputs['expected-concs'] ?? (inputs['expected-concs-from-env'] ? expectedConcsFromEnv(process.env) : undefined))
  );
  // The reference's lines, for the log (task and metric names come from the result files).
  logUntrusted(outcome.lines.map((l) => l.text).join('\n'));
  core.setOutput('passed', String(outcome.exitCode === 0));
  core.setOutput('failures', JSON.stringify(outcome.failures.map(({ kind, message, check }) => ({ kind, message, ...check }))));
  const root = relative(process.cwd(), workspace);
  annotateFailures(outcome.checks, root);
  await writeSummary(outcome);
  const { fatal } = outcome;
  // Paths in the verdicts are the workspace's; annotations name files from the repository root.
  if (fatal)
    throw new SweepkitError(fatal.message, { code: fatal.code, location: fatal.location && { ...fatal.location, file: join(root, fatal.location.file) } });
  if (outcome.exitCode !== 0) {
    const n = outcome.failures.length;
    throw new SweepkitError(`eval gate failed: ${n} failure${n === 1 ? '' : 's'} (see the annotations and the job summary)`, { code: 'eval-gate-failed' });
  }
}

await runAction('eval-gate', main);
