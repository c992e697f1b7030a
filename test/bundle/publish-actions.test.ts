// The five publishing actions under the runner protocol (INPUT_*, GITHUB_OUTPUT, annotations),
// on corpus scenarios served by the fake GitHub API.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { octokitCalls, octokitScenario, startFakeGitHub, withMergeVerification, type FakeGitHub } from '../support/fake-github-api.js';
import { scriptCases, scriptResponses, type ScriptCase } from '../support/workflow-script-case.js';
import { runBundle } from './harness.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const corpus = new Map(scriptCases().map((c) => [c.name, c]));

/** Runs an action on a corpus case: its payload as the event, its context as the runner's variables. */
async function runCase(action: string, name: string, inputs: Record<string, string> = {}, responses?: ScriptCase['responses']) {
  const c: ScriptCase = corpus.get(name)!;
  fake = await startFakeGitHub(octokitScenario(responses ?? scriptResponses(c)));
  const run = await runBundle(action, {
    inputs,
    event: c.context.payload,
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_REPOSITORY: `${c.context.repo.owner}/${c.context.repo.repo}`,
      GITHUB_EVENT_NAME: c.context.eventName,
      GITHUB_ACTOR: c.context.actor ?? '',
      GITHUB_RUN_ID: String(c.context.runId ?? ''),
      GITHUB_SERVER_URL: c.context.serverUrl
    }
  });
  return { run, calls: octokitCalls(fake.requests) };
}

test('stage-results: the three steps, with outputs', async () => {
  const { run, calls } = await runCase('stage-results', 'stage_permission_admin', { 'dispatch-token': 'app-token' });
  expect(run.code).toBe(0);
  expect(run.outputs).toEqual({
    'run-id': '9001',
    'run-attempt': '1',
    'run-date': '2026-01-02',
    'requested-by': 'maint',
    'run-url': 'https://github.com/SemiAnalysisAI/InferenceX/actions/runs/9001',
    'comment-id': '4242001'
  });
  expect(calls.writes.map((w) => w.call)).toEqual(['issues.createComment', 'repos.createDispatchEvent']);
});

test('stage-results: a refusal is one error annotation with the reference text, no outputs', async () => {
  const { run, calls } = await runCase('stage-results', 'stage_no_full_sweep_label', { 'dispatch-token': 'app-token' });
  expect(run.code).toBe(1);
  expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual(['PR does not have a full-sweep label']);
  expect(run.outputs).toEqual({});
  expect(calls.writes.map((w) => w.call)).toEqual(['issues.createComment']);
});

test('stage-callback: the started comment is updated in place', async () => {
  const { run, calls } = await runCase('stage-callback', 'callback_started');
  expect(run.code).toBe(0);
  expect(calls.writes.map((w) => [w.call, w.params.comment_id])).toEqual([['issues.updateComment', 4242001]]);
});

test('trusted-dispatch: dispatched, a failing comment is a warning and the step succeeds', async () => {
  // The bundle runs on the real clock: the dispatched run is dated now, so the lookup finds it.
  const responses = withMergeVerification(
    JSON.parse(JSON.stringify(corpus.get('trusted_comment_fails_warns')!.responses).replaceAll('2026-01-01T00:00:01Z', new Date().toISOString()))
  );
  const { run, calls } = await runCase('trusted-dispatch', 'trusted_comment_fails_warns', {}, responses);
  expect(run.code).toBe(0);
  expect(run.annotations.map((a) => [a.level, a.message])).toEqual([
    ['warning', 'Sweep dispatched successfully, but the PR comment failed: Resource not accessible by integration']
  ]);
  expect(run.outputs).toEqual({ dispatched: 'true', 'run-id': '', 'run-url': 'https://github.com/SemiAnalysisAI/InferenceX/actions/runs/5001' });
  expect(calls.writes.map((w) => w.call)).toEqual(['actions.createWorkflowDispatch', 'issues.createComment']);
}, 30_000);

test('visualizer-comment: the two links on the PR named by the input', async () => {
  const { run, calls } = await runCase('visualizer-comment', 'visualizer_comment', { 'pr-number': '812' });
  expect(run.code).toBe(0);
  expect(calls.writes).toEqual([
    {
      call: 'issues.createComment',
      params: {
        owner: 'SemiAnalysisAI',
        repo: 'InferenceX',
        issue_number: 812,
        body:
          'see unofficial run visualizer at https://inferencex.semianalysis.com/inference?unofficialRun=24681357\n' +
          'see unofficial run visualizer at https://inferencex.semianalysis.com/evaluation?unofficialRun=24681357'
      }
    }
  ]);
});

test('publish changelog-metadata: the file and its path as output', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'publish-action-'));
  try {
    const run = await runBundle('publish', {
      cwd: dir,
      inputs: { mode: 'changelog-metadata', 'search-space-config': '{"changelog_metadata":{"head_ref":"x","n":[1]}}' }
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ 'changelog-metadata-file': 'changelog_metadata.json' });
    expect(readFileSync(join(dir, 'changelog_metadata.json'), 'utf8')).toBe('{\n  "head_ref": "x",\n  "n": [\n    1\n  ]\n}\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
