import { counterInt, normalizeFraction, rate } from './numbers.js';
import { gaugeStat, sumStat, type Metrics } from './series.js';
import type { ServerMetricsState } from './state.js';

/** Every spelling ATOM exports a metric under; all present ones are summed. */
const names = (base: string, counter = true): string[] =>
  counter ? [`atom:${base}`, `atom_${base}`, `atom:${base}_total`, `atom_${base}_total`] : [`atom:${base}`, `atom_${base}`];

/** The ATOM adapter (B.7). */
export function applyAtom(metrics: Metrics, s: ServerMetricsState): void {
  s.tokens.promptTotal = counterInt(sumStat(metrics, names('prompt_tokens')), 'atom prompt_tokens');
  s.tokens.generationTotal = counterInt(sumStat(metrics, names('generation_tokens')), 'atom generation_tokens');
  const cached = sumStat(metrics, names('prefix_cache_cached_tokens'));
  const full = sumStat(metrics, names('prefix_cache_full_tokens'));
  const external = sumStat(metrics, names('lmcache_loaded_tokens'));
  const c = s.cache;
  c.gpu = c.overall = rate(cached, full);
  c.cpu = c.external = rate(external, full);
  c.prefixHits = cached;
  c.prefixQueries = full;
  c.externalHits = external;
  c.externalQueries = full;
  s.kvCache.gpuUsage = normalizeFraction(gaugeStat(metrics, names('kv_cache_usage_ratio', false), 'max'));
}
