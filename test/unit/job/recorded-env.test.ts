// benchmark-env against the recorded job environments: for the matrix row each recording was made
// from, benchmark-env writes what the reference template's env block held (JSON compared as data).
import { readdirSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { JOB_VARIABLES, templateVariables } from '../../../packages/job/src/index.js';
import { benchmarkEnv } from '../../../packages/naming/src/index.js';
import { fixtures, POINT_VARIABLES, recordedCase, recordedRow, RUNNER_VARIABLES, type RecordedCase } from './recorded-jobs.js';

// Every recorded run of the process-result corpus (err_* cases have hand-broken environments) and
// two agentic aggregates of single-node rows, whose environments hold the aggregation's variables.
const cases: RecordedCase[] = [
  ...readdirSync(new URL('results/process-result/', fixtures))
    .filter((name) => /^(sn|mn|loop|pw)_/.test(name))
    .map((name) => recordedCase('results/process-result', name)),
  ...['sglang_full', 'vllm_full'].map((name) => recordedCase('agentic', name))
];

// The recordings leave these empty on single-node fixed-sequence jobs; benchmark-tmpl.yml's inputs
// default to them and run-sweep passes neither there, so the job gets the defaults (issue 33).
const TEMPLATE_DEFAULTS: Record<string, string> = { DURATION: '3600', TOTAL_CPU_DRAM_GB: '0' };

const asData = (name: string, text: string | undefined): unknown => (/_METADATA$/.test(name) && text ? JSON.parse(text) : text);

test.each(cases.map((c) => [`${c.corpus}/${c.name}`, c] as const))('%s', (_label, recorded) => {
  const { row, runnerName } = recordedRow(recorded.env);
  const inputs = { 'runner-name': runnerName, 'require-power': recorded.env.REQUIRE_POWER === '1', 'power-producer-sha': recorded.env.POWER_PRODUCER_SHA };
  const written = benchmarkEnv(row, {}, inputs).env;
  const point = recorded.env.RESULT_FILENAME !== written.RESULT_FILENAME;
  // A job variable no template sets (GPU_METRICS_CSV, IS_MULTINODE of a single-node aggregate) is
  // another step's; a recorded variable the table does not know must be written all the same.
  const template = 'prefill' in row ? 'multi-node' : 'single-node';
  const ours = (name: string): boolean => templateVariables(template).includes(name as never) || !(name in JOB_VARIABLES);
  const compared = Object.keys(recorded.env).filter((name) => !RUNNER_VARIABLES.includes(name) && !(point && POINT_VARIABLES.includes(name)) && ours(name));
  expect(Object.fromEntries(compared.map((name) => [name, asData(name, written[name])]))).toEqual(
    Object.fromEntries(
      compared.map((name) => [name, asData(name, recorded.env[name] || (template === 'single-node' && TEMPLATE_DEFAULTS[name]) || recorded.env[name])])
    )
  );
  // A per-point recording (R_<cfg>_conc<N>_gpus_…, R_conc<N>) extends the job's RESULT_FILENAME.
  if (point) expect(recorded.env.RESULT_FILENAME!.startsWith(`${written.RESULT_FILENAME}_`)).toBe(true);
});
