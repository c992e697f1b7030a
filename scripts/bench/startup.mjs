#!/usr/bin/env node
// Start-up: what a workflow step pays before any work. Each action bundle's trivial run (result-filename
// from a row, label-gate on a push, the others with no inputs: they stop at their first input check)
// and the CLI's full sweep of both real master configs, against a bare `node -e 0` measured in the
// same run, interleaved round by round, and the full sweep's native floor (below). Medians of RUNS rounds of wall and CPU time, peak RSS. Needs built bundles (npm run build).
// Figures only; nothing is asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { median, runMeasured, SAMPLE_ROW } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
// BENCH_DIST=<folder> measures other bundles (e.g. an older build) against the same fixtures.
const dist = resolve(process.env.BENCH_DIST ?? join(root, 'dist'));
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const dir = mkdtempSync(join(tmpdir(), 'sweepkit-bench-startup-'));
const runnerFiles = Object.fromEntries(['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'].map((k) => [k, join(dir, k)]));

function runOnce(args, env, cwd) {
  for (const file of Object.values(runnerFiles)) writeFileSync(file, '');
  // Most bundles stop at their first input check (exit 1): start-up is what is measured.
  return runMeasured(args, { env, cwd, allowFailure: true });
}

/** Medians over RUNS rounds; each round runs every command once, so load changes hit all alike. */
function measureAll(commands) {
  const samples = commands.map(() => []);
  for (let round = 0; round < RUNS; round++) commands.forEach((c, i) => samples[i].push(runOnce(c.args, c.env ?? {}, c.cwd ?? root)));
  return samples.map((xs) => ({ wall: median(xs.map((x) => x.wall)), cpu: median(xs.map((x) => x.cpu)), rss: Math.max(...xs.map((x) => x.rss)) }));
}

const TRIVIAL = {
  'result-filename': { INPUT_ROW: SAMPLE_ROW, 'INPUT_RUNNER-NAME': 'b200-cw_01' },
  'label-gate': { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: join(root, 'test/fixtures/gating/labels/payloads/push.json') }
};

const bundles = readdirSync(dist, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'cli' && existsSync(join(dist, d.name, 'index.js')))
  .map((d) => d.name)
  .sort();
const configs = join(root, 'test/fixtures/matrix/inferencex');
const commands = [
  { label: 'node -e 0', args: ['-e', '0'] },
  ...bundles.map((name) => ({
    label: `${name}${TRIVIAL[name] ? '' : ' (no inputs)'}`,
    goal: '  (goal <= 2x)',
    args: [join(dist, name, 'index.js')],
    env: { ...runnerFiles, ...(TRIVIAL[name] ?? {}) }
  })),
  { label: 'cli --version', args: [join(dist, 'cli/index.js'), '--version'] },
  {
    label: 'cli full sweep, both real configs',
    goal: '  (goal <= 2.5x, <= 100 MB)',
    cwd: configs,
    args: [
      join(dist, 'cli/index.js'),
      'matrix',
      'full-sweep',
      '--config-files',
      'configs/nvidia-master.yaml',
      'configs/amd-master.yaml',
      '--runner-config',
      'configs/runners.yaml'
    ]
  }
];
// The native floor: the same bytes in and out with none of the work, the inputs already as JSON
// and the rows parsed and printed by V8's built-in JSON. What the full sweep spends above this line
// is parsing YAML, validating, expanding and writing Python's JSON in JavaScript that runs cold.
const sweep = commands.at(-1);
const rowsFile = join(dir, 'full-sweep.json');
writeFileSync(rowsFile, execFileSync(process.execPath, sweep.args, { cwd: sweep.cwd, maxBuffer: 1 << 26 }));
const inputs = sweep.args
  .filter((arg) => arg.endsWith('.yaml'))
  .map((file, i) => {
    const json = join(dir, `input-${i}.json`);
    writeFileSync(json, JSON.stringify(parse(readFileSync(join(configs, file), 'utf8'))));
    return json;
  });
const floor = join(dir, 'floor.mjs');
writeFileSync(
  floor,
  `import { readFileSync, writeSync } from 'node:fs';\n` +
    `for (const file of ${JSON.stringify(inputs)}) JSON.parse(readFileSync(file, 'utf8'));\n` +
    `writeSync(1, JSON.stringify(JSON.parse(readFileSync(${JSON.stringify(rowsFile)}, 'utf8'))) + '\\n');\n`
);
commands.push({ label: 'native floor of the full sweep (JSON in/out)', args: [floor] });
const results = measureAll(commands);
const bare = results[0];
commands.forEach((c, i) => {
  const m = results[i];
  console.log(
    `${c.label.padEnd(44)} wall ${m.wall.toFixed(0).padStart(5)} ms (${(m.wall / bare.wall).toFixed(2)}x)  cpu ${m.cpu.toFixed(0).padStart(5)} ms (${(m.cpu / bare.cpu).toFixed(2)}x)  peak RSS ${m.rss.toFixed(0).padStart(3)} MB${c.goal ?? ''}`
  );
});
