import * as core from '@actions/core';
import { markdownTable } from '../../../packages/common/src/index.js';

// The table writer lives in common so CLI reports share it.
export { markdownTable };

/** GitHub drops a job summary over 1 MiB whole; we stop well before it. */
export const SUMMARY_BUDGET_BYTES = 512 * 1024;

/**
 * A table that stops adding rows before `budgetBytes`, ending with a note of how many rows were
 * left out, so a 2000-row matrix never costs the whole summary.
 */
export function boundedTable(header: readonly string[], rows: readonly (readonly string[])[], budgetBytes = SUMMARY_BUDGET_BYTES): string {
  const kept: (readonly string[])[] = [];
  let size = 0;
  for (const row of rows) {
    const bytes = Buffer.byteLength(row.join(' | ')) + 8;
    if (size + bytes > budgetBytes) break;
    kept.push(row);
    size += bytes;
  }
  const table = markdownTable(header, kept);
  const omitted = rows.length - kept.length;
  return omitted > 0 ? `${table}\n_${omitted} more rows not shown (summary size limit); the full list is in the step outputs._\n` : table;
}

/** Lists longer than this are folded into `<details>` so the summary opens on what matters. */
export const FOLD_ROWS = 20;

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Untrusted text (log lines) shown as itself in a summary: HTML escaped, code, strike and link marks
 * as entities, and `*` as U+2217 (a Slurm banner's `***` must read as stars, never as emphasis).
 */
export const escapeMarkdownText = (text: string): string =>
  escapeHtml(text)
    .replace(/\*/g, '\u2217')
    .replace(/[_`~[\]]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Untrusted text for a table cell (boundedTable / markdownTable, whose escapeCell already writes
 * `& < >` as entities, so no entity may be written here: it would show as `&amp;#95;`): `*` as
 * U+2217, and a link's `](` split by a zero-width space so a log line never becomes a link.
 */
export const escapeMarkdownCell = (text: string): string => text.replace(/\*/g, '\u2217').replace(/\]\(/g, ']\u200B(');

/**
 * One summary section: an `<h3>` heading, then each block after a blank line. The blank lines
 * matter: in CommonMark an HTML line swallows the Markdown that follows it up to the next blank
 * line, so a table glued to the heading shows as raw `| a | b |` text on GitHub.
 */
export function summarySection(heading: string, blocks: readonly (string | undefined)[]): string {
  return `${[`<h3>${escapeHtml(heading)}</h3>`, ...blocks.filter((b): b is string => !!b?.trim()).map((b) => b.trim())].join('\n\n')}\n\n`;
}

/** `body` (a table or list of `count` items) folded under `label` when longer than FOLD_ROWS. */
export function folded(label: string, count: number, body: string, foldOver = FOLD_ROWS): string {
  if (count <= foldOver) return body;
  return `<details><summary>${escapeHtml(label)} (${count})</summary>\n\n${body.trim()}\n\n</details>`;
}

/**
 * A number as people read it: `digits` significant digits below 1000, whole numbers above, no
 * trailing zeros (`0.0` → `0`, `3.88425` → `3.884`, `1697.95` → `1,698`), thousands grouped;
 * `percent` shows a 0..1 fraction as `12.5%`.
 */
export function readableNumber(value: number, options: { digits?: number; percent?: boolean } = {}): string {
  const { digits = 4, percent = false } = options;
  const scaled = percent ? value * 100 : value;
  const format: Intl.NumberFormatOptions = Math.abs(scaled) >= 10 ** digits / 10 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: digits };
  const text = (Object.is(scaled, -0) ? 0 : scaled).toLocaleString('en-US', format);
  return percent ? `${text}%` : text;
}

/** Appends sections to the job summary file. */
export async function appendSummary(...sections: string[]): Promise<void> {
  // No early return when GITHUB_STEP_SUMMARY is unset: runAction's best-effort write warns about it.
  await core.summary.addRaw(sections.join('')).write();
}

/** A folded block of untrusted text (log lines): HTML-escaped, so it renders as text and cannot end the block early. */
export function foldedText(title: string, text: string): string {
  return `<details><summary>${escapeHtml(title)}</summary>\n\n<pre>${escapeHtml(text)}</pre>\n</details>\n`;
}
