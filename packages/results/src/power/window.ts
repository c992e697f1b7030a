import { PyFloat, type PyJson, type PyObject, type PyValue } from '../../../common/src/index.js';
import type { PowerWindow } from '../../../job/src/index.js';

/** A benchmark window and the duration the benchmark itself reported. */
export interface ResultWindow extends PowerWindow {
  reportedDuration: number;
}

const num = (v: PyValue | undefined): number | undefined => {
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'bigint') return Number(v);
  return undefined;
};

const count = (v: PyValue | undefined): number | undefined => {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) && !(v instanceof PyFloat) ? n : undefined;
};

/**
 * The benchmark window a result reports (benchmark_serving's `benchmark_start_time_unix`,
 * `benchmark_end_time_unix`, `duration`, `completed` and token totals), or undefined when it is
 * absent or unusable (older results have no window fields).
 */
export function resultWindow(result: PyObject): ResultWindow | undefined {
  const start = num(result.get('benchmark_start_time_unix'));
  const end = num(result.get('benchmark_end_time_unix'));
  const duration = num(result.get('duration'));
  const completed = count(result.get('completed'));
  const inputTokens = count(result.get('total_input_tokens'));
  const outputTokens = count(result.get('total_output_tokens'));
  if (start === undefined || end === undefined || duration === undefined || completed === undefined || inputTokens === undefined || outputTokens === undefined)
    return undefined;
  if (![start, end, duration].every(Number.isFinite) || end <= start || duration <= 0) return undefined;
  if (completed <= 0 || inputTokens <= 0 || outputTokens <= 0) return undefined;
  // Power is averaged over the integrated span; the reported duration is only recorded.
  return { start, end, duration: end - start, reportedDuration: duration, completed, inputTokens, outputTokens };
}

/** The sidecar's `benchmark_window` block (null when the result has no usable window). */
export function windowJson(window: ResultWindow | undefined): PyJson {
  if (!window) return null;
  return new Map<string, PyJson>([
    ['start_time_unix', new PyFloat(window.start)],
    ['end_time_unix', new PyFloat(window.end)],
    ['reported_duration_s', new PyFloat(window.reportedDuration)],
    ['integration_duration_s', new PyFloat(window.end - window.start)],
    ['completed', window.completed],
    ['total_input_tokens', window.inputTokens],
    ['total_output_tokens', window.outputTokens]
  ]);
}
