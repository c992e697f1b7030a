#!/usr/bin/env node
// What following a Slurm job costs the runner: the srtctl-launch action bundle spawned like the
// runner does, against stand-ins for srtctl/squeue/scontrol (no cluster needed):
//   - streaming a 50 MB job log (500 000 lines): wall time, CPU time, peak RSS;
//   - waiting on a job that runs 20 s with a 1 s poll interval: CPU time per minute of waiting.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
// Printed by the bundle process at exit: its own CPU seconds and peak RSS.
const USAGE =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("USAGE "+JSON.stringify({cpu:(u.userCPUTime+u.systemCPUTime)/1e6,rssMb:u.maxRSS/1024})+"\\n")})';

/** A workspace whose job 7 is RUNNING until `runSeconds` after the first squeue, then COMPLETED. */
function stage(runSeconds, logBytesPerLine, logLines) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-srtctl-launch-'));
  const bin = join(dir, 'bin');
  const logs = join(dir, 'outputs/7/logs');
  mkdirSync(bin, { recursive: true });
  mkdirSync(join(logs, 'sa-bench_isl_1024_osl_1024'), { recursive: true });
  writeFileSync(join(logs, 'sa-bench_isl_1024_osl_1024/results_concurrency_4_gpus_8.json'), '{}');
  const line = `${'x'.repeat(logBytesPerLine - 1)}\n`;
  writeFileSync(join(logs, 'sweep_7.log'), line.repeat(logLines));
  writeFileSync(join(dir, 'recipe.yaml'), 'name: bench\n');
  const script = (name, body) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  script('srtctl', `[ "$2" = --help ] && { echo --json; exit 0; }\necho '{"status": "submitted", "slurm_job_id": "7", "output_dir": "${dir}/outputs/7"}'`);
  const done = `[ -e ${dir}/start ] || date +%s > ${dir}/start; [ $(( $(date +%s) - $(cat ${dir}/start) )) -ge ${runSeconds} ]`;
  script('squeue', `echo $(date +%s) >> ${dir}/polls\nif ${done}; then echo '7|COMPLETED|None|n1'; else echo '7|RUNNING|None|n1'; fi`);
  script(
    'scontrol',
    `if ${done}; then echo 'JobId=7 JobState=COMPLETED Reason=None ExitCode=0:0 NodeList=n1'; else echo 'JobId=7 JobState=RUNNING ExitCode=0:0'; fi`
  );
  for (const file of ['output', 'env', 'state', 'summary']) writeFileSync(join(dir, file), '');
  return { dir, bin };
}

function run(label, { dir, bin }) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', USAGE, join(root, 'dist/srtctl-launch/index.js')], {
    cwd: dir,
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_ENV: join(dir, 'env'),
      GITHUB_STATE: join(dir, 'state'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      INPUT_RECIPE: 'recipe.yaml',
      'INPUT_RESULT-FILENAME': 'rf',
      'INPUT_POLL-INTERVAL-SECONDS': '1'
    },
    encoding: 'utf8',
    maxBuffer: 1 << 30
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.status !== 0) throw new Error(`${label} failed (${child.status}): ${child.stdout.slice(-500)}`);
  const usage = JSON.parse(/USAGE (.*)/.exec(child.stderr)[1]);
  return { wall, ...usage, stdoutMb: child.stdout.length / 1e6 };
}

const log = run('50 MB log', stage(1, 100, 500_000));
console.log(
  `stream a 50 MB job log (500 000 lines)      wall ${log.wall.toFixed(2)} s, CPU ${log.cpu.toFixed(2)} s, peak RSS ${log.rssMb.toFixed(0)} MB, ${log.stdoutMb.toFixed(0)} MB written to the step log`
);
const idle = run('idle wait', stage(20, 100, 1));
console.log(
  `wait on a 20 s job, 1 s poll interval        wall ${idle.wall.toFixed(1)} s, CPU ${idle.cpu.toFixed(2)} s (${((idle.cpu / idle.wall) * 60).toFixed(1)} CPU-s per minute of waiting), peak RSS ${idle.rssMb.toFixed(0)} MB`
);
