import { lintConfigs } from '../../../packages/gating/src/index.js';
import { formatFinding } from '../../../packages/common/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

export const DEFAULT_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'];
export const DEFAULT_RECIPES_DIR = 'benchmarks/multi_node/srt-slurm-recipes';

const SPEC: ParserSpec = {
  prog: 'sweepkit config-lint',
  description: 'Cross-check master configs against the recipes and runner labels they reference.',
  options: [
    { name: '--config-files', kind: 'list', help: `master config files (default: ${DEFAULT_CONFIG_FILES.join(' ')})` },
    { name: '--runner-config', kind: 'string', help: 'runners file (default: configs/runners.yaml)' },
    { name: '--recipes-dir', kind: 'list', extend: true, help: `folder that CONFIG_FILE=recipes/<path> resolves into; repeatable (default: ${DEFAULT_RECIPES_DIR})` }
  ]
};

const configLint: RunCommand = (argv, io) => {
  const { values } = parseArgs(SPEC, argv);
  const report = lintConfigs(
    {
      configFiles: (values['config-files'] as string[] | undefined) ?? DEFAULT_CONFIG_FILES,
      runnerConfig: (values['runner-config'] as string | undefined) ?? 'configs/runners.yaml',
      recipesDirs: (values['recipes-dir'] as string[] | undefined) ?? [DEFAULT_RECIPES_DIR]
    },
    { files: io.files, cwd: io.cwd }
  );
  for (const finding of report.findings) io.stdout(`${formatFinding(finding.error, finding.level)}\n`);
  const { counts } = report;
  io.stderr(`config-lint: ${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found): ${counts.errors} errors, ${counts.warnings} warnings\n`);
  return counts.errors > 0 ? 1 : 0;
};
export default configLint;
