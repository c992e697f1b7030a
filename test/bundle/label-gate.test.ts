// Runner protocol of dist/label-gate in event mode (no network): outputs, summary, annotations,
// one-line errors, and untrusted label text that must not turn into workflow commands.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { pullPayload, pushPayload } from '../unit/gating/labels/payload-variants.js';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { executedCommands, runBundle, runCliBundle, type BundleOptions } from './harness.js';

const gate = (event: unknown, eventName = 'pull_request', inputs: Record<string, string> = {}, extra: BundleOptions = {}) =>
  runBundle('label-gate', { event, env: { GITHUB_EVENT_NAME: eventName }, inputs: { 'check-skip-marker': 'false', ...inputs }, ...extra });

const DECISION_KEYS = [
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
const EXTRA_KEYS = ['labels-json', 'reason', 'concurrency-key', 'reuse-authorized', 'pinned-run-id', 'dispatch', 'dispatch-inputs'];

describe('label-gate bundle, event mode', () => {
  test('a full fail-fast sweep: every output, a one-sentence summary and the labels seen', async () => {
    const run = await gate(pullPayload('synchronize', { labels: ['full-sweep-fail-fast', 'skip_queue', 'documentation'] }));
    expect(run.code).toBe(0);
    expect(Object.keys(run.outputs).sort()).toEqual([...DECISION_KEYS, ...EXTRA_KEYS].sort());
    expect(run.outputs).toMatchObject({
      validate: 'true',
      conflict: 'false',
      'reuse-gate': 'true',
      sweep: 'true',
      'primary-label': 'full-sweep-fail-fast',
      scope: 'full',
      canary: 'true',
      'fail-fast': 'true',
      'skip-queue': 'true',
      'all-evals': 'false',
      'skip-reason': '',
      'labels-json': '["full-sweep-fail-fast","skip_queue","documentation"]'
    });
    expect(run.summary).toContain('On pull_request synchronize (#2), a full sweep for `full-sweep-fail-fast` runs once the changelog validates');
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'label-gate' }]);
    expect(expectRenderedTable(run.summary, ['label', 'role']).rows).toEqual([
      ['full-sweep-fail-fast', expect.any(String)],
      ['skip_queue', 'modifier (skip-queue)'],
      ['documentation', '— (ignored)']
    ]);
    expect(tableObject(expectRenderedTable(run.summary, ['output', 'value']))).toMatchObject({ sweep: 'true', scope: 'full' });
    expect(run.annotations).toEqual([]);
  });

  test('a label one typo away from a policy label steers nothing, and the step says which one it meant', async () => {
    const run = await gate(pullPayload('synchronize', { labels: ['full-sweep-enabld'] }));
    expect(run.outputs).toMatchObject({ sweep: 'false', 'skip-reason': 'no-primary-label' });
    expect(run.annotations).toEqual([
      { level: 'notice', properties: { title: 'label-gate' }, message: "label 'full-sweep-enabld' steers nothing; did you mean 'full-sweep-enabled'?" }
    ]);
    expect(expectRenderedTable(run.summary, ['label', 'role']).rows).toEqual([['full-sweep-enabld', "— (ignored; did you mean 'full-sweep-enabled'?)"]]);
  });

  test('push to main from the push example payload', async () => {
    const run = await gate(pushPayload('refs/heads/main', 'merge [skip-sweep]'), 'push', { 'check-skip-marker': 'true' });
    expect([run.code, run.outputs.sweep, run.outputs.scope, run.outputs.validate, run.outputs['labels-json']]).toEqual([0, 'true', 'full', 'false', '[]']);
  });

  test('an opened PR starts nothing but names its primary label', async () => {
    const run = await gate(pullPayload('opened', { labels: ['sweep-enabled'] }));
    expect(run.outputs).toMatchObject({ validate: 'false', sweep: 'false', 'primary-label': 'sweep-enabled', 'skip-reason': 'not-triggered' });
    expect(run.summary).toContain('nothing runs: the sweep workflow does not start for this event');
  });

  test('conflicting labels: outputs set, one error annotation with the exact message, step fails', async () => {
    const run = await gate(pullPayload('labeled', { labels: ['sweep-enabled', 'full-sweep-enabled'], eventLabel: 'full-sweep-enabled' }));
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ validate: 'true', conflict: 'true', sweep: 'false', 'skip-reason': 'conflicting-labels' });
    expect(run.annotations).toEqual([{ level: 'error', properties: {}, message: 'PR has multiple conflicting sweep labels. Pick exactly one.' }]);
  });

  test('fail-on-conflict false: the conflict is an annotation only', async () => {
    const run = await gate(pullPayload('synchronize', { labels: ['sweep-enabled', 'full-sweep-enabled'] }), 'pull_request', { 'fail-on-conflict': 'false' });
    expect(run.code).toBe(0);
    expect(run.annotations).toEqual([
      { level: 'error', properties: { title: 'label-gate' }, message: 'PR has multiple conflicting sweep labels. Pick exactly one.' }
    ]);
  });

  test.each([
    [{}, { sweep: 'true', 'primary-label': 'full-sweep-enabled', canary: 'true' }],
    [{ 'case-insensitive-labels': 'false' }, { sweep: 'false', 'primary-label': '', 'skip-reason': 'no-primary-label' }]
  ])('labels compare ignoring case by default (%j), with a repository policy file', async (inputs, outputs) => {
    const dir = mkdtempSync(join(tmpdir(), 'label-gate-policy-'));
    const policy = join(dir, 'policy.yaml');
    const { BUNDLED_POLICY_YAML } = await import('../../packages/gating/src/labels/bundled-policy.js');
    writeFileSync(policy, BUNDLED_POLICY_YAML.replace("skip-marker: '[skip-sweep]'", "skip-marker: '[no-gpu]'"));
    const run = await gate(pullPayload('ready_for_review', { labels: ['Full-Sweep-Enabled'] }), 'pull_request', { 'policy-file': policy, ...inputs });
    expect(run.outputs).toMatchObject(outputs);
  });

  const NASTY = ['::error::pwned', 'a\n::warning::injected', '$(touch PWNED)', '`touch PWNED`', '%0A::notice::x', 'pipe | <b>bold</b>'];
  test('untrusted label text runs no workflow command and reaches no shell', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'label-gate-nasty-'));
    const run = await gate(pullPayload('labeled', { labels: ['sweep-enabled', ...NASTY], eventLabel: NASTY[1] }), 'pull_request', {}, { cwd });
    expect(run.code).toBe(0);
    expect(executedCommands(run.stdout)).toEqual([]);
    expect(run.annotations).toEqual([]);
    expect(JSON.parse(run.outputs['labels-json']!)).toEqual(['sweep-enabled', ...NASTY]);
    expect(run.outputs['skip-reason']).toBe('irrelevant-label-event');
    expect(existsSync(join(cwd, 'PWNED'))).toBe(false);
    expect(run.summary).toContain('| a<br>::warning::injected | — (ignored) |');
    expect(run.summary).toContain('pipe \\| &lt;b&gt;bold&lt;/b&gt;');
  });

  test('untrusted labels in a conflict: still only the one conflict annotation', async () => {
    const run = await gate(pullPayload('synchronize', { labels: ['sweep-enabled', 'full-sweep-enabled', ...NASTY] }));
    expect(run.code).toBe(1);
    expect(executedCommands(run.stdout)).toEqual(['::error::PR has multiple conflicting sweep labels. Pick exactly one.']);
  });

  const BROKEN_EVENT = join(mkdtempSync(join(tmpdir(), 'label-gate-broken-')), 'event.json');
  writeFileSync(BROKEN_EVENT, '{"action": "synchronize", ');
  test.each<[string, BundleOptions, RegExp, string | undefined]>([
    [
      'a missing event file',
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '/nonexistent/event.json' } },
      /^file does not exist$/,
      '/nonexistent/event.json'
    ],
    [
      'a payload that is not JSON',
      { env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: BROKEN_EVENT, 'INPUT_GITHUB-TOKEN': 't' } },
      /^event payload is not valid JSON \(.+\)$/,
      BROKEN_EVENT
    ],
    ['no event at all', { env: {} }, /^input 'event-name' is empty and GITHUB_EVENT_NAME is not set$/, undefined],
    [
      'a payload of the wrong event type',
      { env: { GITHUB_EVENT_NAME: 'pull_request' }, event: pushPayload() },
      /event payload: not a pull_request event: it has no 'pull_request' object$/,
      undefined
    ],
    [
      'another event with a payload that is not an object',
      { env: { GITHUB_EVENT_NAME: 'issues' }, event: 'opened' },
      /event payload: the payload must be a JSON object$/,
      undefined
    ],
    [
      'a bad labels-source',
      { env: { GITHUB_EVENT_NAME: 'push' }, event: pushPayload(), inputs: { 'labels-source': 'graphql' } },
      /^input 'labels-source': invalid choice 'graphql' \(choose from event, api\)$/,
      undefined
    ],
    [
      'the skip-marker check without a token',
      { env: { GITHUB_EVENT_NAME: 'pull_request' }, event: pullPayload('synchronize'), inputs: { 'check-skip-marker': 'true', 'github-token': '' } },
      /^the skip-marker check needs the GitHub API, and no token was given$/,
      undefined
    ]
  ])('%s: the step fails with one clear line', async (_name, options, message, file) => {
    const run = await runBundle('label-gate', options);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    // A located error is annotated on its file and the failure line only counts it (runAction).
    const [first, ...rest] = run.annotations.map((a) => a.message);
    expect(first).toMatch(message);
    if (file) expect(run.annotations[0]!.properties.file).toBe(file);
    expect(rest).toEqual(run.annotations[0]!.properties.file ? ['1 error annotated on the files above'] : []);
    expect(run.outputs).toEqual({});
  });

  test('a malformed policy file is annotated at its line and column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'label-gate-bad-policy-'));
    writeFileSync(join(dir, 'policy.yaml'), 'version: 1\nlabels:\n  primary: [a, a]\n');
    const run = await gate(pushPayload(), 'push', { 'policy-file': 'policy.yaml' }, { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.annotations[0]).toMatchObject({ level: 'error', properties: { file: 'policy.yaml', line: '1', col: '1' } });
    expect(run.annotations[0]!.message).toMatch(/^invalid label policy: /);
    expect(run.outputs).toEqual({});
  });
});

describe('sweepkit label-gate (CLI bundle), from another directory', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'label-gate-cli-bundle-'));
  const event = (name: string, payload: unknown) => {
    writeFileSync(join(cwd, name), JSON.stringify(payload));
    return name;
  };

  test('the bundled policy decides a trimmed sweep', async () => {
    const path = event('sync.json', pullPayload('synchronize', { labels: ['sweep-enabled', 'evals-only'] }));
    const run = await runCliBundle(['label-gate', '--event-name', 'pull_request', '--event-path', path, '--head-message', 'retune'], { cwd });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ sweep: true, scope: 'trimmed', 'evals-only': true, 'reuse-gate': false });
  });

  test('a conflict: the JSON on stdout, the message on stderr, exit 1', async () => {
    const path = event('two.json', pullPayload('ready_for_review', { labels: ['full-sweep-enabled', 'full-sweep-fail-fast'] }));
    const run = await runCliBundle(['label-gate', '--event-name', 'pull_request', '--event-path', path], { cwd });
    expect([run.code, run.stderr]).toEqual([1, 'PR has multiple conflicting sweep labels. Pick exactly one.\n']);
    expect(JSON.parse(run.stdout)).toMatchObject({ conflict: true, sweep: false });
  });
});
