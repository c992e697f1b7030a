import { SweepkitError, pyStrRepr, pyEqual, type YamlMapping, type YamlValue } from '../../../common/src/index.js';
import { isCanonicalLink, pullUrl, type LinkPolicy } from './links.js';
import type { StrictChangelog } from './parse.js';

export interface EntryChanges {
  additions: number;
  corrections: number;
}

const PR_LINK = 'pr-link';
const withoutLink = (entry: YamlMapping): YamlMapping => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== PR_LINK));

/**
 * docs/gating.md §b.5 `compare_entries`: history is immutable except for pr-link corrections to a
 * canonical link, corrections and additions do not mix, and new entries carry the link the
 * context allows (`prNumber` undefined = main branch: canonical links only).
 */
export function compareEntries(base: StrictChangelog, head: StrictChangelog, file: string, prNumber: number | undefined, policy: LinkPolicy): EntryChanges {
  const fail = (message: string, index?: number): never => {
    throw new SweepkitError(message, { location: index === undefined ? { file } : head.loaded.locate([index]), code: 'STRICT_ENTRIES' });
  };
  if (head.entries.length < base.entries.length) fail(`${file} entries were deleted`);
  let corrections = 0;
  base.entries.forEach((before, i) => {
    const after = head.entries[i]!;
    if (pyEqual(before, after)) return;
    const [b, a] = [before as YamlMapping, after as YamlMapping];
    if (!pyEqual(withoutLink(b), withoutLink(a))) fail(`entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`, i);
    if (pyEqual(b[PR_LINK] ?? null, a[PR_LINK] ?? null)) fail(`entry ${i + 1} was reformatted without a semantic change`, i);
    const link = String(a[PR_LINK]);
    if (!isCanonicalLink(policy, link)) fail(`entry ${i + 1} pr-link correction is not canonical: ${pyStrRepr(link)}`, i);
    corrections++;
  });
  const additions = head.entries.length - base.entries.length;
  if (corrections && additions) fail('do not mix historical pr-link corrections with new changelog entries');
  head.entries.slice(base.entries.length).forEach((entry: YamlValue, k) => {
    const i = base.entries.length + k;
    const link = String((entry as YamlMapping)[PR_LINK]);
    if (prNumber === undefined) {
      if (!isCanonicalLink(policy, link)) fail(`new main-branch entry has invalid pr-link: ${pyStrRepr(link)}`, i);
    } else if (!policy.placeholders.includes(link) && link !== pullUrl(policy, prNumber)) {
      fail(`new PR entry must use '${pullUrl(policy, prNumber)}' or an XXX placeholder; found ${pyStrRepr(link)}`, i);
    }
  });
  return { additions, corrections };
}
