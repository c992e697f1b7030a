import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { recipeRequiredMetricPrefix, submittedRecipeMetricPrefix } from '../../../packages/slurm/src/index.js';

/** Real recipes of InferenceX 843c6254 (test/fixtures/slurm/srt-slurm-recipes/README.md). */
const RECIPES = fileURLToPath(new URL('../../fixtures/slurm/srt-slurm-recipes', import.meta.url));
const real = (path: string): string => readFileSync(`${RECIPES}/${path}`, 'utf8');

describe('the required server-metric prefix of a recipe', () => {
  test.each([
    // benchmark.env, single-quoted (61 of the 62 recipes that set it keep it there)
    ['sglang/qwen3.5/gb300-fp4/agentic/disagg-gb300-1p1d-tp4-tp4-c8-mtp-hicache-session-jid2530030.yaml', 'sglang:'],
    // benchmark.env, double-quoted
    ['vllm/kimi-k3/agentic/agg-b200-tp8pp2-mooncake-c1-agentic.yaml', 'vllm:'],
    // a zip_override file: base.benchmark.env
    ['sglang/glm5.2/gb200-fp4/agentic/glm5.2-agentx.yaml', 'sglang:'],
    // a throughput recipe sets none
    ['sglang/qwen3.5/gb300-fp8/8k1k/4p1d-dep4-dep16.yaml', '']
  ])('real recipe %s → %j', (path, expected) => {
    expect(recipeRequiredMetricPrefix(real(path), path)).toBe(expected);
  });

  test.each([
    ['benchmark:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: "atom:"\n', 'atom:'],
    ['base:\n  benchmark:\n    env:\n      AIPERF_REQUIRED_SERVER_METRIC_PREFIX: vllm:x\n', 'vllm:x'],
    // the top level wins over base
    ['benchmark:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: a\nbase:\n  benchmark:\n    env:\n      AIPERF_REQUIRED_SERVER_METRIC_PREFIX: b\n', 'a'],
    // not the frontend's or a worker's env, not elsewhere in the recipe
    ['frontend:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: "sglang:"\n', ''],
    ['AIPERF_REQUIRED_SERVER_METRIC_PREFIX: "sglang:"\n', ''],
    // not text, empty, no env, not a mapping
    ['benchmark:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: 3\n', ''],
    ['benchmark:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: ""\n', ''],
    ['benchmark:\n  type: agentic\n', ''],
    ['benchmark:\n  env: [a]\n', ''],
    ['- a\n', '']
  ])('%j → %j', (text, expected) => {
    expect(recipeRequiredMetricPrefix(text, 'r.yaml')).toBe(expected);
  });

  test.each([
    // srtctl's recipe name with a selector, relative to the working directory
    ['sglang/glm5.2/gb200-fp4/agentic/glm5.2-agentx.yaml:zip_override_mtp_agentx_frontier[0]', 'sglang:'],
    ['vllm/kimi-k3/agentic/agg-b200-tp8pp2-mooncake-c1-agentic.yaml', 'vllm:'],
    // absent: srtctl reports it, the prefix is empty
    ['vllm/absent.yaml', '']
  ])('submitted recipe %s → %j', (recipe, expected) => {
    expect(submittedRecipeMetricPrefix(nodeFiles, { workingDirectory: RECIPES, recipe })).toBe(expected);
  });
});
