import { pyTruthy, type YamlMapping, type YamlPath, type YamlValue } from '../../common/src/index.js';
import type { FieldError } from './field-error.js';
import { pyInt } from './lax-int.js';

/**
 * The master-config rules a JSON Schema cannot word the way the reference does (the pydantic
 * model validators of docs/matrix.md §3.3–3.9). They run on a config that already passed the schema,
 * in the reference's order; as in pydantic, a model's own rules are skipped while its fields fail.
 */

type Bmk = YamlMapping;
const isSet = (v: YamlValue | undefined): boolean => v !== null && v !== undefined;
const list = (v: YamlValue | undefined): YamlMapping[] => (Array.isArray(v) ? (v as YamlMapping[]) : []);

function concRule(bmk: Bmk): string | undefined {
  const start = bmk['conc-start'];
  const end = bmk['conc-end'];
  const concList = bmk['conc-list'];
  const hasRange = isSet(start) && isSet(end);
  const hasList = Array.isArray(concList) && concList.length > 0;
  if (hasRange && hasList) return "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.";
  if (!hasRange && !hasList) return "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.";
  if (hasRange) {
    if (pyInt(start) <= 0 || pyInt(end) <= 0) return "Input 'conc-start' and 'conc-end' must be greater than 0.";
    if (pyInt(start) > pyInt(end)) return `'conc-start' (${pyInt(start)}) must be <= 'conc-end' (${pyInt(end)}).`;
    return undefined;
  }
  return (concList as YamlValue[]).some((c) => pyInt(c) <= 0) ? "Input 'conc-list' entries must be greater than 0." : undefined;
}

function divisibleRule(holder: YamlMapping): string | undefined {
  const tp = pyInt(holder.tp);
  const dcp = pyInt(holder['dcp-size'] ?? 1);
  return tp % dcp !== 0 ? `'tp' (${tp}) must be divisible by 'dcp-size' (${dcp})` : undefined;
}

function hardwarePairRule(bmk: Bmk): string | undefined {
  const prefill = bmk.prefill as YamlMapping;
  const decode = bmk.decode as YamlMapping;
  return pyTruthy(prefill.hardware) !== pyTruthy(decode.hardware) ? "'hardware' must be specified for both 'prefill' and 'decode', or neither" : undefined;
}

const IMAGE_VERSION = 'component version must be a release, package version, or source commit, not an image reference';

function componentRule(component: YamlValue | undefined): string | undefined {
  const version = isSet(component) ? (component as YamlMapping).version : undefined;
  return typeof version === 'string' && version.startsWith('image:') ? IMAGE_VERSION : undefined;
}

function kvOffloadRule(bmk: Bmk): string | undefined {
  const kv = bmk['kv-offloading'] ?? null;
  const backend = isSet(bmk['kv-offload-backend']);
  if (kv === null && backend) return 'kv-offload-backend requires kv-offloading';
  if (kv === 'none' && backend) return "kv-offload-backend can only be set when kv-offloading is not 'none'";
  if (kv === 'dram' && !backend) return "kv-offload-backend is required when kv-offloading is 'dram'";
  return undefined;
}

function agenticShapeRule(bmk: Bmk): string | undefined {
  const hasPrefill = isSet(bmk.prefill);
  const hasDecode = isSet(bmk.decode);
  if (isSet(bmk.tp)) {
    if (hasPrefill || hasDecode) return 'Agentic search-space entries must specify either tp or both prefill and decode';
    if (!isSet(bmk['kv-offloading'])) return 'Single-node agentic search-space entries must specify kv-offloading';
    return divisibleRule(bmk);
  }
  if (!hasPrefill || !hasDecode) return 'Agentic search-space entries must specify either tp or both prefill and decode';
  // Written at all counts, even the default value 1 (pydantic's "fields set").
  if (['pp', 'dcp-size', 'pcp-size'].some((k) => k in bmk)) {
    return "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'";
  }
  return hardwarePairRule(bmk);
}

