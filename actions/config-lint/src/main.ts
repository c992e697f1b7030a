import { resolve } from 'node:path';
import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { formatFinding, formatLocation } from '../../../packages/common/src/index.js';
import { findingsJson, lintConfigs, type ConfigLintReport, type ConfigLintRequest } from '../../../packages/gating/src/lint/index.js';
import { getBoolInput, getListInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { ANNOTATION_CAP, runAction } from '../../_kit/src/run-action.js';
import { appendSummary, boundedTable, folded, markdownTable, summarySection } from '../../_kit/src/summary.js';

const TITLE = 'config-lint';

function getInputs(): { request: ConfigLintRequest; cwd: string; failOnWarning: boolean } {
  const configFiles = getListInput('config-files');
  const recipesDirs = getListInput('recipes-dirs');
  return {
    cwd: resolve(process.env.GITHUB_WORKSPACE ?? '.', getOptionalInput('working-directory') ?? '.'),
    failOnWarning: getBoolInput('fail-on-warning'),
    request: {
      configFiles: configFiles.length ? configFiles : ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
      runnerConfig: getOptionalInput('runner-config') ?? 'configs/runners.yaml',
      recipesDirs: recipesDirs.length ? recipesDirs : ['benchmarks/multi_node/srt-slurm-recipes']
    }
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
  await appendSummary(
    summarySection(`${TITLE}: ${counts.errors} errors, ${counts.warnings} warnings`, [
      markdownTable(['checked', 'count'], [['configs', String(counts.configs)], ['search-space entries', String(counts.entries)], ['recipe references', String(counts.recipeRefs)], ['recipes found', String(counts.recipesFound)]]),
      rows.length ? folded('findings', rows.length, boundedTable(['level', 'rule', 'where', 'finding'], rows)) : undefined
    ])
  );
}

async function main(): Promise<void> {
  const { request, cwd, failOnWarning } = getInputs();
  const report = lintConfigs(request, { files: nodeFiles, cwd });
  core.debug(`config-lint request: ${JSON.stringify(request)} in ${cwd}`);
  await core.group(`${report.findings.length} findings`, async () => {
    for (const finding of report.findings) logUntrusted(formatFinding(finding.error, finding.level));
  });
  core.setOutput('errors', String(report.counts.errors));
  core.setOutput('warnings', String(report.counts.warnings));
  core.setOutput('findings', findingsJson(report.findings));
  annotate(report);
  await writeSummary(report);
  const failing = report.counts.errors + (failOnWarning ? report.counts.warnings : 0);
  // Not thrown: the findings are already annotated and summarised, runAction would list this line again.
  if (failing > 0) core.setFailed(`config-lint: ${report.counts.errors} errors, ${report.counts.warnings} warnings (see the annotations and the job summary)`);
}

await runAction(TITLE, main);
