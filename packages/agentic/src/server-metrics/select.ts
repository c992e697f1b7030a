import { SweepkitError } from '../../../common/src/index.js';
import { sglangCapacity, vllmCapacity, type CapacityParser } from '../server-logs.js';
import { applyAtom } from './atom.js';
import { applySglang } from './sglang.js';
import type { Metrics } from './series.js';
import type { ServerMetricsState } from './state.js';
import { applyDynamoVllm, applyVllm } from './vllm.js';

export interface Adapter {
  name: 'dynamo-vllm' | 'atom' | 'sglang' | 'vllm';
  apply(metrics: Metrics, state: ServerMetricsState): void;
  /** Reads the KV-pool capacity from server logs, where the engine logs it. */
  capacity?: CapacityParser;
}

const ADAPTERS: Record<Adapter['name'], Adapter> = {
  'dynamo-vllm': { name: 'dynamo-vllm', apply: applyDynamoVllm, capacity: vllmCapacity },
  atom: { name: 'atom', apply: applyAtom },
  sglang: { name: 'sglang', apply: applySglang, capacity: sglangCapacity },
  vllm: { name: 'vllm', apply: applyVllm, capacity: vllmCapacity }
};

/**
 * Picks the adapter (B.7, first match wins). Any `dynamo*` framework takes the Dynamo-vLLM adapter
 * even with SGLang metrics; with no metrics the framework alone decides (or nothing matches).
 */
export function selectAdapter(framework: string, metrics: Metrics): Adapter | undefined {
  const fw = framework.toLowerCase();
  const names = [...metrics.keys()];
  const empty = names.length === 0;
  const any = (...prefixes: string[]): boolean => names.some((n) => prefixes.some((p) => n.startsWith(p)));
  if (fw.startsWith('dynamo') || any('dynamo_')) return ADAPTERS['dynamo-vllm'];
  if (any('atom:', 'atom_') || (empty && fw === 'atom')) return ADAPTERS.atom;
  if (any('sglang:') || (empty && fw === 'sglang')) return ADAPTERS.sglang;
  if (any('vllm:') || (empty && fw === 'vllm')) return ADAPTERS.vllm;
  if (empty) return undefined;
  const first = names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, 10);
  // Worded like the reference's ValueError line, which is what its stderr ends with.
  throw new SweepkitError(`ValueError: Unsupported agentic server metrics backend; framework='${fw}', metric_names=[${first.join(', ')}]`, {
    code: 'unsupported-backend'
  });
}
