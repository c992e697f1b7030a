import { isPyObject, parsePyJson, pyToFloat, pyPath, type PyObject, type PyValue } from '../../../common/src/index.js';
import { readJsonFile } from '../artifacts.js';
import { forEachLine, type ArtifactFs } from '../../../job/src/index.js';

/** One line of a panel: x in seconds from the run's start, y in the panel's unit. */
export interface Line {
  label: string;
  x: number[];
  y: number[];
  /** Drawn as points (per-request scatter) rather than a line. */
  points?: boolean;
}

export interface Panel {
  title: string;
  yLabel: string;
  /** A fixed y range (percentages), else from the data. */
  yMax?: number;
  lines: Line[];
}

/** The aiperf files of one run, found like the reference's `generate_aiperf_plots.py`. */
export interface AiperfFiles {
  dir: string;
  jsonl: string;
  serverMetrics: string;
}

const JSONL = 'profile_export.jsonl';

/**
 * `<resultDir>/aiperf_artifacts` (older runs: `trace_replay`), or the first child folder of it
 * in name order that holds the JSONL (per-run layout); undefined when there is no JSONL.
 */
export function findAiperfFiles(fs: ArtifactFs, resultDir: string): AiperfFiles | undefined {
  let dir = pyPath(resultDir, 'aiperf_artifacts');
  const legacy = pyPath(resultDir, 'trace_replay');
  if (!fs.isFile(pyPath(dir, JSONL)) && fs.isFile(pyPath(legacy, JSONL))) dir = legacy;
  if (!fs.isFile(pyPath(dir, JSONL)) && fs.isDirectory(dir)) {
    const child = fs
      .list(dir)
      .sort()
      .find((name) => fs.isFile(pyPath(dir, name, JSONL)));
    if (child !== undefined) dir = pyPath(dir, child);
  }
  if (!fs.isFile(pyPath(dir, JSONL))) return undefined;
  return { dir, jsonl: pyPath(dir, JSONL), serverMetrics: pyPath(dir, 'server_metrics_export.json') };
}

const get = (v: PyValue | undefined, key: string): PyValue | undefined => (isPyObject(v) ? v.get(key) : undefined);

/** The earliest `first_update_ns` of the export's endpoints: time zero of the server series. */
function firstUpdateNs(exported: PyValue | undefined): number | undefined {
  const info = get(get(exported, 'summary'), 'endpoint_info');
  if (!isPyObject(info)) return undefined;
  const starts = [...info.values()].map((e) => pyToFloat(get(e, 'first_update_ns'))).filter((n): n is number => n !== null);
  return starts.length ? starts.reduce((a, b) => Math.min(a, b)) : undefined;
}

type Combine = (values: number[]) => number;
const sum: Combine = (v) => v.reduce((a, b) => a + b, 0);
const max: Combine = (v) => v.reduce((a, b) => Math.max(a, b), -Infinity);

/** The timeslices of every series of `name`, combined per slice start (the reference's aggregate_timeseries). */
function timeseries(metrics: PyObject, name: string, t0: number, keys: readonly string[], combine: Combine = sum): { x: number[]; y: number[] } {
  const buckets = new Map<number, number[]>();
  const series = get(metrics.get(name), 'series');
  for (const s of Array.isArray(series) ? series : []) {
    const slices = get(s, 'timeslices');
    for (const slice of Array.isArray(slices) ? slices : []) {
      const start = pyToFloat(get(slice, 'start_ns'));
      if (start === null) continue;
      const value = keys.map((k) => pyToFloat(get(slice, k))).find((v) => v !== null);
      if (value === undefined || value === null) continue;
      const bucket = buckets.get(start);
      if (bucket) bucket.push(value);
      else buckets.set(start, [value]);
    }
  }
  const starts = [...buckets.keys()].sort((a, b) => a - b);
  return { x: starts.map((s) => (s - t0) / 1e9), y: starts.map((s) => combine(buckets.get(s)!)) };
}

/** The first of `names` the export has (vLLM's, then ATOM's direct and Atomesh-normalised spelling), else the first. */
const firstPresent = (metrics: PyObject, ...names: string[]): string => names.find((n) => metrics.has(n)) ?? names[0]!;
const atom = (suffix: string): string[] => [`atom:${suffix}`, `atom_${suffix}`];

