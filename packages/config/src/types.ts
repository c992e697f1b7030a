import type { LoadedYaml, PyFloat } from '../../common/src/index.js';

/**
 * The shapes of schema-valid files. Values are the raw YAML values (the reference validates in
 * pydantic's lax mode but emits what was written), hence the lax unions. Property names are
 * checked against schemas/*.schema.json at compile time (test/unit/config/schema-types.test.ts).
 */
export type LaxInt = number | bigint | boolean | string | PyFloat;
export type LaxBool = boolean | number | string;

export interface ComponentMetadata {
  name: string;
  version: string;
}

export interface KvOffloadBackend {
  name: string;
  version?: string | null;
}

export interface WorkerConfig {
  'num-worker': LaxInt;
  tp: LaxInt;
  pp?: number;
  'dcp-size'?: number;
  'pcp-size'?: number;
  ep: LaxInt;
  'dp-attn': LaxBool;
  hardware?: string | null;
  'additional-settings'?: string[] | null;
}

interface Concurrency {
  'conc-start'?: LaxInt | null;
  'conc-end'?: LaxInt | null;
  'conc-list'?: LaxInt[] | null;
}

/** The single-worker parallelism fields that single-node and agentic entries share. */
export interface EntryParallelism {
  pp?: number;
  'dcp-size'?: number;
  'pcp-size'?: number;
  ep?: LaxInt | null;
  'dp-attn'?: LaxBool | null;
}

export interface SingleNodeSearchSpace extends Concurrency, EntryParallelism {
  tp: LaxInt;
  'spec-decoding'?: SpecDecoding;
  router?: ComponentMetadata | null;
}

export interface MultiNodeSearchSpace extends Concurrency {
  'spec-decoding'?: SpecDecoding;
  prefill: WorkerConfig;
  decode: WorkerConfig;
  router?: ComponentMetadata | null;
  'kv-p2p-transfer'?: string | null;
}

export interface AgenticSearchSpace extends Concurrency, EntryParallelism {
  tp?: LaxInt | null;
  'spec-decoding'?: SpecDecoding;
  prefill?: WorkerConfig | null;
  decode?: WorkerConfig | null;
  'kv-offloading'?: KvOffloading | null;
  'kv-offload-backend'?: KvOffloadBackend | null;
  router?: ComponentMetadata | null;
  'kv-p2p-transfer'?: string | null;
}

export type SpecDecoding = 'mtp' | 'draft_model' | 'none';
export type KvOffloading = 'none' | 'dram';

export interface SeqLenConfig<B> {
  isl: LaxInt;
  osl: LaxInt;
  'search-space': B[];
}

export interface AgenticBlock {
  'search-space': AgenticSearchSpace[];
  'dram-utilization'?: number | PyFloat | null;
}

export interface Scenarios<B> {
  'fixed-seq-len'?: SeqLenConfig<B>[] | null;
  'agentic-coding'?: AgenticBlock[] | null;
}

interface ConfigCommon {
  image: string;
  model: string;
  'model-prefix': string;
  precision: string;
  framework: string;
  runner: string;
  router?: ComponentMetadata | null;
}

export interface SingleNodeConfig extends ConfigCommon {
  multinode: false | 0;
  disagg?: false | 0;
  scenarios: Scenarios<SingleNodeSearchSpace>;
}

export interface MultiNodeConfig extends ConfigCommon {
  multinode: true | 1;
  disagg?: LaxBool;
  'kv-p2p-transfer'?: string | null;
  scenarios: Scenarios<MultiNodeSearchSpace>;
}

/** One validated top-level entry of a master config file. */
export type MasterConfig =
  | { key: string; multinode: false; config: SingleNodeConfig; source: LoadedYaml }
  | { key: string; multinode: true; config: MultiNodeConfig; source: LoadedYaml };

export interface RunnerHardware {
  'available-cpu-dram-mib': LaxInt;
  'gpus-per-node': LaxInt;
}

/** A validated runners file: label → nodes (file order, duplicates kept) and hardware facts. */
export interface Runners {
  labels: ReadonlyMap<string, readonly string[]>;
  hardware: ReadonlyMap<string, RunnerHardware>;
  source: LoadedYaml;
}
