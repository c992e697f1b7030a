import { pyStr, type PyJson, type YamlMapping } from '../../../common/src/index.js';
import { canonicalJson } from '../../../matrix/src/index.js';
import { DEFAULT_LINK_POLICY, isCanonicalLink } from '../strict/links.js';
import { parseStrictChangelog } from '../strict/parse.js';

export interface ChangelogAudit {
  entries: number;
  /** Repairable problems: the audit went on as if they were fixed. */
  errors: string[];
  warnings: string[];
}

// Python's str.rstrip() whitespace.
const TRAILING_SPACE = /[\s\x1c-\x1f\x85]$/u;

/**
 * docs/recovery.md `audit-changelog`: the changelog at a historical ref, checked before a recovery
 * PR appends to it. A missing final newline is a repairable error; anything the strict parser
 * refuses is thrown (`label` names the file in its messages, e.g. `perf-changelog.yaml at <ref>`);
 * trailing whitespace, placeholder or noncanonical links and exact duplicates are warnings.
 */
export function auditChangelog(raw: Uint8Array, label: string, file: string): ChangelogAudit {
  const errors: string[] = [];
  let bytes = raw;
  if (raw[raw.length - 1] !== 0x0a) {
    errors.push('file does not end with a newline');
    bytes = Buffer.concat([raw, Buffer.from('\n')]);
  }
  const changelog = parseStrictChangelog(bytes, label, file);
  const warnings: string[] = [];
  const trailing = changelog.text
    .split('\n')
    .slice(0, -1)
    .flatMap((line, i) => (TRAILING_SPACE.test(line) ? [i + 1] : []));
  if (trailing.length) warnings.push(`trailing whitespace on lines ${trailing.join(', ')}`);
  const seen = new Map<string, number>();
  changelog.entries.forEach((entry, i) => {
    const link = (entry as YamlMapping)['pr-link'];
    if (link === 'XXX') warnings.push(`entry ${i + 1} has an XXX pr-link`);
    else if (typeof link !== 'string' || !isCanonicalLink(DEFAULT_LINK_POLICY, link))
      warnings.push(`entry ${i + 1} has a noncanonical pr-link: ${pyStr(link ?? null)}`);
    const key = canonicalJson(entry as PyJson);
    const earlier = seen.get(key);
    if (earlier !== undefined) warnings.push(`entry ${i + 1} exactly duplicates entry ${earlier + 1}`);
    else seen.set(key, i);
  });
  return { entries: changelog.entries.length, errors, warnings };
}
