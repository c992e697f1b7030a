// The job half of the pipeline, chained like a workflow runs it: benchmark-env turns a recorded
// matrix row into the job environment; the launcher's files (the recorded ones, named by the
// RESULT_FILENAME benchmark-env exported) are then processed by process-result or aggregate-agentic
// with that environment alone — no variable set by hand — and give the reference's bytes.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { fixtures, recordedCase, recordedRow, type RecordedCase } from '../unit/job/recorded-jobs.js';
import { runBundle } from './harness.js';

/** What the runner itself provides (its clock's zone, its home, its Hugging Face cache). */
const runnerEnv = (recorded: RecordedCase): Record<string, string> => {
  const { TZ, HOME, HF_HUB_CACHE } = recorded.env;
  return Object.fromEntries(Object.entries({ TZ, HOME, HF_HUB_CACHE }).filter((e): e is [string, string] => e[1] !== undefined));
};

/** benchmark-env on the row the recording was made from; the workflow inputs are the recorded job's. */
async function jobEnv(recorded: RecordedCase, inputs: Record<string, string> = {}): Promise<{ env: Record<string, string>; expect: string }> {
  const { row, runnerName } = recordedRow(recorded.env);
  const run = await runBundle('benchmark-env', {
    inputs: { row: JSON.stringify(row), 'require-power': String(recorded.env.REQUIRE_POWER === '1'), ...inputs },
    env: { RUNNER_NAME: runnerName }
  });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  return { env: run.env, expect: run.outputs.expect! };
}

/** A workspace holding what the launcher left: the recorded case's input files. */
function launched(recorded: RecordedCase): { dir: string; expected: URL } {
  const dir = mkdtempSync(join(tmpdir(), `job-chain-${recorded.name}-`));
  cpSync(new URL(`${recorded.corpus}/${recorded.name}/input`, fixtures), dir, { recursive: true });
  return { dir, expected: new URL(`${recorded.corpus}/${recorded.name}/expected/`, fixtures) };
}

describe('benchmark-env → process-result', () => {
  test.each<[string, string, string]>([
    ['a fixed-seq row (single node, valid power)', 'sn_sglang_mi355x_amd_power', 'fixed-seq-len'],
    ['an eval row of a throughput family (run-eval: benchmark, then eval)', 'sn_eval_run', 'fixed-seq-len'],
    ['a multi-node fixed-seq row (one row per point)', 'loop_disagg_points', 'fixed-seq-len'],
    ['a multi-node row whose launcher stamped the power producer', 'loop_power_stamp', 'fixed-seq-len']
  ])('%s', async (_label, name, kind) => {
    const recorded = recordedCase('results/process-result', name);
    const job = await jobEnv(recorded);
    expect(job.expect).toBe(kind);
    const { dir, expected } = launched(recorded);
    const multiNode = job.env.IS_MULTINODE === 'true';
    // The launcher's result is found by the name benchmark-env exported.
    const results = readdirSync(dir).filter((f) => f.startsWith(job.env.RESULT_FILENAME!) && f.endsWith('.json'));
    expect(results.length).toBeGreaterThan(0);
    const run = await runBundle('process-result', { cwd: dir, env: { ...runnerEnv(recorded), ...job.env }, inputs: multiNode ? { 'multinode-dir': '.' } : {} });
    expect(run.code).toBe(Number(readFileSync(new URL('exit_code.txt', expected), 'utf8').trim()));
    const files = readdirSync(new URL('files/', expected));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect({ file, text: readFileSync(join(dir, file), 'utf8') }).toEqual({ file, text: readFileSync(new URL(`files/${file}`, expected), 'utf8') });
  });

  test('the same eval row in its eval family: eval-only, so no benchmark result is processed', async () => {
    const job = await jobEnv(recordedCase('results/process-result', 'sn_eval_run'), { 'eval-only': 'true' });
    expect(job).toMatchObject({ expect: 'eval', env: { EVAL_ONLY: 'true', RUN_EVAL: 'true' } });
  });
});

describe('benchmark-env → aggregate-agentic', () => {
  test.each(['vllm_full', 'sglang_full'])('an agentic row (%s): the aggregate is the reference one', async (name) => {
    const recorded = recordedCase('agentic', name);
    const job = await jobEnv(recorded);
    expect(job.expect).toBe('agentic');
    const { dir, expected } = launched(recorded);
    // RESULT_DIR is the container's path: the step on the runner is told where the results are.
    const inputs = { 'result-dir': 'results', 'output-dir': 'out', power: 'false', 'failed-request-threshold': 'none' };
    const run = await runBundle('aggregate-agentic', { cwd: dir, env: { ...runnerEnv(recorded), HF_HUB_CACHE: 'hf_cache', ...job.env }, inputs });
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.code).toBe(0);
    const file = `${job.env.RESULT_FILENAME}.json`;
    expect(existsSync(join(dir, 'out', file))).toBe(true);
    expect(readFileSync(join(dir, 'out', file), 'utf8')).toBe(readFileSync(new URL(`out/${file}`, expected), 'utf8'));
  });
});
