import { isMap, LineCounter, parseDocument } from 'yaml';
import { SweepkitError, SweepkitErrors, yamlDocumentToJs, type SourceLocation } from '../../../common/src/index.js';
import type { LabelPolicy } from './policy.js';

/** pull_request activity types: lists of these in an expression are not label lists. */
const ACTIVITY_TYPES = new Set([
  'assigned',
  'unassigned',
  'labeled',
  'unlabeled',
  'opened',
  'edited',
  'closed',
  'reopened',
  'synchronize',
  'converted_to_draft',
  'ready_for_review',
  'locked',
  'unlocked',
  'review_requested',
  'review_request_removed',
  'auto_merge_enabled',
  'auto_merge_disabled',
  'milestoned',
  'demilestoned',
  'enqueued',
  'dequeued'
]);

const asList = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined);

function difference(found: readonly string[], wanted: readonly string[]): string {
  const missing = wanted.filter((w) => !found.includes(w));
  const extra = found.filter((f) => !wanted.includes(f));
  return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `extra ${extra.join(', ')}` : ''].filter(Boolean).join('; ');
}

/** The JSON string lists inside `fromJSON('[...]')` calls of an expression. */
function fromJsonLists(expression: string): string[][] {
  const lists: string[][] = [];
  for (const match of expression.matchAll(/fromJSON\(\s*'(\[[^']*\])'\s*\)/gi)) {
    try {
      const value: unknown = JSON.parse(match[1]!);
      if (Array.isArray(value)) lists.push(value.map(String));
    } catch {
      // Not JSON: not a list this check can read; the missing-list finding reports it.
    }
  }
  return lists;
}

/**
 * Checks that a sweep workflow's trigger filter and concurrency group agree with the label policy:
 * `on.pull_request.types`/`branches` and `on.push.branches` as the policy's triggers, and the
 * `concurrency.group` expression naming exactly the relevant labels (so a relevant label change
 * cancels the running sweep while other label events cancel nothing). Every disagreement is one
 * error at its line; none means the workflow is consistent.
 */
export function checkSweepWorkflow(text: string, file: string, policy: LabelPolicy): void {
  const lineCounter = new LineCounter();
  // YAML 1.2 on purpose: GitHub reads `on:` as a key, not as PyYAML's boolean.
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length) {
    const { line, col } = lineCounter.linePos(doc.errors[0]!.pos[0]);
    throw new SweepkitError(`not a valid workflow: ${doc.errors[0]!.message.split('\n')[0]}`, { location: { file, line, column: col } });
  }
  const at = (path: readonly (string | number)[]): SourceLocation => {
    for (let cut = path.length; cut >= 0; cut--) {
      const parent = cut > 0 ? doc.getIn(path.slice(0, cut - 1), true) : undefined;
      const pair = isMap(parent) ? parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[cut - 1]) : undefined;
      const node = (pair?.key ?? doc.getIn(path.slice(0, cut), true)) as { range?: [number, number, number] } | undefined;
      if (node?.range) {
        const { line, col } = lineCounter.linePos(node.range[0]);
        return { file, line, column: col };
      }
    }
    return { file };
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
  const workflow = (yamlDocumentToJs(doc, text, file) ?? {}) as Record<string, any>;
  const findings: SweepkitError[] = [];
  const finding = (path: (string | number)[], message: string) => findings.push(new SweepkitError(message, { location: at(path), code: 'workflow-policy' }));

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
  const on = workflow.on as Record<string, any> | undefined;
  const compare = (path: string[], found: unknown, wanted: readonly string[]) => {
    const list = asList(found);
    if (list === undefined) return;
    const diff = difference(list, wanted);
    if (diff) finding(path, `${path.join('.')} disagrees with the label policy (${wanted.join(', ')}): ${diff}`);
  };
  if (on && typeof on === 'object' && !Array.isArray(on)) {
    if (on.pull_request) {
      if (on.pull_request.types === undefined)
        finding(['on', 'pull_request'], `on.pull_request has no types: the policy starts the sweep on ${policy.triggers.pullRequest.types.join(', ')} only`);
      compare(['on', 'pull_request', 'types'], on.pull_request.types, policy.triggers.pullRequest.types);
      compare(['on', 'pull_request', 'branches'], on.pull_request.branches, policy.triggers.pullRequest.branches);
    }
    if (on.push) compare(['on', 'push', 'branches'], on.push.branches, policy.triggers.push.branches);
  }

  const group = typeof workflow.concurrency === 'string' ? workflow.concurrency : workflow.concurrency?.group;
  const groupPath = typeof workflow.concurrency === 'string' ? ['concurrency'] : ['concurrency', 'group'];
  if (typeof group !== 'string') {
    finding(['concurrency'], 'the workflow has no concurrency group: a new push or relevant label change would not cancel the running sweep');
  } else {
    const labelLists = fromJsonLists(group).filter((list) => !list.every((item) => ACTIVITY_TYPES.has(item)));
    if (!group.includes('github.event.label.name') || labelLists.length === 0) {
      finding(
        groupPath,
        `concurrency.group does not compare github.event.label.name with the relevant labels (${policy.relevant.join(', ')}): label changes would not cancel the running sweep`
      );
    }
    for (const list of labelLists) {
      const diff = difference(list, policy.relevant);
      if (diff) finding(groupPath, `concurrency.group's label list disagrees with the relevant labels of the policy: ${diff}`);
    }
  }
  if (findings.length === 1) throw findings[0]!;
  if (findings.length > 1) throw new SweepkitErrors(findings);
}
