// The harness itself: it must hand a bundle every action.yml default the way the runner does,
// or a test passes that fails on a real runner (an input whose default is never seen).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from '@jest/globals';
import { pullPayload } from '../unit/gating/labels/payload-variants.js';
import { actionDefaults, inputVariable, runBundle } from './harness.js';

describe('action.yml defaults', () => {
  test.each([
    ['sweep-matrix', { mode: 'sweep', 'max-jobs-per-matrix': '256', 'changelog-file': 'perf-changelog.yaml' }],
    ['label-gate', { 'github-token': 'ghs_harness-default-token', 'labels-source': 'event', 'check-skip-marker': 'true' }],
    ['srtctl-launch/post', { srtctl: 'srtctl', 'poll-interval-seconds': '20' }]
  ])('%s: the defaults (expressions evaluated) become inputs', (entry, expected) => {
    expect(actionDefaults(entry)).toMatchObject(expected);
  });

  test('inputs without a default are not set, the CLI bundle has none', () => {
    expect(Object.keys(actionDefaults('sweep-matrix'))).not.toContain('all-evals');
    expect(Object.keys(actionDefaults('srtctl-launch'))).not.toContain('recipe');
    expect(actionDefaults('cli')).toEqual({});
  });

  test.each([
    ['github-token', 'INPUT_GITHUB-TOKEN'],
    ['Input With Spaces', 'INPUT_INPUT_WITH_SPACES']
  ])('input %s is passed as %s', (name, variable) => expect(inputVariable(name)).toBe(variable));

  test('a bundle sees a default the test did not name: label-gate calls the API with the default token', async () => {
    const seen: { path?: string; authorization?: string }[] = [];
    const server = createServer((req, res) => {
      seen.push({ path: req.url, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sha: 'x', message: 'tune [skip-sweep]' }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const run = await runBundle('label-gate', {
        event: pullPayload('synchronize', { labels: ['sweep-enabled'] }),
        env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
      });
      expect(run.code).toBe(0);
      // check-skip-marker (default true) needed the commit; the token is github-token's default.
      expect(seen).toEqual([{ path: expect.stringMatching(/\/git\/commits\//), authorization: 'Bearer ghs_harness-default-token' }]);
      expect(run.outputs['skip-reason']).toBe('skip-marker');
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
