import {
  PyFloat,
  GitError,
  SweepkitError,
  SweepkitErrors,
  parseYaml,
  type LoadedYaml,
  type SourceLocation,
  type YamlPath,
  type YamlValue
} from '../../common/src/index.js';
import { parseChangelogDiff, type DiffLine } from './diff-lines.js';
import { checkChangelogEntry, issueField, type ChangelogEntry } from './entry.js';

/** The entries a diff adds, with a way to place any of their nodes on the head file. */
export interface ChangelogAdditions {
  entries: ChangelogEntry[];
  /** Where a node of the added YAML (`[entryIndex, 'config-keys', 0]`) is in the head file. */
  locate(path: YamlPath, which?: 'key' | 'value'): SourceLocation;
}

const isFalsy = (v: YamlValue): boolean =>
  v === null ||
  v === false ||
  v === 0 ||
  v === '' ||
  (v instanceof PyFloat && v.value === 0) ||
  (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && !(v instanceof PyFloat) && Object.keys(v).length === 0);

export const deletionMessage = (path: string, line: DiffLine): string =>
  `Deletions are not allowed in ${path}. Only additions to the changelog are permitted. Found deleted line: ${line.text}`;

/**
 * docs/gating.md §b.4 steps 1–5: the lines `git diff` adds to the changelog, glued together and read as
 * YAML without any context (as the reference does), each item validated as a changelog entry.
 * A failed diff counts as "no additions", like the reference, with git's reason as detail.
 */
export function readChangelogAdditions(diff: string | GitError, path: string): ChangelogAdditions {
  const failed = diff instanceof GitError ? [`git diff failed: ${diff.detail}`] : [];
  const { added, deleted } = parseChangelogDiff(typeof diff === 'string' ? diff : '');
  const at = (line: DiffLine | undefined): SourceLocation => ({ file: path, line: line?.headLine ?? 1 });
  if (deleted[0]) throw new SweepkitError(deletionMessage(path, deleted[0]), { location: at(deleted[0]), code: 'DELETED_LINE' });
  const text = added.map((l) => l.text).join('\n');
  if (text.trim() === '')
    throw new SweepkitError('No additions found in the changelog file.', { location: { file: path }, code: 'NO_ADDITIONS', details: failed });

  // Lines of the glued text are the added lines, one for one; columns are unchanged.
  const toHead = (where: SourceLocation): SourceLocation => ({
    file: path,
    line: added[(where.line ?? 1) - 1]?.headLine ?? added[0]!.headLine,
    column: where.column
  });
  let loaded: LoadedYaml;
  try {
    loaded = parseYaml(text, path);
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    throw new SweepkitError(error.message, { location: error.location && toHead(error.location), code: 'YAML' });
  }
  const locate = (p: YamlPath, which: 'key' | 'value' = 'value'): SourceLocation => toHead(loaded.locate(p, which));
  const root = loaded.value;
  if (isFalsy(root)) throw new SweepkitError('No valid YAML entries found in the changelog additions.', { location: at(added[0]), code: 'EMPTY_YAML' });

  // Python iterates whatever the document is: a mapping yields its keys, a string its characters.
  const items: YamlValue[] = Array.isArray(root)
    ? root
    : typeof root === 'string'
      ? [...root]
      : typeof root === 'object' && !(root instanceof PyFloat) && root !== null
        ? Object.keys(root)
        : [];
  if (!Array.isArray(root) && items.length === 0) {
    throw new SweepkitError('the changelog additions must be a YAML list of entries', { location: locate([]), code: 'SCHEMA' });
  }
  const entries = items.map((item, i) => {
    const check = checkChangelogEntry(item);
    if (check.entry) return check.entry;
    const base: YamlPath = Array.isArray(root) ? [i] : [];
    throw new SweepkitErrors(
      check.issues.map((issue) => {
        const field = issueField(issue);
        const where = locate([...base, ...issue.path], issue.message.startsWith('Extra') ? 'key' : 'value');
        return new SweepkitError(`invalid changelog entry: ${field ? `${field}: ` : ''}${issue.message}`, { location: where, field, code: 'SCHEMA' });
      })
    );
  });
  return { entries, locate };
}
