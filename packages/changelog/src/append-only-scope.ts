import { SweepkitError, pyRepr, pyStrRepr, isYamlMapping, pyEqual, type SourceLocation, type YamlValue } from '../../common/src/index.js';
import { SCENARIO_TYPES, type ChangelogEntry, type ScenarioType } from './entry.js';

/** Config key → the scenario types the append-only entries select in it. */
export type AppendOnlySelection = Map<string, Set<ScenarioType>>;

export function appendOnlySelection(entries: readonly ChangelogEntry[], resolved: readonly string[][]): AppendOnlySelection {
  const selection: AppendOnlySelection = new Map();
  entries.forEach((entry, i) => {
    for (const key of resolved[i]!) {
      const scenarios = selection.get(key) ?? new Set<ScenarioType>();
      (entry.scenarioType ?? SCENARIO_TYPES).forEach((s) => scenarios.add(s));
      selection.set(key, scenarios);
    }
  });
  return selection;
}

const scenariosOf = (config: YamlValue | undefined): Record<string, YamlValue> => {
  const scenarios = isYamlMapping(config ?? null) ? (config as Record<string, YamlValue>).scenarios : undefined;
  return isYamlMapping(scenarios ?? null) ? (scenarios as Record<string, YamlValue>) : {};
};

const withoutScenarios = (config: YamlValue | undefined): YamlValue =>
  isYamlMapping(config ?? null) ? Object.fromEntries(Object.entries(config as Record<string, YamlValue>).filter(([k]) => k !== 'scenarios')) : (config ?? null);

const same = (a: YamlValue | undefined, b: YamlValue | undefined): boolean => (a === undefined || b === undefined ? a === b : pyEqual(a, b));

/**
 * docs/gating.md §b.4 step 9: an append-only change may only touch what its entries select — the
 * selected configs must exist in the base revision, and nothing outside the selected
 * (config, scenario type) pairs may differ between the base and head definitions.
 */
export function checkAppendOnlyScope(
  selection: AppendOnlySelection,
  base: ReadonlyMap<string, YamlValue>,
  head: ReadonlyMap<string, YamlValue>,
  where: SourceLocation
): void {
  const fail = (message: string): never => {
    throw new SweepkitError(message, { location: where, code: 'APPEND_ONLY_SCOPE' });
  };
  const missing = [...selection.keys()].filter((k) => !base.has(k)).sort();
  if (missing.length) fail(`append-only requires every selected config to exist in the base revision; missing: ${pyRepr(missing)}`);
  const unselected = [...new Set([...base.keys(), ...head.keys()])].filter((k) => !selection.has(k) && !same(base.get(k), head.get(k))).sort();
  if (unselected.length) fail(`append-only PR changed configs not selected by its changelog entry: ${pyRepr(unselected)}`);
  for (const [key, scenarios] of selection) {
    const before = scenariosOf(base.get(key));
    const after = scenariosOf(head.get(key));
    const names = Object.keys(before);
    if (names.length !== Object.keys(after).length || names.some((n) => !(n in after)))
      fail(`append-only added or removed a scenario in config ${pyStrRepr(key)}`);
    const outside = names.filter((n) => !scenarios.has(n as ScenarioType));
    if (outside.length && !pyEqual(withoutScenarios(base.get(key)), withoutScenarios(head.get(key)))) {
      fail(`append-only changed config-wide fields that can affect scenarios outside its changelog scope: ${pyStrRepr(key)}`);
    }
    for (const name of outside) {
      if (!pyEqual(before[name]!, after[name]!)) fail(`append-only changed a scenario outside its changelog scope: ${pyStrRepr(key)} / ${pyStrRepr(name)}`);
    }
  }
}
