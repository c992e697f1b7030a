import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError } from '../../packages/common/src/index.js';
import { readContext, type ContextValues, type StepResult, type WorkflowContext } from '../../packages/publish/src/index.js';
import { fileCommandLines } from './file-command.js';
import type { CliIO } from './io.js';
import { workflowCommand } from './runner-shield.js';

/**
 * Runs a step as a command: warnings go to stderr (and, under the runner, as `::warning::`); the
 * outputs are printed as JSON and appended to the output file only when the step succeeded; a
 * refusal is `error: <message>` (details on the next lines), exit 1; a step the job's `if:` would
 * skip says so and exits 0.
 */
export async function runStepCommand(io: CliIO, githubOutput: string | undefined, step: () => Promise<StepResult>): Promise<number> {
  try {
    const result = await step();
    for (const warning of result.warnings) {
      io.stderr(`warning: ${warning}\n`);
      io.runnerCommand?.(workflowCommand('warning', {}, warning));
    }
    if (result.skipped !== undefined) {
      io.stdout(`skipped: ${result.skipped}\n`);
      return 0;
    }
    const outputs = { ...result.outputs, ...result.extras };
    if (githubOutput && Object.keys(outputs).length > 0) appendFileSync(resolve(io.cwd, githubOutput), fileCommandLines(outputs));
    io.stdout(`${pyJsonDumps(outputs, { indent: 2 })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    io.stderr(`error: ${[error.message, ...error.details].join('\n')}\n`);
    return error.exitCode;
  }
}

/** A reference workflow step: its context from the flags and runner variables, then the step. */
export function runWorkflowStep(
  io: CliIO,
  values: ContextValues & { 'github-output'?: string },
  step: (context: WorkflowContext) => Promise<StepResult>
): Promise<number> {
  return runStepCommand(io, values['github-output'], () => step(readContext(values, io.files, (path) => resolve(io.cwd, path))));
}
