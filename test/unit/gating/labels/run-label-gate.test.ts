// runLabelGate with in-memory ports: where labels and the head message come from, and which
// look-ups happen at all.
import { describe, expect, test } from '@jest/globals';
import { SweepkitError, type Files } from '../../../../packages/common/src/index.js';
import { runLabelGate } from '../../../../packages/gating/src/labels/index.js';
import { fakeGitHub } from './fake-reader.js';
import { pullPayload, pushPayload } from './payload-variants.js';

const filesWith = (content: unknown): Files => ({
  readText: () => JSON.stringify(content),
  exists: () => true
});

describe('runLabelGate', () => {
  test('labels-source api: live labels replace the replayed payload labels (re-run)', async () => {
    const github = fakeGitHub(['non-canary-full-sweep-enabled'], 'tune');
    const result = await runLabelGate(
      { eventName: 'pull_request', eventPath: 'event.json', labelsSource: 'api' },
      { files: filesWith(pullPayload('synchronize', { labels: ['sweep-enabled'] })), github }
    );
    expect(result.labels).toEqual(['non-canary-full-sweep-enabled']);
    expect(result.decision).toMatchObject({ sweep: true, scope: 'full', primaryLabel: 'non-canary-full-sweep-enabled' });
    expect(github.calls).toEqual(['labels Codertocat/Hello-World#2', 'commit ec26c3e']);
  });

  test('event labels and a given head message: no look-up at all', async () => {
    const github = fakeGitHub([], '');
    const result = await runLabelGate(
      { eventName: 'pull_request', eventPath: 'event.json', headMessage: 'x [skip-sweep]' },
      { files: filesWith(pullPayload('ready_for_review', { labels: ['sweep-enabled'] })), github }
    );
    expect([result.decision.skipReason, github.calls]).toEqual(['skip-marker', []]);
  });

  test('a push takes its head message from the payload and never asks the API', async () => {
    const github = fakeGitHub(['sweep-enabled'], '');
    const result = await runLabelGate(
      { eventName: 'push', eventPath: 'event.json', labelsSource: 'api' },
      { files: filesWith(pushPayload('refs/heads/main', 'merge [skip-sweep]')), github }
    );
    expect([result.headMessage, result.labels, result.decision.sweep, github.calls]).toEqual(['merge [skip-sweep]', [], true, []]);
  });

  const MINIMAL = {
    action: 'synchronize',
    pull_request: { labels: [{ name: 'full-sweep-fail-fast' }], base: { ref: 'main', repo: { full_name: 'o/r' } }, head: { repo: { full_name: 'o/r' } } }
  };

  test('a minimal payload is enough for the decision', async () => {
    const result = await runLabelGate({ eventName: 'pull_request', eventPath: 'event.json', headMessage: '' }, { files: filesWith(MINIMAL) });
    expect(result.decision).toMatchObject({ sweep: true, canary: true, failFast: true, reuseGate: true });
  });

  test('a minimal payload cannot address the API: one clear error', async () => {
    const run = runLabelGate({ eventName: 'pull_request', eventPath: 'event.json' }, { files: filesWith(MINIMAL), github: fakeGitHub([], '') });
    await expect(run).rejects.toThrow(SweepkitError);
    await expect(run).rejects.toThrow('event payload: the API look-ups need the repository full_name, pull_request.number and pull_request.head.sha');
  });
});
