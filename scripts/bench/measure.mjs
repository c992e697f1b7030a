// One way for every bench to time a whole process: wall time from here, CPU time and peak RSS
// reported by the child itself as it exits (the same overhead for every command measured; CPU time
// is the steadier figure on a shared machine, where wall time queues for cores).
import { spawnSync } from 'node:child_process';

// Node flag that makes the child write `<peak RSS KB> <CPU µs>` on fd 3 as it exits.
const PROBE =
  "--import=data:text/javascript,import{writeSync}from'node:fs';process.on('exit',()=>{const u=process.resourceUsage();writeSync(3,[u.maxRSS,u.userCPUTime+u.systemCPUTime].join(' '))})";

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The same probe for a Python script (`python3 -c PY_PROBE + script`): at exit it writes
 * `<peak RSS KB> <CPU µs>` on fd 3 from its own getrusage, like PROBE does for Node.
 */
export const PY_PROBE = `import atexit as _a, os as _o, resource as _r
def _probe():
    _u = _r.getrusage(_r.RUSAGE_SELF)
    _o.write(3, f'{_u.ru_maxrss} {round((_u.ru_utime + _u.ru_stime) * 1e6)}'.encode())
_a.register(_probe)
`;

/**
 * Runs `command args` once (probed when the command is Node, or `reports` when it writes the probe's
 * line itself, as with PY_PROBE) → { wall, cpu, rss } in ms / MB, plus the spawn result. cpu and rss
 * are NaN for a command that is neither. The environment is `PATH` plus `env`, so every command
 * starts from the same clean slate.
 */
export function runMeasured(args, { command = process.execPath, cwd, env = {}, input, allowFailure = false, reports = false } = {}) {
  const probed = command === process.execPath || reports;
  const started = process.hrtime.bigint();
  const run = spawnSync(command, command === process.execPath ? [PROBE, ...args] : args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    input: input ?? '',
    stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 26
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0 && !allowFailure) throw new Error(`${[command, ...args].join(' ')} failed (${run.status}): ${run.stderr}`);
  const [maxRss, cpuMicros] = probed ? run.output[3].toString().split(' ').map(Number) : [NaN, NaN];
  return { wall, cpu: cpuMicros / 1000, rss: maxRss / 1024, run };
}

/** `runs` runs of one command → median wall and CPU time, the highest peak RSS. */
export function measure(args, { runs, ...options }) {
  const samples = Array.from({ length: runs }, () => runMeasured(args, options));
  return { wall: median(samples.map((s) => s.wall)), cpu: median(samples.map((s) => s.cpu)), rss: Math.max(...samples.map((s) => s.rss)) };
}

/** A realistic single-node matrix row, for the benches that name a result from a row. */
export const SAMPLE_ROW = JSON.stringify({
  'exp-name': 'dsr1_8k1k',
  precision: 'fp8',
  framework: 'sglang',
  runner: 'b200',
  tp: 8,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 1,
  'dp-attn': false,
  disagg: false,
  'spec-decoding': 'mtp',
  conc: 64,
  'recipe-fingerprint': 'a'.repeat(64)
});
