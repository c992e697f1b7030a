import { SweepkitError, SweepkitErrors } from '../../common/src/index.js';
import { ARTIFACT_NAME_ILLEGAL, BOOL, INT, matchesWhole } from './grammar.js';
import type { ValueSource } from './value-source.js';

/** A value with how the user knows it (for values that do not come from a ValueSource). */
export interface Labelled {
  text: string | undefined;
  label: string;
}

const show = (text: string): string => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * Reads and checks template variables, collecting one error per bad variable so a user sees every
 * problem at once. Each check returns a placeholder on failure; `finish()` throws if any failed,
 * so no name is ever built from a bad value (no `tpundefined`, no `spec-`).
 */
export class FieldReader {
  private readonly errors: SweepkitError[] = [];

  constructor(private readonly source: ValueSource) {}

  value(variable: string): Labelled {
    return { text: this.source.text(variable), label: this.source.label(variable) };
  }

  private fail(label: string, problem: string, code: string): void {
    this.errors.push(new SweepkitError(`${label} ${problem}`, { field: label, code }));
  }

  /** A required value, free of characters GitHub rejects in artifact names; undefined when it is not. */
  private required({ text, label }: Labelled): string | undefined {
    if (!text) {
      this.fail(label, text === undefined ? 'is not set' : 'is empty', 'missing-value');
      return undefined;
    }
    const illegal = ARTIFACT_NAME_ILLEGAL.exec(text);
    if (!illegal) return text;
    this.fail(label, `contains ${JSON.stringify(illegal[0])}, which GitHub does not allow in artifact names: ${show(text)}`, 'illegal-character');
    return undefined;
  }

  /** A required text that must match `pattern` (a token of the A.9 grammar). */
  token(value: Labelled, pattern: string, form: string): string {
    const text = this.required(value);
    if (text !== undefined && !matchesWhole(pattern, text)) this.fail(value.label, `must be ${form}, got ${show(text)}`, 'bad-token');
    return text ?? '';
  }

  int(variable: string): number {
    return Number(this.token(this.value(variable), INT, 'a non-negative integer') || 0);
  }

  bool(variable: string): boolean {
    return this.token(this.value(variable), BOOL, 'true or false') === 'true';
  }

  /** An optional boolean: absent or empty means false. */
  flag(variable: string): boolean {
    const value = this.value(variable);
    return value.text ? this.bool(variable) : false;
  }

  choice<T extends string>(variable: string, choices: readonly T[], why: string): T {
    const value = this.value(variable);
    const text = this.required(value);
    if (text !== undefined && !choices.includes(text as T))
      this.fail(value.label, `must be one of ${choices.join(', ')} (${why}), got ${show(text)}`, 'bad-choice');
    return (text ?? '') as T;
  }

  /** Throws every collected error (one, or all of them together). */
  finish(): void {
    if (this.errors.length === 1) throw this.errors[0]!;
    if (this.errors.length > 1) throw new SweepkitErrors(this.errors);
  }
}