const line = (label: string, data: { x: number[]; y: number[] }, scale = (v: number) => v): Line => ({ label, x: data.x, y: data.y.map(scale) });
const cumulative = (values: number[]): number[] => {
  let running = 0;
  return values.map((v) => (running += v));
};

/** Per-interval hit rate from two counters' slice totals; the last rate holds over empty intervals. */
function hitRate(metrics: PyObject, hits: string, queries: string, t0: number): { x: number[]; y: number[] } {
  const h = timeseries(metrics, hits, t0, ['total']);
  const q = timeseries(metrics, queries, t0, ['total']);
  if (!h.x.length || h.x.length !== q.x.length) return { x: [], y: [] };
  let last = 0;
  return { x: h.x, y: h.y.map((v, i) => (last = q.y[i]! > 0 ? (100 * v) / q.y[i]! : last)) };
}

/** Preemptions per second: slice totals over the median slice width. */
function perSecond(data: { x: number[]; y: number[] }): { x: number[]; y: number[] } {
  const widths = data.x.slice(1).map((t, i) => t - data.x[i]!);
  widths.sort((a, b) => a - b);
  const median = widths.length ? (widths[(widths.length - 1) >> 1]! + widths[widths.length >> 1]!) / 2 : 1;
  return { x: data.x, y: data.y.map((v) => v / Math.max(median, 1e-9)) };
}

/** The server-metric panels (KV cache, queue, hit rate, throughput, KV offload, preemptions). */
function serverPanels(exported: PyValue | undefined): Panel[] {
  const metrics = get(exported, 'metrics');
  const m: PyObject = isPyObject(metrics) ? metrics : new Map();
  const t0 = firstUpdateNs(exported);
  const ts = (name: string, keys: readonly string[], combine?: Combine) => (t0 === undefined ? { x: [], y: [] } : timeseries(m, name, t0, keys, combine));
  const isAtom = [...m.keys()].some((n) => n.startsWith('atom:') || n.startsWith('atom_'));
  const percent = (v: number) => Math.min(v >= 0 && v <= 1 ? v * 100 : v, 100);
  const gen = ts(firstPresent(m, 'vllm:generation_tokens', ...atom('generation_tokens')), ['rate']);
  const prompt = ts(firstPresent(m, 'vllm:prompt_tokens', ...atom('prompt_tokens')), ['rate']);
  const total = gen.x.length && gen.x.length === prompt.x.length ? { x: gen.x, y: gen.y.map((v, i) => v + prompt.y[i]!) } : { x: [], y: [] };
  const toCpu = isAtom ? firstPresent(m, ...atom('lmcache_saved_tokens')) : 'vllm:kv_offload_bytes_gpu_to_cpu';
  const toGpu = isAtom ? firstPresent(m, ...atom('lmcache_loaded_tokens')) : 'vllm:kv_offload_bytes_cpu_to_gpu';
  const offloadUnit = isAtom ? 'M tokens' : 'MB';
  const queries = firstPresent(m, 'vllm:prefix_cache_queries', ...atom('prefix_cache_full_tokens'));
  const preemptions = ts(firstPresent(m, 'vllm:num_preemptions', ...atom('preemptions')), ['total']);
  const cumulativeLine = (label: string, name: string): Line => {
    const d = ts(name, ['total']);
    return { label, x: d.x, y: cumulative(d.y).map((v) => v / (isAtom ? 1e6 : 1e9)) };
  };
  return [
    {
      title: 'KV Cache Utilization Over Time',
      yLabel: 'KV cache usage (%)',
      yMax: 100,
      lines: [
        line('GPU', ts(firstPresent(m, 'vllm:kv_cache_usage_perc', ...atom('kv_cache_usage_ratio')), ['avg', 'rate', 'total', 'max'], max), percent),
        line('External', ts('vllm:cpu_kv_cache_usage_perc', ['avg', 'rate', 'total', 'max'], max), percent)
      ]
    },
    {
      title: 'Request Queue Depth',
      yLabel: 'requests',
      lines: [
        line('running', ts(firstPresent(m, 'vllm:num_requests_running', ...atom('requests_running')), ['avg', 'rate', 'total', 'max'], max)),
        line('waiting', ts(firstPresent(m, 'vllm:num_requests_waiting', ...atom('requests_waiting')), ['avg', 'rate', 'total', 'max'], max))
      ]
    },
    {
      title: 'Prefix Cache Hit Rate Per Interval',
      yLabel: 'hit rate (%)',
      yMax: 100,
      lines:
        t0 === undefined
          ? []
          : [
              line('GPU (HBM)', hitRate(m, firstPresent(m, 'vllm:prefix_cache_hits', ...atom('prefix_cache_cached_tokens')), queries, t0)),
              isAtom
                ? line('External', hitRate(m, firstPresent(m, ...atom('lmcache_loaded_tokens')), queries, t0))
                : line('External', hitRate(m, 'vllm:external_prefix_cache_hits', 'vllm:external_prefix_cache_queries', t0))
            ]
    },
    { title: 'Throughput (Total & Decode)', yLabel: 'tokens/s', lines: [line('total', total), line('decode', gen)] },
    {
      title: 'KV Offload Transfer Rate',
      yLabel: `${offloadUnit}/s`,
      lines: [line('GPU→CPU', ts(toCpu, ['rate']), (v) => v / 1e6), line('CPU→GPU', ts(toGpu, ['rate']), (v) => v / 1e6)]
    },
    {
      title: 'KV Offload Cumulative',
      yLabel: isAtom ? 'M tokens' : 'GB',
      lines: [cumulativeLine('GPU→CPU', toCpu), cumulativeLine('CPU→GPU', toGpu)]
    },
    { title: 'Preemptions Over Time', yLabel: 'preemptions/s', lines: [line('rate', perSecond(preemptions))] }
  ];
}

