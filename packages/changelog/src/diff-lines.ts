/** A changelog line as `git diff` reports it: its text (without the +/- marker) and its line number. */
export interface DiffLine {
  text: string;
  /** 1-based line in the head file (added lines) or in the base file (deleted lines). */
  line: number;
  /** 1-based line of the head file where it is (added) or would have been (deleted), for annotations. */
  headLine: number;
}

export interface ChangelogDiff {
  /** Added lines, in diff order. */
  added: DiffLine[];
  /** Removed lines that contain something other than whitespace (blank removals are tolerated). */
  deleted: DiffLine[];
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * Reads the added and removed lines out of `git diff` output the way the reference gate does:
 * every line starting with `+`/`-` counts, except those starting with `+++`/`---`, which it takes
 * for file headers even inside a hunk (so an added line whose text starts with `++` is dropped).
 * Hunk headers are followed only to know which file line each diff line stands for.
 */
export function parseChangelogDiff(output: string): ChangelogDiff {
  const added: DiffLine[] = [];
  const deleted: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const line of output.split('\n')) {
    const hunk = HUNK.exec(line);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      continue;
    }
    if (line.startsWith('+')) {
      if (!line.startsWith('+++')) added.push({ text: line.slice(1), line: newLine, headLine: newLine });
      newLine++;
    } else if (line.startsWith('-')) {
      if (!line.startsWith('---') && line.slice(1).trim() !== '') deleted.push({ text: line.slice(1), line: oldLine, headLine: newLine });
      oldLine++;
    } else if (line.startsWith(' ')) {
      oldLine++;
      newLine++;
    }
  }
  return { added, deleted };
}
