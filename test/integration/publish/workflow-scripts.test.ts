// The workflow-scripts corpus (stage-results, its callback, trusted dispatch, the visualizer
// comment) against the local fake GitHub API: the calls made in order with their parameters and
// bodies, the outputs, warnings and failure message equal the recorded reference steps' (Sweepkit's
// own additions taken out: comparableCalls).
import { afterEach, expect, test } from '@jest/globals';
import { createRestClient, nodeFiles, SweepkitError, type Clock } from '../../../packages/common/src/index.js';
import { loadLabelPolicy } from '../../../packages/gating/src/index.js';
import {
  runStageCallback,
  runStageResults,
  runTrustedDispatch,
  runVisualizerComment,
  STAGING_SITE,
  VISUALIZER_SITE,
  type StepResult,
  type WorkflowContext
} from '../../../packages/publish/src/index.js';
import { octokitScenario, startFakeGitHub, type FakeGitHub } from '../../support/fake-github-api.js';
import { comparableCalls, expectedView, scriptCases, scriptResponses, viewText, type ScriptCase } from '../../support/workflow-script-case.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A clock that only moves when slept on (the lookup's waits take no time). */
const fakeClock = (start: number): Clock => {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    }
  };
};

async function run(c: ScriptCase, url: string): Promise<StepResult> {
  const context: WorkflowContext = {
    eventName: c.context.eventName,
    owner: c.context.repo.owner,
    repo: c.context.repo.repo,
    actor: c.context.actor ?? '',
    runId: String(c.context.runId ?? ''),
    serverUrl: c.context.serverUrl,
    payload: c.context.payload
  };
  const client = (repo: string) => createRestClient({ token: 't', baseUrl: url, repo, retries: 0, sleep: async () => {} });
  const github = client(`${context.owner}/${context.repo}`);
  switch (c.script) {
    case 'stage-results':
      return runStageResults(context, { github, app: client('SemiAnalysisAI/InferenceX-app') });
    case 'stage-callback':
      return runStageCallback(context, github, { appRepository: 'SemiAnalysisAI/InferenceX-app', stagingSite: STAGING_SITE });
    case 'trusted-dispatch':
      return runTrustedDispatch(context, loadLabelPolicy(nodeFiles), { workflow: 'e2e-tests.yml' }, { github, clock: fakeClock(c.now) });
    case 'visualizer':
      return runVisualizerComment(github, { pr: c.context.issue!.number, runId: context.runId, site: VISUALIZER_SITE, updateExisting: false });
  }
}

test.each(scriptCases().map((c) => [c.name, c] as const))('%s', async (_, c) => {
  fake = await startFakeGitHub(octokitScenario(scriptResponses(c)));
  let result: StepResult | undefined;
  let failed: string | null = null;
  try {
    result = await run(c, fake.url);
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    failed = error.message;
  }
  const { reads, writes } = comparableCalls(fake.requests);
  const actual = {
    job_if: result?.skipped === undefined,
    failed,
    logs: (result?.warnings ?? []).map((w) => `warning: ${w}`),
    outputs: result?.outputs ?? {},
    reads,
    writes
  };
  expect(viewText(actual)).toBe(viewText(expectedView(c.expectedText)));
});
