import { pyStr, pyTruthy, type PyJson, type YamlMapping, type YamlValue } from '../../common/src/index.js';
import { pyInt, type WorkerConfig } from '../../config/src/index.js';
import type { MatrixRow } from './row.js';

/** `W(worker)`: the YAML worker in its key order, then absent pp / dcp-size / pcp-size as 1. */
export function normaliseWorker(worker: WorkerConfig): MatrixRow {
  const out: MatrixRow = { ...(worker as unknown as MatrixRow) };
  for (const key of ['pp', 'dcp-size', 'pcp-size']) if (!(key in out)) out[key] = 1;
  return out;
}

/**
 * `M(bmk, config)`: `router` and `kv-p2p-transfer` from the search-space entry when it has the key
 * (even null, which suppresses the config's value), else from the config; only non-null ones.
 */
export function appendMetadata(row: MatrixRow, bmk: object, config: object): void {
  const b = bmk as YamlMapping;
  const c = config as YamlMapping;
  for (const key of ['router', 'kv-p2p-transfer']) {
    const value = key in b ? b[key] : (c[key] ?? null);
    if (value !== null && value !== undefined) row[key] = value as PyJson;
  }
}

/** `p1x4ep4dpa`: worker count × tp, plus ep when not 1 and `dpa` for data-parallel attention. */
export function workerTag(worker: WorkerConfig, prefix: string): string {
  const ep = worker.ep ?? 1;
  return `${prefix}${pyStr(worker['num-worker'])}x${pyStr(worker.tp)}${pyInt(ep) !== 1 ? `ep${pyStr(ep)}` : ''}${pyTruthy(worker['dp-attn']) ? 'dpa' : ''}`;
}

/** `K(kv, backend)`: `kvnone`, or `kv{kv}-{backend name}`. */
export function kvTag(kv: YamlValue, backend: YamlValue | undefined): string {
  if (kv === 'none') return 'kvnone';
  const name = backend !== null && typeof backend === 'object' ? (backend as YamlMapping).name : undefined;
  return `kv${pyStr(kv)}-${pyStr(name)}`;
}
