import { formatError, formatLocation, toSweepkitErrors, type SweepkitError } from '../../common/src/index.js';

// The Python exception the reference ends with, per error code; the rest are ValueErrors.
const EXCEPTION_TYPES: Record<string, string> = {
  'not-a-mapping': 'AssertionError',
  'missing-key': 'KeyError',
  'not-iterable': 'TypeError',
  'attribute-error': 'AttributeError'
};
// Errors the reference has no counterpart for (its own would be a library traceback).
const OWN_WORDING = new Set(['yaml-syntax', 'file-unreadable']);

const headline = (error: SweepkitError): string => `${EXCEPTION_TYPES[error.code ?? ''] ?? 'ValueError'}: ${error.message}`;

/**
 * The error text of `sweepkit matrix`: first the reference generator's own error line (so scripts
 * that match it keep working), then one line per finding with what the reference lacks: the
 * `file:line:col` of the YAML node and the field path.
 */
export function referenceErrorText(error: unknown): string {
  const errors = toSweepkitErrors(error);
  if (errors[0]!.exitCode === 2 || OWN_WORDING.has(errors[0]!.code ?? '')) return `${errors.map(formatError).join('\n')}\n`;
  const lines = [headline(errors[0]!)];
  for (const e of errors) {
    const where = formatLocation(e.location);
    const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
    const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
    if (where || field || detail) lines.push(`  ${where}${field}${detail}`);
  }
  return `${lines.join('\n')}\n`;
}
