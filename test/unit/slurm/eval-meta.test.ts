import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeEvalFs, validateEvalScores } from '../../../packages/evals/src/index.js';
import { launcherMetaEnv } from '../../../packages/slurm/src/eval-meta.js';
import { repoRoot } from '../../bundle/harness.js';

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
    // not a list of concurrencies: the first word, so the file stays JSON
    [{ EVAL_ONLY: 'true', EVAL_CONC: '4 x' }, 4]
  ])('%j → conc %j', (env, conc) => {
    const meta = parsed(env);
    expect(meta?.conc).toBe(conc);
    expect(meta?.eval_concs).toBeUndefined();
  });

  test('several EVAL_CONC values are a batch: completed are those with a results…_conc<N>.json (the reference wrote `4 16`)', () => {
    const text = launcherMetaEnv({ EVAL_ONLY: 'true', EVAL_CONC: ' 4 16 32 ' }, [
      'results_a_conc4.json',
      'results_a_conc32_1.json',
      'conc16.json',
      'meta_env.json'
    ]);
    expect(text).toContain('  "conc": 4,\n  "eval_concs": [4, 16, 32],\n  "completed_eval_concs": [4, 32],\n  "failed_eval_concs": [],\n');
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

  test.each([
    [['results_t_conc4.json', 'results_t_conc16.json'], []],
    [['results_t_conc4.json'], ['FAIL: batched eval is missing completed concurrency: 16', 'FAIL: batched eval is missing result files for concurrency: 16']]
  ])('the score gate reads the batch the launcher wrote: results %j', (names, failures) => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-meta-'));
    try {
      for (const name of names) cpSync(join(repoRoot, 'test/slurm/lm-eval-result.json'), join(dir, name));
      writeFileSync(join(dir, 'meta_env.json'), launcherMetaEnv({ EVAL_ONLY: 'true', EVAL_CONC: '4 16' }, names)!);
      const outcome = validateEvalScores(nodeEvalFs(dir), {
        minScore: 0.85,
        thresholds: { kind: 'default', bundledFallback: true },
        metaEnv: 'meta_env.json',
        metricPrefix: 'exact_match,',
        resultsGlob: 'results*.json',
        expectedConcs: '4 16'
      });
      expect(outcome.lines.filter((l) => l.text.startsWith('FAIL')).map((l) => l.text)).toEqual(failures);
      expect(outcome.exitCode).toBe(failures.length ? 1 : 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
