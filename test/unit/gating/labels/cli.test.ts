// `sweepkit label-gate` in-process: the JSON contract, exit codes and one-line errors.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import { pullPayload, pushPayload } from './payload-variants.js';
import { runCliCaptured } from '../../../support/cli-capture.js';

const dir = mkdtempSync(join(tmpdir(), 'label-gate-cli-'));
const file = (name: string, content: unknown): string => {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
};

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliCaptured(['label-gate', ...argv], { cwd: dir });
}

const KEYS = [
  'validate',
  'conflict',
  'reuse-gate',
  'sweep',
  'primary-label',
  'scope',
  'canary',
  'fail-fast',
  'all-evals',
  'evals-only',
  'agentx-fast',
  'skip-queue',
  'skip-reason'
];

describe('sweepkit label-gate', () => {
  test('prints exactly the contract keys, in order, on one line', async () => {
    const event = file('sync.json', pullPayload('synchronize', { labels: ['full-sweep-enabled', 'all-evals'] }));
    const { code, stdout, stderr } = await cli('--event-name', 'pull_request', '--event-path', event);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toBe(
      '{"validate": true, "conflict": false, "reuse-gate": true, "sweep": true, "primary-label": "full-sweep-enabled", "scope": "full", ' +
        '"canary": true, "fail-fast": false, "all-evals": true, "evals-only": false, "agentx-fast": false, "skip-queue": false, "skip-reason": ""}\n'
    );
    expect(Object.keys(JSON.parse(stdout))).toEqual(KEYS);
  });

  test('--head-message and --reuse-authorized', async () => {
    const event = file('ff.json', pullPayload('synchronize', { labels: ['full-sweep-fail-fast'] }));
    const marked = await cli('--event-name', 'pull_request', '--event-path', event, '--head-message', 'x\n\n[skip-sweep]');
    expect(JSON.parse(marked.stdout)['skip-reason']).toBe('skip-marker');
    const reused = await cli('--event-name', 'pull_request', '--event-path', event, '--reuse-authorized');
    expect(JSON.parse(reused.stdout)).toMatchObject({ sweep: false, 'reuse-gate': true, 'skip-reason': 'reuse-authorized' });
  });

  test('a conflict prints the JSON and exits 1 with exactly the message', async () => {
    const event = file('two.json', pullPayload('labeled', { labels: ['sweep-enabled', 'full-sweep-fail-fast'], eventLabel: 'sweep-enabled' }));
    const { code, stdout, stderr } = await cli('--event-name', 'pull_request', '--event-path', event);
    expect(code).toBe(1);
    expect(stderr).toBe('PR has multiple conflicting sweep labels. Pick exactly one.\n');
    expect(JSON.parse(stdout)).toMatchObject({ validate: true, conflict: true, sweep: false, 'skip-reason': 'conflicting-labels' });
  });

  test('a draft with two primary labels is no conflict (validation does not run)', async () => {
    const event = file('draft-two.json', pullPayload('synchronize', { labels: ['sweep-enabled', 'full-sweep-fail-fast'], draft: true }));
    const { code, stdout } = await cli('--event-name', 'pull_request', '--event-path', event);
    expect([code, JSON.parse(stdout).conflict]).toEqual([0, false]);
  });

  test('--policy-file; labels compare ignoring case unless --case-sensitive-labels', async () => {
    // A repository whose sweeps target `develop` and start on pushes to a PR only.
    const policy = file(
      'policy.yaml',
      BUNDLED_POLICY_YAML.replace(
        'types: [ready_for_review, synchronize, labeled, unlabeled]\n    branches: [main]',
        'types: [synchronize]\n    branches: [develop]'
      )
    );
    const event = file('upper.json', pullPayload('synchronize', { labels: ['Sweep-Enabled'], base: 'develop' }));
    const { stdout } = await cli('--event-name', 'pull_request', '--event-path', event, '--policy-file', policy);
    expect(JSON.parse(stdout)).toMatchObject({ sweep: true, scope: 'trimmed', 'primary-label': 'sweep-enabled' });
    const exact = await cli('--event-name', 'pull_request', '--event-path', event, '--policy-file', policy, '--case-sensitive-labels');
    expect(JSON.parse(exact.stdout)).toMatchObject({ sweep: false, 'primary-label': '', 'skip-reason': 'no-primary-label' });
    const review = file('review.json', pullPayload('ready_for_review', { labels: ['sweep-enabled'], base: 'develop' }));
    const idle = await cli('--event-name', 'pull_request', '--event-path', review, '--policy-file', policy);
    expect(JSON.parse(idle.stdout)['skip-reason']).toBe('not-triggered');
  });

  test('push to main', async () => {
    const { code, stdout } = await cli('--event-name', 'push', '--event-path', file('push.json', pushPayload()));
    expect([code, JSON.parse(stdout)]).toEqual([0, expect.objectContaining({ sweep: true, scope: 'full', validate: false, 'skip-reason': '' })]);
  });

  test.each<[string, string[], number, RegExp]>([
    ['missing event file', ['--event-name', 'push', '--event-path', 'nope.json'], 1, /^nope\.json: file does not exist$/],
    ['event path is a directory', ['--event-name', 'push', '--event-path', '.'], 1, /^\.: is a directory, not a file$/],
    ['invalid JSON', ['--event-name', 'push', '--event-path', file('bad.json', '{"ref": ')], 1, /^bad\.json: event payload is not valid JSON \(.+\)$/],
    [
      'push payload as pull_request',
      ['--event-name', 'pull_request', '--event-path', file('p.json', pushPayload())],
      1,
      /^p\.json: event payload: not a pull_request event: it has no 'pull_request' object$/
    ],
    [
      'pull_request payload as push',
      ['--event-name', 'push', '--event-path', file('q.json', pullPayload('synchronize'))],
      1,
      /^q\.json: event payload: not a push event: it has a 'pull_request' object$/
    ],
    [
      'another event with a payload that is not an object',
      ['--event-name', 'issue_comment', '--event-path', file('c.json', [1])],
      1,
      /^c\.json: event payload: the payload must be a JSON object$/
    ],
    [
      'labels that are not a list',
      [
        '--event-name',
        'pull_request',
        '--event-path',
        file('l.json', { ...pullPayload('synchronize'), pull_request: { ...pullPayload('synchronize').pull_request, labels: 'x' } })
      ],
      1,
      /^l\.json: event payload: pull_request\.labels must be a list$/
    ],
    [
      'malformed policy',
      ['--event-name', 'push', '--event-path', 'push.json', '--policy-file', file('bad.yaml', 'version: 1\nlabels: {}\n')],
      1,
      /^bad\.yaml:1:1: invalid label policy: missing key 'skip-marker'$/
    ],
    ['missing option', ['--event-name', 'push'], 2, /the following arguments are required: --event-path \(or GITHUB_EVENT_PATH\)$/]
  ])('%s: one error line', async (_name, argv, exitCode, message) => {
    file('push.json', pushPayload());
    const { code, stdout, stderr } = await cli(...argv);
    expect([code, stdout]).toEqual([exitCode, '']);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd()).toMatch(message);
  });
});
