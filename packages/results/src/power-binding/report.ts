import type { PyJson } from '../../../common/src/index.js';

/** What a power step found for one result: the verdict, the metrics for the row, the sidecar. */
export interface PowerReport {
  /** `aggregate_power` or `aggregate_power_multinode`: the prefix of the printed lines. */
  tool: string;
  reasons: string[];
  /** Metric name → value, in the order they are appended to the row; undefined when invalid. */
  metrics?: Map<string, number>;
  /** Metric keys a stale row may carry and that the verdict removes first. */
  staleKeys: readonly string[];
  /** The sidecar document, built once the verdict is final. */
  sidecar: (valid: boolean, reasons: readonly string[]) => PyJson;
  /** The stdout line of a valid measurement, given the agg file name. */
  summary: (aggFile: string) => string;
}
