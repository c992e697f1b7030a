/**
 * The values a RESULT_FILENAME is made of (docs/naming.md §A.4/A.5), keyed with the matrix-row
 * vocabulary so that `parse(build(row))` can be compared with the row key by key.
 */
export const SPEC_DECODINGS = ['none', 'mtp', 'draft_model'] as const;
export type SpecDecoding = (typeof SPEC_DECODINGS)[number];

/** Parallelism of one server: the single-node `tp…-dpa…` token, or one multi-node worker pool. */
export interface Parallelism {
  tp: number;
  pp: number;
  'dcp-size': number;
  'pcp-size': number;
  ep: number;
  'dp-attn': boolean;
}

export interface WorkerPool extends Parallelism {
  'num-worker': number;
}

interface CommonFields {
  'exp-name': string;
  precision: string;
  framework: string;
  disagg: boolean;
  'spec-decoding': SpecDecoding;
  /** The concrete self-hosted runner (`runner.name`, `<pool>_<digits>`), not its label. */
  'runner-name': string;
  /** The first 16 hex characters of the row's recipe-fingerprint; '' when it has none. */
  recipe: string;
}

/** `benchmark-tmpl.yml` names: one server, one concurrency. */
export interface SingleNodeFields extends CommonFields, Parallelism {
  conc: number;
}

/** `benchmark-multinode-tmpl.yml` names: prefill and decode pools, a list of concurrencies. */
export interface MultiNodeFields extends CommonFields {
  prefill: WorkerPool;
  decode: WorkerPool;
  conc: number[];
}

export type ResultNameFields = SingleNodeFields | MultiNodeFields;

/** Like the matrix row: a name is multi-node exactly when it has a prefill pool. */
export const isMultiNode = (fields: ResultNameFields): fields is MultiNodeFields => 'prefill' in fields;