/** A record metric's value (`{value}` or a bare number), like the reference's metric_value. */
const metricValue = (record: PyValue, key: string): number | null => {
  const m = get(get(record, 'metrics'), key);
  return pyToFloat(isPyObject(m) ? m.get('value') : m);
};

/** The per-request panels from the JSONL (streamed): TTFT, latency and 1/ITL against request start. */
function recordPanels(fs: ArtifactFs, jsonl: string): Panel[] {
  const starts: number[] = [];
  const ttft: number[] = [];
  const latency: number[] = [];
  const interactivity: number[] = [];
  forEachLine(fs, jsonl, (text) => {
    if (!text.trim()) return;
    let record: PyValue;
    try {
      record = parsePyJson(text);
    } catch {
      return; // the reference skips lines that are not JSON
    }
    if (!isPyObject(record) || record.get('error')) return;
    const start = pyToFloat(get(get(record, 'metadata'), 'request_start_ns'));
    if (!start) return;
    const itl = metricValue(record, 'inter_token_latency');
    starts.push(start);
    ttft.push(metricValue(record, 'time_to_first_token') ?? 0);
    latency.push(metricValue(record, 'request_latency') ?? 0);
    interactivity.push(itl && itl > 0 ? 1000 / itl : 0);
  });
  const first = starts.reduce((a, b) => Math.min(a, b), Infinity);
  const x = starts.map((s) => (s - first) / 1e9);
  const scatter = (label: string, y: number[]): Line[] => [{ label, x, y, points: true }];
  return [
    { title: 'Time to First Token vs Time', yLabel: 'TTFT (ms)', lines: scatter('TTFT', ttft) },
    { title: 'Request Latency vs Time', yLabel: 'latency (ms)', lines: scatter('latency', latency) },
    { title: 'Decode Speed (1/TPOT) vs Time', yLabel: 'tokens/s', lines: scatter('interactivity', interactivity) }
  ];
}

/**
 * The panels of the reference's `metrics_plots.png` for one run, from its aiperf files (the
 * server series from `server_metrics_export.json`'s timeslices, the per-request ones from the
 * JSONL). Panels without data are kept, empty, so every run's picture has the same shape.
 */
export function aiperfPanels(fs: ArtifactFs, files: AiperfFiles): Panel[] {
  const exported = readJsonFile(fs, files.serverMetrics);
  return [...serverPanels(exported), ...recordPanels(fs, files.jsonl)];
}
