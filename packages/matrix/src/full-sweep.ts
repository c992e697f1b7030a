import { SweepkitError, pyRepr, suggestionLines, type YamlValue } from '../../common/src/index.js';
import { pyInt, type MasterConfig, type Runners } from '../../config/src/index.js';
import { concRange } from './concurrency.js';
import { expandConfig, type ExpansionPolicy } from './expand.js';
import { DEFAULT_STEP_SIZE, type FullSweepRequest } from './request.js';
import type { MatrixEntry } from './row.js';

interface Concurrency {
  'conc-start'?: YamlValue;
  'conc-end'?: YamlValue;
  'conc-list'?: YamlValue;
}

const nonEmptyList = (bmk: Concurrency): YamlValue[] | undefined =>
  Array.isArray(bmk['conc-list']) && bmk['conc-list'].length > 0 ? bmk['conc-list'] : undefined;

/** The full-sweep concurrency rules per kind of entry (docs/matrix.md §5.2 step 4 and 6). */
function policy(request: FullSweepRequest, runners: Runners): ExpansionPolicy {
  const step = request.stepSize ?? DEFAULT_STEP_SIZE;
  const { minConc: min, maxConc: max, maxTp, maxEp } = request;
  const both = !request.singleNode && !request.multiNode;
  const filter = request.runnerNodeFilter || undefined;
  const listOrRange = (bmk: Concurrency): YamlValue[] => nonEmptyList(bmk) ?? concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), step);
  return {
    runners,
    scenarioTypes: request.scenarioTypes,
    seqLens: request.seqLens,
    // The label itself is never a candidate here, and duplicates are kept (unlike test-config).
    runnerValues: (runner) => (filter === undefined ? [runner] : (runners.labels.get(runner) ?? []).filter((node) => node.includes(filter))),
    includesNodeType: (multinode) => both || (multinode ? !!request.multiNode : !!request.singleNode),
    singleNode(bmk) {
      if (maxTp !== undefined && (maxTp <= 0 || pyInt(bmk.tp) > maxTp)) return undefined;
      let ep: YamlValue = bmk.ep ?? null;
      if (maxEp !== undefined) {
        if (maxEp <= 0) return undefined;
        if (ep !== null && pyInt(ep) > maxEp) ep = maxEp;
      }
      const list = nonEmptyList(bmk);
      if (list) {
        let concs = list;
        if (min !== undefined) {
          if (min <= 0) return undefined;
          concs = concs.filter((c) => pyInt(c) >= min);
          if (concs.length === 0) return undefined;
        }
        if (max !== undefined) {
          if (max <= 0) return undefined;
          const kept = concs.filter((c) => pyInt(c) <= max);
          concs = kept.length ? kept : [max];
        }
        return { concs, ep };
      }
      let start = pyInt(bmk['conc-start']);
      let end = pyInt(bmk['conc-end']);
      if (min !== undefined) {
        if (min <= 0 || end < min) return undefined;
        start = Math.max(start, min); // the series is re-based on the minimum
      }
      if (max !== undefined) {
        if (max <= 0) return undefined;
        if (start > max) start = end = max;
        else end = Math.min(end, max);
      }
      return { concs: concRange(start, end, step), ep };
    },
    multiNode(bmk) {
      let concs = listOrRange(bmk);
      if (min !== undefined) {
        if (min <= 0) return undefined;
        concs = concs.filter((c) => pyInt(c) >= min);
        if (concs.length === 0) return undefined;
      }
      if (max !== undefined) {
        const kept = concs.filter((c) => pyInt(c) <= max);
        if (kept.length) concs = kept;
        else if (max > 0) concs = [max];
        else return undefined;
      }
      return concs;
    },
    agentic(bmk) {
      const concs = listOrRange(bmk).filter((c) => (min === undefined || pyInt(c) >= min) && (max === undefined || pyInt(c) <= max));
      return concs.length ? concs : undefined;
    }
  };
}

/** full-sweep (docs/matrix.md §5.2): every config that passes the filters, in merged order. */
export function fullSweep(request: FullSweepRequest, configs: readonly MasterConfig[], runners: Runners): MatrixEntry[] {
  if (request.runnerTypes) {
    const invalid = [...new Set(request.runnerTypes.filter((r) => !runners.labels.has(r)))].sort();
    if (invalid.length) {
      const valid = [...runners.labels.keys()].sort().join(', ');
      throw new SweepkitError(`Invalid runner type(s): ${pyRepr(new Set(invalid))}. Valid runner types are: ${valid}`, {
        field: 'runner-type',
        code: 'invalid-runner-type',
        details: suggestionLines(invalid, [...runners.labels.keys()])
      });
    }
  }
  const expansion = policy(request, runners);
  const entries: MatrixEntry[] = [];
  for (const entry of configs) {
    const config = entry.config;
    if (request.modelPrefixes && !request.modelPrefixes.some((p) => entry.key.startsWith(p))) continue;
    if (request.precisions && !request.precisions.includes(config.precision)) continue;
    if (request.frameworks && !request.frameworks.includes(config.framework)) continue;
    if (request.runnerTypes && !request.runnerTypes.includes(config.runner)) continue;
    for (const row of expandConfig(entry, expansion)) entries.push({ configKey: entry.key, row });
  }
  return entries;
}
