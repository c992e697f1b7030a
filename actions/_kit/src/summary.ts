/** GitHub drops a job summary over 1 MiB whole; we stop well before it. */
export const SUMMARY_BUDGET_BYTES = 512 * 1024;

const escapeCell = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

/** A Markdown table; cells are escaped so untrusted text cannot break the layout. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

/**
 * A table that stops adding rows before `budgetBytes`, ending with a note of how many rows were
 * left out, so a 2000-row matrix never costs the whole summary.
 */
export function boundedTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  budgetBytes = SUMMARY_BUDGET_BYTES
): string {
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

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A folded block of untrusted text (log lines): HTML-escaped, so it renders as text and cannot end the block early. */
export function foldedText(title: string, text: string): string {
  return `<details><summary>${escapeHtml(title)}</summary>\n\n<pre>${escapeHtml(text)}</pre>\n</details>\n`;
}
