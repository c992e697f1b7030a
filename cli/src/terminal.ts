import type { CliIO } from './io.js';

/**
 * The one rule for commands whose stdout is machine output: a person at a terminal gets a short
 * summary; `--json`, a pipe, a file and the Actions runner get the exact output (what workflows
 * and the conformance corpora read).
 */
export const showSummary = (io: CliIO, json: boolean | undefined): boolean => io.stdoutIsTerminal === true && json !== true;

/** The last line of every summary: where the exact output is. */
export const EXACT_OUTPUT_HINT = 'The exact JSON (what workflows read) comes with --json, or when the output is not a terminal.';

const WIDTH = 100;
const LISTED = 10;

const clip = (text: string): string => (text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text);

/** One value as a person reads it in a summary line: scalars as they are, collections counted. */
function brief(value: unknown): string {
  if (typeof value === 'string') {
    // Outputs often carry JSON as a string (a family's rows): count it rather than print it.
    if (/^\s*[[{]/.test(value)) {
      try {
        return brief(JSON.parse(value));
      } catch {
        // not JSON after all: the text itself
      }
    }
    return clip(value === '' ? '""' : value);
  }
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value !== null && typeof value === 'object') {
    // One level down: lists counted (a bucket's rows), scalars as they are.
    const inner = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? '{…}' : String(v)}`);
    return inner.length ? clip(inner.join(', ')) : '{}';
  }
  return String(value);
}

/** How a row of a matrix-like list is named in a summary: its planned display name, else what identifies a matrix row. */
function rowName(row: unknown): string {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return brief(row);
  const r = row as Record<string, unknown>;
  const planned = (r.plan as Record<string, unknown> | undefined)?.['display-name'] ?? r['display-name'] ?? r.name;
  if (typeof planned === 'string') return clip(planned);
  const parts = ['exp-name', 'runner', 'framework', 'precision'].map((key) => r[key]).filter((v) => typeof v === 'string');
  for (const key of ['tp', 'conc']) if (r[key] !== undefined) parts.push(`${key} ${String(r[key])}`);
  return clip(parts.length ? parts.join(' ') : JSON.stringify(row));
}

/**
 * A short readable summary of a command's JSON output: a list by its length and its first rows'
 * names, an object key by key (collections counted), then where the exact JSON is.
 */
export function jsonSummaryText(title: string, value: unknown): string {
  const lines: string[] = [];
  if (Array.isArray(value)) {
    lines.push(`${title}: ${value.length} row${value.length === 1 ? '' : 's'}.`);
    lines.push(...value.slice(0, LISTED).map((row) => `  ${rowName(row)}`));
    if (value.length > LISTED) lines.push(`  … and ${value.length - LISTED} more`);
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    lines.push(`${title}:`);
    const width = Math.max(0, ...entries.map(([key]) => key.length));
    lines.push(...entries.map(([key, v]) => `  ${key.padEnd(width)}  ${brief(v)}`));
  } else lines.push(`${title}: ${brief(value)}`);
  lines.push('', EXACT_OUTPUT_HINT);
  return `${lines.join('\n')}\n`;
}

/**
 * Prints a command's exact output (JSON text), or at a terminal without --json the summary of it
 * (read back from the text, so it shows what a workflow would read).
 */
export function printJsonOutput(io: CliIO, json: boolean | undefined, exact: string, title: string): void {
  if (!showSummary(io, json)) return io.stdout(exact);
  let value: unknown;
  try {
    value = JSON.parse(exact);
  } catch {
    // Python's JSON may hold NaN or Infinity, which JSON.parse refuses: then the exact text.
    return io.stdout(exact);
  }
  io.stdout(jsonSummaryText(title, value));
}
