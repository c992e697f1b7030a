#!/usr/bin/env node
// label-gate performance: what one workflow step pays per PR event, as whole processes: the
// action bundle in event mode (check-skip-marker off, no network) and the CLI command, median
// wall time over RUNS runs next to a bare `node -e 0` measured in the same run.
// Needs built bundles (npm run build -- label-gate cli). Figures only; nothing is asserted.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median as medianOf, runMeasured } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'bench-label-gate-'));

const payload = JSON.parse(readFileSync(join(root, 'test/fixtures/gating/labels/payloads/pull_request.synchronize.json'), 'utf8'));
payload.pull_request.base.ref = 'main';
payload.pull_request.labels = [{ name: 'full-sweep-fail-fast' }, { name: 'all-evals' }];
const event = join(dir, 'event.json');
writeFileSync(event, JSON.stringify(payload));

function median(args, env = {}) {
  const walls = [];
  for (let i = 0; i < RUNS; i++) {
    for (const file of ['out', 'summary']) writeFileSync(join(dir, file), '');
    walls.push(runMeasured(args, { cwd: dir, env }).wall);
  }
  return medianOf(walls);
}

const bare = median(['-e', '0']);
const action = median([join(root, 'dist/label-gate/index.js')], {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: event,
  GITHUB_OUTPUT: join(dir, 'out'),
  GITHUB_STEP_SUMMARY: join(dir, 'summary'),
  'INPUT_CHECK-SKIP-MARKER': 'false'
});
const cli = median([join(root, 'dist/cli/index.js'), 'label-gate', '--event-name', 'pull_request', '--event-path', event]);
console.log(`node -e 0                       ${bare.toFixed(0).padStart(6)} ms (median of ${RUNS})`);
console.log(`label-gate action, event mode   ${action.toFixed(0).padStart(6)} ms  (${(action / bare).toFixed(1)}x bare node)`);
console.log(`sweepkit label-gate             ${cli.toFixed(0).padStart(6)} ms  (${(cli / bare).toFixed(1)}x bare node)`);
