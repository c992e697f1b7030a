import { resolve } from 'node:path';
import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { SweepkitError, formatFinding, formatLocation } from '../../../packages/common/src/index.js';
import { CONFIG_LINT_COMMAND } from '../../../packages/gating/src/index.js';
import { findingsJson, lintConfigs, type ConfigLintReport, type ConfigLintRequest } from '../../../packages/gating/src/lint/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { ANNOTATION_CAP, runAction } from '../../_kit/src/run-action.js';
import { boundedTable, markdownTable } from '../../_kit/src/summary.js';

const TITLE = 'config-lint';

function getInputs(): { request: ConfigLintRequest; cwd: string; failOnWarning: boolean } {
  const inputs = readInputs(CONFIG_LINT_COMMAND);
  return {
    cwd: resolve(process.env.GITHUB_WORKSPACE ?? '.', inputs['working-directory']),
    failOnWarning: inputs['fail-on-warning'],
    request: { configFiles: inputs['config-files'], runnerConfig: inputs['runner-config'], recipesDirs: inputs['recipes-dirs'] }
  };
}

/** Errors first, then warnings, each up to GitHub's per-step annotation budget; the summary lists all. */
function annotate(report: ConfigLintReport): void {
  for (const level of ['error', 'warning'] as const) {
    for (const { error, rule } of report.findings.filter((f) => f.level === level).slice(0, ANNOTATION_CAP)) {
      const properties = { title: `${TITLE}: ${rule}`, file: error.location?.file, startLine: error.location?.line, startColumn: error.location?.column };
      if (level === 'error') core.error(error.message, properties);
      else core.warning(error.message, properties);
    }
  }
}

async function writeSummary(report: ConfigLintReport): Promise<void> {
  const { counts } = report;
  const rows = report.findings.map((f) => [f.level, f.rule, formatLocation(f.error.location), f.error.message]);
  await core.summary
    .addHeading(`${TITLE}: ${counts.errors} errors, ${counts.warnings} warnings`, 3)
    .addRaw(markdownTable(['checked', 'count'], [['configs', String(counts.configs)], ['search-space entries', String(counts.entries)], ['recipe references', String(counts.recipeRefs)], ['recipes found', String(counts.recipesFound)]]))
    .addRaw(rows.length ? `\n${boundedTable(['level', 'rule', 'where', 'finding'], rows)}` : '')
    .write();
}

async function main(): Promise<void> {
  const { request, cwd, failOnWarning } = getInputs();
  const report = lintConfigs(request, { files: nodeFiles, cwd });
  for (const finding of report.findings) logUntrusted(formatFinding(finding.error, finding.level));
  core.setOutput('errors', String(report.counts.errors));
  core.setOutput('warnings', String(report.counts.warnings));
  core.setOutput('findings', findingsJson(report.findings));
  annotate(report);
  await writeSummary(report);
  const failing = report.counts.errors + (failOnWarning ? report.counts.warnings : 0);
  if (failing > 0) throw new SweepkitError(`config-lint: ${report.counts.errors} errors, ${report.counts.warnings} warnings (see the annotations and the job summary)`, { code: 'lint-failed' });
}

await runAction(TITLE, main);
