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

/**
 * Text shown as itself in a fenced code block: the fence is one backtick longer than the longest
 * run of backticks in the text (at least three), so no line of it can close the block early.
 */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}\n`;
}
