import { OptionError } from '../../common/src/index.js';

export const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'] as const;
export const SEQ_LENS = ['1k1k', '8k1k'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
export type SeqLen = (typeof SEQ_LENS)[number];

/** Options both sub-commands share (docs/matrix.md §1.1). */
interface CommonRequest {
  /** Master config files, merged in this order. */
  configFiles: readonly string[];
  /** Runners file; default `configs/runners.yaml` (relative to the working directory). */
  runnerConfig?: string;
  noEvals?: boolean;
  evalsOnly?: boolean;
  allEvals?: boolean;
  /** Substring that fans rows out to the runner label's concrete nodes; '' means none. */
  runnerNodeFilter?: string;
  /** Restrict scenario types (default: all). */
  scenarioTypes?: readonly ScenarioType[];
  seqLens?: readonly SeqLen[];
}

/** `full-sweep`: every config that passes the filters (docs/matrix.md §1.2, §5.2). */
export interface FullSweepRequest extends CommonRequest {
  command: 'full-sweep';
  /** Prefixes of the config *key*. */
  modelPrefixes?: readonly string[];
  precisions?: readonly string[];
  frameworks?: readonly string[];
  runnerTypes?: readonly string[];
  /** Factor between range concurrencies (default 2). */
  stepSize?: number;
  minConc?: number;
  maxConc?: number;
  maxTp?: number;
  maxEp?: number;
  /** Neither or both of these select both node types. */
  singleNode?: boolean;
  multiNode?: boolean;
}

/** `test-config`: named configs (exact keys or globs), in the order given (docs/matrix.md §1.3, §5.3). */
export interface TestConfigRequest extends CommonRequest {
  command: 'test-config';
  configKeys: readonly string[];
  /** Keep only these concurrencies. */
  conc?: readonly number[];
}

export type MatrixRequest = FullSweepRequest | TestConfigRequest;

export const DEFAULT_RUNNER_CONFIG = 'configs/runners.yaml';
export const DEFAULT_STEP_SIZE = 2;

/**
 * The reference's checks after option parsing (its own texts on the command line), as option
 * errors that name inputs in the action.
 */
export function checkRequest(request: MatrixRequest): void {
  if (request.noEvals && request.evalsOnly) throw OptionError.conflict('evals-only', 'no-evals');
  if (request.command === 'full-sweep') {
    if ((request.stepSize ?? DEFAULT_STEP_SIZE) <= 1) throw new OptionError('{step-size} must be greater than 1');
    if (request.minConc !== undefined && request.maxConc !== undefined && request.minConc > request.maxConc) {
      throw new OptionError('{min-conc} must be less than or equal to {max-conc}');
    }
  }
  if (request.noEvals && request.allEvals) throw new OptionError('{all-evals} cannot be combined with {no-evals}');
}
