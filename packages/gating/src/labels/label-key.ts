/**
 * How label names compare: exactly by default (the jq/Python/JS parts of the reference), or
 * ignoring case (what GitHub's `if:` expressions do). One place, so every set agrees.
 */
export function labelKey(caseInsensitive = false): (label: string) => string {
  return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}
