import type { Files } from '../../common/src/index.js';
import { loadMasterConfigs, loadRunners } from '../../config/src/index.js';
import { applyEvals } from './evals.js';
import { fullSweep } from './full-sweep.js';
import { checkRequest, DEFAULT_RUNNER_CONFIG, type MatrixRequest } from './request.js';
import type { MatrixEntry, MatrixRow } from './row.js';
import { testConfig } from './test-config.js';

export interface MatrixContext {
  files: Files;
  /** Folder that relative paths in the request resolve against. */
  cwd?: string;
}

/**
 * The whole generator (docs/matrix.md §0): check the request, load and validate the master configs
 * then the runners file, expand, select evals. Rows come with the config key they came from.
 */
export function generateMatrixEntries(request: MatrixRequest, context: MatrixContext): MatrixEntry[] {
  checkRequest(request);
  const options = { cwd: context.cwd };
  const configs = loadMasterConfigs(context.files, request.configFiles, options);
  const runners = loadRunners(context.files, request.runnerConfig ?? DEFAULT_RUNNER_CONFIG, options);
  const entries = request.command === 'full-sweep' ? fullSweep(request, configs, runners) : testConfig(request, configs, runners);
  return applyEvals(entries, request);
}

/** The matrix rows, exactly as the reference would list them. */
export const generateMatrix = (request: MatrixRequest, context: MatrixContext): MatrixRow[] => generateMatrixEntries(request, context).map((e) => e.row);
