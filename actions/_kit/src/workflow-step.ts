import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/index.js';
import { readContext, type ContextValues, type StepResult, type WorkflowContext } from '../../../packages/publish/src/index.js';
import { logUntrusted } from './log.js';

/**
 * The edge of a reference workflow step turned action: the run's context from the inputs and the
 * runner, the step, then its warnings and outputs (set only once the step succeeded).
 */
export async function runWorkflowStepAction(values: ContextValues, step: (context: WorkflowContext) => Promise<StepResult>): Promise<void> {
  const result = await step(readContext(values, nodeFiles));
  for (const warning of result.warnings) core.warning(warning);
  if (result.skipped !== undefined) {
    logUntrusted(`skipped: ${result.skipped}`);
    return;
  }
  for (const [name, value] of Object.entries({ ...result.outputs, ...result.extras })) core.setOutput(name, value);
}
