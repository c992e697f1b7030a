// The sweep decision over realistic webhook payloads: one row per line of docs/gating.md §a.6 that
// concerns the label gate (rows 2, 13, 25 and 26 belong to the paths filter, the changelog
// validator, the reuse finder and the trusted-external workflow).
import { describe, expect, test } from '@jest/globals';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import {
  decideLabelGate,
  decisionOutputs,
  parseGateEvent,
  parseLabelPolicy,
  type GateEvent,
  type PullRequestEvent
} from '../../../../packages/gating/src/labels/index.js';
import { pullPayload, pushPayload, type PullAction, type PullVariant } from './payload-variants.js';

const policy = parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);

type Outputs = Record<string, boolean | string>;
const IDLE: Outputs = {
  validate: false,
  conflict: false,
  'reuse-gate': false,
  sweep: false,
  'primary-label': '',
  scope: 'none',
  canary: false,
  'fail-fast': false,
  'all-evals': false,
  'evals-only': false,
  'agentx-fast': false,
  'skip-queue': false,
  'skip-reason': ''
};
const SWEEP: Outputs = { ...IDLE, validate: true, sweep: true, scope: 'full' };

interface Case {
  event: GateEvent;
  headMessage?: string;
  reuseAuthorized?: boolean;
  caseInsensitiveLabels?: boolean;
}
const pr = (action: PullAction, variant: PullVariant = {}, extra: Omit<Case, 'event'> = {}): Case => ({
  event: parseGateEvent('pull_request', JSON.stringify(pullPayload(action, variant)), 'event.json'),
  ...extra
});
const push = (ref?: string, message?: string, extra: Omit<Case, 'event'> = {}): Case => ({
  event: parseGateEvent('push', JSON.stringify(pushPayload(ref, message)), 'event.json'),
  ...extra
});

function decide(c: Case): Outputs {
  const labels = c.event.name === 'pull_request' ? c.event.labels : [];
  const decision = decideLabelGate({ event: c.event, labels, headMessage: c.headMessage ?? '', reuseAuthorized: c.reuseAuthorized ?? false }, policy, {
    caseInsensitiveLabels: c.caseInsensitiveLabels
  });
  return Object.fromEntries(decisionOutputs(decision));
}

const FFAST = 'full-sweep-fail-fast';
const MARK = 'Tune the B200 recipe\n\nfollow-up [skip-sweep]';

