import * as core from '@actions/core';
import {
  AGGREGATE_AGENTIC_COMMAND,
  aggregationEnv,
  failedRequestThreshold,
  pick,
  powerFailureMessage,
  runAgenticStep,
  type AgenticStepOptions,
  type AgenticStepResult
} from '../../../packages/agentic/src/index.js';
import { nodeArtifactFs, type Env } from '../../../packages/job/src/index.js';
import { PyFloat, pyJsonDumps, SweepkitError, type PyJson } from '../../../packages/common/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, markdownTable, readableNumber, summarySection } from '../../_kit/src/summary.js';

function getInputs(): { env: Env; options: AgenticStepOptions } {
  const inputs = readInputs(AGGREGATE_AGENTIC_COMMAND);
  return {
    env: aggregationEnv(inputs, process.env),
    options: {
      power: inputs.power,
      requirePower: inputs['require-power'],
      failedRequestThreshold: failedRequestThreshold(inputs['failed-request-threshold'], true),
      timeZone: process.env.TZ || undefined
    }
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
    [
      'requests',
      `${at('num_requests_successful')} successful / ${at('num_requests_total')} total (${at('request_accounting', 'records_warmup_dropped')} warm-up, ${at('request_accounting', 'records_error_dropped')} failed)`
    ],
    ['throughput per GPU (tok/s)', at('request_metrics', 'throughput', 'per_gpu', 'total_tput_tps')],
    ['GPU cache hit rate', percent('server_metrics', 'cache', 'gpu_cache_hit_rate')],
    ['server metrics adapter', at('server_metrics', 'adapter')],
    ['power valid', result.power ? String(result.power.valid) : 'not run']
  ];
  const warnings = result.warnings.length
    ? [
        markdownTable(
          ['warning', 'where'],
          result.warnings.map((w) => [escapeHtml(w.message), escapeHtml(w.location?.file ?? '—')])
        )
      ]
    : [];
  await appendSummary(
    summarySection(`Agentic aggregate: ${result.aggregate.outputPath}`, [
      markdownTable(['', 'value'], facts),
      markdownTable(['metric', 'mean', 'p50', 'p90', 'p95'], rows),
      ...warnings
    ])
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
  // Folder names in these are untrusted: an annotation's text is command data, escaped by core.
  for (const warning of result.warnings) core.warning(warning.message, { title: 'aggregate-agentic', file: warning.location?.file });
  setOutputs(result);
  await writeSummary(result);
  if (result.power && !result.power.valid) {
    const message = powerFailureMessage(result.power);
    if (options.requirePower) throw new SweepkitError(message);
    core.warning(message, { title: 'aggregate-agentic: power' });
  }
  if (result.gate?.verdict) logUntrusted(result.gate.verdict.message);
  if (result.gate?.error) throw result.gate.error;
}

await runAction('aggregate-agentic', main);
