/** benchmark-multinode.yml run the way a runner runs it, on the local Slurm (test/support/workflow-runner.ts). */
import { expect } from '@jest/globals';
import { join } from 'node:path';
import { repoRoot } from '../../bundle/harness.js';
import { runJob, substitute, workflowCall } from '../../support/workflow-runner.js';

/** pip without any index or config of this machine: the stand-in installs with setup.py develop. */
export const PIP_ENV = { PIP_CONFIG_FILE: '/dev/null', PIP_NO_INDEX: '1', PIP_USE_PEP517: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1' };

export interface MultinodeCall {
  /** The runner's workspace, holding lanes.yaml, models.yaml and cluster.yaml (reused like a self-hosted runner's). */
  ws: string;
  /** Start of the runner's name: the default Slurm job name, sweepkit-<runner>-<hash>, then starts with it. */
  prefix: string;
  /** Workflow inputs beyond the workspace's tables. */
  inputs?: Record<string, string>;
  /** Runner environment (stand-in knobs). */
  env?: Record<string, string>;
}

/** Both jobs of benchmark-multinode.yml for a matrix row: the plan on a hosted runner, the benchmark on ours. */
export async function runMultinodeWorkflow(row: Record<string, unknown>, call: MultinodeCall) {
  const { ws } = call;
  const { workflow, context } = workflowCall(
    'benchmark-multinode.yml',
    {
      row: JSON.stringify(row),
      'versions-file': join(ws, 'lanes.yaml'),
      'model-table': join(ws, 'models.yaml'),
      'cluster-config': join(ws, 'cluster.yaml'),
      'queue-timeout-minutes': '5',
      ...call.inputs
    },
    { HF_TOKEN: 'hf-secret' }
  );
  const env = {
    RUNNER_NAME: `${call.prefix.slice('sweepkit-'.length)}_0`,
    SWEEPKIT_SRTCTL_SCENARIO: 'success',
    SWEEPKIT_SRTCTL_DURATION: '1',
    SWEEPKIT_SRTCTL_POINT: join(repoRoot, 'test/slurm/sa-bench-point.json'),
    ...PIP_ENV,
    ...call.env
  };
  const plan = await runJob(workflow.jobs.plan!, context, { cwd: ws, env: { ...env, RUNNER_NAME: 'GitHub Actions 2' } });
  expect(plan.failed).toBe(false);
  context.needs.plan = { outputs: plan.outputs };
  expect(JSON.parse(plan.outputs['runs-on']!)).toContain(row.runner);
  expect(substitute(workflow.jobs.benchmark!.name!, context)).toBe(plan.outputs['display-name']);
  const job = await runJob(workflow.jobs.benchmark!, context, { cwd: ws, env });
  const errors = Object.fromEntries(Object.entries(job.runs).map(([id, r]) => [id, r.annotations.filter((a) => a.level === 'error')]));
  const uploads = Object.fromEntries(job.uploads.map((u) => [u.name, u.files.map((f) => f.replace(`${ws}/`, ''))]));
  return { ws, workflow, context, job, errors, uploads, rf: context.steps.env!.outputs['result-filename']!, names: context.steps.names!.outputs };
}
