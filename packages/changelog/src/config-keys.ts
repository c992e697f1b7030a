import { anyChar, compileGlob, literal, SweepkitError, type SourceLocation, type YamlPath } from '../../common/src/index.js';
import type { ChangelogEntry } from './entry.js';

/**
 * A `*` pattern as the reference reads it: `*` is any text, everything else literal, whole key;
 * matched in linear time (a PR's changelog entry controls the pattern).
 */
export const wildcardMatcher = (pattern: string): ((key: string) => boolean) =>
  compileGlob(Array.from(pattern, (char) => (char === '*' ? { many: anyChar } : { one: literal(char) })));

/**
 * docs/gating.md §b.4 step 8: each entry's `config-keys` resolved against the merged master keys, in
 * first-seen order without repeats. A pattern that matches nothing or a missing key is an error
 * placed on that key's line.
 */
export function resolveConfigKeys(entries: readonly ChangelogEntry[], masterKeys: readonly string[], locate: (path: YamlPath) => SourceLocation): string[][] {
  const known = new Set(masterKeys);
  return entries.map((entry, i) => {
    const resolved = new Set<string>();
    entry.configKeys.forEach((key, j) => {
      if (key.includes('*')) {
        const matches = masterKeys.filter(wildcardMatcher(key));
        if (!matches.length) {
          throw new SweepkitError(`No config keys matched the wildcard pattern '${key}' in master configs.`, {
            location: locate([i, 'config-keys', j]),
            code: 'WILDCARD_NO_MATCH'
          });
        }
        matches.forEach((k) => resolved.add(k));
      } else if (known.has(key)) {
        resolved.add(key);
      } else {
        throw new SweepkitError(`Config key '${key}' not found in master configs.`, { location: locate([i, 'config-keys', j]), code: 'CONFIG_KEY_MISSING' });
      }
    });
    return [...resolved];
  });
}
