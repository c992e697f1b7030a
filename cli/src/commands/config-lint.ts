import { resolve } from 'node:path';
import { formatFinding, readTextFile, UsageError, execGit } from '../../../packages/common/src/index.js';
import { writeFileAtomic } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { CONFIG_LINT_COMMAND, baselineJson, changedConfigKeys, gateFindings, parseBaseline, lintConfigs } from '../../../packages/lint/src/index.js';

const configLint: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(CONFIG_LINT_COMMAND, argv, io);
  const baselineFile = values.baseline;
  const baseRef = values['base-ref'];
  if (values['update-baseline'] && !baselineFile) throw new UsageError('sweepkit config-lint: error: --update-baseline needs --baseline FILE');
  if (values['changed-only'] && !baseRef) throw new UsageError('sweepkit config-lint: error: --changed-only needs --base-ref REF');
  const configFiles = values['config-files'];
  const report = lintConfigs({ configFiles, runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] }, { files: io.files, cwd: io.cwd });
  const { counts } = report;
  const tally = `${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found)`;
  if (values['update-baseline']) {
    // Written whole or not at all: never a half-written baseline.
    writeFileAtomic(resolve(io.cwd, baselineFile!), baselineJson(report.findings));
    io.stderr(`config-lint: ${tally}: ${report.findings.length} findings written to ${baselineFile}\n`);
    return 0;
  }
  const changedKeys = values['changed-only']
    ? await changedConfigKeys(execGit(io.cwd), configFiles, { base: baseRef!, head: values['head-ref'] }, (file) =>
        readTextFile(io.files, resolve(io.cwd, file), file)
      )
    : undefined;
  const baseline = baselineFile === undefined ? undefined : parseBaseline(readTextFile(io.files, resolve(io.cwd, baselineFile), baselineFile), baselineFile);
  const gate = gateFindings(report.findings, { baseline, changedKeys });
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
