import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/** Where a vendored tree lives: `dir` relative to the repository root, and the reusable workflows vendored with it. */
export interface VendorLayout {
  /** e.g. `vendor/sweepkit` (no `./`, no trailing slash). */
  dir: string;
  /** Stems of the vendored reusable workflows (`benchmark-singlenode`). */
  workflows: readonly string[];
}

/** The vendored file of a reusable workflow: `.github/workflows/sweepkit-<stem>.yml`. */
export const vendoredWorkflowFile = (stem: string): string => `.github/workflows/sweepkit-${stem}.yml`;

const USES = /^(\s*(?:-\s+)?uses:\s*)(['"]?)([^\s'"#]+)\2/;

/**
 * The Sweepkit action or reusable workflow a `uses:` names: `<owner>/sweepkit/actions/<x>@<ref>` or
 * Sweepkit's own `./actions/<x>`; `<owner>/sweepkit/.github/workflows/<x>.yml@<ref>` or
 * `./.github/workflows/<x>.yml`. A remote ref without `@`, or a local one with it, is no `uses:` the runner accepts.
 */
export function sweepkitPart(uses: string): { action: string } | { workflow: string } | undefined {
  const action = /^(?:[\w.-]+\/sweepkit|\.)\/actions\/([\w.-]+)(@\S+)?$/i.exec(uses);
  if (action && Boolean(action[2]) !== uses.startsWith('./')) return { action: action[1]! };
  const workflow = /^(?:[\w.-]+\/sweepkit\/|\.\/)\.github\/workflows\/([\w.-]+)\.ya?ml(@\S+)?$/i.exec(uses);
  if (workflow && Boolean(workflow[2]) !== uses.startsWith('./')) return { workflow: workflow[1]! };
  return undefined;
}

/** The `uses:` values of a workflow text, in order. */
export const usesOf = (text: string): string[] => [...text.matchAll(/^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)/gm)].map((m) => m[1]!);

/**
 * A `uses:` of Sweepkit rewritten to the vendored copies: an action to `./<dir>/actions/<x>`, a
 * vendored reusable workflow to `./.github/workflows/sweepkit-<x>.yml`; anything else as it is.
 */
export function vendoredUses(uses: string, layout: VendorLayout): string {
  const part = sweepkitPart(uses);
  if (part && 'action' in part) return `./${layout.dir}/actions/${part.action}`;
  if (part && layout.workflows.includes(part.workflow)) return `./${vendoredWorkflowFile(part.workflow)}`;
  return uses;
}

/**
 * A workflow (a reusable one of Sweepkit, or a caller of them) with every Sweepkit `uses:` pointing
 * at the vendored copies. A local action runs from the job's workspace, so a job whose first
 * vendored action comes before any `actions/checkout` gets a sparse checkout of `dir` as its first
 * step (`checkout` is the pinned `uses:` value to use).
 */
export function vendoredWorkflow(text: string, layout: VendorLayout, checkout: string): string {
  const lines = text.split('\n');
  const rewritten = lines.map((line) => {
    const m = USES.exec(line);
    if (!m) return line;
    const to = vendoredUses(m[3]!, layout);
    return to === m[3] ? line : `${m[1]}${m[2]}${to}${m[2]}${line.slice(m[0].length)}`;
  });
  const out = rewritten.join('\n');
  const lineCounter = new LineCounter();
  const doc = parseDocument(out, { lineCounter });
  if (doc.errors.length) return out;
  const jobs = doc.get('jobs', true);
  if (!isMap(jobs)) return out;
  const inserts: { line: number; indent: number }[] = [];
  for (const pair of jobs.items) {
    const steps = isMap(pair.value) ? pair.value.get('steps', true) : undefined;
    if (!isSeq(steps)) continue;
    for (const step of steps.items as Node[]) {
      const uses = isMap(step) ? step.get('uses') : undefined;
      if (typeof uses !== 'string') continue;
      if (/^actions\/checkout@/.test(uses)) break;
      if (!uses.startsWith(`./${layout.dir}/`)) continue;
      const first = steps.items[0] as Node;
      const { line, col } = lineCounter.linePos(first.range![0]);
      // The step's mapping starts after `- `: the dash is two columns to the left.
      inserts.push({ line: line - 1, indent: col - 3 });
      break;
    }
  }
  const result = out.split('\n');
  for (const { line, indent } of inserts.sort((a, b) => b.line - a.line)) {
    const pad = ' '.repeat(indent);
    result.splice(
      line,
      0,
      `${pad}# Vendored actions run from the workspace: check out ${layout.dir} first (sweepkit vendor).`,
      `${pad}- uses: ${checkout}`,
      `${pad}  with:`,
      `${pad}    sparse-checkout: ${layout.dir}`,
      `${pad}    persist-credentials: false`
    );
  }
  return result.join('\n');
}
