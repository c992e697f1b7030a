import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { POWER_ADAPTER_COMMAND, powerLogLine, runPowerAdapter } from '../../../packages/agentic/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);

/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]`. */
const powerAdapter: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(POWER_ADAPTER_COMMAND, argv, io);
  const { outcome, failed } = runPowerAdapter(nodeArtifactFs(io.cwd), {
    resultDir: values['result-dir'],
    aggResult: values['agg-result'],
    expectedNumGpus: values['expected-num-gpus'],
    requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
    timeZone: io.env.TZ || undefined
  });
  const { stream, line } = powerLogLine(outcome, values['agg-result']);
  io[stream](`${line}\n`);
  return failed ? 1 : 0;
};
export default powerAdapter;
