/** The strict contract (docs/gating.md §b.5) on hand-made changes the conformance corpus does not cover. */
import { describe, expect, test } from '@jest/globals';
import { checkStrictChangelog, DEFAULT_LINK_POLICY } from '../../../packages/changelog/src/index.js';

const entry = (key: string, link: string): string => `- config-keys:\n    - ${key}\n  description:\n    - "d"\n  pr-link: ${link}\n`;
const PULL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const BASE = `${entry('a', `${PULL}1`)}\n${entry('b', 'XXX')}`;
const checkIn = (prNumber: number | undefined) => (head: string) =>
  checkStrictChangelog(Buffer.from(BASE), Buffer.from(head), { file: 'perf-changelog.yaml', prNumber, links: DEFAULT_LINK_POLICY });
const check = checkIn(7);

describe('strict: accepted changes', () => {
  test.each([
    ['an append with one blank line and the PR link', `${BASE}\n${entry('c', `${PULL}7`)}`, { additions: 1, corrections: 0, unchanged: false }],
    [
      'two appends, one blank line each, placeholder links',
      `${BASE}\n${entry('c', 'XXX')}\n${entry('d', `${PULL}XXX`)}`,
      { additions: 2, corrections: 0, unchanged: false }
    ],
    ['a pr-link-only correction to a canonical link', BASE.replace('pr-link: XXX', `pr-link: ${PULL}55`), { additions: 0, corrections: 1, unchanged: false }],
    ['identical bytes', BASE, { additions: 0, corrections: 0, unchanged: true }]
  ])('%s', (_name, head, expected) => {
    expect(check(head)).toEqual(expected);
  });

  test('on main a canonical link is required and accepted', () => {
    expect(checkIn(undefined)(`${BASE}\n${entry('c', `${PULL}9`)}`)).toEqual({ additions: 1, corrections: 0, unchanged: false });
  });
});

describe('strict: rejected changes', () => {
  test.each([
    ['CRLF', `${BASE}\n${entry('c', 'XXX')}`.replace(/\n/g, '\r\n'), 'head perf-changelog.yaml contains CR characters'],
    ['NUL byte', `${BASE}\n${entry('c', 'XXX')}`.replace('"d"', '"d\0"'), 'head perf-changelog.yaml contains NUL bytes'],
    ['no final newline', `${BASE}\n${entry('c', 'XXX')}`.trimEnd(), 'head perf-changelog.yaml does not end with a newline'],
    ['a mapping root', 'a: 1\n', 'head perf-changelog.yaml root must be a YAML list'],
    [
      'a quoted entry key',
      `${BASE}\n${entry('c', 'XXX').replace('- config-keys:', '- "config-keys":')}`,
      'head perf-changelog.yaml has 2 top-level config entries but YAML parsed 3 entries'
    ],
    ['a correction to a non-canonical link', BASE.replace('pr-link: XXX', 'pr-link: see-slack'), "entry 2 pr-link correction is not canonical: 'see-slack'"],
    [
      'a correction that only reformats',
      BASE.replace('pr-link: XXX', "pr-link: 'XXX'"),
      'changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable'
    ],
    [
      'a correction mixed with an append',
      `${BASE.replace('pr-link: XXX', `pr-link: ${PULL}55`)}\n${entry('c', 'XXX')}`,
      'do not mix historical pr-link corrections with new changelog entries'
    ],
    ['another PR number', `${BASE}\n${entry('c', `${PULL}8`)}`, `new PR entry must use '${PULL}7' or an XXX placeholder; found '${PULL}8'`],
    ['a trailing blank line', `${BASE}\n${entry('c', 'XXX')}\n`, 'the final appended changelog entry must end with one newline'],
    [
      'appended entries glued together',
      `${BASE}\n${entry('c', 'XXX')}${entry('d', 'XXX')}`,
      'appended changelog entries must have exactly one empty separator line'
    ],
    [
      'appended entries two lines apart',
      `${BASE}\n${entry('c', 'XXX')}\n\n${entry('d', 'XXX')}`,
      'appended changelog entries must have exactly one empty separator line'
    ],
    [
      'an append without a separator',
      `${BASE}${entry('c', 'XXX')}`,
      'new changelog entries must be separated from history by one empty line and appended at the end'
    ]
  ])('%s', (_name, head, message) => {
    expect(() => check(head)).toThrow(message);
  });

  test('not UTF-8 names the byte and its position', () => {
    const head = Buffer.concat([
      Buffer.from(`${BASE}\n${entry('c', 'XXX')}`.replace('"d"', '"d?"').split('?')[0]!),
      Buffer.from([0xff]),
      Buffer.from(`"\n  pr-link: XXX\n`)
    ]);
    expect(() => checkStrictChangelog(Buffer.from(BASE), head, { file: 'perf-changelog.yaml', prNumber: 7, links: DEFAULT_LINK_POLICY })).toThrow(
      /^head perf-changelog\.yaml is not UTF-8: 'utf-8' codec can't decode byte 0xff in position \d+: invalid start byte$/
    );
  });

  test('a duplicate key is a YAML error on the duplicate', () => {
    const head = `${BASE}\n${entry('c', 'XXX')}  pr-link: XXX\n`;
    expect(() => check(head)).toThrow("head perf-changelog.yaml is not valid YAML: found duplicate key 'pr-link'");
  });
});
