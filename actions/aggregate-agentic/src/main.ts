import * as core from '@actions/core';
import { DEFAULT_FAILED_REQUEST_THRESHOLD, parseThreshold, pick, runAgenticStep, type AgenticStepOptions, type AgenticStepResult, nodeArtifactFs } from '../../../packages/agentic/src/index.js';
import { PyFloat, pyJsonDumps, SweepkitError, UsageError, type PyJson } from '../../../packages/common/src/index.js';
import { getBoolInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, readableNumber, summarySection } from '../../_kit/src/summary.js';

/** Input → the reference's environment variable; an empty input keeps the job's variable. */
const ENV_INPUTS: Record<string, string> = {
  'result-dir': 'RESULT_DIR',
  'output-dir': 'AGENTIC_OUTPUT_DIR',
  'result-filename': 'RESULT_FILENAME',
  'runner-type': 'RUNNER_TYPE',
  conc: 'CONC',
  image: 'IMAGE',
  model: 'MODEL',
  'model-prefix': 'MODEL_PREFIX',
  framework: 'FRAMEWORK',
  precision: 'PRECISION',
  'spec-decoding': 'SPEC_DECODING',
  'recipe-fingerprint': 'RECIPE_FINGERPRINT',
  tp: 'TP',
  'kv-offloading': 'KV_OFFLOADING'
};

function getInputs(): { env: Record<string, string | undefined>; options: AgenticStepOptions } {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const [input, variable] of Object.entries(ENV_INPUTS)) {
    const value = getOptionalInput(input);
    if (value !== undefined) env[variable] = value;
  }
  const thresholdText = core.getInput('failed-request-threshold').trim();
  let failedRequestThreshold: number | undefined = DEFAULT_FAILED_REQUEST_THRESHOLD;
  if (thresholdText === 'none') failedRequestThreshold = undefined;
  else if (thresholdText !== '') {
    const parsed = parseThreshold(thresholdText);
    if (typeof parsed !== 'number') throw new UsageError(`input 'failed-request-threshold' must be a number between 0 and 1, got '${thresholdText}'`);
    failedRequestThreshold = parsed;
  }
  return {
    env,
    options: { power: getBoolInput('power', true), requirePower: getBoolInput('require-power'), failedRequestThreshold, timeZone: process.env.TZ || undefined }
  };
}

const text = (v: PyJson | undefined): string => (v === undefined || v === null ? '' : pyJsonDumps(v));

/** A summary cell: numbers as people read them (no Python float text), strings unquoted, `—` for none. */
function readable(v: PyJson | undefined, options?: { percent?: boolean }): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof PyFloat) return readableNumber(Number(v), options);
  return typeof v === 'string' ? v : pyJsonDumps(v);
}

function setOutputs(result: AgenticStepResult): void {
  const agg = result.aggregate.aggregate;
  const latency = (block: string, stat: string) => text(pick(agg, 'request_metrics', 'latency', block, stat));
  core.setOutput('aggregate-path', result.aggregate.outputPath);
  core.setOutput('requests-completed', text(pick(agg, 'num_requests_successful')));
  core.setOutput('requests-failed', text(pick(agg, 'request_accounting', 'records_error_dropped')));
  core.setOutput('requests-total', text(pick(agg, 'num_requests_total')));
  core.setOutput('throughput-per-gpu', text(pick(agg, 'request_metrics', 'throughput', 'per_gpu', 'total_tput_tps')));
  core.setOutput('ttft-p50', latency('ttft', 'p50'));
  core.setOutput('ttft-p95', latency('ttft', 'p95'));
  core.setOutput('itl-p50', latency('itl', 'p50'));
  core.setOutput('itl-p95', latency('itl', 'p95'));
  core.setOutput('power-valid', result.power ? String(result.power.valid) : '');
}

const LATENCY_ROWS: [string, string][] = [
  ['TTFT (s)', 'ttft'],
  ['E2E latency (s)', 'e2el'],
  ['ITL (s)', 'itl'],
  ['interactivity (tok/s/user)', 'intvty']
];

async function writeSummary(result: AgenticStepResult): Promise<void> {
  const agg = result.aggregate.aggregate;
  const at = (...path: string[]) => readable(pick(agg, ...path));
  const percent = (...path: string[]) => readable(pick(agg, ...path), { percent: true });
  const rows = LATENCY_ROWS.map(([label, block]) => [label, ...['mean', 'p50', 'p90', 'p95'].map((s) => at('request_metrics', 'latency', block, s))]);
  rows.push(['QPS', ...['mean', 'p50', 'p90', 'p95'].map((s) => at('request_metrics', 'qps', s))]);
  const facts = [
    ['requests', `${at('num_requests_successful')} successful / ${at('num_requests_total')} total (${at('request_accounting', 'records_warmup_dropped')} warm-up, ${at('request_accounting', 'records_error_dropped')} failed)`],
    ['throughput per GPU (tok/s)', at('request_metrics', 'throughput', 'per_gpu', 'total_tput_tps')],
    ['GPU cache hit rate', percent('server_metrics', 'cache', 'gpu_cache_hit_rate')],
    ['server metrics adapter', at('server_metrics', 'adapter')],
    ['power valid', result.power ? String(result.power.valid) : 'not run']
  ];
  await appendSummary(
    summarySection(`Agentic aggregate: ${result.aggregate.outputPath}`, [markdownTable(['', 'value'], facts), markdownTable(['metric', 'mean', 'p50', 'p90', 'p95'], rows)])
  );
}

async function main(): Promise<void> {
  const { env, options } = getInputs();
  core.debug(`aggregate-agentic options: ${JSON.stringify(options)}`);
  const result = runAgenticStep(nodeArtifactFs(process.cwd()), env, options);
  // A fixed title: the path is untrusted text and a group title is part of a workflow command.
  await core.group('aggregate-agentic log', async () => {
    for (const line of result.aggregate.stdoutLines) logUntrusted(line);
  });
  setOutputs(result);
  await writeSummary(result);
  if (result.power && !result.power.valid) {
    const message = result.power.stderr.join('\n');
    if (result.power.exitCode !== 0) throw new SweepkitError(message.replace(/^\[aggregate_power\] /, ''));
    core.warning(message, { title: 'aggregate-agentic: power' });
  }
  if (result.gate?.verdict) logUntrusted(result.gate.verdict.message);
  if (result.gate?.error) throw result.gate.error;
}

await runAction('aggregate-agentic', main);
