import { globMatcher, isGlob, SweepkitError, suggestionLines, type YamlValue } from '../../common/src/index.js';
import { pyInt, type MasterConfig, type MultiNodeSearchSpace, type Runners, type SingleNodeSearchSpace } from '../../config/src/index.js';
import { concRange } from './concurrency.js';
import { expandConfig, type ExpansionPolicy } from './expand.js';
import type { TestConfigRequest } from './request.js';
import type { MatrixEntry } from './row.js';

/** `--config-keys` in the order given: globs expand in merged order, repeats are dropped. */
export function resolveConfigKeys(patterns: readonly string[], configs: readonly MasterConfig[]): MasterConfig[] {
  const available = () =>
    `Available keys: ${configs
      .map((c) => c.key)
      .sort()
      .join(', ')}`;
  const byKey = new Map(configs.map((c) => [c.key, c]));
  const resolved = new Map<string, MasterConfig>();
  const missing: string[] = [];
  for (const pattern of patterns) {
    if (isGlob(pattern)) {
      const matcher = globMatcher(pattern);
      const matches = configs.filter((c) => matcher(c.key));
      if (matches.length === 0)
        throw new SweepkitError(`Pattern '${pattern}' matched no config keys.\n${available()}`, { field: 'config-keys', code: 'unknown-config-key' });
      for (const match of matches) if (!resolved.has(match.key)) resolved.set(match.key, match);
    } else if (byKey.has(pattern)) {
      if (!resolved.has(pattern)) resolved.set(pattern, byKey.get(pattern)!);
    } else missing.push(pattern);
  }
  if (missing.length) {
    throw new SweepkitError(`Config key(s) not found: ${missing.join(', ')}.\n${available()}`, {
      field: 'config-keys',
      code: 'unknown-config-key',
      details: suggestionLines(missing, [...byKey.keys()])
    });
  }
  return [...resolved.values()];
}

/** The test-config rules (docs/matrix.md §5.3): ranges step ×2, `--conc` intersects, no other filters. */
function policy(request: TestConfigRequest, runners: Runners): ExpansionPolicy {
  const filter = request.runnerNodeFilter || undefined;
  const pick = request.conc;
  const keep = (concs: readonly YamlValue[]): YamlValue[] | undefined => {
    const kept = pick ? concs.filter((c) => pick.includes(pyInt(c))) : [...concs];
    return kept.length ? kept : undefined;
  };
  // A present `conc-list` wins even when empty or null (full-sweep needs a non-empty one).
  const fixedConcs = (bmk: SingleNodeSearchSpace | MultiNodeSearchSpace): YamlValue =>
    'conc-list' in bmk ? (bmk['conc-list'] as YamlValue) : concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), 2);
  const picked = (concs: YamlValue): YamlValue | undefined => {
    if (!pick) return concs;
    if (!Array.isArray(concs)) throw new SweepkitError("'NoneType' object is not iterable", { code: 'not-iterable' });
    return keep(concs);
  };
  return {
    runners,
    scenarioTypes: request.scenarioTypes,
    seqLens: request.seqLens,
    runnerValues(runner) {
      if (filter === undefined) return [runner];
      const candidates = [...(runner.includes(filter) ? [runner] : []), ...(runners.labels.get(runner) ?? [])];
      return [...new Set(candidates.filter((c) => c.includes(filter)))];
    },
    includesNodeType: () => true,
    singleNode(bmk) {
      const concs = picked(fixedConcs(bmk));
      return concs === undefined ? undefined : { concs: concs as YamlValue[], ep: bmk.ep ?? null };
    },
    multiNode: (bmk) => picked(fixedConcs(bmk)),
    agentic(bmk) {
      const list = bmk['conc-list'];
      return keep(Array.isArray(list) && list.length ? list : concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), 2));
    }
  };
}

/** test-config (docs/matrix.md §5.3): the named configs, in resolved-key order. */
export function testConfig(request: TestConfigRequest, configs: readonly MasterConfig[], runners: Runners): MatrixEntry[] {
  const expansion = policy(request, runners);
  return resolveConfigKeys(request.configKeys, configs).flatMap((entry) => expandConfig(entry, expansion).map((row) => ({ configKey: entry.key, row })));
}
