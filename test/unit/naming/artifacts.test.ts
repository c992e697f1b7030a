import { expect, test } from '@jest/globals';
import { artifactNames, type JobKind } from '../../../packages/naming/src/index.js';

const job = (kind: Partial<JobKind>): JobKind => ({ agentic: false, evalOnly: false, runEval: false, ...kind });
const names = (multiNode: boolean, kind: Partial<JobKind>): string[] => artifactNames('R', 'E', multiNode, job(kind)).map((a) => a.name);

// The variants the conformance examples do not show (docs/naming.md §A.7 and its note on agentic eval-only).
test.each<[string, boolean, Partial<JobKind>, string[]]>([
  ['single-node fixed-seq', false, {}, ['bmk_R', 'server_logs_R', 'gpu_metrics_R', 'power_audit_R']],
  ['single-node benchmark that also runs evals', false, { runEval: true }, ['bmk_R', 'server_logs_R', 'gpu_metrics_R', 'power_audit_R', 'eval_E_R']],
  ['single-node eval-only', false, { evalOnly: true }, ['eval_server_logs_R', 'eval_gpu_metrics_R', 'eval_E_R']],
  ['single-node agentic', false, { agentic: true }, ['bmk_agentic_R', 'agentic_R', 'server_logs_R', 'gpu_metrics_R']],
  [
    'single-node agentic eval-only: agentic uploads are not gated on eval-only',
    false,
    { agentic: true, evalOnly: true },
    ['bmk_agentic_R', 'agentic_R', 'eval_server_logs_R', 'eval_gpu_metrics_R', 'eval_E_R']
  ],
  ['multi-node fixed-seq', true, {}, ['bmk_R', 'power_audit_R', 'multinode_server_logs_R']],
  ['multi-node eval-only (no exp-name repeat)', true, { evalOnly: true }, ['multinode_server_logs_R', 'eval_R']],
  ['multi-node agentic', true, { agentic: true }, ['multinode_server_logs_R', 'bmk_agentic_R', 'agentic_R']],
  [
    'multi-node agentic eval-only: bmk_agentic is gated on eval-only',
    true,
    { agentic: true, evalOnly: true },
    ['multinode_server_logs_R', 'agentic_R', 'eval_R']
  ]
])('%s', (_name, multiNode, kind, expected) => {
  expect(names(multiNode, kind)).toEqual(expected);
});

test('bmk_agentic_R and agentic_R pair up by stripping their prefixes (the reusable-run pairing rule)', () => {
  const [result, raw] = artifactNames('R', 'E', false, job({ agentic: true }));
  expect(result!.name.replace(/^bmk_/, '')).toBe(raw!.name);
});
