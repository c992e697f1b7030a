import {
  isPyObject,
  parsePyFloatText,
  parsePyIntText,
  parsePyJson,
  PyFloat,
  pyFixed,
  pyJsonDumps,
  pyPath,
  pyRepr,
  pyRound,
  pyStr,
  type PyJson,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import { METRIC_KEYS, SAMPLE_SLACK_S, type ArtifactFs, type Env } from '../../../job/src/index.js';
import type { PowerReport } from './report.js';
import { benchmarkContract, benchmarkWindowJson, windowEnergy } from './single-node.js';
import { csvRecords } from './telemetry-csv.js';

export interface MultiNodePowerInput {
  env: Env;
  resultFile: string;
  result: PyObject;
}

/** The six role metrics of a multi-node row (after the seven of METRIC_KEYS). */
export const ROLE_METRIC_KEYS = [
  'prefill_gpu_energy_j',
  'prefill_avg_power_w',
  'prefill_joules_per_input_token',
  'decode_gpu_energy_j',
  'decode_avg_power_w',
  'decode_joules_per_output_token'
];
const SAMPLE_HEADER = ['schema_version', 'timestamp_unix', 'scrape_seq', 'hostname', 'gpu_index', 'gpu_uuid', 'power_w'];
const ROLES = ['prefill', 'decode', 'agg'];
const LIFECYCLE = ['exporter_exited', 'collector_exception', 'collector_interrupted', 'collector_join_timeout', 'benchmark_child_reap_timeout'];
const REQUIRED_LIFECYCLE = ['exporter_startup_timeout', 'exporter_launch_failed', 'endpoint_resolution_failed'];
const WIRE: [string, PyValue][] = [
  ['schema_version', 1],
  ['producer', 'srt-slurm.dcgm-power'],
  ['source_metric', 'DCGM_FI_DEV_POWER_USAGE'],
  ['unit', 'W'],
  ['power_scope', 'gpu_device_board_as_reported_by_dcgm'],
  ['timestamp_source', 'head_node_unix_clock']
];
const MAX_GAP_S = SAMPLE_SLACK_S;

const f = (x: number): PyFloat => new PyFloat(x);
const repr = (v: PyValue | undefined): string => pyRepr(v ?? null);

/** A JSON number that is not a boolean. */
const number = (v: PyValue | undefined): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof PyFloat ? v.value : undefined;
const finite = (v: PyValue | undefined): boolean => Number.isFinite(number(v) ?? NaN);
/** A JSON integer (not a boolean, not `1.0`). */
const integer = (v: PyValue | undefined): number | undefined =>
  typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined;

/** Python `==` between JSON values: numbers by value (`True == 1 == 1.0`), containers element-wise. */
export function pyJsonEq(a: PyValue | undefined, b: PyValue | undefined): boolean {
  const n = (v: PyValue | undefined): number | undefined => (typeof v === 'boolean' ? Number(v) : number(v));
  if (n(a) !== undefined || n(b) !== undefined) return n(a) === n(b);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => pyJsonEq(x, b[i]));
  if (isPyObject(a ?? null) || isPyObject(b ?? null)) {
    if (!isPyObject(a ?? null) || !isPyObject(b ?? null)) return false;
    const x = a as PyObject;
    const y = b as PyObject;
    return x.size === y.size && [...x].every(([k, v]) => y.has(k) && pyJsonEq(v, y.get(k)));
  }
  return (a ?? null) === (b ?? null);
}

/** The reference's canonical JSON (sorted keys, compact, ASCII), whose sha256 binds a copy to its original. */
const canonical = (value: PyValue): string => pyJsonDumps(value as PyJson, { sortKeys: true, separators: [',', ':'] });

