/** Pure pieces of the compat gate: git diff line extraction and the changelog entry schema. */
import { describe, expect, test } from '@jest/globals';
import { PyFloat, parseYaml } from '../../../packages/common/src/index.js';
import { parseChangelogDiff } from '../../../packages/changelog/src/diff-lines.js';
import { checkChangelogEntry } from '../../../packages/changelog/src/entry.js';

const HEADER = 'diff --git a/p.yaml b/p.yaml\nindex 1..2 100644\n--- a/p.yaml\n+++ b/p.yaml\n';

describe('parseChangelogDiff', () => {
  test.each([
    ['an append', '@@ -3,0 +4,2 @@\n+- config-keys:\n+    - a\n', ['- config-keys:@4', '    - a@5'], []],
    ['header-looking content is dropped like the reference does', '@@ -1,2 +1,2 @@\n---- removed\n+++ added\n', [], []],
    ['blank removals are tolerated, non-blank ones reported with their base line', '@@ -5,3 +5,1 @@\n-   \n-  pr-link: x\n context\n', [], ['  pr-link: x@6']],
    ['no newline marker and two hunks', '@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n@@ -10,0 +11 @@\n+b\n', ['a@1', 'b@11'], ['a@1']]
  ])('%s', (_name, body, added, deleted) => {
    const diff = parseChangelogDiff(HEADER + body);
    expect(diff.added.map((l) => `${l.text}@${l.line}`)).toEqual(added);
    expect(diff.deleted.map((l) => `${l.text}@${l.line}`)).toEqual(deleted);
  });
});

const valid = { 'config-keys': ['k'], description: ['d'], 'pr-link': 'XXX' };
const issues = (raw: unknown): string[] => (checkChangelogEntry(raw as never).issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('checkChangelogEntry (pydantic lax mode)', () => {
  test.each([
    ['yes/no strings and 0/1 are booleans', { ...valid, 'evals-only': 'yes', 'all-evals': 0 }, { evalsOnly: true, allEvals: false }],
    ['snake_case field names are accepted', { config_keys: ['k'], description: ['d'], pr_link: '' }, { configKeys: ['k'], prLink: '' }],
    ['integral floats and numeric strings are ints', { ...valid, 'eval-min-prefill-ep': new PyFloat(4) }, { evalMinPrefillEp: 4 }],
    ['scenario-type keeps its list', { ...valid, 'scenario-type': ['agentic-coding'] }, { scenarioType: ['agentic-coding'] }]
  ])('%s', (_name, raw, expected) => {
    expect(checkChangelogEntry(raw as never).entry).toMatchObject(expected);
  });

  test.each([
    ['not a mapping', 'evals-only', [': Input should be a valid dictionary or instance of ChangelogEntry']],
    ['missing fields', {}, ['config-keys: Field required', 'description: Field required', 'pr-link: Field required']],
    [
      'empty lists, null link, extra key',
      { 'config-keys': [], description: ['d'], 'pr-link': null, notes: 'x' },
      [
        'config-keys: List should have at least 1 item after validation, not 0',
        'pr-link: Input should be a valid string',
        'notes: Extra inputs are not permitted'
      ]
    ],
    ['a number where a string belongs', { ...valid, 'config-keys': [1] }, ['config-keys.0: Input should be a valid string']],
    ['an unknown scenario type', { ...valid, 'scenario-type': ['x'] }, ["scenario-type.0: Input should be 'fixed-seq-len' or 'agentic-coding'"]],
    ['eval-min-prefill-ep below 1', { ...valid, 'eval-min-prefill-ep': 0 }, ['eval-min-prefill-ep: Input should be greater than or equal to 1']],
    ['a word that is no boolean', { ...valid, 'append-only': 'maybe' }, ['append-only: Input should be a valid boolean, unable to interpret input']],
    [
      'append-only with an eval field',
      { ...valid, 'append-only': true, 'eval-min-prefill-ep': 2 },
      [': Value error, append-only cannot be combined with eval selection fields']
    ]
  ])('%s', (_name, raw, expected) => {
    expect(issues(raw)).toEqual(expected);
  });

  test('YAML 1.1: pr-link: yes is a boolean, so a schema error', () => {
    const raw = parseYaml('config-keys: [k]\ndescription: [d]\npr-link: yes\n', 'e.yaml').value;
    expect(issues(raw)).toEqual(['pr-link: Input should be a valid string']);
  });
});
