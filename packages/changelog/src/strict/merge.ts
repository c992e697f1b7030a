import { pyEqual, pyStrRepr, SweepkitError, type YamlMapping } from '../../../common/src/index.js';
import { checkStrictChangelog } from './check.js';
import { pullUrl, type LinkPolicy } from './links.js';
import { parseStrictChangelog } from './parse.js';

/**
 * The merge helpers of `utils/prepare_perf_changelog_merge.py`: replace the placeholder links of a
 * PR's appended entries by its canonical link (canonicalize), and rebuild the changelog after a
 * conflict with main by re-appending the PR's entries to main's exact bytes (resolve-conflict).
 * Both work on byte spans, so every byte outside the rewritten lines is kept.
 */
export interface MergeContext {
  file: string;
  prNumber: number;
  links: LinkPolicy;
}

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'changelog-merge' });
};

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const withoutLink = (entry: unknown): YamlMapping => Object.fromEntries(Object.entries(entry as YamlMapping).filter(([k]) => k !== 'pr-link'));

/** Each entry's lines, from its `- config-keys:` line to its last non-blank line ([start, end) line indexes). */
function entrySpans(lines: readonly string[], count: number): [number, number][] {
  const starts = lines.flatMap((line, i) => (line.startsWith('- config-keys:') ? [i] : []));
  if (starts.length !== count) fail('could not map parsed changelog entries to raw byte spans');
  return starts.map((start, k) => {
    let end = k + 1 < starts.length ? starts[k + 1]! : lines.length;
    while (end > start && lines[end - 1]!.trim() === '') end--;
    return [start, end];
  });
}

/** The span with its single `  pr-link:` line set to `link`. */
function relink(lines: string[], [start, end]: [number, number], link: string): void {
  const at = lines.slice(start, end).flatMap((line, i) => (line.startsWith('  pr-link:') ? [start + i] : []));
  if (at.length !== 1) fail('could not locate exactly one pr-link line in a changelog entry');
  lines[at[0]!] = `  pr-link: ${link}`;
}

export interface CanonicalizeResult {
  text: string;
  changed: boolean;
  message: string;
}

/** Rewrites the placeholder pr-links of the entries a PR appends (base → working file), then re-validates. */
export function canonicalizeChangelog(baseRaw: Uint8Array, headRaw: Uint8Array, context: MergeContext): CanonicalizeResult {
  const strict = { file: context.file, prNumber: context.prNumber, links: context.links };
  checkStrictChangelog(baseRaw, headRaw, strict);
  const base = parseStrictChangelog(baseRaw, `base ${context.file}`, context.file);
  const head = parseStrictChangelog(headRaw, `head ${context.file}`, context.file);
  const canonical = pullUrl(context.links, context.prNumber);
  const lines = head.text.split('\n');
  const spans = entrySpans(lines, head.entries.length);
  head.entries.slice(base.entries.length).forEach((entry, k) => {
    const link = String((entry as YamlMapping)['pr-link']);
    if (link === canonical) return;
    if (!context.links.placeholders.includes(link)) fail(`appended entry ${k + 1} has unexpected pr-link ${pyStrRepr(link)}`);
    relink(lines, spans[base.entries.length + k]!, canonical);
  });
  const text = lines.join('\n');
  checkStrictChangelog(baseRaw, encode(text), strict);
  const changed = text !== head.text;
  return {
    text,
    changed,
    message: changed ? `Prepared ${context.file} for PR #${context.prNumber}` : `${context.file} already prepared for PR #${context.prNumber}`
  };
}

/**
 * After `git merge main` conflicted on the changelog: main's exact bytes, plus the PR's appended
 * entries that main does not have yet (canonical link, one blank line between entries), or the PR's
 * pr-link corrections applied where main still has the base content; validated main → result.
 */
export function resolveChangelogConflict(mergeBaseRaw: Uint8Array, prRaw: Uint8Array, mainRaw: Uint8Array, context: MergeContext): string {
  const strict = { file: context.file, prNumber: context.prNumber, links: context.links };
  const { additions, corrections } = checkStrictChangelog(mergeBaseRaw, prRaw, strict);
  const base = parseStrictChangelog(mergeBaseRaw, `base ${context.file}`, context.file);
  const pr = parseStrictChangelog(prRaw, `PR-side ${context.file}`, context.file);
  const main = parseStrictChangelog(mainRaw, `main ${context.file}`, context.file);
  const canonical = pullUrl(context.links, context.prNumber);
  let text: string;
  if (additions > 0) {
    const prLines = pr.text.split('\n');
    const prSpans = entrySpans(prLines, pr.entries.length);
    const blocks: string[] = [];
    pr.entries.slice(base.entries.length).forEach((entry, k) => {
      if (main.entries.some((m) => pyEqual(withoutLink(m), withoutLink(entry)))) return;
      const span = prSpans[base.entries.length + k]!;
      const block = prLines.slice(0, span[1]);
      relink(block, span, canonical);
      blocks.push(`${block.slice(span[0]).join('\n')}\n`);
    });
    if (blocks.length === 0) fail('the PR has no changelog contribution remaining after merging main');
    text = main.text + (main.text.endsWith('\n\n') ? '' : '\n') + blocks.join('\n');
  } else if (corrections > 0) {
    const lines = main.text.split('\n');
    const spans = entrySpans(lines, main.entries.length);
    let applied = 0;
    base.entries.forEach((before, i) => {
      const wanted = pr.entries[i]!;
      if (pyEqual(before, wanted)) return;
      const current = main.entries[i];
      if (current === undefined) fail(`main is missing corrected entry ${i + 1}`);
      if (!pyEqual(withoutLink(current), withoutLink(before))) fail(`main changed corrected entry ${i + 1}; resolve manually`);
      const link = (current as YamlMapping)['pr-link'];
      if (pyEqual(link ?? null, (wanted as YamlMapping)['pr-link'] ?? null)) return;
      if (!pyEqual(link ?? null, (before as YamlMapping)['pr-link'] ?? null)) fail(`main has a conflicting pr-link for entry ${i + 1}`);
      relink(lines, spans[i]!, String((wanted as YamlMapping)['pr-link']));
      applied++;
    });
    if (applied === 0) fail("the PR's pr-link corrections are already present on main");
    text = lines.join('\n');
  } else {
    return fail('the PR has no appended entry or pr-link correction to preserve');
  }
  checkStrictChangelog(mainRaw, encode(text), strict);
  return text;
}
