import type { DiffLine } from './diff-lines.js';
import { parseYaml, pyEqual, type YamlValue } from '../../common/src/index.js';

/** The entries (1-based, in the base file) that the base gained and the branch lacks. */
export interface BehindBase {
  missingEntries: number[];
}

const entriesOf = (text: string, file: string): { items: YamlValue[]; startLines: number[] } | undefined => {
  try {
    const loaded = parseYaml(text, file);
    if (!Array.isArray(loaded.value)) return undefined;
    return { items: loaded.value, startLines: loaded.value.map((_, i) => loaded.locate([i]).line ?? 1) };
  } catch {
    return undefined;
  }
};

/**
 * Recognises a branch that is merely behind its base: every line the two-dot diff reports as
 * deleted lies inside a base entry that the branch does not have and that the base gained after
 * the branch forked (absent at the merge base). The reference then says "Deletions are not
 * allowed", which sends people hunting for an edit they never made.
 */
export function diagnoseBehindBase(
  texts: { base: string; head: string; mergeBase: string },
  deleted: readonly DiffLine[],
  file: string
): BehindBase | undefined {
  const base = entriesOf(texts.base, file);
  const head = entriesOf(texts.head, file);
  const fork = entriesOf(texts.mergeBase, file) ?? { items: [] };
  if (!base || !head || deleted.length === 0) return undefined;
  const present = (items: readonly YamlValue[], entry: YamlValue): boolean => items.some((item) => pyEqual(item, entry));
  const entryOfLine = (line: number): number => {
    let index = -1;
    base.startLines.forEach((start, i) => {
      if (start <= line) index = i;
    });
    return index;
  };
  const missing = new Set<number>();
  for (const line of deleted) {
    const index = entryOfLine(line.line);
    if (index < 0 || present(head.items, base.items[index]!) || present(fork.items, base.items[index]!)) return undefined;
    missing.add(index + 1);
  }
  return { missingEntries: [...missing].sort((a, b) => a - b) };
}
