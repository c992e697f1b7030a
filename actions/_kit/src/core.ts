/**
 * The runner protocol the actions speak (inputs, outputs, state, env, annotations, job summary),
 * with the names and behaviour of `@actions/core`. That package imports its OIDC client, and with it
 * an HTTP stack (undici), on load: about 2× the start-up of `node -e 0` for an action that only
 * formats a name. The protocol itself is environment variables, appended files and `::` commands.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

const commandValue = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function issueCommand(command: string, properties: Record<string, string | number | undefined>, message: string): void {
  const shown = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  process.stdout.write(`::${command}${shown.length ? ` ${shown.join(',')}` : ''}::${escapeData(message)}${EOL}`);
}

/** `name<<delimiter` heredoc in the runner's GITHUB_<command> file, or the legacy `::` command when there is none. */
function fileCommand(command: 'OUTPUT' | 'STATE' | 'ENV', legacy: string, name: string, value: unknown): void {
  const path = process.env[`GITHUB_${command}`];
  const text = commandValue(value);
  if (!path) return issueCommand(legacy, { name }, text);
  if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || text.includes(delimiter)) throw new Error(`Unexpected input: name or value contains the delimiter "${delimiter}"`);
  appendFileSync(path, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export function getInput(name: string, options: InputOptions = {}): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return options.trimWhitespace === false ? value : value.trim();
}

export const setOutput = (name: string, value: unknown): void => fileCommand('OUTPUT', 'set-output', name, value);
export const saveState = (name: string, value: unknown): void => fileCommand('STATE', 'save-state', name, value);
export const getState = (name: string): string => process.env[`STATE_${name}`] || '';

export function exportVariable(name: string, value: unknown): void {
  process.env[name] = commandValue(value);
  fileCommand('ENV', 'set-env', name, value);
}

export const info = (message: string): void => void process.stdout.write(message + EOL);

const annotate = (kind: 'error' | 'warning', message: string | Error, p: AnnotationProperties): void =>
  issueCommand(kind, { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn }, String(message));
export const error = (message: string | Error, properties: AnnotationProperties = {}): void => annotate('error', message, properties);
export const warning = (message: string | Error, properties: AnnotationProperties = {}): void => annotate('warning', message, properties);

/** A collapsible group of log lines (until `endGroup`). */
export const startGroup = (name: string): void => issueCommand('group', {}, name);
export const endGroup = (): void => issueCommand('endgroup', {}, '');

export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

/** The job summary buffer: Markdown/HTML appended to the GITHUB_STEP_SUMMARY file on `write()`. */
class Summary {
  private buffer = '';
  addRaw(text: string, addEOL = false): this {
    this.buffer += addEOL ? text + EOL : text;
    return this;
  }
  addHeading(text: string, level: 1 | 2 | 3 | 4 | 5 | 6 = 1): this {
    return this.addRaw(`<h${level}>${text}</h${level}>`, true);
  }
  async write(): Promise<this> {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (!path) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    try {
      await access(path, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(`Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`);
    }
    await appendFile(path, this.buffer, { encoding: 'utf8' });
    this.buffer = '';
    return this;
  }
}

export const summary = new Summary();
