import { counterInt, normalizeFraction, rate } from './numbers.js';
import { AVG_FIRST_KEYS, gaugeStat, labelIs, sumByLabel, sumStat, TOTAL_KEYS, type Metrics } from './series.js';
import type { ServerMetricsState } from './state.js';

/** The SGLang adapter (B.7): cache hits from `cached_tokens` by `cache_source`. */
export function applySglang(metrics: Metrics, s: ServerMetricsState): void {
  const prompt = sumStat(metrics, ['sglang:prompt_tokens']);
  s.tokens.promptTotal = counterInt(prompt, 'sglang:prompt_tokens');
  s.tokens.generationTotal = counterInt(sumStat(metrics, ['sglang:generation_tokens']), 'sglang:generation_tokens');
  const bySource = sumByLabel(metrics, ['sglang:cached_tokens'], 'cache_source');
  const device = bySource.get('device') ?? null;
  const host = bySource.get('host') ?? null;
  let totalCached: number | null = null;
  for (const v of bySource.values()) totalCached = (totalCached ?? 0) + v;
  const c = s.cache;
  c.gpu = rate(device, prompt);
  c.cpu = c.external = rate(host, prompt);
  c.overall = rate(totalCached, prompt) ?? normalizeFraction(gaugeStat(metrics, ['sglang:cache_hit_rate'], 'avg', AVG_FIRST_KEYS));
  c.cachedBySource = bySource;
  const k = s.kvCache;
  k.gpuUsage = normalizeFraction(gaugeStat(metrics, ['sglang:token_usage'], 'max'));
  k.gpuTotalTokens = counterInt(sumStat(metrics, ['sglang:max_total_num_tokens'], ['max', 'avg', 'total', 'sum']), 'sglang:max_total_num_tokens');
  k.cpuUsed = gaugeStat(metrics, ['sglang:hicache_host_used_tokens'], 'max');
  k.cpuTotal = gaugeStat(metrics, ['sglang:hicache_host_total_tokens'], 'max');
  k.cpuUsage = rate(k.cpuUsed, k.cpuTotal);
  s.tokens.bySource = {
    gpu: device,
    cpu: host,
    computed: sumStat(metrics, ['sglang:realtime_tokens'], TOTAL_KEYS, labelIs('mode', 'prefill_compute')),
    raw: bySource
  };
}
