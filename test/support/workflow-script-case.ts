/**
 * The workflow-scripts corpus (test/fixtures/publish/workflow-scripts, copied from
 * shared/conformance): a case's scenario and expected result, and the one view both sides are
 * compared in. The reference ran two or three github-script steps where Sweepkit runs one command,
 * so the view joins the steps: reads in order, writes in order, the outputs, the logs, the failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentMarker } from '../../packages/publish/src/index.js';
import {
  FAKE_LOGIN,
  octokitCalls,
  withMergeVerification,
  withoutVerification,
  type LoggedRequest,
  type OctokitCall,
  type RecordedResponse
} from './fake-github-api.js';

export const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'publish', 'workflow-scripts');

export interface ScriptCase {
  name: string;
  script: 'stage-results' | 'stage-callback' | 'trusted-dispatch' | 'visualizer';
  context: {
    eventName: string;
    repo: { owner: string; repo: string };
    issue?: { number: number };
    actor?: string;
    runId?: number;
    serverUrl: string;
    payload: Record<string, unknown>;
  };
  now: number;
  responses: Record<string, RecordedResponse>;
  /** expected/result.json as written. */
  expectedText: string;
}

export interface ScriptView {
  job_if: boolean;
  failed: string | null;
  logs: string[];
  outputs: Record<string, string>;
  reads: OctokitCall[];
  writes: OctokitCall[];
}

export function scriptCases(): ScriptCase[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const read = (file: string): string => readFileSync(join(CORPUS, name, file), 'utf8');
      const meta = JSON.parse(read('case.json')) as { script: ScriptCase['script'] };
      const scenario = JSON.parse(read('scenario.json')) as Pick<ScriptCase, 'context' | 'now' | 'responses'>;
      return { name, script: meta.script, ...scenario, expectedText: read('expected/result.json') };
    });
}

interface RecordedStep {
  outputs: Record<string, string>;
  failed: string | null;
  uncaught: string | null;
  logs: string[];
  reads: OctokitCall[];
  writes: OctokitCall[];
}

/** The expected result in the joined view (an uncaught error is the step's failure). */
export function expectedView(text: string): ScriptView {
  const result = JSON.parse(text) as { job_if: boolean; steps: RecordedStep[] };
  const steps = result.steps;
  return {
    job_if: result.job_if,
    failed: steps.map((s) => s.failed ?? s.uncaught).find((f) => f !== null) ?? null,
    logs: steps.flatMap((s) => s.logs),
    outputs: Object.assign({}, ...steps.map((s) => s.outputs)) as Record<string, string>,
    reads: steps.flatMap((s) => s.reads),
    writes: steps.flatMap((s) => s.writes)
  };
}

/** A view as text: the comparison is of these bytes (key order included). */
export const viewText = (view: ScriptView): string => `${JSON.stringify(view, null, 1)}\n`;

/** The acknowledgement a callback names, as this bot posted it on the PR (the recorder answered `{}`). */
function withOwnAcknowledgement(c: ScriptCase): Record<string, RecordedResponse> {
  const pr = String((c.context.payload.client_payload as Record<string, unknown> | undefined)?.['pr-number']);
  const comment = {
    user: { login: FAKE_LOGIN },
    body: `@maint staging\n${commentMarker('stage-results')}`,
    issue_url: `https://api.github.com/repos/o/r/issues/${pr}`
  };
  return { ...c.responses, 'issues.getComment': c.responses['issues.getComment'] ?? { data: comment } };
}

/** The case's responses, with what Sweepkit's extra checks read and the recorder did not answer. */
export function scriptResponses(c: ScriptCase): Record<string, RecordedResponse> {
  if (c.script === 'trusted-dispatch') return withMergeVerification(c.responses);
  return c.script === 'stage-callback' ? withOwnAcknowledgement(c) : c.responses;
}

/** Reads that check a comment to edit is this bot's own (issue 35); the reference made none. */
const OWNERSHIP_READS = new Set(['users.getAuthenticated', 'issues.getComment']);
const MARKER_LINE = /\n<!-- sweepkit-comment:[a-z0-9-]+ -->$/;
const withoutMarker = (call: OctokitCall): OctokitCall =>
  typeof call.params.body === 'string' ? { ...call, params: { ...call.params, body: call.params.body.replace(MARKER_LINE, '') } } : call;

/**
 * The calls as the reference made them: without Sweepkit's verification reads (the merge commit,
 * comment ownership) and without the hidden marker line on the comments it may edit later.
 */
export function comparableCalls(requests: readonly LoggedRequest[]): { reads: OctokitCall[]; writes: OctokitCall[] } {
  const { reads, writes } = octokitCalls(requests);
  return { reads: withoutVerification(reads).filter((r) => !OWNERSHIP_READS.has(r.call)), writes: writes.map(withoutMarker) };
}
