// The retention rules of a reused run's result artifacts: when a warning is due, and what it says.
import { describe, expect, test } from '@jest/globals';
import { artifactExpiry, expiredError, expiryWarning, runLabel, type RunArtifact } from '../../../../packages/gating/src/index.js';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const art = (name: string, expiresAt: string, expired = false): RunArtifact => ({ name, expiresAt, expired });

describe('artifactExpiry', () => {
  test.each([
    ['no artifacts', [], 7, { kind: 'unknown' }],
    ['no expiry dates', [art('results_bmk', '')], 7, { kind: 'unknown' }],
    ['an unparsable date is no date', [art('results_bmk', 'soon')], 7, { kind: 'unknown' }],
    ['8 days away: ok', [art('results_bmk', '2026-12-09T12:00:00Z')], 7, { kind: 'ok', earliest: '2026-12-09T12:00:00Z' }],
    [
      'exactly 7 days away: warns',
      [art('results_bmk', '2026-12-08T12:00:00Z')],
      7,
      { kind: 'soon', earliest: '2026-12-08T12:00:00Z', name: 'results_bmk', days: 7 }
    ],
    ['7 days and a second: ok', [art('results_bmk', '2026-12-08T12:00:01Z')], 7, { kind: 'ok', earliest: '2026-12-08T12:00:01Z' }],
    ['under a day: 0 days', [art('results_bmk', '2026-12-02T11:00:00Z')], 7, { kind: 'soon', earliest: '2026-12-02T11:00:00Z', name: 'results_bmk', days: 0 }],
    [
      'date past, not yet flagged: 0 days',
      [art('results_bmk', '2026-11-30T00:00:00Z')],
      7,
      { kind: 'soon', earliest: '2026-11-30T00:00:00Z', name: 'results_bmk', days: 0 }
    ],
    [
      'the earliest of several decides',
      [art('results_bmk', '2027-01-01T00:00:00Z'), art('eval_results_all', '2026-12-03T12:00:00Z'), art('bmk_agentic_a', '')],
      7,
      { kind: 'soon', earliest: '2026-12-03T12:00:00Z', name: 'eval_results_all', days: 2 }
    ],
    ['0 days: only a past date warns', [art('results_bmk', '2026-12-01T13:00:00Z')], 0, { kind: 'ok', earliest: '2026-12-01T13:00:00Z' }],
    [
      'expired flags win, names sorted and unique',
      [art('results_bmk', '2027-01-01T00:00:00Z'), art('eval_results_all', '', true), art('bmk_agentic_b', '', true), art('bmk_agentic_b', '', true)],
      7,
      { kind: 'expired', names: ['bmk_agentic_b', 'eval_results_all'] }
    ]
  ])('%s', (_, artifacts, days, expected) => {
    expect(artifactExpiry(artifacts, NOW, days)).toEqual(expected);
  });
});

describe('messages name the run and its attempt', () => {
  test.each([
    [{ id: '5', runAttempt: '2' }, 'run 5 attempt 2'],
    [{ id: '5', runAttempt: '' }, 'run 5 attempt 1']
  ])('runLabel(%j)', (run, expected) => {
    expect(runLabel(run)).toBe(expected);
  });

  test.each([
    [0, 'in less than a day'],
    [1, 'in 1 day'],
    [7, 'in 7 days']
  ])('%i days left', (days, words) => {
    expect(expiryWarning({ id: '9', runAttempt: '3' }, { kind: 'soon', earliest: '2026-12-08T00:00:00Z', name: 'results_bmk', days })).toBe(
      `The artifacts of reused run 9 attempt 3 expire ${words} (results_bmk on 2026-12-08T00:00:00Z); merge and ingest before then or re-run the sweep.`
    );
  });

  test('only the matching verdict has a message', () => {
    const run = { id: '9', runAttempt: '1' };
    expect(expiryWarning(run, { kind: 'ok', earliest: 'x' })).toBeUndefined();
    expect(expiredError(run, { kind: 'unknown' })).toBeUndefined();
    expect(expiredError(run, { kind: 'expired', names: ['results_bmk'] })).toBe(
      'Reusable source run 9 attempt 1 has expired artifact(s): results_bmk; re-run the sweep or pin a newer run.'
    );
  });
});
