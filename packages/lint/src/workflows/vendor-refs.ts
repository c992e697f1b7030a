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
 * step; a checkout of Sweepkit itself (`repository: <owner>/sweepkit`, `path: P`, for its CLI)
 * becomes a sparse checkout of `dir` at `P`, and `P/dist/cli/index.js` becomes `P/<dir>/cli/index.js`.
 * `checkout` is the pinned actions/checkout `uses:` value to use.
 */
export function vendoredWorkflow(text: string, layout: VendorLayout, checkout: string): string {
  const rewritten = text
    .split('\n')
    .map((line) => {
      const m = USES.exec(line);
      if (!m) return line;
      const to = vendoredUses(m[3]!, layout);
      return to === m[3] ? line : `${m[1]}${m[2]}${to}${m[2]}${line.slice(m[0].length)}`;
    })
    .join('\n');
  const lineCounter = new LineCounter();
  const doc = parseDocument(rewritten, { lineCounter });
  const jobs = doc.get('jobs', true);
  if (doc.errors.length || !isMap(jobs)) return rewritten;
  const sparse = (pad: string, why: string, path?: string): string[] => [
    `${pad}# ${why} (sweepkit vendor).`,
    `${pad}- uses: ${checkout}`,
    `${pad}  with:`,
    `${pad}    sparse-checkout: ${layout.dir}`,
    ...(path ? [`${pad}    path: ${path}`] : []),
    `${pad}    persist-credentials: false`
  ];
  // [first line (0-based), lines replaced, new lines]; the step's mapping starts after `- `.
  const edits: [number, number, string[]][] = [];
  const cliPaths: string[] = [];
  const at = (step: Node) => {
    const { line, col } = lineCounter.linePos(step.range![0]);
    return { line: line - 1, pad: ' '.repeat(col - 3), last: lineCounter.linePos(step.range![1] - 1).line - 1 };
  };
  for (const pair of jobs.items) {
    const steps = isMap(pair.value) ? pair.value.get('steps', true) : undefined;
    if (!isSeq(steps)) continue;
    let checkedOut = false;
    for (const step of steps.items as Node[]) {
      if (!isMap(step)) continue;
      const uses = step.get('uses');
      if (typeof uses !== 'string') continue;
      const repository = step.getIn(['with', 'repository']);
      const path = step.getIn(['with', 'path']);
      if (/^actions\/checkout@/.test(uses) && typeof repository === 'string' && /^[\w.-]+\/sweepkit$/i.test(repository) && typeof path === 'string') {
        const { line, pad, last } = at(step);
        edits.push([line, last - line + 1, sparse(pad, `Sweepkit's CLI from the vendored copy at ${path}/${layout.dir}/cli`, path)]);
        cliPaths.push(path.replace(/^\.\//, '').replace(/\/+$/, ''));
      } else if (/^actions\/checkout@/.test(uses)) checkedOut = true;
      else if (!checkedOut && uses.startsWith(`./${layout.dir}/`)) {
        const { line, pad } = at(steps.items[0] as Node);
        edits.push([line, 0, sparse(pad, `Vendored actions run from the workspace: check out ${layout.dir} first`)]);
        checkedOut = true;
      }
    }
  }
  const result = rewritten.split('\n');
  for (const [line, count, lines] of edits.sort((a, b) => b[0] - a[0])) result.splice(line, count, ...lines);
  let out = result.join('\n');
  for (const path of new Set(cliPaths)) out = out.split(`${path}/dist/cli/index.js`).join(`${path}/${layout.dir}/cli/index.js`);
  return out;
}
