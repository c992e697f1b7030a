import * as core from '@actions/core';
import { BENCHMARK_ENV_COMMAND, benchmarkEnv, rowFromJson, type BenchmarkEnv } from '../../../packages/naming/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, boundedTable, summarySection } from '../../_kit/src/summary.js';

async function writeSummary(result: BenchmarkEnv): Promise<void> {
  await appendSummary(summarySection(`Job environment: ${result.displayName}`, [boundedTable(['variable', 'value'], Object.entries(result.env))]));
}

async function main(): Promise<void> {
  const inputs = readInputs(BENCHMARK_ENV_COMMAND);
  const result = benchmarkEnv(rowFromJson(inputs.row, "input 'row'"), process.env, inputs);
  // GITHUB_ENV file commands: each value is written as data (a heredoc with a random delimiter).
  for (const [name, value] of Object.entries(result.env)) {
    core.exportVariable(name, value);
    logUntrusted(`${name}=${value}`);
  }
  core.setOutput('env', JSON.stringify(result.env));
  core.setOutput('result-filename', result.resultFilename);
  core.setOutput('display-name', result.displayName);
  core.setOutput('runs-on', JSON.stringify(result.runsOn));
  core.setOutput('expect', result.expect);
  core.setOutput('gpu-count', String(result.gpuCount));
  core.setOutput('conc-list', result.env.CONC_LIST ?? result.env.CONC ?? '');
  await writeSummary(result);
}

await runAction('benchmark-env', main);
