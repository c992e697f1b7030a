import { pyStr, type PyJson, type YamlValue } from '../../common/src/index.js';
import { pyInt, type AgenticSearchSpace, type MultiNodeSearchSpace, type SeqLenConfig, type SingleNodeSearchSpace } from '../../config/src/index.js';
import { seqLenName } from './concurrency.js';
import type { MatrixRow } from './row.js';
import { appendMetadata, kvTag, normaliseWorker, workerTag } from './row-parts.js';

/**
 * The four entry shapes of docs/matrix.md §7, each built by appending keys in the reference's order.
 * `config` is the master config entry, `runner` the label or node the row runs on.
 */

export interface ConfigHead {
  image: string;
  model: string;
  'model-prefix': string;
  precision: string;
  framework: string;
  disagg?: unknown;
  router?: unknown;
  'kv-p2p-transfer'?: unknown;
}

const AGENTIC_DURATION_S = 3600;

/**
 * The config's head keys, then `rest`. Object.assign rather than `{ ...head, ...}`: on Node 20 an
 * object literal that starts with a spread and goes on with more keys is ~10x slower to build.
 */
const withHead = (config: ConfigHead, runner: string, rest: MatrixRow): MatrixRow =>
  Object.assign(
    {
      image: config.image,
      model: config.model,
      'model-prefix': config['model-prefix'],
      precision: config.precision,
      framework: config.framework,
      runner
    },
    rest
  );

/** A YAML value copied into the row as written. */
const raw = (value: unknown): PyJson => value as PyJson;
const maxModelLen = (block: SeqLenConfig<unknown>): number => pyInt(block.isl) + pyInt(block.osl) + 256;

export function singleNodeFixedRow(
  config: ConfigHead,
  block: SeqLenConfig<unknown>,
  bmk: SingleNodeSearchSpace,
  runner: string,
  conc: YamlValue,
  ep: YamlValue
): MatrixRow {
  const row: MatrixRow = withHead(config, runner, {
    isl: raw(block.isl),
    osl: raw(block.osl),
    tp: raw(bmk.tp),
    pp: bmk.pp ?? 1,
    'dcp-size': bmk['dcp-size'] ?? 1,
    'pcp-size': bmk['pcp-size'] ?? 1,
    conc: raw(conc),
    'max-model-len': maxModelLen(block),
    ep: raw(ep ?? 1),
    'dp-attn': raw(bmk['dp-attn'] ?? false),
    'spec-decoding': bmk['spec-decoding'] ?? 'none',
    'exp-name': `${config['model-prefix']}_${seqLenName(block.isl, block.osl)}`,
    disagg: false,
    'run-eval': false
  });
  appendMetadata(row, bmk, config);
  return row;
}

export function multiNodeFixedRow(config: ConfigHead, block: SeqLenConfig<unknown>, bmk: MultiNodeSearchSpace, runner: string, concs: YamlValue): MatrixRow {
  const row: MatrixRow = withHead(config, runner, {
    isl: raw(block.isl),
    osl: raw(block.osl),
    'spec-decoding': bmk['spec-decoding'] ?? 'none',
    prefill: normaliseWorker(bmk.prefill),
    decode: normaliseWorker(bmk.decode),
    conc: raw(concs),
    'max-model-len': maxModelLen(block),
    'exp-name': `${config['model-prefix']}_${seqLenName(block.isl, block.osl)}`,
    disagg: raw(config.disagg ?? false),
    'run-eval': false
  });
  appendMetadata(row, bmk, config);
  return row;
}

function appendBackend(row: MatrixRow, bmk: AgenticSearchSpace): void {
  const backend = bmk['kv-offload-backend'];
  if (backend !== null && backend !== undefined) row['kv-offload-backend'] = raw(backend);
}

export function agenticSingleNodeRow(config: ConfigHead, bmk: AgenticSearchSpace, runner: string, conc: YamlValue, dramGb: number): MatrixRow {
  const spec = bmk['spec-decoding'] ?? 'none';
  const kv = bmk['kv-offloading'] as YamlValue;
  const row: MatrixRow = withHead(config, runner, {
    tp: raw(bmk.tp),
    pp: bmk.pp ?? 1,
    'dcp-size': bmk['dcp-size'] ?? 1,
    'pcp-size': bmk['pcp-size'] ?? 1,
    ep: raw(bmk.ep ?? 1),
    'dp-attn': raw(bmk['dp-attn'] ?? false),
    'spec-decoding': spec,
    conc: raw(conc),
    'kv-offloading': raw(kv),
    'total-cpu-dram-gb': dramGb,
    duration: AGENTIC_DURATION_S,
    'exp-name': `${config['model-prefix']}_tp${pyStr(bmk.tp)}_conc${pyStr(conc)}_${kvTag(kv, bmk['kv-offload-backend'] as YamlValue)}${spec !== 'none' ? `_spec-${spec}` : ''}`,
    'scenario-type': 'agentic-coding'
  });
  appendBackend(row, bmk);
  appendMetadata(row, bmk, config);
  return row;
}

export function agenticMultiNodeRow(config: ConfigHead, bmk: AgenticSearchSpace, runner: string, concs: readonly YamlValue[], dramGb: number): MatrixRow {
  const kv = ('kv-offloading' in bmk ? bmk['kv-offloading'] : 'none') as YamlValue;
  const prefill = bmk.prefill!;
  const decode = bmk.decode!;
  const suffix = kv === 'none' ? '' : `_${kvTag(kv, bmk['kv-offload-backend'] as YamlValue)}`;
  const row: MatrixRow = withHead(config, runner, {
    'spec-decoding': bmk['spec-decoding'] ?? 'none',
    prefill: normaliseWorker(prefill),
    decode: normaliseWorker(decode),
    conc: concs as PyJson,
    'kv-offloading': raw(kv),
    'total-cpu-dram-gb': dramGb,
    duration: AGENTIC_DURATION_S,
    'exp-name': `${config['model-prefix']}_${workerTag(prefill, 'p')}_${workerTag(decode, 'd')}_conc${concs.map(pyStr).join('x')}${suffix}`,
    disagg: raw(config.disagg ?? false),
    'scenario-type': 'agentic-coding'
  });
  appendBackend(row, bmk);
  appendMetadata(row, bmk, config);
  return row;
}