function readJson(fs: ArtifactFs, path: string): { value: PyValue } | { error: string } {
  try {
    return { value: parsePyJson(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path))) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** A shape error of the manifest (G3b), as Python's repr of the exception. */
class Malformed extends Error {
  constructor(kind: string, message: string) {
    super(`${kind}(${pyRepr(message)})`);
  }
}

const get = (o: PyValue | undefined, key: string): PyValue | undefined => {
  if (!isPyObject(o ?? null))
    throw new Malformed(
      'AttributeError',
      `'${o === null || o === undefined ? 'NoneType' : Array.isArray(o) ? 'list' : typeof o === 'string' ? 'str' : 'int'}' object has no attribute 'get'`
    );
  return (o as PyObject).get(key);
};
const need = (o: PyValue | undefined, key: string): PyValue => {
  const v = get(o, key);
  if (v === undefined) throw new Malformed('KeyError', key);
  return v;
};
/** `expected_devices` / `expected_windows`: missing, null or empty is none; else a list. */
const listOf = (manifest: PyObject, key: string): PyValue[] => {
  const v = manifest.get(key);
  if (v === undefined || v === null || v === false || (Array.isArray(v) && !v.length) || v === '' || v === 0) return [];
  if (!Array.isArray(v)) throw new Malformed('TypeError', `${key} is not a list: ${pyRepr(v)}`);
  return v;
};
const nonNegative = (o: PyValue, key: string, min = 0): number => {
  const v = need(o, key);
  const n = integer(v);
  if (n === undefined || n < min) throw new Malformed('ValueError', `${key} is not an integer >= ${min}: ${pyRepr(v)}`);
  return n;
};
const nonEmptyString = (o: PyValue, key: string): string => {
  const v = need(o, key);
  if (typeof v !== 'string' || v === '') throw new Malformed('ValueError', `${key} is not a non-empty string: ${pyRepr(v)}`);
  return v;
};

interface Assignment {
  role: string;
  hetGroup: number | null;
}
interface ExpectedDevice {
  hostname: string;
  gpuIndex: number;
  assignments: Assignment[];
}
interface ExpectedWindow {
  type: string;
  concurrency: number;
}

/** G3b: the manifest's expected devices and windows, or the shape error. */
function manifestStructure(manifest: PyObject): { devices: ExpectedDevice[]; windows: ExpectedWindow[] } {
  const devices = listOf(manifest, 'expected_devices').map((entry): ExpectedDevice => {
    const raw = need(entry, 'assignments');
    if (!Array.isArray(raw) || !raw.length) throw new Malformed('ValueError', `assignments is not a non-empty list: ${pyRepr(raw)}`);
    const assignments = raw.map((a): Assignment => {
      const role = need(a, 'worker_role');
      if (typeof role !== 'string' || !ROLES.includes(role))
        throw new Malformed('ValueError', `worker_role is not one of ('prefill', 'decode', 'agg'): ${pyRepr(role)}`);
      nonNegative(a, 'worker_index');
      nonNegative(a, 'worker_process');
      const het = get(a, 'het_group') ?? null;
      const group = het === null ? null : integer(het);
      if (group === undefined || (group !== null && group < 0)) throw new Malformed('ValueError', `het_group is not None or an integer >= 0: ${pyRepr(het)}`);
      return { role, hetGroup: group };
    });
    return { hostname: nonEmptyString(entry, 'hostname'), gpuIndex: nonNegative(entry, 'gpu_index'), assignments };
  });
  const windows = listOf(manifest, 'expected_windows').map((w): ExpectedWindow => ({
    type: nonEmptyString(w, 'benchmark_type'),
    concurrency: nonNegative(w, 'concurrency', 1)
  }));
  return { devices, windows };
}

interface SampleRow {
  time: number;
  seq: number;
  hostname: string;
  gpuIndex: number;
  uuid: string;
  watts: number;
}
interface Device {
  hostname: string;
  gpuIndex: number;
  uuids: string[];
  rows: SampleRow[];
}
const deviceKey = (hostname: string, gpuIndex: number): string => `${hostname}\u0000${gpuIndex}`;
const byHostThenIndex = (a: { hostname: string; gpuIndex: number }, b: { hostname: string; gpuIndex: number }): number =>
  a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex;

/** G3c: `samples.csv` read strictly, its reasons, the rows kept and the devices they show. */
function readSamples(fs: ArtifactFs, path: string): { reasons: string[]; valid: number; rows: SampleRow[]; devices: Device[] } {
  const reasons: string[] = [];
  const add = (r: string): void => {
    if (!reasons.includes(r)) reasons.push(r);
  };
  if (!fs.isFile(path)) return { reasons: ['samples_csv_missing'], valid: 0, rows: [], devices: [] };
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path));
  } catch {
    // The rows before the first undecodable line are kept.
    const bytes = fs.readBytes(path);
    let end = 0;
    for (let i = 0; i <= bytes.length; i++)
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, i + 1));
          end = i + 1;
        } catch {
          break;
        }
      }
    text = new TextDecoder().decode(bytes.subarray(0, end));
    add('samples_csv_malformed');
  }
  const [header, ...records] = csvRecords(text);
  if (!header || header.length !== SAMPLE_HEADER.length || header.some((h, i) => h !== SAMPLE_HEADER[i]))
    return { reasons: [...reasons.filter((r) => r !== 'samples_csv_malformed'), 'samples_csv_header_mismatch'], valid: 0, rows: [], devices: [] };
  const parsed: SampleRow[] = [];
  for (const r of records) {
    if (!r.length) continue;
    const int = (s: string | undefined): number | undefined => {
      const n = parsePyIntText(s ?? '');
      return n === null ? undefined : Number(n);
    };
    const float = (s: string | undefined): number | undefined => {
      const n = parsePyFloatText(s ?? '');
      return n !== null && Number.isFinite(n) ? n : undefined;
    };
    const [schema, time, seq, hostname, gpuIndex, uuid, watts] = [int(r[0]), float(r[1]), int(r[2]), r[3], int(r[4]), r[5], float(r[6])];
    if (
      r.length !== 7 ||
      schema !== 1 ||
      time === undefined ||
      watts === undefined ||
      watts < 0 ||
      seq === undefined ||
      seq < 0 ||
      gpuIndex === undefined ||
      gpuIndex < 0 ||
      !hostname ||
      !uuid
    ) {
      add('samples_csv_malformed');
      continue;
    }
    parsed.push({ time, seq, hostname, gpuIndex, uuid, watts });
  }
  const seen = new Set<string>();
  const rows = parsed.filter((row) => {
    const key = `${row.seq}\u0000${deviceKey(row.hostname, row.gpuIndex)}`;
    if (seen.has(key)) {
      add('duplicate_sample_row');
      return false;
    }
    seen.add(key);
    return true;
  });
  const byDevice = new Map<string, Device>();
  for (const row of rows) {
    const key = deviceKey(row.hostname, row.gpuIndex);
    if (!byDevice.has(key)) byDevice.set(key, { hostname: row.hostname, gpuIndex: row.gpuIndex, uuids: [], rows: [] });
    byDevice.get(key)!.rows.push(row);
  }
  for (const device of byDevice.values()) {
    const inScrapeOrder = [...device.rows].sort((a, b) => a.seq - b.seq);
    for (let i = 1; i < inScrapeOrder.length; i++) if (inScrapeOrder[i]!.time <= inScrapeOrder[i - 1]!.time) add('timestamp_non_monotonic');
    for (const row of inScrapeOrder) if (!device.uuids.includes(row.uuid)) device.uuids.push(row.uuid);
  }
  return { reasons, valid: parsed.length, rows, devices: [...byDevice.values()].sort(byHostThenIndex) };
}

