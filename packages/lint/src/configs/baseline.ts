import { parseYaml, SweepkitError, type YamlValue, GitError, type Git } from '../../../common/src/index.js';
import type { LintFinding, LintLevel, LintRule } from './lint-configs.js';

/**
 * A finding as the baseline records it: rule, config key and message, no line numbers, so editing
 * other parts of a config does not make a known finding look new.
 */
export interface BaselineEntry {
  level: LintLevel;
  rule: LintRule;
  config: string;
  message: string;
}

export interface BaselineResult {
  /** Findings not in the baseline: these fail the step. */
  fresh: LintFinding[];
  /** Findings the baseline accepts. */
  known: LintFinding[];
  /** Baseline entries no finding matches any more (fixed: remove them from the file). */
  stale: BaselineEntry[];
}

const entryOf = (f: LintFinding): BaselineEntry => ({ level: f.level, rule: f.rule, config: f.error.field ?? '', message: f.error.message });
const keyOf = (e: BaselineEntry): string => JSON.stringify([e.level, e.rule, e.config, e.message]);

/** The baseline file for these findings: sorted, one entry per finding, stable under reordering. */
export function baselineJson(findings: readonly LintFinding[]): string {
  const entries = findings.map(entryOf).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  return `${JSON.stringify({ version: 1, findings: entries }, null, 2)}\n`;
}

/** Reads a baseline file (written by baselineJson); errors name the file. */
export function parseBaseline(text: string, file: string): BaselineEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SweepkitError(`baseline is not valid JSON: ${(error as Error).message}`, { location: { file }, code: 'baseline' });
  }
  const findings = (parsed as { version?: unknown; findings?: unknown })?.findings;
  const valid = (e: unknown): e is BaselineEntry =>
    typeof e === 'object' && e !== null && ['level', 'rule', 'config', 'message'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string');
  if ((parsed as { version?: unknown })?.version !== 1 || !Array.isArray(findings) || !findings.every(valid)) {
    throw new SweepkitError('baseline must be {"version": 1, "findings": [{level, rule, config, message}, …]} (write it with --update-baseline)', {
      location: { file },
      code: 'baseline'
    });
  }
  return findings;
}

/** Splits findings into new and known ones; each baseline entry accepts one finding. */
export function applyBaseline(findings: readonly LintFinding[], baseline: readonly BaselineEntry[]): BaselineResult {
  const remaining = new Map<string, BaselineEntry[]>();
  for (const entry of baseline) remaining.set(keyOf(entry), [...(remaining.get(keyOf(entry)) ?? []), entry]);
  const fresh: LintFinding[] = [];
  const known: LintFinding[] = [];
  for (const finding of findings) {
    const left = remaining.get(keyOf(entryOf(finding)));
    if (left?.length) {
      left.pop();
      known.push(finding);
    } else fresh.push(finding);
  }
  return { fresh, known, stale: [...remaining.values()].flat() };
}

const decoder = new TextDecoder();

/** A file at a ref; undefined when the ref exists but the file does not there (and `mayBeMissing`). */
async function show(git: Git, ref: string, file: string, mayBeMissing: boolean): Promise<string | undefined> {
  try {
    return decoder.decode(await git.show(ref, file));
  } catch (error) {
    const detail = error instanceof GitError ? error.detail : String(error);
    if (mayBeMissing && /does not exist in|exists on disk, but not in/.test(detail)) return undefined;
    throw new SweepkitError(`changed-only: git cannot read ${file} at ${ref}: ${detail}`, { code: 'git' });
  }
}

const topLevel = (text: string | undefined, file: string): Map<string, string> => {
  if (text === undefined) return new Map();
  const value = parseYaml(text, file).value as YamlValue;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value as Record<string, YamlValue>).map(([key, v]) => [key, JSON.stringify(v)]));
};

/**
 * The config keys whose entry differs between two refs (added or changed; a file missing at the
 * base counts as all new). `head` undefined means the working tree, read through `readHead`.
 */
export async function changedConfigKeys(
  git: Git,
  configFiles: readonly string[],
  refs: { base: string; head?: string },
  readHead: (file: string) => string
): Promise<Set<string>> {
  const changed = new Set<string>();
  for (const file of configFiles) {
    const base = await show(git, refs.base, file, true);
    const head = refs.head === undefined ? readHead(file) : await show(git, refs.head, file, false);
    const before = topLevel(base, `${refs.base}:${file}`);
    for (const [key, value] of topLevel(head, file)) if (before.get(key) !== value) changed.add(key);
  }
  return changed;
}

/**
 * The findings that gate: only those of `changedKeys` (changed-only mode) and, with a baseline,
 * only new ones. Baseline entries of unchanged keys are neither used nor stale in changed-only mode.
 */
export function gateFindings(
  findings: readonly LintFinding[],
  options: { baseline?: readonly BaselineEntry[]; changedKeys?: ReadonlySet<string> }
): BaselineResult {
  const { changedKeys } = options;
  const inScope = (config: string): boolean => !changedKeys || changedKeys.has(config);
  return applyBaseline(
    findings.filter((f) => inScope(f.error.field ?? '')),
    (options.baseline ?? []).filter((e) => inScope(e.config))
  );
}
