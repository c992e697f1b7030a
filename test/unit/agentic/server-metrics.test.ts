import { describe, expect, test } from '@jest/globals';
import { pyJsonDumps, parsePyJson, type PyObject } from '../../../packages/common/src/index.js';
import { IntTotal } from '../../../packages/agentic/src/records.js';
import { roundFloats } from '../../../packages/agentic/src/round-floats.js';
import { renderServerMetrics, serverMetrics } from '../../../packages/agentic/src/server-metrics/index.js';
import { selectAdapter } from '../../../packages/agentic/src/server-metrics/select.js';
import { serverLogFiles, sglangCapacity, vllmCapacity } from '../../../packages/agentic/src/server-logs.js';
import { memoryFs } from './memory-fs.js';

const metrics = (json: string) => parsePyJson(json) as PyObject;

describe('KV-pool capacity from server logs (B.7)', () => {
  test.each([
    [
      '(EngineCore_DP0 pid=1) GPU KV cache size: 5,000,000 tokens\n(EngineCore_DP0 pid=1) GPU KV cache size: 5,000,000 tokens\n(EngineCore_DP1 pid=2) GPU KV cache size: 6,500,000 tokens',
      11500000
    ],
    ['GPU KV cache size: 1,000 tokens\nGPU KV cache size: 2,000 tokens', 3000],
    ['GPU KV cache size: 0 tokens\nGPU KV cache size: abc tokens', null],
    ['nothing here', null]
  ])('vLLM %j -> %p', (text, capacity) => expect(vllmCapacity(text)).toBe(capacity));

  test.each([
    ['server_args=ServerArgs(tp_size=4, dp_size=4)\n[DP0 TP0 EP0] max_total_num_tokens=4602880, x', 18411520],
    ['dp_size=2\n[DP0 TP0 EP0] max_total_num_tokens=10\n[DP1 TP0 EP0] max_total_num_tokens=20\n[DP1 TP0 EP0] max_total_num_tokens=30', 40],
    ['dp_size=8\nmax_total_num_tokens=100', 800],
    ['max_total_num_tokens=100\nmax_total_num_tokens=50', 150],
    ['dp_size=0\nmax_total_num_tokens=0', null]
  ])('SGLang %j -> %p', (text, capacity) => expect(sglangCapacity(text)).toBe(capacity));

  test('server.log plus watchtower-*.out in RESULT_DIR and its first three lexical parents', () => {
    const fs = memoryFs({
      'a/b/c/d/server.log': '',
      'a/b/c/d/watchtower-2.out': '',
      'a/b/c/d/watchtower-1.out': '',
      'a/b/c/watchtower-x.out': '',
      'a/watchtower-top.out': '',
      'watchtower-root.out': '',
      'a/b/c/other.out': ''
    });
    expect(serverLogFiles(fs, 'a/b/c/d')).toEqual([
      'a/b/c/d/server.log',
      'a/b/c/d/watchtower-1.out',
      'a/b/c/d/watchtower-2.out',
      'a/b/c/watchtower-x.out',
      'a/watchtower-top.out'
    ]);
    expect(serverLogFiles(fs, './a/b/')).toEqual(['a/watchtower-top.out', 'watchtower-root.out']);
  });
});

describe('adapter selection (B.7: first match wins)', () => {
  test.each([
    ['dynamo-sglang', '{"sglang:prompt_tokens": {}}', 'dynamo-vllm'],
    ['vllm', '{"dynamo_frontend_x": {}}', 'dynamo-vllm'],
    ['sglang', '{"atom_prompt_tokens": {}}', 'atom'],
    ['atom', '{}', 'atom'],
    ['SGLang', '{}', 'sglang'],
    ['x', '{"vllm:a": {}}', 'vllm'],
    ['trt', '{}', undefined],
    ['dynamo-trt', '{}', 'dynamo-vllm']
  ])('%s with %s -> %s', (framework, json, adapter) => expect(selectAdapter(framework, metrics(json))?.name).toBe(adapter));
});

describe('ATOM adapter', () => {
  test('every spelling of a counter is summed; rates from cached/full tokens', () => {
    const fs = memoryFs({});
    const m = metrics(
      '{"atom:prompt_tokens": {"series": [{"stats": {"total": 100}}]}, "atom_prompt_tokens_total": {"series": [{"stats": {"total": 50}}]},' +
        '"atom:prefix_cache_cached_tokens": {"series": [{"stats": {"total": 30}}]}, "atom_prefix_cache_full_tokens": {"series": [{"stats": {"total": 120}}]},' +
        '"atom:lmcache_loaded_tokens": {"series": [{"stats": {"total": 12}}]}, "atom_kv_cache_usage_ratio": {"series": [{"stats": {"max": 80}}]}}'
    );
    const { state } = serverMetrics(fs, {
      metrics: m,
      metricsFile: 'm.json',
      framework: 'atom',
      resultDir: 'r',
      requestsCompleted: 3,
      recordInput: new IntTotal(),
      recordOutput: new IntTotal()
    });
    const out = pyJsonDumps(roundFloats(renderServerMetrics(state)));
    expect(out).toContain('"adapter": "atom", "metric_count": 6');
    expect(out).toContain('"gpu_cache_hit_rate": 0.25, "cpu_cache_hit_rate": 0.1, "external_cache_hit_rate": 0.1, "overall_cache_hit_rate": 0.25');
    expect(out).toContain('"kv_cache": {"gpu_usage_pct": 0.8,');
    expect(out).toContain('"prompt_total": 150, "generation_total": null, "requests_completed": 3');
  });
});
