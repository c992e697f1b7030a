import {
  checkFileName,
  NAME_MAX_BYTES,
  pyJsonDumps,
  SweepkitError,
  type PyJson,
  isPyObject,
  type PyObject,
  type PyValue,
  pyPath
} from '../../common/src/index.js';
import { ignoredRunsWarning, readJsonFile, resolveArtifactDir } from './artifacts.js';
import { RecordReader, type Accounting, type RecordColumns } from './records.js';
import { latencyBlock, qpsBlock, theoreticalCacheHitRate, throughputBlock, tokensBlock } from './request-metrics.js';
import { roundFloats } from './round-floats.js';
import { renderServerMetrics, serverMetrics } from './server-metrics/index.js';
import { headline, summaryLines, type Headline } from './summary-lines.js';
import { expectedOutputLookup, hubCacheRoot, loadTraces } from './trace-metadata.js';
import {
  envError,
  kvOffloadBackend,
  routerMetadata,
  type Env,
  gpuShape,
  forEachLine,
  type ArtifactFs,
  jobVariables,
  type JobVariables
} from '../../job/src/index.js';

export interface AggregateResult {
  /** Where the aggregate goes, spelled like the reference prints it. */
  outputPath: string;
  /** The file content (Python `json.dump(indent=2)`, no trailing newline). */
  text: string;
  /** The rounded aggregate. */
  aggregate: PyJson;
  headline: Headline;
  /** The reference's stdout lines (printed after the file is written). */
  stdoutLines: string[];
  /** Request accounting, for the no-record-dropped check: total = kept + warm-up + error − both. */
  columns: RecordColumns;
  /** What the reference passes over in silence (not in the aggregate, whose bytes are the reference's). */
  warnings: SweepkitError[];
}

/** Run metadata from the environment (B.3), validated before any artifact is read. */
function runMetadata(vars: JobVariables) {
  const resultFilename = vars.get('RESULT_FILENAME');
  if (!resultFilename) throw new SweepkitError('ERROR: RESULT_FILENAME env var not set', { field: 'RESULT_FILENAME' });
  // The result is written to AGENTIC_OUTPUT_DIR/<RESULT_FILENAME>.json: a name, never a path out of it.
  // (250 bytes leaves room for `.json` within a file system's 255.)
  checkFileName(resultFilename, 'RESULT_FILENAME', NAME_MAX_BYTES - '.json'.length);
  const kvOffloading = vars.get('KV_OFFLOADING');
  if (!kvOffloading) throw envError('Missing required environment variable: KV_OFFLOADING', 'KV_OFFLOADING');
  return {
    resultFilename,
    conc: vars.get('CONC'),
    kvOffloading,
    kvOffloadBackend: kvOffloadBackend(vars, kvOffloading),
    router: routerMetadata(vars),
    shape: gpuShape(vars),
    allocatedCpuDramGb: vars.get('TOTAL_CPU_DRAM_GB')
  };
}

/** A JSONL in which no request succeeded and some failed: the aggregate measures nothing. */
function allFailedWarning(acc: Accounting, jsonlPath: string): SweepkitError | undefined {
  if (acc.kept > 0 || acc.errors === 0) return undefined;
  return new SweepkitError(`every request failed: ${acc.errors} of ${acc.total} records are errors and none succeeded, so the aggregate has no measurements`, {
    location: { file: jsonlPath },
    code: 'all-requests-failed'
  });
}

const objectOrEmpty = (v: PyValue | undefined): PyObject => (isPyObject(v) ? v : new Map());

/**
 * The agentic aggregate of one benchmark point (docs/agentic.md §B): reads the aiperf artifacts under
 * RESULT_DIR through `fs`, streams the JSONL, and returns the file text without writing it.
 */
