/** Which pr-links the strict rules accept (docs/gating.md §b.5; e.3 inputs `canonical-repo`, `placeholders`). */
export interface LinkPolicy {
  /** `owner/name` of the repository whose PR links are canonical. */
  canonicalRepo: string;
  /** Links a PR may use for its new entries until merge. */
  placeholders: readonly string[];
}

export const DEFAULT_LINK_POLICY: LinkPolicy = {
  canonicalRepo: 'SemiAnalysisAI/InferenceX',
  placeholders: ['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX']
};

/** The policy for a canonical repository; placeholders default to `XXX` and its `/pull/XXX` link. */
export const linkPolicy = (canonicalRepo: string, placeholders?: readonly string[]): LinkPolicy => ({
  canonicalRepo,
  placeholders: placeholders?.length ? placeholders : ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`]
});

export const pullUrl = (policy: LinkPolicy, pr: number | string): string => `https://github.com/${policy.canonicalRepo}/pull/${pr}`;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const isCanonicalLink = (policy: LinkPolicy, link: string): boolean => new RegExp(`^${escapeRegExp(pullUrl(policy, ''))}\\d+$`).test(link);
