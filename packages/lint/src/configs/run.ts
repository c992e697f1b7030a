import { resolve } from 'node:path';
import { readTextFile, type Files, type Git } from '../../../common/src/index.js';
import { changedConfigKeys, gateFindings, parseBaseline, type BaselineEntry, type BaselineResult } from './baseline.js';
import { lintConfigs, type ConfigLintReport, type ConfigLintRequest } from './lint-configs.js';

export interface ConfigLintScope {
  /** changed-only: the findings of the config keys changed since this ref. */
  baseRef?: string;
  /** The change's ref; undefined: the working tree. */
  headRef?: string;
  /** A baseline file of accepted findings (relative to cwd). */
  baseline?: string;
}

export interface ConfigLintOutcome {
  report: ConfigLintReport;
  /** The findings that gate (`fresh`), those the baseline knows, and stale baseline entries. */
  gate: BaselineResult;
  changedKeys?: Set<string>;
  baseline?: BaselineEntry[];
}

/**
 * config-lint as both edges run it: the lint, then (changed-only) the config keys changed since
 * `baseRef`, then the baseline, and the findings that gate.
 */
export async function runConfigLint(
  request: ConfigLintRequest,
  scope: ConfigLintScope,
  ports: { files: Files; cwd: string; git: (cwd: string) => Git }
): Promise<ConfigLintOutcome> {
  const { files, cwd } = ports;
  const read = (file: string): string => readTextFile(files, resolve(cwd, file), file);
  const report = lintConfigs(request, { files, cwd });
  const changedKeys =
    scope.baseRef === undefined ? undefined : await changedConfigKeys(ports.git(cwd), request.configFiles, { base: scope.baseRef, head: scope.headRef }, read);
  const baseline = scope.baseline === undefined ? undefined : parseBaseline(read(scope.baseline), scope.baseline);
  return { report, gate: gateFindings(report.findings, { baseline, changedKeys }), changedKeys, baseline };
}
