import { formatFinding } from '../../../packages/common/src/index.js';
import { CONFIG_LINT_COMMAND } from '../../../packages/gating/src/index.js';
import { lintConfigs } from '../../../packages/gating/src/lint/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const configLint: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(CONFIG_LINT_COMMAND, argv, io);
  const report = lintConfigs(
    { configFiles: values['config-files'], runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] },
    { files: io.files, cwd: io.cwd }
  );
  for (const finding of report.findings) io.stdout(`${formatFinding(finding.error, finding.level)}\n`);
  const { counts } = report;
  io.stderr(`config-lint: ${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found): ${counts.errors} errors, ${counts.warnings} warnings\n`);
  return counts.errors + (values['fail-on-warning'] ? counts.warnings : 0) > 0 ? 1 : 0;
};
export default configLint;
