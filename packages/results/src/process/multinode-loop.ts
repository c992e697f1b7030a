import { compareCodePoints } from '../../../common/src/index.js';
import { requireVars, type ArtifactFs, type Env } from '../../../job/src/index.js';
import { processResult, type ProcessedPoint, type ProcessOptions, type ProcessOutcome, type Sink } from './run.js';

/** GPU counts a multi-node point file's name carries (the launchers' `_gpus_<G>[_ctx_<P>_gen_<D>]`). */
export interface PointGpus {
  gpus: string;
  prefill: string;
  decode: string;
}

/**
 * Reads the counts the way the template's sed expressions do: the digits after the LAST `_gpus_`
 * followed by a digit, and after the last `_ctx_` / `_gen_` (possibly none). Undefined when the
 * name has no GPU count (the file is skipped). Digits are kept verbatim.
 */
export function pointGpus(name: string): PointGpus | undefined {
  const gpus = /^.*_gpus_([0-9]+).*\.json/s.exec(name)?.[1];
  if (gpus === undefined) return undefined;
  const prefill = /^.*_ctx_([0-9]*).*\.json/s.exec(name)?.[1] ?? '';
  const decode = /^.*_gen_([0-9]*).*\.json/s.exec(name)?.[1] ?? '';
  return prefill === '' || decode === '' ? { gpus, prefill: gpus, decode: '0' } : { gpus, prefill, decode };
}

/**
 * The multi-node template's "Process result" step in one call: every `${RESULT_FILENAME}_*.json`
 * point file of the folder `fs` works in, in code-point order, processed with its own
 * RESULT_FILENAME and prefill/decode GPU counts. The first failing point ends the loop with its
 * exit code.
 */
export function processMultinodeDir(fs: ArtifactFs, env: Env, sink: Sink, options: ProcessOptions = {}): ProcessOutcome {
  requireVars(env, ['RESULT_FILENAME']);
  const base: Record<string, string | undefined> = { ...env };
  const stamp = 'power-producer-sha.txt';
  if (!base.POWER_PRODUCER_SHA && fs.isFile(stamp)) {
    base.POWER_PRODUCER_SHA = new TextDecoder().decode(fs.readBytes(stamp)).replace(/\n+$/, '');
    sink.out(`POWER_PRODUCER_SHA derived from launcher stamp: ${base.POWER_PRODUCER_SHA}`);
  }
  const prefix = `${env.RESULT_FILENAME}_`;
  const points = fs
    .list('.')
    .filter((n) => n.startsWith(prefix) && n.endsWith('.json') && n.length >= prefix.length + 5)
    .sort(compareCodePoints);
  const processed: ProcessedPoint[] = [];
  for (const name of points) {
    sink.out(`Processing ${name}`);
    const counts = pointGpus(name);
    if (!counts) continue;
    sink.out(`Extracted: gpus=${counts.gpus}, prefill_gpus=${counts.prefill}, decode_gpus=${counts.decode}`);
    const outcome = processResult(
      fs,
      { ...base, RESULT_FILENAME: name.slice(0, -'.json'.length), IS_MULTINODE: 'true', PREFILL_GPUS: counts.prefill, DECODE_GPUS: counts.decode },
      sink,
      options
    );
    processed.push(...outcome.points);
    if (outcome.exitCode !== 0) return { exitCode: outcome.exitCode, points: processed };
  }
  return { exitCode: 0, points: processed };
}
