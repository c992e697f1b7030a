import { SweepkitError } from '../../../common/src/index.js';
import { logCapacity } from '../server-logs.js';
import type { IntTotal } from '../records.js';
import { selectAdapter } from './select.js';
import type { Metrics } from './series.js';
import { emptyState, renderServerMetrics, type ServerMetricsState } from './state.js';
import { type ArtifactFs } from '../../../job/src/index.js';

export { renderServerMetrics, type ServerMetricsState };

export interface ServerMetricsInput {
  metrics: Metrics;
  /** Where the metrics came from, for errors. */
  metricsFile: string;
  framework: string;
  resultDir: string;
  requestsCompleted: number;
  /** Token totals of the kept records: used where the server reported none. */
  recordInput: IntTotal;
  recordOutput: IntTotal;
}

const toInt = (total: IntTotal): number | bigint | null => {
  if (!total.seen) return null;
  const v = total.value();
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
};

/** The `server_metrics` block (B.7) plus the warnings it adds. */
export function serverMetrics(fs: ArtifactFs, input: ServerMetricsInput): { state: ServerMetricsState; warnings: string[] } {
  const state = emptyState();
  const warnings: string[] = [];
  const adapter = selectAdapter(input.framework, input.metrics);
  if (input.metrics.size === 0) {
    warnings.push('server_metrics_export.json missing or empty');
  } else if (adapter) {
    state.present = true;
    state.metricCount = input.metrics.size;
    state.adapter = adapter.name;
    try {
      adapter.apply(input.metrics, state);
    } catch (e) {
      if (e instanceof SweepkitError && !e.location) throw new SweepkitError(e.message, { location: { file: input.metricsFile }, code: e.code });
      throw e;
    }
  }
  // The engine's own log is the authority on pool size; it overrides a metric gauge.
  const capacity = adapter?.capacity ? logCapacity(fs, input.resultDir, adapter.capacity) : null;
  if (capacity !== null) state.kvCache.gpuTotalTokens = capacity;
  state.tokens.promptTotal ??= toInt(input.recordInput);
  state.tokens.generationTotal ??= toInt(input.recordOutput);
  state.tokens.requestsCompleted = input.requestsCompleted;
  return { state, warnings };
}