interface ParsedWindow {
  file: string;
  name: string;
  window: PyObject;
}
interface Audit {
  rows: PyJson[];
  artifactErrors: { path: string; reasons: string[] }[];
  texts: string[];
  parsed: ParsedWindow[];
}

/** A window's `result_path`: relative, inside the results root, named like the window file. */
function resultPathValid(resultPath: PyValue | undefined, windowName: string): resultPath is string {
  if (typeof resultPath !== 'string' || resultPath === '' || resultPath.startsWith('/') || resultPath.startsWith('~')) return false;
  if (resultPath.split('/').includes('..')) return false;
  const stem = (path: string): string => {
    const name =
      path
        .split('/')
        .filter((p) => p !== '' && p !== '.')
        .pop() ?? '';
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(0, dot) : name;
  };
  return stem(resultPath) === stem(windowName);
}

const nonEmpty = (v: PyValue | undefined): boolean => typeof v === 'string' && v !== '';
const isNull = (v: PyValue | undefined): boolean => v === undefined || v === null;

/** Why a window file is not a usable window (G3e), or undefined. */
function windowError(fs: ArtifactFs, path: string, name: string): { reason: string } | { window: PyObject } {
  if (!fs.isFile(path)) return { reason: 'measurement_window_artifact_path_invalid' };
  const read = readJson(fs, path);
  const w = 'value' in read && isPyObject(read.value) ? read.value : undefined;
  if (
    !w ||
    !pyJsonEq(w.get('schema_version'), 1) ||
    w.get('clock_source') !== 'head_node_unix_clock' ||
    !['running', 'completed', 'failed', 'interrupted'].includes(w.get('status') as string) ||
    typeof w.get('benchmark_type') !== 'string' ||
    integer(w.get('concurrency')) === undefined ||
    !finite(w.get('benchmark_start_time_unix'))
  )
    return { reason: 'measurement_window_malformed' };
  if (!resultPathValid(w.get('result_path'), name)) return { reason: 'measurement_window_result_path_invalid' };
  const status = w.get('status');
  const [end, duration, reason] = [w.get('benchmark_end_time_unix'), w.get('duration'), w.get('reason')];
  const ok =
    status === 'running'
      ? isNull(end) && isNull(duration) && isNull(reason)
      : status === 'interrupted'
        ? isNull(end) && isNull(duration) && nonEmpty(reason)
        : finite(end) && finite(duration) && number(duration)! > 0 && (status === 'completed' ? isNull(reason) : nonEmpty(reason));
  return ok ? { window: w } : { reason: 'measurement_window_malformed' };
}

/** The bracketing run of sorted times around [start, end], or undefined when a side is not reached. */
function bracket(times: readonly number[], start: number, end: number): number[] | undefined {
  let first = -1;
  while (first + 1 < times.length && times[first + 1]! <= start) first++;
  const last = times.findIndex((t) => t >= end);
  return first < 0 || last < 0 ? undefined : times.slice(first, last + 1);
}
const maxGap = (run: readonly number[]): number => run.slice(1).reduce((m, t, i) => Math.max(m, t - run[i]!), 0);

