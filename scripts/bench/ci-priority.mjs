#!/usr/bin/env node
// CI priority costs (figures only, nothing asserted). Needs built bundles (npm run build -- cli sweep-matrix).
//   - what `priority-policy` adds to the sweep-matrix step: the action bundle on the full sweep of
//     both real configs (1820 rows) with and without the policy, CPU-time medians;
//   - `sweepkit ci-priority` on the full sweep's JSON as a whole process, next to `node -e 0`, and
//     next to the reference utils/ci_priority.py when CI_PRIORITY_REFERENCE names it (it is not part
//     of this repository; the comparison is only printed when both run in the same session).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure as measureRuns } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const configs = join(root, 'test/fixtures/matrix/inferencex');
const policy = join(root, 'test/fixtures/matrix/ci-priority/policies/real-ci-priority.yaml');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'bench-ci-priority-'));
const measure = (command, args, { env = {}, input } = {}) => measureRuns(args, { runs: RUNS, command, cwd: configs, env: { HOME: dir, ...env }, input });
const fmt = (m) => `wall ${m.wall.toFixed(0).padStart(5)} ms, cpu ${Number.isNaN(m.cpu) ? '    –' : m.cpu.toFixed(0).padStart(5)} ms`;

const cli = join(root, 'dist/cli/index.js');
const sweep = spawnSync(
  process.execPath,
  [cli, 'matrix', 'full-sweep', '--config-files', 'configs/nvidia-master.yaml', 'configs/amd-master.yaml', '--runner-config', 'configs/runners.yaml'],
  {
    cwd: configs,
    encoding: 'utf8',
    maxBuffer: 1 << 26
  }
);
if (sweep.status !== 0) throw new Error(sweep.stderr);
const matrixFile = join(dir, 'full-sweep.json');
writeFileSync(matrixFile, sweep.stdout);
console.log(`full sweep: ${JSON.parse(sweep.stdout).length} rows, ${(sweep.stdout.length / 1024).toFixed(0)} KiB (${RUNS} runs each, medians)`);

// The sweep-matrix step, as the runner starts it.
const action = (withPolicy) => {
  const files = Object.fromEntries(['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_ENV'].map((k) => [k, join(dir, `${k}-${withPolicy}`)]));
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env = {
    ...files,
    'INPUT_CONFIG-FILES': 'configs/nvidia-master.yaml\nconfigs/amd-master.yaml',
    'INPUT_RUNNER-CONFIG': 'configs/runners.yaml',
    'INPUT_PRIORITY-POLICY': withPolicy ? policy : '',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1'
  };
  return measure(process.execPath, [join(root, 'dist/sweep-matrix/index.js')], { env });
};
const plain = action(false);
const annotated = action(true);
console.log(`sweep-matrix step, full sweep                  ${fmt(plain)}`);
console.log(
  `  with priority-policy (1820 rows annotated)   ${fmt(annotated)}  → +${(annotated.cpu - plain.cpu).toFixed(0)} ms cpu, +${(annotated.wall - plain.wall).toFixed(0)} ms wall`
);

const bare = measure(process.execPath, ['-e', '0']);
const ours = measure(process.execPath, [cli, 'ci-priority', '--policy', policy, '--event-name', 'push', '--queue-namespace', '1:1', '--input', matrixFile]);
console.log(`node -e 0                                      ${fmt(bare)}`);
console.log(`sweepkit ci-priority --input full-sweep.json   ${fmt(ours)}  (${(ours.cpu - bare.cpu).toFixed(0)} ms cpu above node start)`);

const reference = process.env.CI_PRIORITY_REFERENCE;
if (reference && existsSync(reference)) {
  const theirs = measure('python3', [reference, '--policy', policy, '--event-name', 'push', '--queue-namespace', '1:1'], { input: sweep.stdout });
  console.log(`reference utils/ci_priority.py (stdin)         ${fmt(theirs)}  → ours is ${(theirs.wall / ours.wall).toFixed(1)}x faster (wall)`);
} else {
  console.log('reference utils/ci_priority.py: not available (set CI_PRIORITY_REFERENCE=path/to/ci_priority.py to compare in the same run)');
}
