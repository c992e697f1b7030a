import * as core from '@actions/core';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError, type PyJson } from '../../../packages/common/src/index.js';
import {
  processMultinodeDir,
  processResult,
  PROCESS_RESULT_COMMAND,
  type ProcessedPoint,
  type ProcessOutcome,
  type Sink,
  nodeResultsFs
} from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { boundedTable } from '../../_kit/src/summary.js';

const cell = (row: ProcessedPoint['row'], key: string): string => {
  const v = row.get(key);
  return v === undefined ? '—' : pyJsonDumps(v as PyJson);
};

async function writeSummary(outcome: ProcessOutcome, multinode: boolean): Promise<void> {
  const rows = outcome.points.map((p) => [
    `\`${p.aggFile}\``,
    cell(p.row, 'conc'),
    cell(p.row, 'tput_per_gpu'),
    cell(p.row, 'median_ttft'),
    cell(p.row, 'median_intvty'),
    cell(p.row, 'median_e2el'),
    p.powerValid ? `valid (${cell(p.row, 'avg_power_w')} W/GPU)` : `invalid: ${p.powerReasons.join(', ')}`
  ]);
  await core.summary
    .addHeading(`Processed ${outcome.points.length} ${multinode ? 'multi-node point' : 'result'}${outcome.points.length === 1 ? '' : 's'}`, 3)
    .addRaw('\n')
    .addRaw(boundedTable(['row', 'conc', 'tput/GPU (tok/s)', 'median TTFT (s)', 'median interactivity (tok/s/user)', 'median E2EL (s)', 'power'], rows))
    .write();
}

async function main(): Promise<void> {
  const inputs = readInputs(PROCESS_RESULT_COMMAND);
  const workspace = resolve(process.cwd(), inputs['working-directory']);
  const sink: Sink = { out: (line) => logUntrusted(line), err: (line) => core.warning(line, { title: 'process-result: power' }) };
  const options = { timeZone: process.env.TZ || undefined };
  const dir = inputs['multinode-dir'];
  const outcome =
    dir === undefined
      ? processResult(nodeResultsFs(workspace), process.env, sink, options)
      : processMultinodeDir(nodeResultsFs(resolve(workspace, dir)), process.env, sink, options);
  core.setOutput('agg-files', JSON.stringify(outcome.points.map((p) => p.aggFile)));
  core.setOutput('power-valid', String(outcome.points.length > 0 && outcome.points.every((p) => p.powerValid)));
  await writeSummary(outcome, dir !== undefined);
  if (outcome.exitCode !== 0)
    throw new SweepkitError('power is invalid and REQUIRE_POWER is set (the rows and sidecars are written)', { code: 'power-required' });
}

await runAction('process-result', main);
