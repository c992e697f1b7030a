import { SweepkitError, pyJsonDumps, type YamlPath, type YamlValue } from '../../common/src/index.js';
import type { AgenticSearchSpace, MasterConfig, MultiNodeSearchSpace, Runners, SeqLenConfig, SingleNodeSearchSpace } from '../../config/src/index.js';
import { isSeqLen } from './concurrency.js';
import { dramBudgetGb } from './dram.js';
import type { ScenarioType, SeqLen } from './request.js';
import type { MatrixRow } from './row.js';
import { agenticMultiNodeRow, agenticSingleNodeRow, multiNodeFixedRow, singleNodeFixedRow } from './rows.js';

/** What a single-node fixed search-space entry turns into: its concurrencies and (clamped) ep. */
export interface SingleNodePoints {
  concs: readonly YamlValue[];
  ep: YamlValue;
}

/**
 * How full-sweep and test-config differ while expanding one config: runner fan-out, node-type
 * gating and the concurrency rules. `undefined` from a rule skips the search-space entry.
 */
export interface ExpansionPolicy {
  runners: Runners;
  scenarioTypes?: readonly ScenarioType[];
  seqLens?: readonly SeqLen[];
  runnerValues(runner: string): string[];
  includesNodeType(multinode: boolean): boolean;
  singleNode(bmk: SingleNodeSearchSpace): SingleNodePoints | undefined;
  /** A list, or (test-config, `conc-list: null` + range) the raw null. */
  multiNode(bmk: MultiNodeSearchSpace): YamlValue | undefined;
  agentic(bmk: AgenticSearchSpace): readonly YamlValue[] | undefined;
}

const wants = (policy: ExpansionPolicy, type: ScenarioType): boolean => !policy.scenarioTypes || policy.scenarioTypes.includes(type);

/** Python's `for c in concs`, which fails on the null a present-but-null `conc-list` gives. */
function iterable(concs: readonly YamlValue[] | YamlValue): readonly YamlValue[] {
  if (!Array.isArray(concs)) throw new SweepkitError("'NoneType' object is not iterable", { code: 'not-iterable' });
  return concs;
}

/** The reference re-validates each entry; the one check valid input can fail is a null `conc`. */
function checkedMultiNodeRow(row: MatrixRow): MatrixRow {
  if (Array.isArray(row.conc)) return row;
  throw new SweepkitError('The following parsed matrix entry failed validation:', {
    code: 'entry-invalid',
    details: [pyJsonDumps(row, { indent: 2 }), 'conc: Input should be a valid list']
  });
}

/**
 * Expands one search-space entry; an error that has no place yet (a topology that does not fit,
 * a crash the reference would have) is placed at the entry, with its field path.
 */
function atEntry(entry: MasterConfig, path: YamlPath, expand: () => void): void {
  try {
    expand();
  } catch (error) {
    if (!(error instanceof SweepkitError) || error.location) throw error;
    const full = [entry.key, ...path];
    throw new SweepkitError(error.message, { code: error.code, details: error.details, location: entry.source.locate(full), field: full.join('.') });
  }
}

function fixedRows(entry: MasterConfig, policy: ExpansionPolicy, runners: readonly string[]): MatrixRow[] {
  if (!policy.includesNodeType(entry.multinode)) return [];
  const rows: MatrixRow[] = [];
  const blocks = (entry.config.scenarios['fixed-seq-len'] ?? []) as SeqLenConfig<SingleNodeSearchSpace | MultiNodeSearchSpace>[];
  blocks.forEach((block, b) => {
    if (policy.seqLens && !isSeqLen(block.isl, block.osl, policy.seqLens)) return;
    block['search-space'].forEach((bmk, i) =>
      atEntry(entry, ['scenarios', 'fixed-seq-len', b, 'search-space', i], () => {
        if (entry.multinode) {
          const concs = policy.multiNode(bmk as MultiNodeSearchSpace);
          if (concs === undefined) return;
          for (const runner of runners) rows.push(checkedMultiNodeRow(multiNodeFixedRow(entry.config, block, bmk as MultiNodeSearchSpace, runner, concs)));
          return;
        }
        const points = policy.singleNode(bmk as SingleNodeSearchSpace);
        if (!points) return;
        for (const conc of iterable(points.concs)) {
          for (const runner of runners) rows.push(singleNodeFixedRow(entry.config, block, bmk as SingleNodeSearchSpace, runner, conc, points.ep));
        }
      })
    );
  });
  return rows;
}

/** Python's `bmk['tp']` / `bmk['prefill']` on an entry whose shape does not match the config. */
function requireKey(bmk: AgenticSearchSpace, key: 'tp' | 'prefill'): void {
  if (!(key in bmk)) {
    throw new SweepkitError(`'${key}'`, {
      code: 'missing-key',
      details: [`a ${key === 'tp' ? 'single' : 'multi'}-node config needs '${key}' in its agentic search-space entries`]
    });
  }
}

function agenticRows(entry: MasterConfig, policy: ExpansionPolicy, runners: readonly string[]): MatrixRow[] {
  const rows: MatrixRow[] = [];
  (entry.config.scenarios['agentic-coding'] ?? []).forEach((block, b) => {
    block['search-space'].forEach((bmk, i) =>
      atEntry(entry, ['scenarios', 'agentic-coding', b, 'search-space', i], () => {
        requireKey(bmk, entry.multinode ? 'prefill' : 'tp');
        const dramGb = dramBudgetGb(block, bmk, entry.config.runner, policy.runners);
        const concs = policy.agentic(bmk);
        if (!concs) return;
        if (entry.multinode) {
          // One allocation per concurrency: the reference's chunk size is 1.
          for (const runner of runners) for (const conc of concs) rows.push(agenticMultiNodeRow(entry.config, bmk, runner, [conc], dramGb));
          return;
        }
        for (const conc of concs) for (const runner of runners) rows.push(agenticSingleNodeRow(entry.config, bmk, runner, conc, dramGb));
      })
    );
  });
  return rows;
}

/** Every row of one config (docs/matrix.md §5.2 steps 3–6, §5.3 step 2), fixed-seq-len first. */
export function expandConfig(entry: MasterConfig, policy: ExpansionPolicy): MatrixRow[] {
  const runners = policy.runnerValues(entry.config.runner);
  if (runners.length === 0) return [];
  const rows = wants(policy, 'fixed-seq-len') ? fixedRows(entry, policy, runners) : [];
  if (!policy.includesNodeType(entry.multinode) || !wants(policy, 'agentic-coding')) return rows;
  return [...rows, ...agenticRows(entry, policy, runners)];
}
