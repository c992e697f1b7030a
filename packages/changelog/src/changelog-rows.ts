import { type TestConfigRequest, isMultiNode, type MatrixRow } from '../../matrix/src/index.js';
import { appendOnlyDelta } from './append-only-delta.js';
import { MASTER_CONFIG_FILES, RUNNER_CONFIG_FILE } from './analyse.js';
import { SCENARIO_TYPES, type ChangelogEntry, type ScenarioType } from './entry.js';

/** Runs the sweep-matrix generator (`test-config`) on one revision. */
export type Generate = (request: TestConfigRequest) => MatrixRow[];

export interface RowOptions {
  /** The PR's `all-evals` / `evals-only` labels. */
  allEvals: boolean;
  evalsOnly: boolean;
}

/**
 * The configs of one entry grouped by the scenario types not yet generated for them by an earlier
 * entry (so overlapping entries do not duplicate work); marks those types as done.
 */
function pendingGroups(
  keys: readonly string[],
  scenarios: readonly ScenarioType[],
  done: Map<string, Set<ScenarioType>>
): { keys: string[]; scenarios: ScenarioType[] }[] {
  const groups = new Map<string, { keys: string[]; scenarios: ScenarioType[] }>();
  for (const key of keys) {
    const seen = done.get(key) ?? new Set<ScenarioType>();
    done.set(key, seen);
    const remaining = scenarios.filter((s) => !seen.has(s));
    remaining.forEach((s) => seen.add(s));
    if (!remaining.length) continue;
    const id = remaining.join(',');
    const group = groups.get(id) ?? { keys: [], scenarios: remaining };
    group.keys.push(key);
    groups.set(id, group);
  }
  return [...groups.values()];
}

const request = (keys: string[], extra: Partial<TestConfigRequest>): TestConfigRequest => ({
  command: 'test-config',
  configKeys: keys,
  configFiles: MASTER_CONFIG_FILES,
  runnerConfig: RUNNER_CONFIG_FILE,
  ...extra
});

const belowMinPrefillEp = (row: MatrixRow, min: number): boolean => {
  if (!isMultiNode(row)) return false;
  const ep = (row.prefill as Record<string, unknown> | null)?.ep;
  return typeof ep !== 'number' || !Number.isInteger(ep) || ep < min;
};

/**
 * docs/gating.md §b.4 steps 10–12: throughput rows and eval rows of the added entries, `all-evals`
 * entries first. Append-only entries keep only the points their change adds to the base
 * revision's curves (`base` generates there) and get no eval rows.
 */
export function changelogRows(
  entries: readonly ChangelogEntry[],
  resolvedKeys: readonly string[][],
  options: RowOptions,
  generate: { head: Generate; base?: Generate }
): { throughput: MatrixRow[]; evals: MatrixRow[] } {
  const order = entries.map((_, i) => i).sort((a, b) => Number(entries[b]!.allEvals) - Number(entries[a]!.allEvals) || a - b);
  const throughputDone = new Map<string, Set<ScenarioType>>();
  const evalsDone = new Map<string, Set<ScenarioType>>();
  const throughput: MatrixRow[] = [];
  const evals: MatrixRow[] = [];
  for (const i of order) {
    const entry = entries[i]!;
    const wanted = new Set(entry.scenarioType ?? SCENARIO_TYPES);
    const scenarios = SCENARIO_TYPES.filter((s) => wanted.has(s));
    if (!(options.evalsOnly || entry.evalsOnly || entry.allEvals)) {
      for (const group of pendingGroups(resolvedKeys[i]!, scenarios, throughputDone)) {
        const req = request(group.keys, { noEvals: true, scenarioTypes: group.scenarios.length === SCENARIO_TYPES.length ? undefined : group.scenarios });
        const rows = generate.head(req);
        throughput.push(...(entry.appendOnly ? appendOnlyDelta(generate.base!(req), rows) : rows));
      }
    }
    if (entry.appendOnly) continue;
    for (const group of pendingGroups(resolvedKeys[i]!, scenarios, evalsDone)) {
      const rows = generate.head(request(group.keys, { evalsOnly: true, allEvals: options.allEvals || entry.allEvals, scenarioTypes: group.scenarios }));
      const min = entry.evalMinPrefillEp;
      evals.push(...(min === null ? rows : rows.filter((row) => !belowMinPrefillEp(row, min))));
    }
  }
  return { throughput, evals };
}
