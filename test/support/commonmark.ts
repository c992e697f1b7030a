/**
 * Renders a job summary the way GitHub does (CommonMark with tables, raw HTML allowed), so tests
 * see what people see: a table glued to an HTML heading line is swallowed into the HTML block.
 */
import MarkdownIt from 'markdown-it';

const renderer = new MarkdownIt({ html: true });

export function renderSummary(markdown: string): string {
  return renderer.render(markdown);
}

/** The text of every body row of the rendered tables, cell by cell. */
export function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((m) => [...m[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '').trim()))
    .filter((cells) => cells.length > 0);
}
