import { loadYaml, SweepkitError, SweepkitErrors, yamlDocumentToJs, type SourceLocation } from '../../../common/src/index.js';
import { renderTemplate, templateStrings } from './expression.js';
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

const RUN = 424242;
/** The group a pull-request event of PR 7 gets, rendered as the runner renders it (run `runId`). */
function groupFor(group: string, action: string, label: string | undefined, runId = RUN): string {
  const event = { action, number: 7, pull_request: { number: 7, draft: false }, ...(label !== undefined && { label: { name: label } }) };
  const github = { event_name: 'pull_request', event, sha: 'c0ffee', ref: 'refs/pull/7/merge', run_id: runId, run_attempt: 1, workflow: 'sweep' };
  return renderTemplate(group, { github });
}

/**
 * What a concurrency group does with label events, by evaluating it (so `contains(fromJSON(…))`,
 * a `!=` chain or any other spelling of the same rule agree): a relevant label's labeled/unlabeled
 * event must land in the group of a push to the PR (it cancels the running sweep), any other
 * label's in a group of its own run. Labels tried: the relevant ones, every string literal of the
 * expression, and one no policy has.
 */
function labelGroupDiff(group: string, relevant: readonly string[]): { missing: string[]; extra: string[] } {
  const active = groupFor(group, 'synchronize', undefined);
  const cancels = (label: string) => ['labeled', 'unlabeled'].every((action) => groupFor(group, action, label) === active);
  const own = (label: string) => ['labeled', 'unlabeled'].every((action) => groupFor(group, action, label) !== groupFor(group, action, label, RUN + 1));
  const key = (label: string) => label.toLowerCase();
  const isRelevant = new Set(relevant.map(key));
  const others = [...new Set([...templateStrings(group), 'sweepkit-unrelated-label'])].filter((l) => !isRelevant.has(key(l)) && !ACTIVITY_TYPES.has(l));
  return { missing: relevant.filter((label) => !cancels(label)), extra: others.filter((label) => !own(label)) };
}

/**
 * Checks that a sweep workflow's trigger filter and concurrency group agree with the label policy:
 * `on.pull_request.types`/`branches` and `on.push.branches` as the policy's triggers, and the
 * `concurrency.group` expression sending exactly the relevant labels' events to the sweep's group
 * (so a relevant label change cancels the running sweep while other label events cancel nothing). Every disagreement is one
 * error at its line; none means the workflow is consistent.
 */
export function checkSweepWorkflow(text: string, file: string, policy: LabelPolicy): void {
  const { isMap, LineCounter, parseDocument } = loadYaml();
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
    let diff: { missing: string[]; extra: string[] } | undefined;
    try {
      diff = labelGroupDiff(group, policy.relevant);
    } catch (error) {
      finding(groupPath, `concurrency.group is not an expression this check can evaluate: ${(error as Error).message}`);
    }
    if (diff && (!group.includes('github.event.label.name') || diff.missing.length === policy.relevant.length)) {
      finding(
        groupPath,
        `concurrency.group does not compare github.event.label.name with the relevant labels (${policy.relevant.join(', ')}): label changes would not cancel the running sweep`
      );
    } else if (diff && (diff.missing.length || diff.extra.length)) {
      const parts = [diff.missing.length ? `missing ${diff.missing.join(', ')}` : '', diff.extra.length ? `extra ${diff.extra.join(', ')}` : ''];
      finding(groupPath, `concurrency.group's label list disagrees with the relevant labels of the policy: ${parts.filter(Boolean).join('; ')}`);
    }
  }
  if (findings.length === 1) throw findings[0]!;
  if (findings.length > 1) throw new SweepkitErrors(findings);
}