/** Nested models first (their failure hides the item's own rules), then the item's rules in order. */
function itemErrors(
  path: YamlPath,
  bmk: Bmk,
  nested: Array<[string, (v: YamlMapping) => string | undefined]>,
  rules: Array<(b: Bmk) => string | undefined>
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [key, rule] of nested) {
    const value = bmk[key];
    const message = isSet(value) ? rule(value as YamlMapping) : undefined;
    if (message) errors.push({ path: [...path, key], message });
  }
  if (errors.length) return errors;
  for (const rule of rules) {
    const message = rule(bmk);
    if (message) return [{ path, message }];
  }
  return [];
}

const workerNested: Array<[string, (v: YamlMapping) => string | undefined]> = [
  ['prefill', divisibleRule],
  ['decode', divisibleRule],
  ['router', componentRule]
];

function fixedErrors(config: YamlMapping, multinode: boolean): FieldError[] {
  const scenarios = config.scenarios as YamlMapping;
  return list(scenarios['fixed-seq-len']).flatMap((block, b) =>
    list(block['search-space']).flatMap((bmk, i) => {
      const path = ['scenarios', 'fixed-seq-len', b, 'search-space', i];
      return multinode
        ? itemErrors(path, bmk, workerNested, [concRule, hardwarePairRule])
        : itemErrors(path, bmk, [['router', componentRule]], [concRule, divisibleRule]);
    })
  );
}

function agenticErrors(config: YamlMapping): FieldError[] {
  const scenarios = config.scenarios as YamlMapping;
  return list(scenarios['agentic-coding']).flatMap((block, b) => {
    const path = ['scenarios', 'agentic-coding', b];
    const items = list(block['search-space']).flatMap((bmk, i) =>
      itemErrors([...path, 'search-space', i], bmk, [...workerNested, ['kv-offload-backend', componentRule]], [concRule, kvOffloadRule, agenticShapeRule])
    );
    if (items.length) return items;
    const needsUtilization = list(block['search-space']).some((bmk) => bmk['kv-offloading'] === 'dram') && !isSet(block['dram-utilization']);
    return needsUtilization ? [{ path, message: "kv-offloading='dram' requires dram-utilization with runner hardware metadata" }] : [];
  });
}

/** Config-level rules (§3.9): the first one that fails is the config's only error. */
function configRule(config: YamlMapping, multinode: boolean): string | undefined {
  const scenarios = config.scenarios as YamlMapping;
  const agentic = list(scenarios['agentic-coding']);
  if (agentic.length > 0 && !String(config.runner).startsWith('cluster:')) {
    return "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.";
  }
  const bmks = [
    ...list(scenarios['fixed-seq-len']).flatMap((block) => list(block['search-space'])),
    ...agentic.flatMap((block) => list(block['search-space']))
  ];
  for (const field of ['router', 'kv-p2p-transfer']) {
    if (isSet(config[field]) && bmks.some((bmk) => isSet(bmk[field]))) {
      return `${field} must be declared either at the top level or in search-space entries, not both`;
    }
  }
  if (!multinode && bmks.some((bmk) => isSet(bmk['kv-p2p-transfer']))) return 'kv-p2p-transfer is only valid when multinode=true';
  if (pyTruthy(config.disagg) && !isSet(config['kv-p2p-transfer']) && (bmks.length === 0 || bmks.some((bmk) => !isSet(bmk['kv-p2p-transfer'])))) {
    return 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry';
  }
  return undefined;
}

/** Every rule violation of one schema-valid config, paths relative to the config. */
export function masterConfigRuleErrors(config: YamlMapping, multinode: boolean): FieldError[] {
  const scenarios = config.scenarios as YamlMapping;
  const nested = [
    ...(componentRule(config.router) ? [{ path: ['router'], message: IMAGE_VERSION }] : []),
    ...fixedErrors(config, multinode),
    ...agenticErrors(config)
  ];
  if (nested.length) return nested;
  if (list(scenarios['fixed-seq-len']).length === 0 && list(scenarios['agentic-coding']).length === 0) {
    return [{ path: ['scenarios'], message: 'At least one scenario type must be specified' }];
  }
  const message = configRule(config, multinode);
  return message ? [{ path: [], message }] : [];
}
