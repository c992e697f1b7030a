import { expect, test } from '@jest/globals';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import { decideLabelGate, explainDecision, parseGateEvent, parseLabelPolicy } from '../../../../packages/gating/src/labels/index.js';
import { pullPayload, pushPayload } from './payload-variants.js';

const policy = parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);

test.each<[string, string, unknown, string, boolean, string]>([
  [
    'pull_request',
    'full sweep with a modifier',
    pullPayload('synchronize', { labels: ['full-sweep-fail-fast', 'all-evals'] }),
    '',
    false,
    'On pull_request synchronize (#2), a full sweep for `full-sweep-fail-fast` runs once the changelog validates, unless the reuse gate finds an authorized /reuse-sweep-run (canary first, fail-fast on, with all-evals).'
  ],
  [
    'pull_request',
    'trimmed sweep',
    pullPayload('labeled', { labels: ['sweep-enabled'], eventLabel: 'sweep-enabled' }),
    '',
    false,
    'On pull_request labeled (#2), a trimmed sweep for `sweep-enabled` runs once the changelog validates (no canary, fail-fast off).'
  ],
  [
    'pull_request',
    'reuse',
    pullPayload('synchronize', { labels: ['full-sweep-enabled'] }),
    '',
    true,
    'On pull_request synchronize (#2), the changelog is validated but no sweep runs: an authorized /reuse-sweep-run lets the sweep be reused.'
  ],
  [
    'pull_request',
    'draft',
    pullPayload('synchronize', { labels: ['full-sweep-enabled'], draft: true }),
    '',
    false,
    'On pull_request synchronize (#2), nothing runs: the pull request is a draft.'
  ],
  [
    'pull_request',
    'marker',
    pullPayload('ready_for_review', { labels: ['sweep-enabled'] }),
    'a [skip-sweep]',
    false,
    'On pull_request ready_for_review (#2), the changelog is validated but no sweep runs: the head commit message contains the skip marker.'
  ],
  ['push', 'push to main', pushPayload(), '', false, 'On push to refs/heads/main, a full sweep runs (no labels on a push: no canary, no fail-fast).'],
  [
    'push',
    'push elsewhere',
    pushPayload('refs/heads/dev'),
    '',
    false,
    'On push to refs/heads/dev, nothing runs: the sweep workflow does not start for this event.'
  ]
])('%s: %s', (eventName, _name, payload, headMessage, reuseAuthorized, sentence) => {
  const event = parseGateEvent(eventName, JSON.stringify(payload), 'event.json');
  const labels = event.name === 'pull_request' ? event.labels : [];
  expect(explainDecision(event, decideLabelGate({ event, labels, headMessage, reuseAuthorized }, policy))).toBe(sentence);
});
