import { SweepkitError } from '../../../common/src/index.js';
import type { EntryChanges } from './compare.js';

const ENTRY_START = '- config-keys:';
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Lines with their line breaks, like Python's `splitlines(keepends=True)` on LF-only text. */
const linesOf = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/**
 * docs/gating.md §b.5 `validate_raw_change`: the byte layout of a change — new entries appended after
 * the exact base bytes with one empty separator line each; corrections touch only `  pr-link:`
 * lines; anything else leaves the bytes as they were.
 */
export function checkRawChange(baseText: string, headText: string, changes: EntryChanges, file: string): void {
  const fail = (message: string, line?: number): never => {
    throw new SweepkitError(message, { location: { file, line }, code: 'STRICT_LAYOUT' });
  };
  if (changes.additions > 0) {
    if (!headText.startsWith(baseText)) {
      let at = 0;
      while (at < baseText.length && baseText[at] === headText[at]) at++;
      fail('appended entries changed historical perf-changelog.yaml bytes; restore the base file byte-for-byte and append at the end', lineAt(headText, at));
    }
    const suffix = headText.slice(baseText.length);
    const start = baseText.endsWith('\n\n') ? ENTRY_START : `\n${ENTRY_START}`;
    if (!suffix.startsWith(start))
      fail('new changelog entries must be separated from history by one empty line and appended at the end', lineAt(headText, baseText.length));
    // The line break before the first appended entry; every later entry needs one blank line.
    const first = baseText.length + start.length - ENTRY_START.length - 1;
    for (let offset = headText.indexOf(`\n${ENTRY_START}`, first + 1); offset >= 0; offset = headText.indexOf(`\n${ENTRY_START}`, offset + 1)) {
      const prefix = headText.slice(0, offset + 1);
      if (!prefix.endsWith('\n\n') || prefix.endsWith('\n\n\n'))
        fail('appended changelog entries must have exactly one empty separator line', lineAt(headText, offset + 1));
    }
    if (headText.endsWith('\n\n')) fail('the final appended changelog entry must end with one newline', lineAt(headText, headText.length - 1));
    return;
  }
  if (changes.corrections > 0) {
    const before = linesOf(baseText);
    const after = linesOf(headText);
    if (before.length !== after.length) fail('pr-link corrections may not add or delete lines');
    let changed = 0;
    before.forEach((line, i) => {
      if (line === after[i]) return;
      const isLinkLine = (l: string): boolean => l.startsWith('  pr-link:') && l.endsWith('\n');
      if (!isLinkLine(line) || !isLinkLine(after[i]!)) fail(`historical bytes changed outside a pr-link line at line ${i + 1}`, i + 1);
      changed++;
    });
    if (changed !== changes.corrections) fail(`expected ${changes.corrections} changed pr-link line(s), found ${changed}`);
    return;
  }
  if (baseText !== headText) {
    fail('changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable');
  }
}
