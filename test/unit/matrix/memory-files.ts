import type { Files } from '../../../packages/common/src/index.js';

/** An in-memory Files port: path → text; anything else does not exist. */
export function memoryFiles(texts: Record<string, string>): Files {
  return {
    readText(path) {
      if (!(path in texts)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return texts[path]!;
    },
    exists: (path) => path in texts
  };
}

export const RUNNERS = `labels:
  r1: [r1-a_0, r1-b_0, r1-a_1]
  cluster:r2: [r2-x_0, r2-x_1, r2-x_0]
  cluster:r4: [r4-y_0]
hardware:
  cluster:r2: { available-cpu-dram-mib: 2_000_000, gpus-per-node: 8 }
  cluster:r4: { available-cpu-dram-mib: 4_000_000, gpus-per-node: 4 }
`;

/** A single-node config `SN(x)` of docs/matrix.md §11 with the given `scenarios` (YAML flow text). */
export const singleNode = (scenarios: string, extra = '', key = 'sn'): string =>
  `${key}:\n  image: img\n  model: m\n  model-prefix: mp\n  precision: fp8\n  framework: vllm\n  runner: r1\n  multinode: false\n${extra}  scenarios: ${scenarios}\n`;

/** A multi-node config with the given `scenarios`. */
export const multiNode = (scenarios: string, extra = '', key = 'mn'): string =>
  `${key}:\n  image: img\n  model: m\n  model-prefix: mp2\n  precision: fp4\n  framework: sglang\n  runner: cluster:r4\n  multinode: true\n${extra}  scenarios: ${scenarios}\n`;

export const fixed = (bmk: string, isl = 1024, osl = 1024): string => `{fixed-seq-len: [{isl: ${isl}, osl: ${osl}, search-space: [${bmk}]}]}`;
export const agentic = (bmk: string, utilisation = 0.85): string => `{agentic-coding: [{dram-utilization: ${utilisation}, search-space: [${bmk}]}]}`;
export const WORKERS = 'prefill: {num-worker: 1, tp: 4, ep: 1, dp-attn: false}, decode: {num-worker: 1, tp: 8, ep: 8, dp-attn: true}';
