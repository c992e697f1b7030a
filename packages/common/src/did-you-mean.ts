/**
 * "Did you mean …?" for a value outside a known set (runner labels, config keys, PR labels,
 * frameworks): the candidate closest by edit distance, if it is close enough to be a typo.
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate closest to `value` (case ignored), when at most a third of its length differs
 * (at least one edit); the first of equally close ones. Undefined for an exact match or none.
 */
export function closestMatch(value: string, candidates: Iterable<string>): string | undefined {
  const wanted = value.toLowerCase();
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === value) return undefined;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** `did you mean 'b200'?` for the closest candidate, '' when none is close. */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  const match = closestMatch(value, candidates);
  return match === undefined ? '' : `did you mean '${match}'?`;
}

/** One `'<value>': did you mean '<candidate>'?` line per value that has a close candidate. */
export function suggestionLines(values: readonly string[], candidates: readonly string[]): string[] {
  return values.flatMap((value) => {
    const hint = didYouMean(value, candidates);
    return hint ? [`'${value}': ${hint}`] : [];
  });
}
