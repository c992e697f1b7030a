import { PyFloat, SweepkitError, type PyJson, isPyObject, type PyValue, pyStrip, pyStr } from '../../common/src/index.js';
import type { CompletionExtremes, RecordColumns } from './records.js';
import { distribution, reciprocalBlock } from './stats.js';
import { pyToFloat as toFloat } from '../../common/src/index.js';

/**
 * The longest span of completions the QPS series covers (one window per second): a benchmark
 * runs hours, and a timestamp years off would otherwise allocate a window per second of it.
 */
export const QPS_MAX_SPAN_SECONDS = 7 * 24 * 3600;

/**
 * QPS in 1-s windows from the first completion (B.6.1). A two-pointer sweep instead of the
 * reference's rescan per window, with the same `cur += 1.0` accumulation and half-open windows.
 */
export function qpsBlock(endSeconds: Float64Array, completions?: CompletionExtremes, file?: string): Record<string, PyJson> {
  const n = endSeconds.length;
  if (n < 2) return {};
  endSeconds.sort();
  const first = endSeconds[0]!;
  const last = endSeconds[n - 1]!;
  const duration = last - first;
  if (duration <= 0) return {};
  if (duration > QPS_MAX_SPAN_SECONDS) implausibleSpan(endSeconds, completions, file);
  const counts: number[] = [];
  let lo = 0;
  let hi = 0;
  for (let cur = first; cur + 1.0 <= last; cur = cur + 1.0) {
    const end = cur + 1.0;
    while (lo < n && endSeconds[lo]! < cur) lo++;
    if (hi < lo) hi = lo;
    while (hi < n && endSeconds[hi]! < end) hi++;
    counts.push(hi - lo);
  }
  const block: Record<string, PyJson> = { window_seconds: new PyFloat(1), samples: counts.length };
  if (counts.length === 0) {
    block.mean = new PyFloat(n / duration);
    return block;
  }
  const stats = distribution(Float64Array.from(counts))!;
  return { ...block, ...stats.block };
}

/** Names the completion farther from the median: the outlier that stretched the span. */
function implausibleSpan(sorted: Float64Array, completions: CompletionExtremes | undefined, file: string | undefined): never {
  const median = sorted[sorted.length >> 1]!;
  const { earliest, latest } = completions ?? {};
  const outlier = earliest && latest ? (median - earliest.seconds > latest.seconds - median ? earliest : latest) : undefined;
  const days = ((sorted[sorted.length - 1]! - sorted[0]!) / 86400).toFixed(1);
  throw new SweepkitError(`request_end_ns is an implausible timestamp: the completions span ${days} days (at most ${QPS_MAX_SPAN_SECONDS / 86400} allowed)`, {
    location: file === undefined ? undefined : { file, line: outlier?.line },
    code: 'bad-record'
  });
}

/** The `latency` block (B.6.2): seconds, interactivity as reciprocals. */
export function latencyBlock(c: RecordColumns): Record<string, PyJson> {
  const itlValues = c.itl.values();
  const itl = distribution(itlValues);
  const fullValues = c.fullResponseItl.values();
  const full = distribution(fullValues);
  const ratios = c.e2eRatio.values();
  const ratio = distribution(ratios);
  return {
    ttft: distribution(c.ttft.values())?.block ?? {},
    e2el: distribution(c.e2el.values())?.block ?? {},
    itl: itl?.block ?? {},
    tpot: itl?.block ?? {},
    intvty: itl ? reciprocalBlock(itl, itlValues) : {},
    e2e_norm_intvty: ratio ? reciprocalBlock(ratio, ratios) : {},
    full_response_itl: full?.block ?? {},
    full_response_intvty: full ? reciprocalBlock(full, fullValues) : {}
  };
}

/** The `tokens` block (B.6.3): int token counts (an exact integral mean stays an int). */
export function tokensBlock(c: RecordColumns): Record<string, PyJson> {
  return {
    input: distribution(c.inputTokens.values(), true)?.block ?? {},
    output_actual: distribution(c.outputTokens.values(), true)?.block ?? {},
    output_expected: distribution(c.expectedOutput.values(), true)?.block ?? {}
  };
}

/** Token throughput over the exact ns span from the first start to the last end (B.6.5). */
export function throughputBlock(c: RecordColumns, numGpus: number): { block: Record<string, PyJson>; perGpuTotal?: number } {
  if (c.minStartNs === null || c.maxEndNs === null) return { block: {} };
  const duration = Number(c.maxEndNs - c.minStartNs) / 1e9;
  if (duration <= 0) return { block: {} };
  // Python divides the exact int sums: each is rounded to a double once, then divided.
  const input = Number(c.inputTotal.value());
  const output = Number(c.outputTotal.value());
  const total = Number(c.inputTotal.value() + c.outputTotal.value());
  const inputTput = input / duration;
  const outputTput = output / duration;
  const totalTput = total / duration;
  const block: Record<string, PyJson> = {
    input: { tokens_per_second: new PyFloat(inputTput) },
    output: { tokens_per_second: new PyFloat(outputTput) },
    total: { tokens_per_second: new PyFloat(totalTput) },
    duration_seconds: new PyFloat(duration),
    per_gpu: {}
  };
  if (numGpus > 0) {
    block.per_gpu = {
      total_tput_tps: new PyFloat(totalTput / numGpus),
      output_tput_tps: new PyFloat(outputTput / numGpus),
      input_tput_tps: new PyFloat(inputTput / numGpus)
    };
    return { block, perGpuTotal: totalTput / numGpus };
  }
  return { block };
}

/** The theoretical prefix-cache hit rate aiperf reports (B.6.6). */
export function theoreticalCacheHitRate(aggregate: PyValue | undefined): PyJson {
  const metric = isPyObject(aggregate) ? aggregate.get('theoretical_prefix_cache_hit') : undefined;
  if (!isPyObject(metric)) return null;
  const sum = toFloat(metric.get('sum'));
  const count = toFloat(metric.get('count'));
  if (sum !== null && count !== null && count > 0) return new PyFloat(sum / count);
  const avg = toFloat(metric.get('avg'));
  if (avg === null) return null;
  const unit = metric.get('unit');
  return new PyFloat(pyStrip(pyStr(unit ?? null)) === '%' ? avg / 100 : avg);
}
