import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatFinding, readTextFile, UsageError } from '../../../packages/common/src/index.js';
import { baselineJson, changedConfigKeys, gateFindings, lintConfigs, parseBaseline } from '../../../packages/gating/src/index.js';
import { execGit } from '../../../packages/matrix/src/index.js';
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
    { name: '--recipes-dir', kind: 'list', extend: true, help: `folder that CONFIG_FILE=recipes/<path> resolves into; repeatable (default: ${DEFAULT_RECIPES_DIR})` },
    { name: '--baseline', kind: 'string', metavar: 'FILE', help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale' },
    { name: '--update-baseline', kind: 'flag', help: 'write the current findings to the --baseline FILE and exit 0' },
    { name: '--changed-only', kind: 'flag', help: 'report only findings of config keys whose entry changed between --base-ref and --head-ref' },
    { name: '--base-ref', kind: 'string', metavar: 'REF', help: 'git ref to compare with (--changed-only)' },
    { name: '--head-ref', kind: 'string', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
  ]
};

const configLint: RunCommand = async (argv, io) => {
  const { values } = parseArgs(SPEC, argv);
  const baselineFile = values.baseline as string | undefined;
  const baseRef = values['base-ref'] as string | undefined;
  if (values['update-baseline'] && !baselineFile) throw new UsageError('sweepkit config-lint: error: --update-baseline needs --baseline FILE');
  if (values['changed-only'] && !baseRef) throw new UsageError('sweepkit config-lint: error: --changed-only needs --base-ref REF');
  const configFiles = (values['config-files'] as string[] | undefined) ?? DEFAULT_CONFIG_FILES;
  const report = lintConfigs(
    { configFiles, runnerConfig: (values['runner-config'] as string | undefined) ?? 'configs/runners.yaml', recipesDirs: (values['recipes-dir'] as string[] | undefined) ?? [DEFAULT_RECIPES_DIR] },
    { files: io.files, cwd: io.cwd }
  );
  const { counts } = report;
  const tally = `${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found)`;
  if (values['update-baseline']) {
    // Written next to its final name and renamed: never a half-written baseline.
    const path = resolve(io.cwd, baselineFile!);
    writeFileSync(`${path}.tmp`, baselineJson(report.findings));
    renameSync(`${path}.tmp`, path);
    io.stderr(`config-lint: ${tally}: ${report.findings.length} findings written to ${baselineFile}\n`);
    return 0;
  }
  const changedKeys = values['changed-only']
    ? await changedConfigKeys(execGit(io.cwd), configFiles, { base: baseRef!, head: values['head-ref'] as string | undefined }, (file) => readTextFile(io.files, resolve(io.cwd, file), file))
    : undefined;
  const baseline = baselineFile === undefined ? undefined : parseBaseline(readTextFile(io.files, resolve(io.cwd, baselineFile), baselineFile), baselineFile);
  const gate = gateFindings(report.findings, { baseline, changedKeys });
  for (const finding of gate.fresh) io.stdout(`${formatFinding(finding.error, finding.level)}\n`);
  for (const entry of gate.stale) io.stderr(`${baselineFile}: stale baseline entry (fixed? remove it): ${entry.level} ${entry.rule} ${entry.config}: ${entry.message}\n`);
  const errors = gate.fresh.filter((f) => f.level === 'error').length;
  const scope = [changedKeys && `${changedKeys.size} changed config keys`, baseline && `${gate.known.length} known from the baseline, ${gate.stale.length} stale`].filter(Boolean);
  io.stderr(`config-lint: ${tally}: ${errors} errors, ${gate.fresh.length - errors} warnings${scope.length ? ` (${scope.join('; ')})` : ''}\n`);
  return errors > 0 ? 1 : 0;
};
export default configLint;
