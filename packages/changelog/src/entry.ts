import { PyFloat, isYamlMapping, type YamlValue } from '../../common/src/index.js';

export const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

/** One `perf-changelog.yaml` entry after validation (docs/gating.md §b.2). */
export interface ChangelogEntry {
  configKeys: string[];
  description: string[];
  prLink: string;
  evalsOnly: boolean;
  allEvals: boolean;
  appendOnly: boolean;
  evalMinPrefillEp: number | null;
  /** null = both scenario types. */
  scenarioType: ScenarioType[] | null;
}

/** One schema violation, worded like pydantic; `path` leads to the offending node. */
export interface EntryIssue {
  path: (string | number)[];
  message: string;
}

export type EntryCheck = { entry: ChangelogEntry; issues?: undefined } | { entry?: undefined; issues: EntryIssue[] };

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

const TRUE_TEXT = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_TEXT = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

// pydantic v2 lax-mode coercions, which the reference applies to every entry.
function laxBool(v: YamlValue): Parsed<boolean> {
  if (typeof v === 'boolean') return ok(v);
  const n = v instanceof PyFloat ? v.value : typeof v === 'number' ? v : undefined;
  if (n === 0 || n === 1) return ok(n === 1);
  if (typeof v === 'string') {
    const text = v.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) return ok(true);
    if (FALSE_TEXT.has(text)) return ok(false);
  }
  return bad(typeof v === 'string' || n !== undefined ? 'Input should be a valid boolean, unable to interpret input' : 'Input should be a valid boolean');
}

function laxInt(v: YamlValue): Parsed<number> {
  if (typeof v === 'boolean') return ok(v ? 1 : 0);
  if (typeof v === 'number') return ok(v);
  if (typeof v === 'bigint') return ok(Number(v));
  if (v instanceof PyFloat) {
    if (!Number.isFinite(v.value)) return bad('Input should be a finite number');
    return Number.isInteger(v.value) ? ok(v.value) : bad('Input should be a valid integer, got a number with a fractional part');
  }
  if (typeof v === 'string') {
    return /^\s*[-+]?\d+(_\d+)*\s*$/.test(v)
      ? ok(Number(v.trim().replace(/_/g, '')))
      : bad('Input should be a valid integer, unable to parse string as an integer');
  }
  return bad('Input should be a valid integer');
}

const strictStr = (v: YamlValue): Parsed<string> => (typeof v === 'string' ? ok(v) : bad('Input should be a valid string'));

const literalScenario = (v: YamlValue): Parsed<ScenarioType> =>
  typeof v === 'string' && (SCENARIO_TYPES as readonly string[]).includes(v)
    ? ok(v as ScenarioType)
    : bad(`Input should be ${SCENARIO_TYPES.map((s) => `'${s}'`).join(' or ')}`);

interface Field {
  alias: string;
  name: string;
  required: boolean;
}

const FIELDS: readonly Field[] = [
  { alias: 'config-keys', name: 'config_keys', required: true },
  { alias: 'description', name: 'description', required: true },
  { alias: 'pr-link', name: 'pr_link', required: true },
  { alias: 'evals-only', name: 'evals_only', required: false },
  { alias: 'all-evals', name: 'all_evals', required: false },
  { alias: 'append-only', name: 'append_only', required: false },
  { alias: 'eval-min-prefill-ep', name: 'eval_min_prefill_ep', required: false },
  { alias: 'scenario-type', name: 'scenario_type', required: false }
];

/**
 * Validates one raw entry like the reference's pydantic model (`extra="forbid"`,
 * `populate_by_name=True`, lax coercions): every field error at once, then the model rule.
 */
