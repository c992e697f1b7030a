import * as core from '@actions/core';
import { UsageError } from '../../../packages/common/src/index.js';
import { SCENARIO_TYPES, SEQ_LENS, type MatrixRequest, type ScenarioType, type SeqLen } from '../../../packages/matrix/src/index.js';
import { getBoolInput, getIntInput, getListInput, getOptionalInput } from '../../_kit/src/inputs.js';

export interface SweepMatrixInputs {
  request: MatrixRequest;
  maxJobsPerMatrix: number;
}

const FULL_SWEEP_ONLY = ['model-prefix', 'precision', 'framework', 'runner-type', 'step-size', 'min-conc', 'max-conc', 'max-tp', 'max-ep', 'single-node', 'multi-node'];
const TEST_CONFIG_ONLY = ['config-keys', 'conc'];
/** Inputs only `mode: sweep` reads (`all-evals` / `evals-only` serve both modes). */
export const SWEEP_ONLY = ['config-files', 'runner-config', 'seq-lens', 'scenario-type', 'runner-node-filter', 'no-evals', ...TEST_CONFIG_ONLY, ...FULL_SWEEP_ONLY];
const CHANGELOG_ONLY = ['base-ref', 'head-ref', 'trim-conc'];

/** Fails on the first of `names` that is set (a `false` flag counts as unset): it would be ignored silently. */
export function rejectInputs(names: readonly string[], appliesTo: string): void {
  for (const name of names) {
    const value = core.getInput(name);
    if (value && value !== 'false') throw new UsageError(`input '${name}' only applies to ${appliesTo}`);
  }
}

/** A list input, undefined when empty, every word one of `choices` when given. */
function listInput<T extends string>(name: string, choices?: readonly T[]): T[] | undefined {
  const words = getListInput(name);
  const bad = choices && words.find((w) => !choices.includes(w as T));
  if (bad) throw new UsageError(`input '${name}': invalid choice '${bad}' (choose from ${choices.join(', ')})`);
  return words.length ? (words as T[]) : undefined;
}

/** `mode: sweep`: the same options as `sweepkit matrix`, as kebab-case inputs. */
export function getInputs(): SweepMatrixInputs {
  const command = core.getInput('command') || 'full-sweep';
  if (command !== 'full-sweep' && command !== 'test-config') throw new UsageError(`input 'command' must be full-sweep or test-config, got '${command}'`);
  rejectInputs(command === 'full-sweep' ? TEST_CONFIG_ONLY : FULL_SWEEP_ONLY, `command ${command === 'full-sweep' ? 'test-config' : 'full-sweep'}`);
  rejectInputs(CHANGELOG_ONLY, 'mode changelog');
  const configFiles = getListInput('config-files');
  if (configFiles.length === 0) throw new UsageError("input 'config-files' is required");
  const common = {
    configFiles,
    runnerConfig: getOptionalInput('runner-config'),
    noEvals: getBoolInput('no-evals'),
    evalsOnly: getBoolInput('evals-only'),
    allEvals: getBoolInput('all-evals'),
    runnerNodeFilter: getOptionalInput('runner-node-filter'),
    scenarioTypes: listInput<ScenarioType>('scenario-type', SCENARIO_TYPES),
    seqLens: listInput<SeqLen>('seq-lens', SEQ_LENS)
  };
  const maxJobsPerMatrix = getIntInput('max-jobs-per-matrix') ?? 256;
  if (maxJobsPerMatrix < 1) throw new UsageError(`input 'max-jobs-per-matrix' must be at least 1, got ${maxJobsPerMatrix}`);
  if (command === 'test-config') {
    const configKeys = getListInput('config-keys');
    if (configKeys.length === 0) throw new UsageError("input 'config-keys' is required with command test-config");
    const conc = listInput('conc')?.map((word) => {
      if (!/^-?\d+$/.test(word)) throw new UsageError(`input 'conc': invalid int value '${word}'`);
      return Number(word);
    });
    return { maxJobsPerMatrix, request: { command, ...common, configKeys, conc } };
  }
  return {
    maxJobsPerMatrix,
    request: {
      command,
      ...common,
      modelPrefixes: listInput('model-prefix'),
      precisions: listInput('precision'),
      frameworks: listInput('framework'),
      runnerTypes: listInput('runner-type'),
      stepSize: getIntInput('step-size'),
      minConc: getIntInput('min-conc'),
      maxConc: getIntInput('max-conc'),
      maxTp: getIntInput('max-tp'),
      maxEp: getIntInput('max-ep'),
      singleNode: getBoolInput('single-node'),
      multiNode: getBoolInput('multi-node')
    }
  };
}