/** G3e: the window files, one audit row per expected window, the artifact errors and their texts. */
function auditWindows(fs: ArtifactFs, powerDir: string, resultRoot: string, expected: ExpectedWindow[], devices: ExpectedDevice[], observed: Device[]): Audit {
  const artifactErrors: { path: string; reasons: string[] }[] = [];
  const error = (path: string, reason: string): void => {
    const entry = artifactErrors.find((e) => e.path === path);
    if (entry) {
      if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    } else artifactErrors.push({ path, reasons: [reason] });
  };
  const parsed: ParsedWindow[] = [];
  const byKey = new Map<string, ParsedWindow>();
  const dropped = new Set<string>();
  const windowKey = (type: PyValue | undefined, concurrency: PyValue | undefined): string => `${String(type)}\u0000${String(integer(concurrency))}`;
  const windowsDir = pyPath(powerDir, 'windows');
  for (const name of fs.list(windowsDir).sort()) {
    const file = `windows/${name}`;
    const outcome = windowError(fs, pyPath(windowsDir, name), name);
    if ('reason' in outcome) {
      error(file, outcome.reason);
      continue;
    }
    const w = { file, name, window: outcome.window };
    parsed.push(w);
    const key = windowKey(w.window.get('benchmark_type'), w.window.get('concurrency'));
    const earlier = byKey.get(key);
    if (earlier || dropped.has(key)) {
      if (earlier) error(earlier.file, 'measurement_window_duplicate');
      error(file, 'measurement_window_duplicate');
      byKey.delete(key);
      dropped.add(key);
      continue;
    }
    byKey.set(key, w);
  }
  const expectedKeys = new Set(expected.map((w) => windowKey(w.type, w.concurrency)));
  for (const key of [...byKey.keys()].sort()) if (!expectedKeys.has(key)) error(byKey.get(key)!.file, 'measurement_window_unexpected');
  const rows: PyJson[] = [];
  const texts: string[] = expected.length ? [] : ['no expected measurement window'];
  const observedByKey = new Map(observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
  for (const want of expected) {
    const key = windowKey(want.type, want.concurrency);
    const found = byKey.get(key);
    const reasons: string[] = [];
    const gaps = new Map<string, PyJson>();
    if (!found) reasons.push(dropped.has(key) ? 'measurement_window_duplicate' : 'measurement_window_missing');
    else if (found.window.get('status') !== 'completed') reasons.push('measurement_window_incomplete');
    else {
      const w = found.window;
      const read = readJson(fs, pyPath(resultRoot, w.get('result_path') as string));
      const result = 'value' in read ? read.value : undefined;
      const start = number(w.get('benchmark_start_time_unix'))!;
      const end = number(w.get('benchmark_end_time_unix'))!;
      const duration = number(w.get('duration'))!;
      if (!('value' in read)) reasons.push('measurement_window_result_missing');
      else if (
        !isPyObject(result ?? null) ||
        !['benchmark_start_time_unix', 'benchmark_end_time_unix', 'duration'].every((k) => pyJsonEq((result as PyObject).get(k) ?? null, w.get(k) ?? null))
      )
        reasons.push('measurement_window_result_mismatch');
      else if (!(Math.abs(end - start - duration) <= Math.max(0.5, 0.01 * duration))) reasons.push('measurement_window_clock_mismatch');
      if (!reasons.length) {
        for (const d of [...devices].sort(byHostThenIndex)) {
          const seen = observedByKey.get(deviceKey(d.hostname, d.gpuIndex));
          const run =
            seen &&
            bracket(
              seen.rows.map((r) => r.time).sort((a, b) => a - b),
              start,
              end
            );
          if (!seen || !run) {
            if (!reasons.includes('measurement_window_not_bracketed')) reasons.push('measurement_window_not_bracketed');
            continue;
          }
          if (seen.uuids.length !== 1) {
            if (!reasons.includes('gpu_uuid_changed')) reasons.push('gpu_uuid_changed');
            continue;
          }
          const gap = maxGap(run);
          gaps.set(`${d.hostname}/${seen.uuids[0]}`, f(gap));
          if (gap > MAX_GAP_S && !reasons.includes('sample_gap_exceeded')) reasons.push('sample_gap_exceeded');
        }
        if (reasons.length) gaps.clear();
      }
    }
    for (const r of reasons) texts.push(`${r} (window ${want.type}/${want.concurrency})`);
    rows.push(
      new Map<string, PyJson>([
        ['benchmark_type', want.type],
        ['concurrency', want.concurrency],
        ['window_file', found ? found.file : null],
        ['power_coverage_valid', !reasons.length],
        ['reason_codes', reasons],
        ['per_device_max_sample_gap_seconds', gaps]
      ])
    );
  }
  for (const e of artifactErrors) for (const r of e.reasons) texts.push(`${r} (${e.path})`);
  return { rows, artifactErrors, texts, parsed };
}

interface Selected {
  file: string;
  window: PyObject;
}

/** §1: the window of this point, bound by content (the copy's file name plays no part). */
function selectWindow(fs: ArtifactFs, resultRoot: string, resultFile: string, parsed: ParsedWindow[]): Selected | { reason: string; text: string } {
  const read = readJson(fs, resultFile);
  if (!('value' in read)) return { reason: 'invalid_benchmark_result', text: `unreadable result: ${pyPath(resultFile)}` };
  const processed = read.value;
  if (!isPyObject(processed)) return { reason: 'invalid_benchmark_result', text: 'processed result is not an object' };
  const concurrency = processed.get('max_concurrency') ?? null;
  const candidates = parsed.filter(({ window }) => window.get('status') === 'completed' && pyJsonEq(window.get('concurrency'), concurrency));
  if (candidates.length !== 1)
    return { reason: 'window_for_result_missing', text: `found ${candidates.length} completed windows for concurrency ${pyRepr(concurrency)}` };
  const selected = candidates[0]!;
  const resultPath = selected.window.get('result_path') as string;
  const original = readJson(fs, pyPath(resultRoot, resultPath));
  if (!('value' in original)) return { reason: 'measurement_window_result_missing', text: `original result unreadable: ${pyPath(resultRoot, resultPath)}` };
  if (canonical(original.value) !== canonical(processed))
    return { reason: 'result_content_mismatch', text: `workspace copy ${pyPath(resultFile).split('/').pop()} differs from original ${resultPath}` };
  return { file: selected.file, window: selected.window };
}

/**
 * Multi-node power (`utils/aggregate_power_multinode.py`, power-binding.md §3): the srt-slurm
 * dcgm-power package checked gate by gate (G1 package, G2 producer pin, G3 recomputation of the
 * publication verdict, G4 verdict, G5 topology against PREFILL_GPUS/DECODE_GPUS, G6 counts and
 * roles, G7 the window of this point, G8 integration per device and role, G9 the benchmark
 * contract), each reason once with its `failures` text, in the reference's order.
 */
export function multiNodePower(fs: ArtifactFs, input: MultiNodePowerInput): PowerReport {
  const { env } = input;
  const powerDir = pyPath(env.POWER_ARTIFACT_DIR ?? 'LOGS/power');
  const resultRoot = pyPath(env.POWER_RESULT_ROOT ?? 'LOGS');
  const expectedSha = env.POWER_PRODUCER_SHA || null;
  const prefillGpus = Number(env.PREFILL_GPUS ?? 0) || 0;
  const decodeGpus = Number(env.DECODE_GPUS ?? 0) || 0;
  const contract = benchmarkContract(input.result);
  const window = contract.window;
  const effective = window !== undefined && !contract.reasons.length;
  const reasons: string[] = [];
  const failures: string[] = [];
  const fail = (reason: string | undefined, text?: string): void => {
    if (reason !== undefined && !reasons.includes(reason)) reasons.push(reason);
    if (text !== undefined) failures.push(text);
  };
  let manifest: PyObject | undefined;
  let recomputed: boolean | null = null;
  let expectedCount = 0;
  let observedCount = 0;
  const perGpuRole = new Map<string, PyJson>();
  let selected: Selected | undefined;
  const gaps = new Map<string, PyJson>();
  const energies = new Map<string, PyJson>();
  let metrics: Map<string, number> | undefined;

  gates: {
    // G1 package.
    if (!fs.isDirectory(powerDir)) {
      fail('power_artifacts_missing', `power dir missing: ${powerDir}`);
      break gates;
    }
    const manifestPath = pyPath(powerDir, 'manifest.json');
    if (!fs.isFile(manifestPath)) {
      fail('manifest_missing', `manifest missing: ${manifestPath}`);
      break gates;
    }
    const read = readJson(fs, manifestPath);
    if (!('value' in read)) {
      fail('manifest_malformed', `manifest unreadable: ${read.error}`);
      break gates;
    }
    if (!isPyObject(read.value)) {
      fail('manifest_malformed', 'manifest is not an object');
      break gates;
    }
    const m = read.value;
    manifest = m;
    // G2 producer pin.
    if (expectedSha === null) fail('producer_pin_missing', 'no expected producer SHA configured');
    else if (m.get('producer_git_commit') !== expectedSha)
      fail('producer_commit_mismatch', `producer_git_commit ${repr(m.get('producer_git_commit'))} != expected ${pyRepr(expectedSha)}`);
    // G3a wire contract.
    const texts: string[] = [];
    for (const [key, want] of WIRE) if (!pyJsonEq(m.get(key) ?? null, want)) texts.push(`${key} is ${repr(m.get(key))}, expected ${pyRepr(want)}`);
    if (!pyJsonEq(m.get('status') ?? null, 'complete')) texts.push(`status is ${repr(m.get('status'))}, expected 'complete'`);
    if (!finite(m.get('started_at_unix'))) texts.push('started_at_unix is not a finite number');
    if (!finite(m.get('stopped_at_unix'))) texts.push('stopped_at_unix is not finite in a terminal manifest');
    for (const key of ['sample_interval_seconds', 'request_timeout_seconds'])
      if (!(finite(m.get(key)) && number(m.get(key))! > 0)) texts.push(`${key} is not finite and positive`);
    for (const key of ['scrape_count', 'sample_row_count']) if (!((integer(m.get(key)) ?? -1) >= 0)) texts.push(`${key} is not a non-negative integer`);
    const required = m.get('required');
    if (typeof required !== 'boolean') texts.push(`required is ${repr(required)}, expected a boolean`);
    const codes = m.get('reason_codes');
    if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string')) texts.push('reason_codes is not a list of strings');
    else {
      const lifecycle = [...LIFECYCLE, ...(required === true ? REQUIRED_LIFECYCLE : [])];
      const found = [...new Set(codes as string[])].filter((c) => lifecycle.includes(c)).sort();
      if (found.length) texts.push(`complete manifest carries lifecycle-failure reasons: ${found.join(', ')}`);
    }
    const exporter = m.get('dcgm_exporter');
    if (!isPyObject(exporter ?? null)) texts.push('dcgm_exporter is not an object');
    else if (!nonEmpty((exporter as PyObject).get('container_image_resolved'))) texts.push('dcgm_exporter.container_image_resolved is empty');
    // G3b manifest structure.
    let structure: ReturnType<typeof manifestStructure>;
    try {
      structure = manifestStructure(m);
    } catch (e) {
      if (!(e instanceof Malformed)) throw e;
      recomputed = false;
      fail('manifest_malformed', `manifest malformed: ${e.message}`);
      break gates;
    }
    const { devices, windows } = structure;
    // G3c samples.csv.
    const samples = readSamples(fs, pyPath(powerDir, 'samples.csv'));
    for (const r of samples.reasons) texts.push(`${r} in samples.csv`);
    // G3d devices.
    const expectedKeys = new Set(devices.map((d) => deviceKey(d.hostname, d.gpuIndex)));
    const observedKeys = new Set(samples.devices.map((d) => deviceKey(d.hostname, d.gpuIndex)));
    const deviceReasons: string[] = [];
    if (!devices.length || [...expectedKeys].some((k) => !observedKeys.has(k))) deviceReasons.push('expected_device_missing');
    if ([...observedKeys].some((k) => !expectedKeys.has(k))) deviceReasons.push('unexpected_device');
    const uuidOwners = samples.devices.flatMap((d) => d.uuids);
    if (samples.devices.some((d) => d.uuids.length !== 1) || new Set(uuidOwners).size !== uuidOwners.length) deviceReasons.push('gpu_uuid_changed');
    const conflictingRoles = devices.some((d) => new Set(d.assignments.map((a) => a.role)).size > 1);
    if (conflictingRoles) deviceReasons.push('conflicting_worker_roles');
    const hostGroups = new Map<string, Set<number | null>>();
    for (const d of devices) for (const a of d.assignments) hostGroups.set(d.hostname, (hostGroups.get(d.hostname) ?? new Set()).add(a.hetGroup));
    const conflictingHet = devices.some((d) => new Set(d.assignments.map((a) => a.hetGroup)).size > 1) || [...hostGroups.values()].some((g) => g.size > 1);
    if (conflictingHet) deviceReasons.push('conflicting_het_groups');
    for (const r of deviceReasons) texts.push(`${r} (device identity/topology)`);
    const roleOf = (d: ExpectedDevice): string | undefined => (conflictingRoles ? undefined : d.assignments[0]!.role);
    // G3e windows.
    const audit = auditWindows(fs, powerDir, resultRoot, windows, devices, samples.devices);
    texts.push(...audit.texts);
    // G3f stored evidence.
    const rowCount = m.get('sample_row_count');
    if (!pyJsonEq(rowCount ?? null, samples.valid)) texts.push(`sample_row_count is ${repr(rowCount)}, disk has ${samples.valid} rows`);
    if (samples.rows.length) {
      const needed = Math.max(...samples.rows.map((r) => r.seq)) + 1;
      const scrapes = m.get('scrape_count');
      if (!((number(scrapes) ?? -Infinity) >= needed)) texts.push(`scrape_count is ${repr(scrapes)}, disk needs at least ${needed}`);
    }
    const storedObserved = m.get('observed_devices');
    if (!Array.isArray(storedObserved) || !storedObserved.length) texts.push('observed_devices is empty');
    const derived = samples.devices.map(
      (d) =>
        new Map<string, PyValue>([
          ['hostname', d.hostname],
          ['gpu_index', d.gpuIndex],
          ['gpu_uuids', d.uuids],
          ['first_sample_time_unix', f(Math.min(...d.rows.map((r) => r.time)))],
          ['last_sample_time_unix', f(Math.max(...d.rows.map((r) => r.time)))]
        ])
    );
    if (!pyJsonEq(storedObserved ?? null, derived)) texts.push('observed_devices does not match the devices derived from samples.csv');
    if (!pyJsonEq(m.get('window_validations') ?? null, audit.rows as PyValue[])) texts.push('window_validations does not match the recomputed window audit');
    const errors = audit.artifactErrors.map(
      (e) =>
        new Map<string, PyValue>([
          ['path', e.path],
          ['reason_codes', e.reasons]
        ])
    );
    if (!pyJsonEq(m.get('artifact_errors') ?? null, errors)) texts.push('artifact_errors does not match the recomputed artifact scan');
    if (expectedKeys.size !== devices.length) texts.push('expected_devices contains duplicate keys');
    if (new Set(windows.map((w) => `${w.type}\u0000${w.concurrency}`)).size !== windows.length) texts.push('expected_windows contains duplicate keys');
    recomputed = !texts.length;
    for (const text of texts) fail(undefined, text);
    if (texts.length) fail('package_recompute_invalid');
    // G4 verdict.
    const stored = typeof m.get('publication_valid') === 'boolean' ? (m.get('publication_valid') as boolean) : null;
    if (stored !== recomputed) fail('producer_verdict_mismatch', `stored publication_valid=${pyStr(stored)}, recomputed=${pyStr(recomputed)}`);
    else if (!recomputed) fail('package_recompute_invalid', 'stored and recomputed both invalid');
    // G5 topology against the workflow.
    const expectedRoles = new Map<string, number>([
      ...(decodeGpus > 0 ? [['decode', decodeGpus] as const] : []),
      ...(prefillGpus > 0 ? [['prefill', prefillGpus] as const] : [])
    ]);
    if (!expectedRoles.size) fail('topology_env_mismatch', 'PREFILL_GPUS/DECODE_GPUS are both zero');
    else if (!conflictingRoles) {
      const topology = (text: string): void => fail('topology_env_mismatch', text);
      const found = [...new Set(devices.map((d) => roleOf(d)!))].sort();
      if (pyRepr([...expectedRoles.keys()].sort()) !== pyRepr(found))
        topology(`expected roles ${pyRepr([...expectedRoles.keys()].sort())}, found ${pyRepr(found)}`);
      for (const [role, want] of expectedRoles) {
        const count = devices.filter((d) => roleOf(d) === role).length;
        if (count !== want) topology(`expected ${want} ${role} GPUs, found ${count}`);
      }
      if (conflictingHet) topology('conflicting_het_groups (topology)');
      else {
        const groups = new Map<string, (number | null)[]>();
        for (const d of devices) for (const a of d.assignments) groups.set(a.role, [...new Set([...(groups.get(a.role) ?? []), a.hetGroup])]);
        const roles = [...groups.keys()].sort();
        for (const role of roles) {
          const g = groups.get(role)!;
          if (g.length !== 1)
            topology(
              `role ${role} spans het groups ${pyRepr([...g].sort((a, b) => (pyStr(a) < pyStr(b) ? -1 : pyStr(a) > pyStr(b) ? 1 : 0)))}, expected exactly one`
            );
        }
        const all = [...groups.values()].flat();
        if (!all.every((g) => g === null))
          for (const role of roles)
            if (groups.get(role)!.includes(null)) topology(`role ${role} has het group None while other devices report real het groups`);
        const real = roles
          .map((r) => groups.get(r)!)
          .filter((g) => g.length === 1 && g[0] !== null)
          .map((g) => g[0]);
        if (new Set(real).size !== real.length) topology('roles share a het group');
      }
    }
    // G6 counts and roles.
    expectedCount = devices.length;
    observedCount = samples.devices.length;
    const observedByKey = new Map(samples.devices.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
    const gpuKey = (d: ExpectedDevice): string => {
      const seen = observedByKey.get(deviceKey(d.hostname, d.gpuIndex));
      return seen && seen.uuids.length === 1 ? `${d.hostname}/${seen.uuids[0]}` : `${d.hostname}/${d.gpuIndex}`;
    };
    if (!conflictingRoles) for (const d of [...devices].sort(byHostThenIndex)) perGpuRole.set(gpuKey(d), roleOf(d)!);
    // G7 the window of this point.
    const selection = selectWindow(fs, resultRoot, input.resultFile, audit.parsed);
    if ('reason' in selection) fail(selection.reason, selection.text);
    else {
      selected = selection;
      if (
        effective &&
        (number(selection.window.get('benchmark_start_time_unix')) !== window.start || number(selection.window.get('benchmark_end_time_unix')) !== window.end)
      )
        fail('measurement_window_result_mismatch', 'benchmark window fields do not match the selected window file');
    }
    // G8 integration.
    if (reasons.length || !selected || !effective) break gates;
    const duration = window.end - window.start;
    let total = 0.0;
    const byRole = new Map<string, number>();
    for (const d of devices) {
      const rows = (observedByKey.get(deviceKey(d.hostname, d.gpuIndex))?.rows ?? [])
        .map((r) => [r.time, r.watts] as [number, number])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const e = windowEnergy(
        rows.map((r) => r[0]),
        rows.map((r) => r[1]),
        window.start,
        window.end
      );
      const key = gpuKey(d);
      gaps.set(key, e ? f(e.maxGap) : null);
      energies.set(key, e && Number.isFinite(e.energy) ? f(e.energy) : null);
      const energy = e ? e.energy : NaN;
      total += energy;
      byRole.set(roleOf(d)!, (byRole.get(roleOf(d)!) ?? 0.0) + energy);
    }
    const avgTotal = total / duration;
    const values = new Map<string, number>([
      ['avg_power_w', avgTotal / devices.length],
      ['avg_total_gpu_power_w', avgTotal],
      ['total_gpu_energy_j', total],
      ['joules_per_successful_query', total / window.completed],
      ['joules_per_input_token', total / window.inputTokens],
      ['joules_per_output_token', total / window.outputTokens],
      ['joules_per_total_token', total / (window.inputTokens + window.outputTokens)]
    ]);
    if (prefillGpus > 0) {
      const e = byRole.get('prefill') ?? 0.0;
      values
        .set('prefill_gpu_energy_j', e)
        .set('prefill_avg_power_w', e / duration / prefillGpus)
        .set('prefill_joules_per_input_token', e / window.inputTokens);
    }
    if (decodeGpus > 0) {
      const e = byRole.get('decode') ?? 0.0;
      values
        .set('decode_gpu_energy_j', e)
        .set('decode_avg_power_w', e / duration / decodeGpus)
        .set('decode_joules_per_output_token', e / window.outputTokens);
    }
    const nonFinite = [...values].filter(([, v]) => !Number.isFinite(v)).map(([k]) => k);
    if (nonFinite.length) fail('non_finite_power_metric', `non-finite: ${nonFinite.sort().join(', ')}`);
    else metrics = values;
  }
  // G9 the benchmark contract, without texts.
  for (const r of contract.reasons) fail(r);
  if (reasons.length) metrics = undefined;
  const exporter = manifest?.get('dcgm_exporter');
  const exporterSha = isPyObject(exporter ?? null) ? (exporter as PyObject).get('container_image_sha256') : undefined;
  const stringOrNull = (v: PyValue | undefined): PyJson => (typeof v === 'string' ? v : null);
  return {
    tool: 'aggregate_power_multinode',
    reasons,
    metrics,
    staleKeys: [...METRIC_KEYS, ...ROLE_METRIC_KEYS],
    sidecar: (valid, finalReasons) =>
      new Map<string, PyJson>([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', [...finalReasons]],
        ['failures', failures],
        ['telemetry_source', powerDir],
        ['benchmark_result', input.resultFile],
        ['benchmark_window', benchmarkWindowJson(window)],
        [
          'selected_window',
          selected
            ? new Map<string, PyJson>([
                ['window_file', selected.file],
                ['result_path', selected.window.get('result_path') as PyJson],
                ['benchmark_type', (selected.window.get('benchmark_type') ?? null) as PyJson],
                ['concurrency', (selected.window.get('concurrency') ?? null) as PyJson],
                ['start_time_unix', f(number(selected.window.get('benchmark_start_time_unix'))!)],
                ['end_time_unix', f(number(selected.window.get('benchmark_end_time_unix'))!)],
                ['duration', f(number(selected.window.get('duration'))!)]
              ])
            : null
        ],
        ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
        [
          'producer',
          new Map<string, PyJson>([
            ['producer_git_commit', stringOrNull(manifest?.get('producer_git_commit'))],
            ['expected_producer_git_commit', expectedSha],
            ['exporter_image_sha256', stringOrNull(exporterSha)],
            ['stored_publication_valid', typeof manifest?.get('publication_valid') === 'boolean' ? (manifest.get('publication_valid') as boolean) : null],
            ['recomputed_publication_valid', recomputed]
          ])
        ],
        ['expected_gpu_count', expectedCount],
        ['observed_gpu_count', observedCount],
        ['per_gpu_role', perGpuRole],
        ['per_gpu_max_sample_gap_s', gaps],
        ['per_gpu_energy_j', energies],
        ['metrics', valid && metrics ? new Map([...metrics].map(([k, v]) => [k, f(pyRound(v, 6))])) : new Map()]
      ]),
    summary: (aggFile) => {
      const m = metrics!;
      const fixed = (key: string): string => pyFixed(m.get(key) ?? 0, 2);
      return `[aggregate_power_multinode] avg_power_w=${fixed('avg_power_w')} total_gpu_energy_j=${fixed('total_gpu_energy_j')} prefill_gpu_energy_j=${fixed('prefill_gpu_energy_j')} decode_gpu_energy_j=${fixed('decode_gpu_energy_j')} (n=${expectedCount}) -> ${aggFile}`;
    }
  };
}
