import { describe, expect, test } from '@jest/globals';
import { launcherMetaEnv } from '../../../packages/slurm/src/eval-meta.js';

const parsed = (env: Record<string, string>): Record<string, unknown> | undefined => {
  const text = launcherMetaEnv(env);
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

describe('the launcher meta_env.json (step 18)', () => {
  test.each([
    [{ RUN_EVAL: 'false', EVAL_ONLY: 'false', CONC: '8' }, undefined],
    [{ EVAL_ONLY: 'true', EVAL_CONC: '16', CONC: '8' }, 16],
    [{ RUN_EVAL: 'true', CONC: '8' }, 8],
    [{ RUN_EVAL: 'true' }, 1],
    // several concurrencies: the first, so the file stays JSON (the reference wrote `4 16`)
    [{ EVAL_ONLY: 'true', EVAL_CONC: ' 4 16 ' }, 4]
  ])('%j → conc %j', (env, conc) => {
    expect(parsed(env)?.conc).toBe(conc);
  });

  test('multi-node topology from the job env, whatever IS_MULTINODE says', () => {
    const meta = parsed({
      EVAL_ONLY: 'true',
      IS_MULTINODE: 'false',
      EVAL_CONC: '32',
      PREFILL_TP: '4',
      PREFILL_NUM_WORKERS: '2',
      DECODE_TP: '8',
      DECODE_NUM_WORKERS: '1',
      MODEL_PREFIX: 'dsr1',
      RUNNER_TYPE: 'gb200'
    });
    expect(meta).toMatchObject({
      is_multinode: true,
      tp: 4,
      prefill_tp: 4,
      prefill_num_workers: 2,
      decode_tp: 8,
      decode_num_workers: 1,
      infmax_model_prefix: 'dsr1',
      hw: 'gb200',
      conc: 32
    });
  });
});
