/** Where in a source file something is: 1-based line and column, as editors and annotations count. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export interface SweepkitErrorOptions {
  location?: SourceLocation;
  /** Dotted field path inside the file, e.g. `dsr1-fp8-h200-sglang.search-space[0].tp`. */
  field?: string;
  /** A stable machine-readable code (outputs such as `error-code` use it). */
  code?: string;
  /** Extra lines printed after the headline (detail, hints). */
  details?: readonly string[];
  /** 1 for bad input (default), 2 for usage errors. */
  exitCode?: 1 | 2;
}

/**
 * The one error type of Sweepkit: a message that a user can act on, with the place it concerns.
 * Everything the CLI or an action reports to a person goes through this type, so positions travel
 * from the YAML node to the annotation without re-parsing.
 */
export class SweepkitError extends Error {
  readonly location?: SourceLocation;
  readonly field?: string;
  readonly code?: string;
  readonly details: readonly string[];
  readonly exitCode: 1 | 2;

  constructor(message: string, options: SweepkitErrorOptions = {}) {
    super(message);
    this.name = 'SweepkitError';
    this.location = options.location;
    this.field = options.field;
    this.code = options.code;
    this.details = options.details ?? [];
    this.exitCode = options.exitCode ?? 1;
  }
}

/** A command-line mistake: exit code 2, like argparse. */
export class UsageError extends SweepkitError {
  constructor(message: string, options: Omit<SweepkitErrorOptions, 'exitCode'> = {}) {
    super(message, { ...options, exitCode: 2 });
    this.name = 'UsageError';
  }
}

/** Several independent findings reported at once (e.g. every schema violation of a file). */
export class SweepkitErrors extends Error {
  readonly errors: readonly SweepkitError[];
  constructor(errors: readonly SweepkitError[]) {
    super(errors.map(formatError).join('\n'));
    this.name = 'SweepkitErrors';
    this.errors = errors;
  }
}

/** `file:line:col` (as much of it as is known), or '' when there is no file. */
export function formatLocation(location: SourceLocation | undefined): string {
  if (!location) return '';
  let text = location.file;
  if (location.line !== undefined) {
    text += `:${location.line}`;
    if (location.column !== undefined) text += `:${location.column}`;
  }
  return text;
}

/** Renders `file:line:col: message` (or just the message when the error has no place). */
export function formatError(error: SweepkitError): string {
  const where = formatLocation(error.location);
  const head = where ? `${where}: ${error.message}` : error.message;
  return error.details.length ? [head, ...error.details].join('\n') : head;
}

/** `file:line:col: error|warning: message`, the compiler-style line of a finding with a severity. */
export function formatFinding(error: SweepkitError, level: 'error' | 'warning'): string {
  const where = formatLocation(error.location);
  return [`${where ? `${where}: ` : ''}${level}: ${error.message}`, ...error.details].join('\n');
}

/** Every error as the list of SweepkitErrors it stands for; anything unexpected becomes one plain error. */
export function toSweepkitErrors(error: unknown): SweepkitError[] {
  if (error instanceof SweepkitErrors) return [...error.errors];
  if (error instanceof SweepkitError) return [error];
  if (error instanceof Error) return [new SweepkitError(error.message)];
  return [new SweepkitError(String(error))];
}

/**
 * JSON.parse's message without the `(line 1 column 9)` Node 22+ append to what Node 20 says, so an
 * error reads the same on every runtime the actions run on.
 */
export const jsonErrorMessage = (error: unknown): string => (error as Error).message.replace(/ \(line \d+ column \d+\)$/, '');
