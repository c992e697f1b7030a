import { counterInt, normalizeFraction, rate } from './numbers.js';
import { AVG_FIRST_KEYS, gaugeStat, labelsOf, seriesOf, sumByLabel, sumStat, type Metrics, type SeriesFilter } from './series.js';
import type { ServerMetricsState, SourceEntry } from './state.js';
import { pyStr, pyTruthy } from '../../../common/src/index.js';

const KV_USAGE = ['vllm:kv_cache_usage_perc', 'vllm:gpu_cache_usage_perc'];
const SOURCE_METRICS = [
  'vllm:prompt_tokens',
  'vllm:generation_tokens',
  'vllm:prefix_cache_hits',
  'vllm:prefix_cache_queries',
  'vllm:kv_cache_usage_perc',
  'vllm:prompt_tokens_by_source'
];
const ROLES: Record<string, string> = { prefill: 'prefill', backend: 'decode', decode: 'decode', frontend: 'router', router: 'router' };
const ID_LABELS = ['worker_id', 'dp_rank', 'engine'];

/** The id of the endpoint / worker a series comes from: role, URL and identifying labels. */
function sourceOf(series: Parameters<SeriesFilter>[0]): { id: string; role: string } {
  const labels = labelsOf(series);
  const component = labels?.get('dynamo_component');
  const roleLabel = pyTruthy(component) ? component : labels?.get('component');
  const role = (roleLabel !== undefined && roleLabel !== null && ROLES[pyStr(roleLabel)]) || 'combined';
  let id = role;
  const url = series.get('endpoint_url');
  if (pyTruthy(url)) id += `|${pyStr(url!)}`;
  for (const key of ID_LABELS) {
    const v = labels?.get(key);
    if (v !== undefined && v !== null) id += `|${key}=${pyStr(v)}`;
  }
  return { id, role };
}

function sources(metrics: Metrics): SourceEntry[] {
  const roles = new Map<string, string>();
  for (const s of seriesOf(metrics, SOURCE_METRICS)) {
    const { id, role } = sourceOf(s);
    roles.set(id, role);
  }
  // Code-point order, like Python's sorted() on str.
  const ids = [...roles.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return ids.map((id) => {
    const only: SeriesFilter = (s) => sourceOf(s).id === id;
    return {
      id,
      role: roles.get(id)!,
      promptTokens: sumStat(metrics, ['vllm:prompt_tokens'], undefined, only),
      generationTokens: sumStat(metrics, ['vllm:generation_tokens'], undefined, only),
      prefixCacheHitRate: rate(sumStat(metrics, ['vllm:prefix_cache_hits'], undefined, only), sumStat(metrics, ['vllm:prefix_cache_queries'], undefined, only)),
      gpuKvCacheUsagePct: normalizeFraction(gaugeStat(metrics, KV_USAGE, 'max', undefined, only))
    };
  });
}

/** The vLLM adapter (B.7). `totals` lets the Dynamo adapter prefer its frontend token counters. */
export function applyVllm(
  metrics: Metrics,
  s: ServerMetricsState,
  totals = { prompt: sumStat(metrics, ['vllm:prompt_tokens']), generation: sumStat(metrics, ['vllm:generation_tokens']) }
): void {
  const c = s.cache;
  s.tokens.promptTotal = counterInt(totals.prompt, 'prompt_tokens');
  s.tokens.generationTotal = counterInt(totals.generation, 'generation_tokens');
  c.prefixHits = sumStat(metrics, ['vllm:prefix_cache_hits']);
  c.prefixQueries = sumStat(metrics, ['vllm:prefix_cache_queries']);
  c.gpu = rate(c.prefixHits, c.prefixQueries);
  c.externalHits = sumStat(metrics, ['vllm:external_prefix_cache_hits']);
  c.externalQueries = sumStat(metrics, ['vllm:external_prefix_cache_queries']);
  c.cpu = c.external = rate(c.externalHits, c.externalQueries);

  const raw = sumByLabel(metrics, ['vllm:prompt_tokens_by_source'], 'source');
  if (raw.size) {
    let total = 0;
    for (const v of raw.values()) total += v;
    const local = raw.get('local_cache_hit');
    const external = raw.get('external_kv_transfer');
    if (total > 0) {
      if (local !== undefined) c.gpu = local / total;
      if (external !== undefined) c.cpu = c.external = external / total;
      c.overall = ((local ?? 0) + (external ?? 0)) / total;
    }
    s.tokens.bySource = { gpu: local ?? null, cpu: external ?? null, computed: raw.get('local_compute') ?? null, raw };
  } else if (c.gpu !== null) c.overall = c.gpu;

  s.kvCache.gpuUsage = normalizeFraction(gaugeStat(metrics, KV_USAGE, 'max'));
  s.kvCache.cpuUsage = normalizeFraction(gaugeStat(metrics, ['vllm:cpu_kv_cache_usage_perc'], 'max'));
  const o = s.kvOffload;
  o.bytesGpuToCpu = sumStat(metrics, ['vllm:kv_offload_bytes_gpu_to_cpu']);
  o.bytesCpuToGpu = sumStat(metrics, ['vllm:kv_offload_bytes_cpu_to_gpu']);
  o.timeGpuToCpu = sumStat(metrics, ['vllm:kv_offload_time_gpu_to_cpu']);
  o.timeCpuToGpu = sumStat(metrics, ['vllm:kv_offload_time_cpu_to_gpu']);
  o.bandwidthGpuToCpu = rate(o.bytesGpuToCpu, o.timeGpuToCpu);
  o.bandwidthCpuToGpu = rate(o.bytesCpuToGpu, o.timeCpuToGpu);
  s.sources = sources(metrics);
}

/** The Dynamo adapter: vLLM plus frontend and router counters (B.7). */
export function applyDynamoVllm(metrics: Metrics, s: ServerMetricsState): void {
  applyVllm(metrics, s, {
    prompt: sumStat(metrics, ['dynamo_frontend_input_sequence_tokens']) ?? sumStat(metrics, ['vllm:prompt_tokens']),
    generation: sumStat(metrics, ['dynamo_frontend_output_tokens']) ?? sumStat(metrics, ['vllm:generation_tokens'])
  });
  const c = s.cache;
  s.kvCache.gpuUsage ??= normalizeFraction(gaugeStat(metrics, ['dynamo_component_gpu_cache_usage_percent'], 'max'));
  c.frontendCached = sumStat(metrics, ['dynamo_frontend_cached_tokens']);
  c.frontendInput = sumStat(metrics, ['dynamo_frontend_input_sequence_tokens']);
  c.frontendRate = rate(c.frontendCached, c.frontendInput);
  c.routerKv = normalizeFraction(gaugeStat(metrics, ['dynamo_component_router_kv_hit_rate'], 'avg', AVG_FIRST_KEYS));
  c.routerShared = normalizeFraction(gaugeStat(metrics, ['dynamo_component_router_shared_cache_hit_rate'], 'avg', AVG_FIRST_KEYS));
}
