import { describe, expect, test } from '@jest/globals';
import { findAuthorization, labelsAt, type IssueComment } from '../../../../packages/gating/src/reuse/index.js';

const RULES = { command: '/reuse-sweep-run', allowedAssociations: ['OWNER', 'MEMBER', 'COLLABORATOR'] };
let clock = 0;
const comment = (body: string, authorAssociation = 'MEMBER', createdAt?: string): IssueComment => ({
  body,
  authorAssociation,
  createdAt: createdAt ?? `2026-11-01T00:00:${String(clock++ % 60).padStart(2, '0')}Z`,
  url: `https://github.com/o/r/pull/1#issuecomment-${clock}`,
  author: 'someone'
});

describe('one comment: is it a command line, and which run does it pin?', () => {
  test.each([
    ['/reuse-sweep-run', true, undefined],
    ['  /reuse-sweep-run 123  ', true, '123'],
    ['/reuse-sweep-run\r\n', true, undefined],
    ['/reuse-sweep-run 123\r\nthanks', true, '123'],
    ['LGTM\n/reuse-sweep-run 0042\n', true, '42'],
    ['/reuse-sweep-run\n\n987', true, '987'], // whitespace includes line breaks: a digits line pins
    ['/reuse-sweep-run 1\n/reuse-sweep-run', true, undefined], // the last command line wins
    ['/reuse-sweep-run\n/reuse-sweep-run 77', true, '77'],
    ['```\n/reuse-sweep-run\n```', true, undefined],
    ['/reuse-sweep-run ٤٢', true, '42'], // Python's \d reads Unicode decimal digits
    ['/reuse-sweep-run\u00a0\u3000', true, undefined], // Unicode blanks are whitespace
    ['/reuse-sweep-run\x1c', true, undefined], // so are the separators Python's \s includes
    ['please /reuse-sweep-run', false, undefined],
    ['`/reuse-sweep-run`', false, undefined],
    ['> /reuse-sweep-run', false, undefined],
    ['/reuse-sweep-run now', false, undefined],
    ['/reuse-sweep-run 12abc', false, undefined],
    ['/reuse-sweep-runs', false, undefined],
    ['text\r/reuse-sweep-run', false, undefined], // only \n starts a line
    ['/reuse-sweep-run\ufeff', false, undefined] // BOM is not whitespace to Python
  ])('%j → authorized %s, pinned %s', (body, authorized, pinned) => {
    const found = findAuthorization([comment(body)], RULES);
    expect({ authorized: found.authorized, pinned: found.pinnedRunId }).toEqual({ authorized, pinned });
  });

  test('a command with regex characters matches literally', () => {
    const rules = { ...RULES, command: '/reuse.run' };
    expect(findAuthorization([comment('/reuse.run 5')], rules).pinnedRunId).toBe('5');
    expect(findAuthorization([comment('/reuseXrun 5')], rules).authorized).toBe(false);
  });
});

describe('several comments', () => {
  test.each([
    ['CONTRIBUTOR and NONE are ignored', [comment('/reuse-sweep-run 1', 'CONTRIBUTOR'), comment('/reuse-sweep-run 2', 'NONE')], false, undefined],
    ['the newest allowed comment wins', [comment('/reuse-sweep-run 1', 'OWNER'), comment('/reuse-sweep-run 2', 'COLLABORATOR')], true, '2'],
    ['a newer bare command un-pins', [comment('/reuse-sweep-run 1'), comment('/reuse-sweep-run')], true, undefined],
    ['a newer comment without a command does not revoke', [comment('/reuse-sweep-run 1'), comment('never mind')], true, '1'],
    [
      'order is by created_at, not by list position',
      [comment('/reuse-sweep-run 9', 'MEMBER', '2026-11-02T00:00:00Z'), comment('/reuse-sweep-run 1', 'MEMBER', '2026-11-01T00:00:00Z')],
      true,
      '9'
    ],
    [
      'equal times: the later in the list wins',
      [comment('/reuse-sweep-run 1', 'MEMBER', '2026-11-02T00:00:00Z'), comment('/reuse-sweep-run 2', 'MEMBER', '2026-11-02T00:00:00Z')],
      true,
      '2'
    ]
  ])('%s', (_, comments, authorized, pinned) => {
    const found = findAuthorization(comments, RULES);
    expect({ authorized: found.authorized, pinned: found.pinnedRunId }).toEqual({ authorized, pinned });
  });

  test('the winning comment is reported (for the authorization-comment-url output)', () => {
    const older = comment('/reuse-sweep-run 3', 'MEMBER', '2026-11-01T00:00:00Z');
    const winner = comment('/reuse-sweep-run', 'MEMBER', '2026-11-03T00:00:00Z');
    expect(findAuthorization([winner, older], RULES).comment).toBe(winner);
  });
});

test.each([
  ['2026-11-01T00:00:00Z', []],
  ['2026-11-01T10:00:00Z', ['sweep-enabled']],
  ['2026-11-01T12:00:00Z', ['full-sweep-enabled']],
  ['2026-11-01T13:00:00Z', ['evals-only', 'full-sweep-enabled']]
])('labels active at %s are replayed from the timeline', (at, expected) => {
  const events = [
    { action: 'labeled' as const, label: 'full-sweep-enabled', createdAt: '2026-11-01T11:30:00Z' },
    { action: 'labeled' as const, label: 'sweep-enabled', createdAt: '2026-11-01T09:00:00Z' },
    { action: 'unlabeled' as const, label: 'sweep-enabled', createdAt: '2026-11-01T11:00:00Z' },
    { action: 'labeled' as const, label: 'evals-only', createdAt: '2026-11-01T12:30:00Z' }
  ];
  expect([...labelsAt(events, at)].sort()).toEqual(expected);
});
