/**
 * How label names compare: ignoring case by default, as GitHub's `contains()` does in the
 * reference's `if:` expressions, or exactly (its jq/Python parts). One place, so every set agrees.
 */
export function labelKey(caseInsensitive = true): (label: string) => string {
  return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}
