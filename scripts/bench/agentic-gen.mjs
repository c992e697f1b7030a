#!/usr/bin/env node
// Seeded synthetic agentic artifacts in the shapes docs/agentic.md §B.2 describes (aiperf
// profile_export.jsonl records, profile_export_aiperf.json, server_metrics_export.json).
//   node scripts/bench/agentic-gen.mjs <result-dir> <requests> [seed] [span-seconds]
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** mulberry32: small, fast, deterministic. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE_NS = 1751000000000000000n;

/** Writes the artifacts; resolves with the number of JSONL lines. */
export async function generate(resultDir, requests, seed = 1, spanSeconds = 3600) {
  const dir = join(resultDir, 'aiperf_artifacts');
  mkdirSync(dir, { recursive: true });
  const random = rng(seed);
  const out = createWriteStream(join(dir, 'profile_export.jsonl'));
  const write = (text) => (out.write(text) ? undefined : new Promise((done) => out.once('drain', done)));
  let batch = '';
  for (let i = 0; i < requests; i++) {
    const r = random();
    const phase = r < 0.01 ? 'warmup' : 'profiling';
    const error = r > 0.995 ? '{"type": "ReadTimeout", "message": "timed out"}' : 'null';
    const startNs = BASE_NS + BigInt(Math.floor(random() * spanSeconds * 1e9)) + BigInt(i % 1000);
    const latencyMs = 500 + random() * 60000;
    const endNs = startNs + BigInt(Math.round(latencyMs * 1e6));
    const isl = 1000 + Math.floor(random() * 120000);
    const osl = 10 + Math.floor(random() * 4000);
    const ttft = 50 + random() * 8000;
    const itl = 5 + random() * 50;
    batch +=
      `{"metadata": {"conversation_id": "trace-${i % 5000}", "turn_index": ${i % 7}, "request_start_ns": ${startNs}, ` +
      `"request_end_ns": ${endNs}, "session_num": 0, "worker_id": "worker_${i % 16}", ` +
      `"was_cancelled": false, "cancellation_time_ns": null, "benchmark_phase": "${phase}"}, "metrics": {` +
      `"input_sequence_length": {"value": ${isl}, "unit": "tokens"}, "output_sequence_length": {"value": ${osl}, "unit": "tokens"}, ` +
      `"time_to_first_token": {"value": ${ttft.toFixed(6)}, "unit": "ms"}, "request_latency": {"value": ${latencyMs.toFixed(6)}, "unit": "ms"}, ` +
      `"inter_token_latency": {"value": ${itl.toFixed(6)}, "unit": "ms"}, "full_response_inter_token_latency": {"value": ${(itl * 1.2).toFixed(6)}, "unit": "ms"}}, ` +
      `"error": ${error}}\n`;
    if (batch.length > 1 << 20) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch);
  await new Promise((done) => out.end(done));
  writeFileSync(
    join(dir, 'profile_export_aiperf.json'),
    JSON.stringify({ request_count: { avg: requests }, theoretical_prefix_cache_hit: { unit: '%', avg: 80, count: requests, sum: requests * 0.8 } })
  );
  writeFileSync(
    join(dir, 'server_metrics_export.json'),
    JSON.stringify({
      metrics: {
        'vllm:prompt_tokens': { type: 'counter', series: [{ endpoint_url: 'http://a:8000/metrics', stats: { total: requests * 60000 } }] },
        'vllm:prefix_cache_hits': { type: 'counter', series: [{ endpoint_url: 'http://a:8000/metrics', stats: { total: requests * 30000 } }] },
        'vllm:prefix_cache_queries': { type: 'counter', series: [{ endpoint_url: 'http://a:8000/metrics', stats: { total: requests * 60000 } }] }
      }
    })
  );
  return requests;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count, seed, span] = process.argv.slice(2);
  if (!dir || !count) {
    console.error('usage: agentic-gen.mjs <result-dir> <requests> [seed] [span-seconds]');
    process.exit(2);
  }
  await generate(dir, Number(count), Number(seed ?? 1), Number(span ?? 3600));
}
