import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { nodeFiles, execGit } from '../../../packages/common/src/index.js';
import { formatFinding, formatLocation } from '../../../packages/common/src/index.js';
import { readWorkflowEvent } from '../../_kit/src/event.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { ANNOTATION_CAP, runAction } from '../../_kit/src/run-action.js';
import { appendSummary, boundedTable, folded, markdownTable, summarySection } from '../../_kit/src/summary.js';
import { changelogEventDefaults, eventRef } from '../../../packages/changelog/src/index.js';
import {
  CONFIG_LINT_COMMAND,
  findingsJson,
  type BaselineResult,
  runConfigLint,
  type ConfigLintReport,
  type ConfigLintRequest,
  type LintFinding
} from '../../../packages/lint/src/index.js';

const TITLE = 'config-lint';

interface Inputs {
  request: ConfigLintRequest;
  cwd: string;
  failOnWarning: boolean;
  baseline?: string;
  /** changed-only: the base ref. */
  baseRef?: string;
}

function getInputs(): Inputs {
  const inputs = readInputs(CONFIG_LINT_COMMAND);
  let baseRef: string | undefined;
  if (inputs['changed-only']) {
    const { name, payload } = readWorkflowEvent();
    baseRef = eventRef('base', inputs['base-ref'], changelogEventDefaults(name, payload), 'changed-only needs one');
  }
  return {
    cwd: resolve(process.env.GITHUB_WORKSPACE ?? '.', inputs['working-directory']),
    failOnWarning: inputs['fail-on-warning'],
    baseline: inputs.baseline,
    baseRef,
    request: { configFiles: inputs['config-files'], runnerConfig: inputs['runner-config'], recipesDirs: inputs['recipes-dirs'] }
  };
}

/** Annotation paths are relative to the workspace (GitHub shows them on the file only then). */
const workspacePath =
  (cwd: string) =>
  (file: string | undefined): string | undefined =>
    file === undefined ? undefined : relative(process.env.GITHUB_WORKSPACE ?? cwd, resolve(cwd, file)) || file;

/** Errors first, then warnings, each up to GitHub's per-step annotation budget; the summary lists all. */
function annotate(findings: readonly LintFinding[], cwd: string): void {
  const path = workspacePath(cwd);
  for (const level of ['error', 'warning'] as const) {
    for (const { error, rule } of findings.filter((f) => f.level === level).slice(0, ANNOTATION_CAP)) {
      const properties = { title: `${TITLE}: ${rule}`, file: path(error.location?.file), startLine: error.location?.line, startColumn: error.location?.column };
      if (level === 'error') core.error(error.message, properties);
      else core.warning(error.message, properties);
    }
  }
}

async function writeSummary(report: ConfigLintReport, gate: BaselineResult, inputs: Inputs, changed: number | undefined): Promise<void> {
  const { counts } = report;
  const errors = gate.fresh.filter((f) => f.level === 'error').length;
  const rows = gate.fresh.map((f) => [f.level, f.rule, formatLocation(f.error.location), f.error.message]);
  const checked = [
    ['configs', String(counts.configs)],
    ['search-space entries', String(counts.entries)],
    ['recipe references', String(counts.recipeRefs)],
    ['recipes found', String(counts.recipesFound)]
  ];
  if (changed !== undefined) checked.push([`config keys changed since ${inputs.baseRef}`, String(changed)]);
  if (inputs.baseline) checked.push(['known from the baseline', String(gate.known.length)], ['stale baseline entries', String(gate.stale.length)]);
  await appendSummary(
    summarySection(`${TITLE}: ${errors} errors, ${gate.fresh.length - errors} warnings`, [
      markdownTable(['checked', 'count'], checked),
      rows.length ? folded('findings', rows.length, boundedTable(['level', 'rule', 'where', 'finding'], rows)) : undefined
    ])
  );
}

async function main(): Promise<void> {
  const inputs = getInputs();
  const { request, cwd, failOnWarning } = inputs;
  core.debug(`config-lint request: ${JSON.stringify(request)} in ${cwd}`);
  const { report, gate, changedKeys } = await runConfigLint(
    request,
    { baseRef: inputs.baseRef, baseline: inputs.baseline },
    { files: nodeFiles, cwd, git: execGit }
  );
  await core.group(`${gate.fresh.length} findings`, async () => {
    for (const finding of gate.fresh) logUntrusted(formatFinding(finding.error, finding.level));
  });
  const errors = gate.fresh.filter((f) => f.level === 'error').length;
  const warnings = gate.fresh.length - errors;
  core.setOutput('errors', String(errors));
  core.setOutput('warnings', String(warnings));
  core.setOutput('findings', findingsJson(gate.fresh));
  annotate(gate.fresh, cwd);
  for (const entry of gate.stale) {
    core.warning(`stale baseline entry (fixed? remove it): ${entry.rule} ${entry.config}: ${entry.message}`, {
      title: `${TITLE}: stale baseline`,
      file: workspacePath(cwd)(inputs.baseline)
    });
  }
  await writeSummary(report, gate, inputs, changedKeys?.size);
  // Not thrown: the findings are already annotated and summarised, runAction would list this line again.
  if (errors + (failOnWarning ? warnings : 0) > 0)
    core.setFailed(`config-lint: ${errors} errors, ${warnings} warnings (see the annotations and the job summary)`);
}

await runAction(TITLE, main);
