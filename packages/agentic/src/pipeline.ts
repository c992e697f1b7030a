import { formatError, isPyObject, pyJsonDumps, SweepkitError, pyPath } from '../../common/src/index.js';
import { aggregateAgentic, writeAggregate, type AggregateResult } from './aggregate.js';
import { measurePower, type PowerOutcome } from './power-adapter/adapter.js';
import { validateAgentic, type ErrorRateVerdict } from './validate.js';
import { applyPowerVerdict, jobVariables, type ArtifactFs, type Env } from '../../job/src/index.js';

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
  /** The aggregate's and the gate's warnings, each once. */
  warnings: SweepkitError[];
}

/**
 * What the benchmark job does after a replay: aggregate, then the power measurement on single
 * node, then the validity gate. The aggregate is built in memory with its power fields and written
 * once, atomically. A gate failure is returned, not thrown, so the caller can still publish the
 * aggregate it wrote.
 */
export function runAgenticStep(fs: ArtifactFs, env: Env, options: AgenticStepOptions): AgenticStepResult {
  let aggregate = aggregateAgentic(fs, env);
  const vars = jobVariables(env);
  const resultDir = vars.get('RESULT_DIR');
  let power: PowerOutcome | undefined;
  if (options.power && !vars.get('IS_MULTINODE') && isPyObject(aggregate.aggregate)) {
    power = measurePower(fs, {
      resultDir,
      expectedNumGpus: vars.get('TP') * vars.get('PP_SIZE') * vars.get('PCP_SIZE'),
      timeZone: options.timeZone
    });
    const patched = applyPowerVerdict(aggregate.aggregate, power.metrics);
    aggregate = { ...aggregate, aggregate: patched, text: pyJsonDumps(patched, { indent: 2 }) };
  }
  writeAggregate(fs, env, aggregate);
  const result: AgenticStepResult = { aggregate, power, warnings: [...aggregate.warnings] };
  if (options.failedRequestThreshold !== undefined) {
    try {
      result.gate = { verdict: validateAgentic(fs, pyPath(resultDir, 'aiperf_artifacts'), options.failedRequestThreshold) };
    } catch (e) {
      if (!(e instanceof SweepkitError)) throw e;
      result.gate = { error: e };
    }
  }
  const seen = new Set(result.warnings.map(formatError));
  for (const warning of result.gate?.verdict?.warnings ?? []) if (!seen.has(formatError(warning))) result.warnings.push(warning);
  return result;
}
