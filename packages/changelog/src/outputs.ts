import { changelogEntryJson } from './entry.js';
import { formatError } from '../../common/src/index.js';
import type { ChangelogVerdict } from './validate.js';

/** The action outputs of a verdict (docs/gating.md §e.3), in action.yml order; booleans as `true`/`false`. */
export function verdictOutputs(verdict: ChangelogVerdict): [string, string][] {
  const first = verdict.errors[0];
  return [
    ['valid', String(verdict.valid)],
    ['additions', String(verdict.additions)],
    ['corrections', String(verdict.corrections)],
    ['added-entries', JSON.stringify(verdict.addedEntries.map(changelogEntryJson))],
    ['config-keys', JSON.stringify(verdict.configKeys)],
    ['append-only', String(verdict.appendOnly)],
    ['error-code', first?.code ?? (first ? 'ERROR' : '')],
    ['error-message', first ? [first.message, ...first.details].join('\n') : ''],
    ['strict-findings', JSON.stringify(verdict.warnings.map(formatError))]
  ];
}
