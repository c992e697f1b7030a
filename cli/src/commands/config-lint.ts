import { resolve } from 'node:path';
import { formatFinding, UsageError, execGit } from '../../../packages/common/src/index.js';
import { writeFileAtomic } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { CONFIG_LINT_COMMAND, baselineJson, runConfigLint } from '../../../packages/lint/src/index.js';

const configLint: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(CONFIG_LINT_COMMAND, argv, io);
  const baselineFile = values.baseline;
  const baseRef = values['base-ref'];
  if (values['update-baseline'] && !baselineFile) throw new UsageError('sweepkit config-lint: error: --update-baseline needs --baseline FILE');
  if (values['changed-only'] && !baseRef) throw new UsageError('sweepkit config-lint: error: --changed-only needs --base-ref REF');
  const given = values['update-baseline'] ? {} : { baseRef: values['changed-only'] ? baseRef : undefined, headRef: values['head-ref'], baseline: baselineFile };
  const request = { configFiles: values['config-files'], runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] };
  const { report, gate, changedKeys, baseline } = await runConfigLint(request, given, { files: io.files, cwd: io.cwd, git: execGit });
  const { counts } = report;
  const tally = `${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found)`;
  if (values['update-baseline']) {
    // Written whole or not at all: never a half-written baseline.
    writeFileAtomic(resolve(io.cwd, baselineFile!), baselineJson(report.findings));
    io.stderr(`config-lint: ${tally}: ${report.findings.length} findings written to ${baselineFile}\n`);
    return 0;
  }
  for (const finding of gate.fresh) io.stdout(`${formatFinding(finding.error, finding.level)}\n`);
  for (const entry of gate.stale)
    io.stderr(`${baselineFile}: stale baseline entry (fixed? remove it): ${entry.level} ${entry.rule} ${entry.config}: ${entry.message}\n`);
  const errors = gate.fresh.filter((f) => f.level === 'error').length;
  const warnings = gate.fresh.length - errors;
  const scope = [
    changedKeys && `${changedKeys.size} changed config keys`,
    baseline && `${gate.known.length} known from the baseline, ${gate.stale.length} stale`
  ].filter(Boolean);
  io.stderr(`config-lint: ${tally}: ${errors} errors, ${warnings} warnings${scope.length ? ` (${scope.join('; ')})` : ''}\n`);
  return errors + (values['fail-on-warning'] ? warnings : 0) > 0 ? 1 : 0;
};
export default configLint;
