// The runner protocol Sweepkit's actions (and @actions/artifact) use, in place of @actions/core:
// `@actions/core` resolves here (tsconfig.json `paths`, which ncc and jest follow too). The
// package's own entry also loads its OIDC client — @actions/http-client and undici — and
// @actions/exec on import, which cost every bundle about half a megabyte and most of its start-up
// while no action asks for an ID token. Commands, file commands and the summary buffer are written
// exactly as @actions/core 3 writes them.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { EOL } from 'node:os';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

/** A value as a command writes it: strings as they are, nothing as '', anything else as JSON. */
export function toCommandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  return typeof input === 'string' || input instanceof String ? String(input) : JSON.stringify(input);
}

const escapeData = (value: unknown): string => toCommandValue(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: unknown): string => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::command key=value,…::message` on stdout (properties with a falsy value are left out). */
export function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  let text = `::${command}`;
  if (Object.keys(properties).length) {
    text += ` ${Object.entries(properties)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}=${escapeProperty(value)}`)
      .join(',')}`;
  }
  process.stdout.write(`${text}::${escapeData(message)}${EOL}`);
}

function issueFileCommand(command: string, message: string): void {
  const file = process.env[`GITHUB_${command}`];
  if (!file) throw new Error(`Unable to find environment variable for file command ${command}`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${message}${EOL}`, { encoding: 'utf8' });
}

function keyValueMessage(key: string, value: unknown): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const converted = toCommandValue(value);
  if (key.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (converted.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  return `${key}<<${delimiter}${EOL}${converted}${EOL}${delimiter}`;
}

export function getInput(name: string, options?: InputOptions): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return options?.trimWhitespace === false ? value : value.trim();
}

export function setOutput(name: string, value: unknown): void {
  if (process.env.GITHUB_OUTPUT) return issueFileCommand('OUTPUT', keyValueMessage(name, value));
  process.stdout.write(EOL);
  issueCommand('set-output', { name }, toCommandValue(value));
}

export function exportVariable(name: string, value: unknown): void {
  process.env[name] = toCommandValue(value);
  if (process.env.GITHUB_ENV) return issueFileCommand('ENV', keyValueMessage(name, value));
  issueCommand('set-env', { name }, toCommandValue(value));
}

export function saveState(name: string, value: unknown): void {
  if (process.env.GITHUB_STATE) return issueFileCommand('STATE', keyValueMessage(name, value));
  issueCommand('save-state', { name }, toCommandValue(value));
}

export const getState = (name: string): string => process.env[`STATE_${name}`] || '';

export const setSecret = (secret: string): void => issueCommand('add-mask', {}, secret);
export const isDebug = (): boolean => process.env.RUNNER_DEBUG === '1';
export const debug = (message: string): void => issueCommand('debug', {}, message);
export const info = (message: string): void => void process.stdout.write(`${message}${EOL}`);

const annotation =
  (level: 'error' | 'warning' | 'notice') =>
  (message: string | Error, properties: AnnotationProperties = {}): void => {
    const { title, file, startLine, endLine, startColumn, endColumn } = properties;
    const command = Object.keys(properties).length ? { title, file, line: startLine, endLine, col: startColumn, endColumn } : {};
    issueCommand(level, command, message instanceof Error ? message.toString() : message);
  };
export const error = annotation('error');
export const warning = annotation('warning');
export const notice = annotation('notice');

export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

export const startGroup = (name: string): void => issueCommand('group', {}, name);
export const endGroup = (): void => issueCommand('endgroup', {}, '');

export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  startGroup(name);
  try {
    return await fn();
  } finally {
    endGroup();
  }
}

/** The job summary buffer, as @actions/core's `summary`: add to it, then `write()` appends it to GITHUB_STEP_SUMMARY. */
export class Summary {
  private buffer = '';
  private path?: string;

  private async filePath(): Promise<string> {
    if (this.path) return this.path;
    const fromEnv = process.env.GITHUB_STEP_SUMMARY;
    if (!fromEnv) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    try {
      await access(fromEnv, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(`Unable to access summary file: '${fromEnv}'. Check if the file has correct read/write permissions.`);
    }
    return (this.path = fromEnv);
  }

  async write(options?: { overwrite?: boolean }): Promise<Summary> {
    const file = await this.filePath();
    await (options?.overwrite ? writeFile : appendFile)(file, this.buffer, { encoding: 'utf8' });
    return this.emptyBuffer();
  }

  stringify(): string {
    return this.buffer;
  }

  isEmptyBuffer(): boolean {
    return this.buffer.length === 0;
  }

  emptyBuffer(): Summary {
    this.buffer = '';
    return this;
  }

  addRaw(text: string, addEOL = false): Summary {
    this.buffer += text;
    return addEOL ? this.addEOL() : this;
  }

  addEOL(): Summary {
    return this.addRaw(EOL);
  }

  addHeading(text: string, level: number | string = 1): Summary {
    const tag = ['1', '2', '3', '4', '5', '6'].includes(String(level)) ? `h${level}` : 'h1';
    return this.addRaw(`<${tag}>${text}</${tag}>`).addEOL();
  }
}

export const summary = new Summary();
