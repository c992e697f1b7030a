import { describe, expect, test } from '@jest/globals';
import { childEnvironment } from '../../../packages/slurm/src/child-env.js';

describe('child environment: the workflows that drive the launcher need no SWEEPKIT_CHILD_ENV', () => {
  test.each([
    [
      'profile.yml',
      {
        PROFILE: '1',
        SGLANG_TORCH_PROFILER_DIR: '/workspace/',
        VLLM_TORCH_PROFILER_DIR: '/workspace/',
        VLLM_RPC_TIMEOUT: '1800000',
        MOE_DEBUG: '0',
        MOE_DEBUG_LOG: '/workspace/moe_debug.tp0.log'
      }
    ],
    [
      'speedbench-al.yml',
      {
        BENCH_SCRIPT_OVERRIDE: 'benchmarks/single_node/speedbench/dsv4_fp4_b300_vllm.sh',
        SALLOC_TIME_LIMIT: '480',
        MTP_LIST: '1 2 3',
        THINKING_MODES: 'off on',
        CATEGORY: 'coding',
        SPEEDBENCH_OUTPUT_LEN: '4096',
        CHAT_TEMPLATE_KWARGS_ON: '{"thinking": true}',
        OUT_YAML: '/workspace/speedbench-reference-al.yaml'
      }
    ]
  ])('%s: its variables reach the launcher, nothing is dropped', (_, vars) => {
    const { env, dropped } = childEnvironment(vars, 'job');
    expect(env).toEqual(vars);
    expect(dropped).toEqual([]);
  });

  test('they stay out of the tools (git, pip, squeue)', () => {
    expect(childEnvironment({ PROFILE: '1', VLLM_RPC_TIMEOUT: '1', BENCH_SCRIPT_OVERRIDE: 'x' }, 'tool').env).toEqual({});
  });
});