describe('docs/gating.md §a.6 decision table', () => {
  test.each<[string, Case, Outputs]>([
    ['1 opened is not a trigger', pr('opened', { labels: [FFAST] }), { ...IDLE, 'primary-label': FFAST, 'skip-reason': 'not-triggered' }],
    [
      '1 PR into another base branch',
      pr('synchronize', { labels: [FFAST], base: 'master' }),
      { ...IDLE, 'primary-label': FFAST, 'skip-reason': 'not-triggered' }
    ],
    ['3 draft synchronize', pr('synchronize', { labels: [FFAST], draft: true }), { ...IDLE, 'primary-label': FFAST, 'skip-reason': 'draft' }],
    ['4 no labels: validation only', pr('synchronize'), { ...IDLE, validate: true, 'skip-reason': 'no-primary-label' }],
    [
      '5 sweep-enabled: trimmed, reuse gate not consulted',
      pr('synchronize', { labels: ['sweep-enabled'] }, { reuseAuthorized: true }),
      { ...SWEEP, 'primary-label': 'sweep-enabled', scope: 'trimmed' }
    ],
    [
      '6 full-sweep-fail-fast',
      pr('synchronize', { labels: [FFAST] }),
      { ...SWEEP, 'reuse-gate': true, 'primary-label': FFAST, canary: true, 'fail-fast': true }
    ],
    [
      '7 full-sweep-enabled',
      pr('synchronize', { labels: ['full-sweep-enabled'] }),
      { ...SWEEP, 'reuse-gate': true, 'primary-label': 'full-sweep-enabled', canary: true }
    ],
    [
      '8 non-canary-full-sweep-enabled',
      pr('synchronize', { labels: ['non-canary-full-sweep-enabled'] }),
      { ...SWEEP, 'reuse-gate': true, 'primary-label': 'non-canary-full-sweep-enabled' }
    ],
    [
      '9 full-sweep-fail-fast-no-canary',
      pr('synchronize', { labels: ['full-sweep-fail-fast-no-canary'] }),
      { ...SWEEP, 'reuse-gate': true, 'primary-label': 'full-sweep-fail-fast-no-canary', 'fail-fast': true }
    ],
    [
      '10 FULL + all-evals + skip_queue + policy, reuse authorized',
      pr('synchronize', { labels: ['ci-patchwork', 'full-sweep-enabled', 'all-evals', 'skip_queue'] }, { reuseAuthorized: true }),
      { ...IDLE, validate: true, 'reuse-gate': true, 'primary-label': 'full-sweep-enabled', 'skip-reason': 'reuse-authorized' }
    ],
    [
      '11 FULL + evals-only + agentx-fast: reuse ignored',
      pr('synchronize', { labels: [FFAST, 'evals-only', 'agentx-fast'] }, { reuseAuthorized: true }),
      { ...SWEEP, 'primary-label': FFAST, canary: true, 'fail-fast': true, 'evals-only': true, 'agentx-fast': true }
    ],
    [
      '12 two primary labels',
      pr('synchronize', { labels: ['sweep-enabled', FFAST] }),
      { ...IDLE, validate: true, conflict: true, 'skip-reason': 'conflicting-labels' }
    ],
    [
      '14 skip marker: the reuse gate still runs',
      pr('synchronize', { labels: [FFAST] }, { headMessage: MARK }),
      { ...IDLE, validate: true, 'reuse-gate': true, 'primary-label': FFAST, 'skip-reason': 'skip-marker' }
    ],
    [
      '15 fork PR',
      pr('synchronize', { labels: ['non-canary-full-sweep-enabled'], fork: true }),
      { ...IDLE, validate: true, 'reuse-gate': true, 'primary-label': 'non-canary-full-sweep-enabled', 'skip-reason': 'fork' }
    ],
    [
      '16 ready_for_review runs even when reuse is authorized',
      pr('ready_for_review', { labels: ['full-sweep-enabled'] }, { reuseAuthorized: true }),
      { ...SWEEP, 'primary-label': 'full-sweep-enabled', canary: true }
    ],
    [
      '17 labeled with the one primary label',
      pr('labeled', { labels: [FFAST], eventLabel: FFAST }, { reuseAuthorized: true }),
      { ...SWEEP, 'primary-label': FFAST, canary: true, 'fail-fast': true }
    ],
    [
      '18 labeled with a second primary label',
      pr('labeled', { labels: [FFAST, 'sweep-enabled'], eventLabel: 'sweep-enabled' }),
      { ...IDLE, validate: true, conflict: true, 'skip-reason': 'conflicting-labels' }
    ],
    [
      '19 labeled with a modifier',
      pr('labeled', { labels: ['sweep-enabled', 'all-evals', 'skip_queue'], eventLabel: 'all-evals' }),
      { ...SWEEP, 'primary-label': 'sweep-enabled', scope: 'trimmed', 'all-evals': true, 'skip-queue': true }
    ],
    [
      '19 unlabeled a policy label',
      pr('unlabeled', { labels: ['full-sweep-fail-fast-no-canary'], eventLabel: 'ci-patchwork' }),
      { ...SWEEP, 'primary-label': 'full-sweep-fail-fast-no-canary', 'fail-fast': true }
    ],
    [
      '20 unlabeled the primary label (the stop gesture)',
      pr('unlabeled', { labels: ['all-evals'], eventLabel: FFAST }),
      { ...IDLE, validate: true, 'skip-reason': 'no-primary-label' }
    ],
    [
      '21 labeled with an irrelevant label',
      pr('labeled', { labels: [FFAST, 'documentation'], eventLabel: 'documentation' }),
      { ...IDLE, 'primary-label': FFAST, 'skip-reason': 'irrelevant-label-event' }
    ],
    ['21 irrelevant label on a fork', pr('unlabeled', { labels: [], eventLabel: 'bug', fork: true }), { ...IDLE, 'skip-reason': 'irrelevant-label-event' }],
    [
      '22 relabelling does not override the skip marker',
      pr('labeled', { labels: [FFAST], eventLabel: FFAST }, { headMessage: MARK }),
      { ...IDLE, validate: true, 'primary-label': FFAST, 'skip-reason': 'skip-marker' }
    ],
    ['23 push to main ignores the skip marker', push('refs/heads/main', MARK, { headMessage: MARK }), { ...SWEEP, validate: false }],
    [
      '24 push to main with reuse authorization: setup still runs',
      push('refs/heads/main', undefined, { reuseAuthorized: true }),
      { ...SWEEP, validate: false }
    ],
    ['push to another branch', push('refs/heads/master'), { ...IDLE, 'skip-reason': 'not-triggered' }],
    ['push of a tag', push('refs/tags/main'), { ...IDLE, 'skip-reason': 'not-triggered' }]
  ])('row %s', (_row, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('skip marker and label comparison', () => {
  test.each<[string, string, boolean]>([
    ['in the subject', '[skip-sweep] retune', true],
    ['in the body', 'retune\n\nno GPUs please [skip-sweep]', true],
    ['upper-case', 'retune [SKIP-SWEEP]', false],
    ['absent', 'retune', false],
    ['GitHub marker only', 'retune [skip ci]', false]
  ])('marker %s', (_name, headMessage, skipped) => {
    expect(decide(pr('synchronize', { labels: ['sweep-enabled'] }, { headMessage }))['skip-reason']).toBe(skipped ? 'skip-marker' : '');
  });

  test.each<[string[], boolean | undefined, string, string]>([
    [['Full-Sweep-Enabled'], undefined, 'full-sweep-enabled', ''],
    [['SWEEP-ENABLED', 'full-sweep-fail-fast'], undefined, '', 'conflicting-labels'],
    [['Full-Sweep-Enabled'], false, '', 'no-primary-label'],
    [['Full-Sweep-Enabled'], true, 'full-sweep-enabled', ''],
    [['SWEEP-ENABLED', 'full-sweep-fail-fast'], true, '', 'conflicting-labels'],
    [['SWEEP-ENABLED', 'full-sweep-fail-fast'], false, FFAST, '']
  ])('labels %j case-insensitive=%s', (labels, caseInsensitiveLabels, primary, reason) => {
    const outputs = decide(pr('synchronize', { labels }, { caseInsensitiveLabels }));
    expect([outputs['primary-label'], outputs['skip-reason']]).toEqual([primary, reason]);
  });

  test.each([undefined, true])('a label event differing in case is relevant (case-insensitive %s)', (caseInsensitiveLabels) => {
    const c = pr('labeled', { labels: ['Sweep-Enabled'], eventLabel: 'Sweep-Enabled' }, { caseInsensitiveLabels });
    expect(decide(c)).toMatchObject({ sweep: true, scope: 'trimmed', 'primary-label': 'sweep-enabled' });
  });
});

// The contract's invariants over every combination of action, draft, fork, label set, event label,
// head message and reuse authorization (the shape of the reference's 17,666-scenario oracle).
describe('invariants over the cross product', () => {
  const LABEL_SETS: string[][] = [
    [],
    ['sweep-enabled'],
    [FFAST],
    ['full-sweep-enabled', 'evals-only'],
    ['non-canary-full-sweep-enabled', 'all-evals', 'skip_queue'],
    ['full-sweep-fail-fast-no-canary', 'agentx-fast'],
    ['sweep-enabled', FFAST],
    ['all-evals'],
    ['ci-patchwork', 'documentation'],
    ['full-sweep-enabled', 'non-canary-full-sweep-enabled', 'evals-only']
  ];
  const cases: Case[] = [];
  for (const action of ['synchronize', 'labeled', 'unlabeled', 'ready_for_review', 'opened'] as const)
    for (const labels of LABEL_SETS)
      for (const eventLabel of action === 'labeled' || action === 'unlabeled' ? [FFAST, 'all-evals', 'engine-patch', 'bug'] : [undefined])
        for (const draft of [false, true])
          for (const fork of [false, true])
            for (const headMessage of ['', MARK])
              for (const reuseAuthorized of [false, true]) cases.push(pr(action, { labels, eventLabel, draft, fork }, { headMessage, reuseAuthorized }));

  test('every case keeps the contract', () => {
    expect(cases.length).toBeGreaterThan(1000);
    for (const c of cases) {
      const o = decide(c);
      const event = c.event as PullRequestEvent;
      const primaries = event.labels.filter((l) => policy.primary.includes(l));
      const context = JSON.stringify({ action: event.action, labels: event.labels, eventLabel: event.eventLabel, draft: event.draft, fork: event.fork, o });
      expect([context, o['primary-label']]).toEqual([context, primaries.length === 1 ? primaries[0] : '']);
      if (o.conflict) expect([context, o.validate, primaries.length > 1]).toEqual([context, true, true]);
      if (o.sweep) expect([context, o.validate, o['skip-reason'], primaries.length]).toEqual([context, true, '', 1]);
      if (!o.sweep) {
        expect([context, o.scope, o.canary, o['fail-fast'], o['all-evals'], o['evals-only'], o['agentx-fast'], o['skip-queue']]).toEqual([
          context,
          'none',
          false,
          false,
          false,
          false,
          false,
          false
        ]);
        expect([context, o['skip-reason']]).not.toEqual([context, '']);
      }
      if (o['reuse-gate']) expect([context, event.action, o.validate]).toEqual([context, 'synchronize', true]);
      if (event.action === 'opened') expect([context, o.validate, o['skip-reason']]).toEqual([context, false, 'not-triggered']);
    }
  });
});