export function checkChangelogEntry(raw: YamlValue): EntryCheck {
  if (!isYamlMapping(raw)) return { issues: [{ path: [], message: 'Input should be a valid dictionary or instance of ChangelogEntry' }] };
  const issues: EntryIssue[] = [];
  // The key the input used (alias first, then the field name), since pydantic reports that one.
  const keyOf = (f: Field): string | undefined => (f.alias in raw ? f.alias : f.name in raw ? f.name : undefined);
  const take = <T>(f: Field, parse: (v: YamlValue, key: string) => T | undefined, fallback: T): T => {
    const key = keyOf(f);
    if (key === undefined) {
      if (f.required) issues.push({ path: [f.alias], message: 'Field required' });
      return fallback;
    }
    return parse(raw[key]!, key) ?? fallback;
  };
  const scalar =
    <T>(parse: (v: YamlValue) => Parsed<T>) =>
    (v: YamlValue, key: string): T | undefined => {
      const r = parse(v);
      if (r.ok) return r.value;
      issues.push({ path: [key], message: r.message });
      return undefined;
    };
  const list =
    <T>(parse: (v: YamlValue) => Parsed<T>) =>
    (v: YamlValue, key: string): T[] | undefined => {
      if (!Array.isArray(v)) return void issues.push({ path: [key], message: 'Input should be a valid list' });
      const items: T[] = [];
      v.forEach((item, i) => {
        const r = parse(item);
        if (r.ok) items.push(r.value);
        else issues.push({ path: [key, i], message: r.message });
      });
      if (v.length === 0) issues.push({ path: [key], message: 'List should have at least 1 item after validation, not 0' });
      return items;
    };
  const nullable =
    <T>(parse: (v: YamlValue, key: string) => T | undefined) =>
    (v: YamlValue, key: string): T | null | undefined =>
      v === null ? null : parse(v, key);
  const atLeastOne = (v: YamlValue, key: string): number | undefined => {
    const n = scalar(laxInt)(v, key);
    if (n !== undefined && n < 1) return void issues.push({ path: [key], message: 'Input should be greater than or equal to 1' });
    return n;
  };

  const [configKeys, description, prLink, evalsOnly, allEvals, appendOnly, evalMinPrefillEp, scenarioType] = FIELDS;
  const entry: ChangelogEntry = {
    configKeys: take(configKeys!, list(strictStr), []),
    description: take(description!, list(strictStr), []),
    prLink: take(prLink!, scalar(strictStr), ''),
    evalsOnly: take(evalsOnly!, scalar(laxBool), false),
    allEvals: take(allEvals!, scalar(laxBool), false),
    appendOnly: take(appendOnly!, scalar(laxBool), false),
    evalMinPrefillEp: take(evalMinPrefillEp!, nullable(atLeastOne), null),
    scenarioType: take(scenarioType!, nullable(list(literalScenario)), null)
  };
  const known = new Set(FIELDS.flatMap((f) => [f.alias, f.name]));
  for (const key of Object.keys(raw)) if (!known.has(key)) issues.push({ path: [key], message: 'Extra inputs are not permitted' });
  if (issues.length) return { issues };
  if (entry.appendOnly && (entry.evalsOnly || entry.allEvals || entry.evalMinPrefillEp !== null)) {
    return { issues: [{ path: [], message: 'Value error, append-only cannot be combined with eval selection fields' }] };
  }
  return { entry };
}

/** pydantic's location text of an issue (`config-keys.0`), '' for the entry itself. */
export const issueField = (issue: EntryIssue): string => issue.path.join('.');

/** The entry as the reference dumps it (aliases, schema order, defaults, no nulls). */
export function changelogEntryJson(entry: ChangelogEntry): Record<string, string[] | string | boolean | number> {
  return {
    'config-keys': entry.configKeys,
    description: entry.description,
    'pr-link': entry.prLink,
    'evals-only': entry.evalsOnly,
    'all-evals': entry.allEvals,
    'append-only': entry.appendOnly,
    ...(entry.evalMinPrefillEp !== null ? { 'eval-min-prefill-ep': entry.evalMinPrefillEp } : {}),
    ...(entry.scenarioType !== null ? { 'scenario-type': entry.scenarioType } : {})
  };
}
