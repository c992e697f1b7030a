import { PyFloat, type PyJson, pyFixed, pyPercent } from '../../common/src/index.js';

/** The numbers stdout reports, read back from the rounded aggregate. */
export interface Headline {
  successful: number;
  total: number;
  warmup: number;
  errors: number;
  qps?: { mean: number; p75?: number; p95?: number };
  gpuCacheHitRate?: number;
  cpuCacheHitRate?: number;
  externalCacheHitRate?: number;
  gpuKvCacheUsage?: number;
  gpuKvCacheCapacity?: number | bigint;
  theoreticalCacheHitRate?: number;
  throughputPerGpu?: number;
}

const num = (v: PyJson | undefined): number | undefined =>
  typeof v === 'number' ? v : v instanceof PyFloat ? v.value : typeof v === 'bigint' ? Number(v) : undefined;

/** Plain-object / Map lookup along a path of keys. */
export function pick(tree: PyJson | undefined, ...path: string[]): PyJson | undefined {
  let v = tree;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof PyFloat) return undefined;
    v = v instanceof Map ? v.get(key) : (v as Record<string, PyJson>)[key];
  }
  return v;
}

export function headline(aggregate: PyJson): Headline {
  const at = (...path: string[]) => num(pick(aggregate, ...path));
  const qpsMean = at('request_metrics', 'qps', 'mean');
  const capacity = pick(aggregate, 'kv_cache_pool_tokens');
  return {
    successful: at('num_requests_successful') ?? 0,
    total: at('num_requests_total') ?? 0,
    warmup: at('request_accounting', 'records_warmup_dropped') ?? 0,
    errors: at('request_accounting', 'records_error_dropped') ?? 0,
    qps: qpsMean === undefined ? undefined : { mean: qpsMean, p75: at('request_metrics', 'qps', 'p75'), p95: at('request_metrics', 'qps', 'p95') },
    gpuCacheHitRate: at('server_metrics', 'cache', 'gpu_cache_hit_rate'),
    cpuCacheHitRate: at('server_metrics', 'cache', 'cpu_cache_hit_rate'),
    externalCacheHitRate: at('server_metrics', 'cache', 'external_cache_hit_rate'),
    gpuKvCacheUsage: at('server_metrics', 'kv_cache', 'gpu_usage_pct'),
    gpuKvCacheCapacity: typeof capacity === 'bigint' ? capacity : num(capacity),
    theoreticalCacheHitRate: at('request_metrics', 'cache', 'theoretical_cache_hit_rate'),
    throughputPerGpu: at('request_metrics', 'throughput', 'per_gpu', 'total_tput_tps')
  };
}

/** The reference's stdout after a successful aggregation (B.11). */
export function summaryLines(outputPath: string, h: Headline): string[] {
  const lines = [
    `Saved aggregated agentic result to ${outputPath}`,
    `  Requests: ${h.successful} successful / ${h.total} total (${h.warmup} warmup, ${h.errors} error dropped)`
  ];
  if (h.qps) lines.push(`  QPS: mean=${pyFixed(h.qps.mean, 2)} p75=${pyFixed(h.qps.p75 ?? 0, 2)} p95=${pyFixed(h.qps.p95 ?? 0, 2)}`);
  const percent = (label: string, v: number | undefined): void => void (v !== undefined && lines.push(`  ${label} ${pyPercent(v, 1)}`));
  percent('GPU cache hit rate:', h.gpuCacheHitRate);
  percent('CPU/offload cache hit rate:', h.cpuCacheHitRate);
  percent('External cache hit rate:', h.externalCacheHitRate);
  percent('GPU KV cache usage: ', h.gpuKvCacheUsage);
  if (h.gpuKvCacheCapacity !== undefined) lines.push(`  GPU KV cache capacity: ${h.gpuKvCacheCapacity} tokens`);
  percent('Theoretical cache hit rate:', h.theoreticalCacheHitRate);
  if (h.throughputPerGpu !== undefined) lines.push(`  Throughput per GPU: ${pyFixed(h.throughputPerGpu, 0)} tok/s`);
  return lines;
}
