// The workflow-scripts corpus through the built CLI (`sweepkit <script> --event-path …` with
// GITHUB_API_URL on the fake API): the same calls, outputs (from $GITHUB_OUTPUT), warnings and
// failure line as the reference. Trusted dispatches that reach the run lookup wait real seconds
// there, so only their refusals run here (the in-process test runs them all on a fake clock).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { octokitScenario, startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { comparableCalls, expectedView, scriptCases, scriptResponses, viewText } from '../support/workflow-script-case.js';
import { runCliBundle } from './harness.js';

/** Outputs Sweepkit adds to the reference step's. */
const EXTRAS: Record<string, readonly string[]> = { visualizer: ['comment-id'], 'trusted-dispatch': ['dispatched', 'run-id', 'run-url'] };

let fake: FakeGitHub | undefined;
let dir: string | undefined;
afterEach(async () => {
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  fake = dir = undefined;
});

/** `key=value` lines of a runner output file (the commands write no multi-line values here). */
const parseOutputFile = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  );

const cases = scriptCases().filter((c) => c.script !== 'trusted-dispatch' || !c.expectedText.includes('actions.createWorkflowDispatch'));

test.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
  fake = await startFakeGitHub(octokitScenario(scriptResponses(c)));
  dir = mkdtempSync(join(tmpdir(), 'workflow-scripts-'));
  writeFileSync(join(dir, 'event.json'), JSON.stringify(c.context.payload));
  writeFileSync(join(dir, 'output'), '');
  const args = [c.script, '--event-path', 'event.json'];
  if (c.script === 'visualizer') args.push('--pr-number', String(c.context.issue!.number));
  const { code, stdout, stderr } = await runCliBundle(args, {
    cwd: dir,
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_TOKEN: 't',
      INFX_FRONTEND_PAT: 'app-token',
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_REPOSITORY: `${c.context.repo.owner}/${c.context.repo.repo}`,
      GITHUB_EVENT_NAME: c.context.eventName,
      GITHUB_ACTOR: c.context.actor ?? '',
      GITHUB_RUN_ID: String(c.context.runId ?? ''),
      GITHUB_SERVER_URL: c.context.serverUrl
    }
  });
  const failed = /^error: (.*)$/m.exec(stderr)?.[1] ?? null;
  expect(code).toBe(failed === null ? 0 : 1);
  const outputs = parseOutputFile(readFileSync(join(dir, 'output'), 'utf8'));
  for (const extra of EXTRAS[c.script] ?? []) delete outputs[extra];
  const actual = {
    job_if: !stdout.startsWith('skipped: '),
    failed,
    logs: [...stderr.matchAll(/^warning: .*$/gm)].map((m) => m[0]),
    outputs,
    ...comparableCalls(fake.requests)
  };
  expect(viewText(actual)).toBe(viewText(expectedView(c.expectedText)));
});
