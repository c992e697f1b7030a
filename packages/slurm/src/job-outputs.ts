import type { JobFiles } from './ports.js';

/** What a successful run must have produced besides a COMPLETED job. */
export type Expectation = 'fixed-seq-len' | 'agentic' | 'eval' | 'none';
export const EXPECTATIONS: readonly Expectation[] = ['fixed-seq-len', 'agentic', 'eval', 'none'];

/** fixed-seq-len and agentic results are named after RESULT_FILENAME: without it none is found. */
export const needsResultFilename = (expect: Expectation): boolean => expect === 'fixed-seq-len' || expect === 'agentic';

export interface CollectOptions {
  resultsDir: string;
  /** RESULT_FILENAME of the matrix row: the prefix of every collected result. */
  resultFilename?: string;
  expect: Expectation;
  /** Where the job writes agentic results itself (INFMAX_WORKSPACE); defaults to resultsDir. */
  agenticDir?: string;
  /** CONC_LIST: with expect agentic, one result per concurrency, each with successful requests. */
  concList?: readonly number[];
}

export interface CollectedJob {
  id: string;
  /** srtctl's `outputs/<id>/logs`. */
  logDir: string;
}

export interface Collection {
  /** Result files now in resultsDir (full paths). */
  resultFiles: string[];
  /** Set when the expected results are missing. */
  missing?: string;
}

const SA_BENCH_RESULT = /^results_concurrency_(\d+)_gpus_(\d+)(?:_ctx_(\d+)_gen_(\d+))?\.json$/;

/**
 * The workflow's name for a fixed-seq-len result, as the bash launcher made it:
 * `<RESULT_FILENAME>_<dir>_conc<C>_gpus_<G>[_ctx_<P>_gen_<D>].json`; undefined for other files.
 */
export function fixedSeqLenName(resultFilename: string, dir: string, file: string): string | undefined {
  const match = SA_BENCH_RESULT.exec(file);
  if (!match) return undefined;
  const [, conc, gpus, ctx, gen] = match;
  return `${resultFilename}_${dir}_conc${conc}_gpus_${gpus}${ctx !== undefined ? `_ctx_${ctx}_gen_${gen}` : ''}.json`;
}

/** Whether a file is an agentic result of this row: `<RESULT_FILENAME>_conc<N>.json`. */
export const isAgenticResult = (resultFilename: string, file: string): boolean =>
  file.startsWith(`${resultFilename}_conc`) && /^\d+\.json$/.test(file.slice(resultFilename.length + 5));

const join = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/');

/**
 * Copies what the workflow's upload steps expect into resultsDir: every job's logs under `LOGS/`
 * (`LOGS/<id>/` when there are several jobs), fixed-seq-len results under their workflow names,
 * eval files, and agentic results when the job wrote them elsewhere; then checks `expect`.
 */
export function gatherJobOutputs(files: JobFiles, jobs: readonly CollectedJob[], options: CollectOptions): Collection {
  const { resultsDir, resultFilename } = options;
  const resultFiles: string[] = [];
  const evalFiles: string[] = [];
  for (const job of jobs) {
    files.copyTree(job.logDir, job.logDir, jobs.length === 1 ? join(resultsDir, 'LOGS') : join(resultsDir, 'LOGS', job.id));
    for (const dir of files.list(job.logDir, job.logDir).filter((e) => e.isDirectory && /isl.*osl/.test(e.name))) {
      for (const entry of files.list(job.logDir, join(job.logDir, dir.name))) {
        const name = resultFilename !== undefined ? fixedSeqLenName(resultFilename, dir.name, entry.name) : undefined;
        if (!name || entry.isDirectory) continue;
        files.copyFile(job.logDir, join(job.logDir, dir.name, entry.name), join(resultsDir, name));
        resultFiles.push(join(resultsDir, name));
      }
    }
    for (const entry of files.list(job.logDir, join(job.logDir, 'eval_results')).filter((e) => !e.isDirectory)) {
      files.copyFile(job.logDir, join(job.logDir, 'eval_results', entry.name), join(resultsDir, entry.name));
      evalFiles.push(join(resultsDir, entry.name));
    }
  }
  const agentic: string[] = [];
  if (resultFilename !== undefined) {
    const source = options.agenticDir ?? resultsDir;
    for (const entry of files.list(source, source).filter((e) => !e.isDirectory && isAgenticResult(resultFilename, e.name))) {
      files.copyFile(source, join(source, entry.name), join(resultsDir, entry.name));
      agentic.push(join(resultsDir, entry.name));
    }
  }
  const found = { 'fixed-seq-len': resultFiles, agentic, eval: evalFiles, none: [] }[options.expect];
  const all = [...resultFiles, ...agentic, ...evalFiles];
  if (options.expect === 'agentic' && options.concList?.length && resultFilename !== undefined) {
    const missing = agenticMissing(files, resultsDir, resultFilename, options.concList);
    if (missing) return { resultFiles: all, missing };
  }
  if (options.expect !== 'none' && found.length === 0) {
    return { resultFiles: all, missing: MISSING[options.expect](resultFilename ?? '') };
  }
  return { resultFiles: all };
}

const MISSING: Record<Exclude<Expectation, 'none'>, (rf: string) => string> = {
  'fixed-seq-len': () => 'no fixed-seq-len results (logs/*isl*osl*/results_concurrency_*.json)',
  agentic: (rf) => `no agentic results (${rf}_conc*.json)`,
  eval: () => 'no eval results (logs/eval_results/)'
};

/** `num_requests_successful` of an agentic result, when the file is JSON with that field. */
function successfulRequests(files: JobFiles, dir: string, path: string): number | undefined {
  const read = files.readFrom(dir, path, 0, 64 * 1024 * 1024);
  if (!read) return undefined;
  try {
    const value = (JSON.parse(new TextDecoder().decode(read.bytes)) as { num_requests_successful?: unknown }).num_requests_successful;
    return typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with an agentic run's results: each concurrency of CONC_LIST must have its
 * `<RESULT_FILENAME>_conc<N>.json` with successful requests (the workflow used to accept one file,
 * even one where every request failed). Undefined when all are there.
 */
export function agenticMissing(files: JobFiles, dir: string, resultFilename: string, concList: readonly number[]): string | undefined {
  const absent: number[] = [];
  const failed: number[] = [];
  for (const conc of concList) {
    const path = join(dir, `${resultFilename}_conc${conc}.json`);
    const successful = successfulRequests(files, dir, path);
    if (files.readFrom(dir, path, 0, 0) === undefined) absent.push(conc);
    else if (!successful) failed.push(conc);
  }
  const parts = [
    ...(absent.length ? [`no agentic result for concurrency ${absent.join(', ')} (${resultFilename}_conc<N>.json)`] : []),
    ...(failed.length ? [`no successful requests at concurrency ${failed.join(', ')}`] : [])
  ];
  return parts.length ? parts.join('; ') : undefined;
}
