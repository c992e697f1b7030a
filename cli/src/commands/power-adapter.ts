import { runPowerAdapter, nodeArtifactFs } from '../../../packages/agentic/src/index.js';
import { parseArgs } from '../argparse.js';
import type { RunCommand } from '../io.js';

const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);

/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]` (docs/agentic.md §B.13). */
const powerAdapter: RunCommand = (argv, io) => {
  const { values } = parseArgs(
    {
      prog: 'sweepkit power-adapter',
      description: "Integrate GPU power telemetry over aiperf's profiling window and patch the agentic aggregate.",
      options: [
        { name: '--result-dir', kind: 'string', required: true, help: 'folder with aiperf_artifacts/ and gpu_metrics.csv' },
        { name: '--agg-result', kind: 'string', required: true, help: 'the aggregate JSON to patch' },
        { name: '--expected-num-gpus', kind: 'int', help: 'GPUs the telemetry must show (TP × PP × PCP)' },
        { name: '--require-power', kind: 'flag', help: 'exit 1 when power is invalid (also REQUIRE_POWER=1|true|yes)' }
      ]
    },
    argv
  );
  const outcome = runPowerAdapter(nodeArtifactFs(io.cwd), {
    resultDir: values['result-dir'] as string,
    aggResult: values['agg-result'] as string,
    expectedNumGpus: values['expected-num-gpus'] as number | undefined,
    requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
    timeZone: io.env.TZ || undefined
  });
  for (const line of outcome.stdout) io.stdout(`${line}\n`);
  for (const line of outcome.stderr) io.stderr(`${line}\n`);
  return outcome.exitCode;
};
export default powerAdapter;
