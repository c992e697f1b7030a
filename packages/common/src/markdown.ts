/**
 * A table cell's text as GitHub shows it, whatever it holds: `&`, `<` and `>` as entities (a task
 * name is never raw HTML: no tags, no closing the table, no fake banner), `\` and `|` escaped (the
 * row keeps its columns), a line break as `<br>`.
 */
export const escapeCell = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');

/** A Markdown table; cells are escaped so untrusted text cannot break the layout or carry HTML. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}