export function aggregateAgentic(fs: ArtifactFs, env: Env): AggregateResult {
  const vars = jobVariables(env);
  const meta = runMetadata(vars);
  const resultDir = vars.get('RESULT_DIR');
  const artifactsRoot = pyPath(resultDir, 'aiperf_artifacts');
  const artifactDir = resolveArtifactDir(fs, artifactsRoot, 'profile_export.jsonl');
  const jsonlPath = pyPath(artifactDir, 'profile_export.jsonl');
  if (!fs.isFile(jsonlPath)) throw new SweepkitError(`ERROR: ${jsonlPath} not found`, { code: 'artifacts-missing' });

  const aiperfPath = pyPath(artifactDir, 'profile_export_aiperf.json');
  const aiperf = readJsonFile(fs, aiperfPath) ?? new Map();
  if (!isPyObject(aiperf)) throw new SweepkitError('not a JSON object', { location: { file: aiperfPath }, code: 'bad-json' });
  const metricsFile = pyPath(artifactDir, 'server_metrics_export.json');
  const exported = readJsonFile(fs, metricsFile);
  const metrics = objectOrEmpty(isPyObject(exported) ? exported.get('metrics') : undefined);

  const reader = new RecordReader(jsonlPath, expectedOutputLookup(loadTraces(fs, hubCacheRoot(vars))));
  forEachLine(fs, jsonlPath, (line) => reader.addLine(line));
  const c = reader.columns;
  const acc = c.accounting;

  const framework = vars.get('FRAMEWORK');
  const server = serverMetrics(fs, {
    metrics,
    metricsFile,
    framework,
    resultDir,
    requestsCompleted: acc.kept,
    recordInput: c.inputTotal,
    recordOutput: c.outputTotal
  });
  const throughput = throughputBlock(c, meta.shape.numGpus);

  const out = new Map<string, PyJson>([
    ['hw', vars.get('RUNNER_TYPE')],
    ['conc', meta.conc],
    ['image', vars.get('IMAGE')],
    ['recipe_fingerprint', vars.get('RECIPE_FINGERPRINT')],
    ['model', vars.get('MODEL')],
    ['infmax_model_prefix', vars.get('MODEL_PREFIX')],
    ['framework', framework],
    ['precision', vars.get('PRECISION')],
    ['spec_decoding', vars.get('SPEC_DECODING')],
    ['disagg', vars.get('DISAGG')],
    ['scenario_type', 'agentic-coding'],
    ['is_multinode', vars.get('IS_MULTINODE')],
    ['tp', meta.shape.tp],
    ['ep', meta.shape.ep],
    ['dp_attention', meta.shape.dpAttention],
    ['kv_offloading', meta.kvOffloading],
    ['kv_offload_backend', meta.kvOffloadBackend],
    ['allocated_cpu_dram_gb', meta.allocatedCpuDramGb],
    ['num_requests_total', acc.total],
    ['num_requests_successful', acc.kept],
    [
      'request_accounting',
      {
        records_total: acc.total,
        records_profiled: acc.kept,
        records_dropped_total: acc.total - acc.kept,
        records_warmup_dropped: acc.warmup,
        records_error_dropped: acc.errors,
        error_categories: new Map(acc.categories)
      }
    ],
    ...meta.shape.fields
  ]);
  if (meta.router) out.set('router', meta.router);
  const p2p = vars.get('KV_P2P_TRANSFER');
  if (p2p !== '') out.set('kv_p2p_transfer', p2p);
  const dataset = objectOrEmpty(aiperf.get('metadata')).get('dataset');
  if (isPyObject(dataset)) out.set('dataset', dataset);
  out.set('request_metrics', {
    qps: qpsBlock(c.endSeconds.values(), c.completions, jsonlPath),
    latency: latencyBlock(c),
    tokens: tokensBlock(c),
    throughput: throughput.block,
    cache: { theoretical_cache_hit_rate: theoreticalCacheHitRate(aiperf) }
  });
  out.set('server_metrics', renderServerMetrics(server.state));
  out.set('kv_cache_pool_tokens', server.state.kvCache.gpuTotalTokens);
  if (server.warnings.length) out.set('warnings', server.warnings);

  const aggregate = roundFloats(out);
  const outputPath = pyPath(vars.get('AGENTIC_OUTPUT_DIR'), `${meta.resultFilename}.json`);
  const h = headline(aggregate);
  return {
    outputPath,
    text: pyJsonDumps(aggregate, { indent: 2 }),
    aggregate,
    headline: h,
    stdoutLines: summaryLines(outputPath, h),
    columns: c,
    warnings: [ignoredRunsWarning(fs, artifactsRoot, 'profile_export.jsonl'), allFailedWarning(acc, jsonlPath)].filter((w) => w !== undefined)
  };
}

/** Aggregates and writes the file atomically (nothing is written when anything fails). */
export function runAggregateAgentic(fs: ArtifactFs, env: Env): AggregateResult {
  const result = aggregateAgentic(fs, env);
  writeAggregate(fs, env, result);
  return result;
}

/** Writes the aggregate atomically; an unwritable output folder is named by its variable. */
export function writeAggregate(fs: ArtifactFs, env: Env, result: AggregateResult): void {
  try {
    fs.writeAtomic(result.outputPath, result.text);
  } catch (error) {
    // The output folder comes from AGENTIC_OUTPUT_DIR: name it rather than print a raw errno text.
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw new SweepkitError(
      `cannot write ${result.outputPath} (${code}): check AGENTIC_OUTPUT_DIR=${JSON.stringify(jobVariables(env).get('AGENTIC_OUTPUT_DIR'))}`,
      {
        field: 'AGENTIC_OUTPUT_DIR',
        code: 'output-unwritable'
      }
    );
  }
}
