import type { PyJson } from '../../../common/src/index.js';
import { annotatePriorities, type PriorityContext } from '../priority/annotate.js';
import { parseLabelsJson } from '../priority/flags.js';
import { parsePriorityPolicy } from '../priority/policy.js';
import { E2E_FAMILIES, splitE2eFamilies, unassignedRows, type E2eOutput } from './families.js';
import { flattenChangelogMatrix } from './flatten.js';

/** `sweepkit e2e-jobs`' answer: the flattened changelog rows (trusted mode) and the family lists. */
export interface E2eJobs {
  /** Trusted mode only: every row of the changelog matrix, in the order the families see them. */
  flattened?: PyJson[];
  families: Record<E2eOutput, PyJson[]>;
  /** Rows in no family (a row shape the e2e sweep does not know). */
  unassigned: number;
}

/** Priority annotation as the e2e sweep does it: per family, namespace `<run id>:<attempt>:<family>`. */
export type E2ePriority = Omit<PriorityContext, 'namespace' | 'prNumber'> & { namespace: string };

/**
 * The e2e sweep's get-jobs step (docs/e2e.md): a generated matrix (a JSON list) is split as it is;
 * changelog buckets (a JSON object, `sweepkit process-changelog` output) are flattened first.
 */
export function e2eJobs(matrix: PyJson, source: string, priority?: E2ePriority): E2eJobs {
  const trusted = !Array.isArray(matrix);
  const rows = trusted ? flattenChangelogMatrix(matrix, source) : (matrix as PyJson[]);
  const split = splitE2eFamilies(rows, source);
  const families = Object.fromEntries(
    E2E_FAMILIES.map(({ output, family }) => {
      const list = split[output];
      // e2e rows never get skip-queue-pr: no PR number is passed, as in the reference.
      return [output, priority ? annotatePriorities(list, { ...priority, namespace: `${priority.namespace}:${family}` }) : list];
    })
  ) as Record<E2eOutput, PyJson[]>;
  return { ...(trusted ? { flattened: rows } : {}), families, unassigned: unassignedRows(rows) };
}

/** The outputs as one object, in the reference's key order (`flattened` first in trusted mode). */
export const e2eOutputs = (jobs: E2eJobs): Record<string, PyJson> => ({
  ...(jobs.flattened ? { flattened: jobs.flattened } : {}),
  ...jobs.families
});

/**
 * The priority context of e2e-jobs' options, undefined without a policy. `readPolicy` reads the
 * policy file; `defaults` fill an empty namespace or event (the CLI and the action differ there).
 */
export function e2ePriority(
  values: { 'priority-policy': string; 'queue-namespace': string; 'event-name': string; 'labels-json': string },
  readPolicy: (file: string) => string,
  defaults: { namespace: string; eventName: string }
): E2ePriority | undefined {
  const file = values['priority-policy'];
  if (!file) return undefined;
  return {
    policy: parsePriorityPolicy(readPolicy(file), file),
    eventName: values['event-name'] || defaults.eventName,
    labels: parseLabelsJson(values['labels-json']),
    namespace: values['queue-namespace'] || defaults.namespace
  };
}
