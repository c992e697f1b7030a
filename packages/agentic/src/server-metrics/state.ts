import { PyFloat, type PyJson } from '../../../common/src/index.js';

type Num = number | null;
type Int = number | bigint | null;

/** One `sources[]` entry (per endpoint / worker) of the vLLM adapters. */
export interface SourceEntry {
  id: string;
  role: string;
  promptTokens: Num;
  generationTokens: Num;
  prefixCacheHitRate: Num;
  gpuKvCacheUsagePct: Num;
}

/** What the adapters fill in; rendered in the B.9 key order by `renderServerMetrics`. */
export interface ServerMetricsState {
  present: boolean;
  adapter: string;
  metricCount: number;
  cache: {
    gpu: Num;
    cpu: Num;
    external: Num;
    overall: Num;
    prefixHits: Num;
    prefixQueries: Num;
    externalHits: Num;
    externalQueries: Num;
    cachedBySource: Map<string, number>;
    frontendRate: Num;
    routerKv: Num;
    routerShared: Num;
    frontendCached: Num;
    frontendInput: Num;
  };
  kvCache: { gpuUsage: Num; gpuTotalTokens: Int; cpuUsage: Num; cpuUsed: Num; cpuTotal: Num };
  kvOffload: { bytesGpuToCpu: Num; bytesCpuToGpu: Num; timeGpuToCpu: Num; timeCpuToGpu: Num; bandwidthGpuToCpu: Num; bandwidthCpuToGpu: Num };
  tokens: {
    promptTotal: Int;
    generationTotal: Int;
    requestsCompleted: number;
    bySource: { gpu: Num; cpu: Num; computed: Num; raw: Map<string, number> };
  };
  sources: SourceEntry[];
}

export function emptyState(): ServerMetricsState {
  return {
    present: false,
    adapter: 'none',
    metricCount: 0,
    cache: {
      gpu: null,
      cpu: null,
      external: null,
      overall: null,
      prefixHits: null,
      prefixQueries: null,
      externalHits: null,
      externalQueries: null,
      cachedBySource: new Map(),
      frontendRate: null,
      routerKv: null,
      routerShared: null,
      frontendCached: null,
      frontendInput: null
    },
    kvCache: { gpuUsage: null, gpuTotalTokens: null, cpuUsage: null, cpuUsed: null, cpuTotal: null },
    kvOffload: { bytesGpuToCpu: null, bytesCpuToGpu: null, timeGpuToCpu: null, timeCpuToGpu: null, bandwidthGpuToCpu: null, bandwidthCpuToGpu: null },
    tokens: { promptTotal: null, generationTotal: null, requestsCompleted: 0, bySource: { gpu: null, cpu: null, computed: null, raw: new Map() } },
    sources: []
  };
}

/** A Python float (null stays null). */
export const float = (v: Num): PyJson => (v === null ? null : new PyFloat(v));
const floatMap = (m: Map<string, number>): Map<string, PyJson> => new Map([...m].map(([k, v]) => [k, new PyFloat(v)]));

export function renderServerMetrics(s: ServerMetricsState): PyJson {
  const c = s.cache;
  const k = s.kvCache;
  const o = s.kvOffload;
  const t = s.tokens;
  return {
    present: s.present,
    adapter: s.adapter,
    metric_count: s.metricCount,
    cache: {
      gpu_cache_hit_rate: float(c.gpu),
      cpu_cache_hit_rate: float(c.cpu),
      external_cache_hit_rate: float(c.external),
      overall_cache_hit_rate: float(c.overall),
      prefix_cache_hits: float(c.prefixHits),
      prefix_cache_queries: float(c.prefixQueries),
      external_prefix_cache_hits: float(c.externalHits),
      external_prefix_cache_queries: float(c.externalQueries),
      cached_tokens_by_source: floatMap(c.cachedBySource),
      frontend_cache_hit_rate: float(c.frontendRate),
      router_kv_hit_rate: float(c.routerKv),
      router_shared_cache_hit_rate: float(c.routerShared),
      frontend_cached_tokens: float(c.frontendCached),
      frontend_input_tokens: float(c.frontendInput)
    },
    kv_cache: {
      gpu_usage_pct: float(k.gpuUsage),
      gpu_total_tokens: k.gpuTotalTokens,
      cpu_usage_pct: float(k.cpuUsage),
      cpu_used_tokens: float(k.cpuUsed),
      cpu_total_tokens: float(k.cpuTotal)
    },
    kv_offload: {
      bytes_gpu_to_cpu: float(o.bytesGpuToCpu),
      bytes_cpu_to_gpu: float(o.bytesCpuToGpu),
      time_gpu_to_cpu: float(o.timeGpuToCpu),
      time_cpu_to_gpu: float(o.timeCpuToGpu),
      bandwidth_gpu_to_cpu_bytes_per_second: float(o.bandwidthGpuToCpu),
      bandwidth_cpu_to_gpu_bytes_per_second: float(o.bandwidthCpuToGpu)
    },
    tokens: {
      prompt_total: t.promptTotal,
      generation_total: t.generationTotal,
      requests_completed: t.requestsCompleted,
      prompt_by_source: {
        gpu_cache_hit: float(t.bySource.gpu),
        cpu_or_external_cache_hit: float(t.bySource.cpu),
        computed: float(t.bySource.computed),
        raw: floatMap(t.bySource.raw)
      }
    },
    sources: s.sources.map((e) => ({
      id: e.id,
      role: e.role,
      prompt_tokens: float(e.promptTokens),
      generation_tokens: float(e.generationTokens),
      prefix_cache_hit_rate: float(e.prefixCacheHitRate),
      gpu_kv_cache_usage_pct: float(e.gpuKvCacheUsagePct)
    }))
  };
}
