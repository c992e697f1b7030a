import { checkChangelogEntry, issueField } from '../entry.js';
import { SweepkitError, parseYaml, isYamlMapping, type LoadedYaml, type YamlValue } from '../../../common/src/index.js';

/** A changelog file that passed the strict file rules: its text, raw entries and node positions. */
export interface StrictChangelog {
  text: string;
  entries: YamlValue[];
  loaded: LoadedYaml;
}

/** Python's wording for the first byte that is not UTF-8 (continuation ranges checked loosely). */
function utf8Problem(raw: Uint8Array): string {
  for (let i = 0; i < raw.length;) {
    const b = raw[i]!;
    const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    const where = `'utf-8' codec can't decode byte 0x${b.toString(16).padStart(2, '0')} in position ${i}`;
    if (size === 0) return `${where}: invalid start byte`;
    for (let k = 1; k < size; k++) {
      const next = raw[i + k];
      if (next === undefined) return `${where}: unexpected end of data`;
      if (next < 0x80 || next > 0xbf) return `${where}: invalid continuation byte`;
    }
    i += size;
  }
  return 'invalid UTF-8';
}

/**
 * docs/gating.md §b.5 `parse_changelog`: byte rules (final newline, no CR/TAB/NUL, UTF-8), YAML without
 * duplicate keys, a list whose items match the `- config-keys:` lines, every item a valid entry.
 * `label` names the file in messages (`head perf-changelog.yaml`); `file` places the errors.
 */
export function parseStrictChangelog(raw: Uint8Array, label: string, file: string): StrictChangelog {
  const fail = (message: string, line?: number): never => {
    throw new SweepkitError(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
  };
  if (raw[raw.length - 1] !== 0x0a) fail('does not end with a newline');
  for (const [byte, what] of [
    [0x0d, 'contains CR characters'],
    [0x09, 'contains tabs'],
    [0x00, 'contains NUL bytes']
  ] as const) {
    const at = raw.indexOf(byte);
    if (at >= 0) fail(what, raw.subarray(0, at).filter((b) => b === 0x0a).length + 1);
  }
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    fail(`is not UTF-8: ${utf8Problem(raw)}`);
  }
  let loaded: LoadedYaml;
  try {
    loaded = parseYaml(text, file, { uniqueKeys: true });
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    throw new SweepkitError(`${label} is not valid YAML: ${error.message.replace(/^invalid YAML: /, '')}`, { location: error.location, code: 'STRICT_YAML' });
  }
  const root = loaded.value;
  if (!Array.isArray(root)) return fail('root must be a YAML list');
  const starts = text.split('\n').filter((line) => line.startsWith('- config-keys:')).length;
  if (starts !== root.length) fail(`has ${starts} top-level config entries but YAML parsed ${root.length} entries`);
  root.forEach((item, i) => {
    const where = loaded.locate([i]);
    if (!isYamlMapping(item)) throw new SweepkitError(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
    const check = checkChangelogEntry(item);
    if (check.issues) {
      const text = check.issues.map((issue) => (issueField(issue) ? `${issueField(issue)}: ${issue.message}` : issue.message)).join('; ');
      throw new SweepkitError(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
    }
  });
  return { text, entries: root, loaded };
}
