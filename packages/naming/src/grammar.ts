/**
 * The token grammar of docs/naming.md §A.9, in one place: the builder validates values against it and
 * the parser reads names with it, so every name we build can be parsed back.
 */

/** Characters GitHub rejects in artifact names (upload-artifact's list). */
export const ARTIFACT_NAME_ILLEGAL = /[":<>|*?\r\n\\/]/;

/** Canonical decimal, as GitHub renders a matrix number (no sign, no leading zeros). */
export const INT = '(?:0|[1-9][0-9]*)';
export const BOOL = '(?:true|false)';
export const EXP_NAME = '[A-Za-z0-9._-]+';
/** Precision and framework sit between `_` separators, so they may not contain `_`. */
export const WORD = '[A-Za-z0-9.-]+';
/** `runner.name` is `<pool>_<digits>` (every name in configs/runners.yaml). */
export const RUNNER_NAME = '[a-z0-9-]+_[0-9]+';
export const RECIPE_PREFIX_LENGTH = 16;
/** The matrix validator's form of recipe-fingerprint: a SHA-256 in lowercase hex. */
export const RECIPE_FINGERPRINT = '[0-9a-f]{64}';

/** Matches all of `text` against one of the patterns above. */
export const matchesWhole = (pattern: string, text: string): boolean => new RegExp(`^(?:${pattern})$`).test(text);
