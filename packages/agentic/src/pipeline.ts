import { SweepkitError } from '../../common/src/index.js';
import { runAggregateAgentic, type AggregateResult } from './aggregate.js';
import { envBool, envGet, envInt, type Env } from './env.js';
import { pyPath } from './paths.js';
import type { ArtifactFs } from './ports.js';
import { runPowerAdapter, type PowerOutcome } from './power/adapter.js';
import { validateAgentic, type ErrorRateVerdict } from './validate.js';

export interface AgenticStepOptions {
  /** Run the power adapter (single node only, like the reference's ENABLE_AGENTX_POWER). */
  power: boolean;
  requirePower: boolean;
  /** Largest allowed failed-request fraction; undefined skips the gate. */
  failedRequestThreshold?: number;
  timeZone?: string;
}

export interface AgenticStepResult {
  aggregate: AggregateResult;
  power?: PowerOutcome;
  gate?: { verdict?: ErrorRateVerdict; error?: SweepkitError };
}

/**
 * What the benchmark job does after a replay (docs/agentic.md §B.1): aggregate, then the power adapter on
 * single node, then the validity gate. A gate failure is returned, not thrown, so the caller can
 * still publish the aggregate it already wrote.
 */
export function runAgenticStep(fs: ArtifactFs, env: Env, options: AgenticStepOptions): AgenticStepResult {
  const aggregate = runAggregateAgentic(fs, env);
  const resultDir = envGet(env, 'RESULT_DIR', 'results');
  const result: AgenticStepResult = { aggregate };
  if (options.power && !envBool(env, 'IS_MULTINODE', false)) {
    result.power = runPowerAdapter(fs, {
      resultDir,
      aggResult: aggregate.outputPath,
      expectedNumGpus: envInt(env, 'TP', 1) * envInt(env, 'PP_SIZE', 1) * envInt(env, 'PCP_SIZE', 1),
      requirePower: options.requirePower,
      timeZone: options.timeZone
    });
  }
  if (options.failedRequestThreshold !== undefined) {
    try {
      result.gate = { verdict: validateAgentic(fs, pyPath(resultDir, 'aiperf_artifacts'), options.failedRequestThreshold) };
    } catch (e) {
      if (!(e instanceof SweepkitError)) throw e;
      result.gate = { error: e };
    }
  }
  return result;
}
