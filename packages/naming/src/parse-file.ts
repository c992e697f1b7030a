import type { ResultNameFields } from './fields.js';
import { parseResultFilename } from './parse.js';
import { RUNNER_NAME } from './grammar.js';

/** What a per-point file adds to the job's RESULT_FILENAME (multi-node launchers, one file per point). */
export interface ResultPoint {
  /** The srt-slurm log folder (`*isl*osl*`) of `R_<cfg>_conc<N>_gpus_<G>…`. */
  config?: string;
  /** A legacy launcher's original file name, copied as is after `R_`. */
  file?: string;
  conc?: number;
  gpus?: number;
  /** Prefill (`ctx`) and decode (`gen`) GPUs of a disaggregated point. */
  ctx?: number;
  gen?: number;
}

export interface ParsedResultFile {
  fields: ResultNameFields;
  /** `agg_<…>`: the output of process_result.py for that file. */
  aggregate: boolean;
  point?: ResultPoint;
}

const int = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : Number(text));
const defined = (point: ResultPoint): ResultPoint => Object.fromEntries(Object.entries(point).filter(([, v]) => v !== undefined)) as ResultPoint;

/** The suffixes launchers append to RESULT_FILENAME, tried in order on what follows the name. */
function parsePoint(suffix: string): ResultPoint {
  const llmD = /^c(\d+)_gpus_(\d+)_ctx_(\d+)_gen_(\d+)$/.exec(suffix);
  if (llmD) return { conc: int(llmD[1]), gpus: int(llmD[2]), ctx: int(llmD[3]), gen: int(llmD[4]) };
  const agentic = /^conc(\d+)$/.exec(suffix);
  if (agentic) return { conc: int(agentic[1]) };
  const srt = /^(.+)_conc(\d+)_gpus_(\d+)(?:_ctx_(\d+)_gen_(\d+))?$/.exec(suffix);
  if (srt) return defined({ config: srt[1], conc: int(srt[2]), gpus: int(srt[3]), ctx: int(srt[4]), gen: int(srt[5]) });
  // A legacy file name: the counts the multi-node template reads with its greedy seds.
  const last = (key: string) => int(new RegExp(`.*_${key}_(\\d+)`).exec(suffix)?.[1]);
  const concurrency = int(/.*_concurrency_(\d+)/.exec(suffix)?.[1]);
  return defined({ file: suffix, conc: concurrency, gpus: last('gpus'), ctx: last('ctx'), gen: last('gen') });
}

/**
 * A result file name (`.json` optional): a RESULT_FILENAME, the same with a per-point suffix
 * (`R_<cfg>_conc<N>_gpus_<G>[_ctx_<C>_gen_<D>]`, `R_c<N>_gpus_…`, `R_conc<N>`, a legacy file name),
 * or either behind `agg_`. The name ends where a prefix parses as a RESULT_FILENAME: runner names
 * and config folders both contain `_`, so every split after a runner-like tail is tried.
 */
export function parseResultFile(fileName: string): ParsedResultFile {
  const stem = fileName.replace(/\.json$/, '');
  const aggregate = stem.startsWith('agg_');
  const name = aggregate ? stem.slice('agg_'.length) : stem;
  const endsLikeName = new RegExp(`_${RUNNER_NAME}(?:_recipe-[0-9a-f]{16})?$`);
  let firstError: unknown;
  for (let end = name.length; end > 0; end = name.lastIndexOf('_', end - 1)) {
    const prefix = name.slice(0, end);
    if (!endsLikeName.test(prefix)) continue;
    try {
      const fields = parseResultFilename(prefix);
      return end === name.length ? { fields, aggregate } : { fields, aggregate, point: parsePoint(name.slice(end + 1)) };
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  // Nothing ends like a name: the plain parser's own error says what is missing.
  return { fields: parseResultFilename(name), aggregate };
}
