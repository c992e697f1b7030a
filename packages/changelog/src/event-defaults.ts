import { UsageError } from '../../common/src/index.js';

/** What a workflow event says about the changelog check (docs/gating.md §e.3 input defaults). */
export interface ChangelogEventDefaults {
  baseRef?: string;
  headRef?: string;
  /** The pull request; undefined on push (main-branch link rules). */
  prNumber?: number;
  /** The pull request's labels (none on other events): the eval modifiers and the CI priority read them. */
  labels: string[];
  allEvals: boolean;
  evalsOnly: boolean;
}

interface Payload {
  pull_request?: { number?: number; base?: { ref?: string }; head?: { sha?: string }; labels?: { name?: string }[] };
  before?: string;
  after?: string;
}

/**
 * PR events compare `origin/<base branch>` with the head sha and take the eval modifiers from the
 * PR labels; a push compares `before` with `after`. Anything else gives no defaults.
 */
export function changelogEventDefaults(eventName: string, payload: unknown): ChangelogEventDefaults {
  const event = (payload ?? {}) as Payload;
  const pr = event.pull_request;
  if (eventName.startsWith('pull_request') && pr) {
    const labels = (pr.labels ?? []).map((l) => l.name).filter((name): name is string => typeof name === 'string');
    return {
      baseRef: pr.base?.ref ? `origin/${pr.base.ref}` : undefined,
      headRef: pr.head?.sha,
      prNumber: pr.number,
      labels,
      allEvals: labels.includes('all-evals'),
      evalsOnly: labels.includes('evals-only')
    };
  }
  if (eventName === 'push') return { baseRef: event.before, headRef: event.after, labels: [], allEvals: false, evalsOnly: false };
  return { labels: [], allEvals: false, evalsOnly: false };
}

/**
 * The one default of an action's `base-ref` / `head-ref` input: the input, else the event's ref
 * (`changelogEventDefaults`); neither is a usage error naming the input and `why` the event has none.
 */
export function eventRef(kind: 'base' | 'head', input: string | undefined, event: ChangelogEventDefaults, why = 'not a pull_request or push event'): string {
  const ref = input ?? (kind === 'base' ? event.baseRef : event.headRef);
  if (!ref) throw new UsageError(`input '${kind}-ref' is empty and the event gives no ${kind} (${why})`);
  return ref;
}
