/**
 * Renders a job summary the way GitHub does (CommonMark + GFM tables, raw HTML allowed) and
 * exposes what a reader sees: headings, tables (cells as text), `<details>` folds and the visible
 * text. A summary that only looks right as source (a table glued to an `<h3>` line, `**bold**`
 * inside an HTML block) shows up here as literal `|` rows or asterisks.
 */
import { expect } from '@jest/globals';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: true, linkify: false });

export interface RenderedTable {
  header: string[];
  rows: string[][];
}

export interface RenderedSummary {
  html: string;
  /** The visible text, tags removed and entities decoded, one line per source line. */
  text: string;
  headings: { level: number; text: string }[];
  tables: RenderedTable[];
  /** The `<summary>` line of every `<details>` fold. */
  folds: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (s: string): string => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
const visible = (html: string): string => decode(html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, ''));
const all = (re: RegExp, text: string): RegExpExecArray[] => [...text.matchAll(re)];

export function renderSummary(source: string): RenderedSummary {
  const html = markdown.render(source);
  const cells = (row: string, tag: 'th' | 'td'): string[] => all(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'), row).map((m) => visible(m[1]!).trim());
  const tables = all(/<table>([\s\S]*?)<\/table>/g, html).map((m) => {
    const rows = all(/<tr>([\s\S]*?)<\/tr>/g, m[1]!).map((r) => r[1]!);
    return { header: cells(rows[0] ?? '', 'th'), rows: rows.slice(1).map((r) => cells(r, 'td')) };
  });
  return {
    html,
    text: visible(html),
    headings: all(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g, html).map((m) => ({ level: Number(m[1]), text: visible(m[2]!).trim() })),
    tables,
    folds: all(/<summary>([\s\S]*?)<\/summary>/g, html).map((m) => visible(m[1]!).trim())
  };
}

/** The body rows of every rendered table, in order: for finding one row among several tables. */
export const bodyRows = (source: string): string[][] => renderSummary(source).tables.flatMap((table) => table.rows);

/**
 * What GitHub would show as Markdown source instead of rendering it: a `| a | b |` line, a table
 * delimiter row, `**` or a backslash-escaped pipe. Empty when the summary renders cleanly.
 */
export function unrenderedMarkdown(summary: RenderedSummary): string[] {
  return summary.text
    .split('\n')
    .filter((line) => /^\s*\|.*\|\s*$/.test(line) || /^\s*\|?\s*:?-{3,}:?\s*\|/.test(line) || line.includes('**') || line.includes('\\|'));
}

/** The summary renders with no Markdown left as text; returns the rendering for further checks. */
export function expectRendered(source: string): RenderedSummary {
  const rendered = renderSummary(source);
  expect(unrenderedMarkdown(rendered)).toEqual([]);
  return rendered;
}

/** The table whose header is `header` (exactly), as rendered; fails when the summary has none. */
export function expectRenderedTable(source: string, header: readonly string[]): RenderedTable {
  const { tables } = expectRendered(source);
  const table = tables.find((t) => t.header.join('\u0000') === header.join('\u0000'));
  expect({ header: table?.header, tables: tables.map((t) => t.header) }).toEqual({ header: [...header], tables: expect.arrayContaining([[...header]]) });
  return table!;
}

/** The rows of a two-column key/value table as an object. */
export const tableObject = (table: RenderedTable): Record<string, string> => Object.fromEntries(table.rows.map((row) => [row[0], row[1] ?? '']));
