/**
 * The workflow-scripts corpus (test/fixtures/publish/workflow-scripts, copied from
 * shared/conformance): a case's scenario and expected result, and the one view both sides are
 * compared in. The reference ran two or three github-script steps where Sweepkit runs one command,
 * so the view joins the steps: reads in order, writes in order, the outputs, the logs, the failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OctokitCall } from './fake-github-api.js';
import type { RecordedResponse } from './fake-github-api.js';

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
