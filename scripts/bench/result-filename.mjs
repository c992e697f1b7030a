#!/usr/bin/env node
// What naming costs a benchmark job: wall time of `sweepkit result-filename --row` and of the
// action bundle (spawned like the runner does), median of several runs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured, SAMPLE_ROW as row } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const RUNS = 15;

function median(label, args, env = {}) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    times.push(runMeasured(args, { env }).wall);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(50)} median ${times[RUNS >> 1].toFixed(1)} ms  (min ${times[0].toFixed(1)}, max ${times[RUNS - 1].toFixed(1)}, ${RUNS} runs)`);
}

median('node -e 0 (process start, for reference)', ['-e', '0']);
median('sweepkit result-filename --row', [join(root, 'dist/cli/index.js'), 'result-filename', '--row', row, '--runner-name', 'b200-cw_01']);

const dir = mkdtempSync(join(tmpdir(), 'bench-result-filename-'));
const files = Object.fromEntries(['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_STEP_SUMMARY'].map((k) => [k, join(dir, k)]));
for (const file of Object.values(files)) writeFileSync(file, '');
median('action bundle (row mode, outputs + env + summary)', [join(root, 'dist/result-filename/index.js')], {
  ...files,
  INPUT_ROW: row,
  'INPUT_RUNNER-NAME': 'b200-cw_01'
});
