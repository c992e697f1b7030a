import {
  PyFloat,
  type PyJson,
  isPyObject,
  parsePyJson,
  pyFixed,
  pyJsonDumps,
  pyPath,
  pyRepr,
  pyRound,
  pyStrip,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import { integrateGpu, METRIC_KEYS, type ArtifactFs, type Env, type GpuEnergy, type GpuSeries, type PowerWindow } from '../../../job/src/index.js';
import type { PowerReport } from './report.js';
import { resultWindow, windowJson } from './window.js';

export interface MultiNodePowerInput {
  env: Env;
  resultFile: string;
  result: PyObject;
}

const ROLE_KEYS = [
  'prefill_gpu_energy_j',
  'prefill_avg_power_w',
  'prefill_joules_per_input_token',
  'decode_gpu_energy_j',
  'decode_avg_power_w',
  'decode_joules_per_output_token'
];

const f = (x: number): PyFloat => new PyFloat(x);
const pyBool = (v: PyValue | undefined): string => (v === true ? 'True' : v === false ? 'False' : 'None');

/** A failure that ends the check: its reason code and the human sentence for `failures`. */
class PackageProblem extends Error {
  constructor(
    readonly reason: string,
    readonly failure: string
  ) {
    super(failure);
  }
}

function readJson(fs: ArtifactFs, path: string): PyValue | undefined {
  if (!fs.isFile(path)) return undefined;
  try {
    return parsePyJson(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path)));
  } catch {
    return undefined;
  }
}

const list = (v: PyValue | undefined): PyValue[] => (Array.isArray(v) ? v : []);
const obj = (v: PyValue | undefined): PyObject => (isPyObject(v) ? v : new Map());
const str = (v: PyValue | undefined): string | null => (typeof v === 'string' ? v : null);
const num = (v: PyValue | undefined): number | undefined => (typeof v === 'number' ? v : v instanceof PyFloat ? v.value : undefined);

interface Selected {
  file: string;
  window: PyObject;
}

/** Python `==` between two JSON values: numbers by value (`8 == 8.0`, `True == 1`), the rest by canonical text. */
function pyJsonEqual(a: PyValue | undefined, b: PyValue | undefined): boolean {
  const n = (v: PyValue | undefined): number | undefined =>
    typeof v === 'boolean' ? Number(v) : typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : v instanceof PyFloat ? v.value : undefined;
  if (n(a) !== undefined || n(b) !== undefined) return n(a) === n(b);
  return canonical(a ?? null) === canonical(b ?? null);
}

/** The reference's canonical JSON (sorted keys, compact, ASCII), whose sha256 binds a copy to its original. */
const canonical = (value: PyValue): string => pyJsonDumps(value as PyJson, { sortKeys: true, separators: [',', ':'] });

/** A window's `result_path`: relative, inside the results root, named like the window file. */
function resultPathValid(resultPath: PyValue | undefined, windowName: string): resultPath is string {
  if (typeof resultPath !== 'string' || resultPath === '' || resultPath.startsWith('/')) return false;
  let depth = 0;
  for (const part of resultPath.split('/')) {
    if (part === '..') depth--;
    else if (part !== '' && part !== '.') depth++;
    if (depth < 0) return false;
  }
  const stem = (path: string): string => {
    const name =
      path
        .split('/')
        .filter((p) => p !== '' && p !== '.')
        .pop() ?? '';
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(0, dot) : name;
  };
  return depth > 0 && stem(resultPath) === stem(windowName);
}

/**
 * The window of this point, bound by content like the reference's `_select_window_for_result`:
 * the one completed window whose `concurrency` equals the result's `max_concurrency`, whose
 * original result (under the results root) has the same canonical JSON as the processed copy.
 * The copy's file name plays no part (the multi-node loop renames point files).
 */
function selectWindow(fs: ArtifactFs, powerDir: string, resultRoot: string, resultFile: string): Selected {
  const processed = readJson(fs, resultFile);
  if (processed === undefined) throw new PackageProblem('invalid_benchmark_result', `unreadable result: ${pyPath(resultFile)}`);
  if (!isPyObject(processed)) throw new PackageProblem('invalid_benchmark_result', 'processed result is not an object');
  const windows: Selected[] = [];
  for (const name of fs.list(pyPath(powerDir, 'windows')).sort()) {
    if (!name.endsWith('.json')) continue;
    const window = readJson(fs, pyPath(powerDir, 'windows', name));
    if (!isPyObject(window)) continue;
    if (!resultPathValid(window.get('result_path'), name))
      throw new PackageProblem(
        'measurement_window_result_path_invalid',
        `window windows/${name}: result_path ${pyRepr(window.get('result_path') ?? null)} is invalid`
      );
    windows.push({ file: `windows/${name}`, window });
  }
  const concurrency = processed.get('max_concurrency');
  const candidates = windows.filter(({ window }) => window.get('status') === 'completed' && pyJsonEqual(window.get('concurrency'), concurrency ?? null));
  if (candidates.length !== 1)
    throw new PackageProblem('window_for_result_missing', `found ${candidates.length} completed windows for concurrency ${pyRepr(concurrency ?? null)}`);
  const selected = candidates[0]!;
  const resultPath = selected.window.get('result_path') as string;
  const original = readJson(fs, pyPath(resultRoot, resultPath));
  if (original === undefined) throw new PackageProblem('measurement_window_result_missing', `original result unreadable: ${pyPath(resultRoot, resultPath)}`);
  if (canonical(original) !== canonical(processed))
    throw new PackageProblem('result_content_mismatch', `workspace copy ${pyPath(resultFile).split('/').pop()} differs from original ${resultPath}`);
  return selected;
}

/** Whether the package satisfies its own publication rules (recomputed, not trusted). */
function publicationValid(manifest: PyObject): boolean {
  if (manifest.get('status') !== 'complete') return false;
  if (list(manifest.get('artifact_errors')).length || list(manifest.get('reason_codes')).length) return false;
  const observed = new Set(list(manifest.get('observed_devices')).map((d) => `${str(obj(d).get('hostname'))}/${num(obj(d).get('gpu_index'))}`));
  if (list(manifest.get('expected_devices')).some((d) => !observed.has(`${str(obj(d).get('hostname'))}/${num(obj(d).get('gpu_index'))}`))) return false;
  const validations = list(manifest.get('window_validations')).map(obj);
  const covered = (w: PyObject): boolean =>
    validations.some(
      (v) =>
        v.get('benchmark_type') === w.get('benchmark_type') && num(v.get('concurrency')) === num(w.get('concurrency')) && v.get('power_coverage_valid') === true
    );
  return list(manifest.get('expected_windows')).map(obj).every(covered);
}

/** Device key `hostname/uuid` → role, in the manifest's expected order. */
function deviceRoles(manifest: PyObject): Map<string, string> {
  const uuids = new Map<string, string>();
  for (const d of list(manifest.get('observed_devices')).map(obj)) {
    const uuid = str(list(d.get('gpu_uuids'))[0]);
    if (uuid !== null) uuids.set(`${str(d.get('hostname'))}/${num(d.get('gpu_index'))}`, uuid);
  }
  const roles = new Map<string, string>();
  for (const d of list(manifest.get('expected_devices')).map(obj)) {
    const host = str(d.get('hostname'));
    const uuid = uuids.get(`${host}/${num(d.get('gpu_index'))}`);
    if (uuid === undefined) throw new PackageProblem('expected_device_unobserved', `expected device ${host}/${num(d.get('gpu_index'))} has no samples`);
    roles.set(`${host}/${uuid}`, str(obj(list(d.get('assignments'))[0]).get('worker_role')) ?? 'unknown');
  }
  return roles;
}

/** `samples.csv`: power per device key, identical timestamps averaged. */
function readSamples(fs: ArtifactFs, path: string): Map<string, GpuSeries> {
  const sums = new Map<string, Map<number, [number, number]>>();
  let header: string[] | undefined;
  fs.forEachLine(path, (line) => {
    if (pyStrip(line) === '') return;
    const cells = line.split(',').map((c) => pyStrip(c));
    if (!header) {
      header = cells;
      return;
    }
    const at = (name: string): string => cells[header!.indexOf(name)] ?? '';
    const time = Number(at('timestamp_unix'));
    const watts = Number(at('power_w'));
    if (at('timestamp_unix') === '' || at('power_w') === '' || !Number.isFinite(time) || !Number.isFinite(watts)) return;
    const key = `${at('hostname')}/${at('gpu_uuid')}`;
    let perTime = sums.get(key);
    if (!perTime) sums.set(key, (perTime = new Map()));
    const acc = perTime.get(time) ?? [0, 0];
    perTime.set(time, [acc[0] + watts, acc[1] + 1]);
  });
  const series = new Map<string, GpuSeries>();
  for (const [key, perTime] of sums) {
    const times = [...perTime.keys()].sort((a, b) => a - b);
    series.set(key, { times, watts: times.map((t) => perTime.get(t)![0] / perTime.get(t)![1]) });
  }
  return series;
}

function metricsOf(window: PowerWindow, energies: Map<string, GpuEnergy>, roles: Map<string, string>): Map<string, number> {
  let total = 0;
  const byRole = new Map<string, { energy: number; gpus: number }>();
  for (const [key, e] of energies) {
    total += e.energy!;
    const role = roles.get(key)!;
    const r = byRole.get(role) ?? { energy: 0, gpus: 0 };
    byRole.set(role, { energy: r.energy + e.energy!, gpus: r.gpus + 1 });
  }
  const avgTotal = total / window.duration;
  const m = new Map<string, number>([
    ['avg_power_w', avgTotal / energies.size],
    ['avg_total_gpu_power_w', avgTotal],
    ['total_gpu_energy_j', total],
    ['joules_per_successful_query', total / window.completed],
    ['joules_per_input_token', total / window.inputTokens],
    ['joules_per_output_token', total / window.outputTokens],
    ['joules_per_total_token', total / (window.inputTokens + window.outputTokens)]
  ]);
  const prefill = byRole.get('prefill');
  if (prefill) {
    m.set('prefill_gpu_energy_j', prefill.energy);
    m.set('prefill_avg_power_w', prefill.energy / window.duration / prefill.gpus);
    m.set('prefill_joules_per_input_token', prefill.energy / window.inputTokens);
  }
  const decode = byRole.get('decode');
  if (decode) {
    m.set('decode_gpu_energy_j', decode.energy);
    m.set('decode_avg_power_w', decode.energy / window.duration / decode.gpus);
    m.set('decode_joules_per_output_token', decode.energy / window.outputTokens);
  }
  return m;
}

/**
 * Multi-node power (`utils/aggregate_power_multinode.py`): the srt-slurm dcgm-power package
 * (manifest, samples, one window per benchmark point) checked — producer commit and verdict, the
 * window of this point, every expected device observed — then integrated per device and role.
 */
export function multiNodePower(fs: ArtifactFs, input: MultiNodePowerInput): PowerReport {
  const powerDir = input.env.POWER_ARTIFACT_DIR || 'LOGS/power';
  const resultRoot = input.env.POWER_RESULT_ROOT || 'LOGS';
  const expectedSha = input.env.POWER_PRODUCER_SHA || null;
  const window = resultWindow(input.result);
  const reasons: string[] = [];
  const failures: string[] = [];
  let manifest: PyObject | undefined;
  let selected: Selected | undefined;
  let roles = new Map<string, string>();
  let recomputed: boolean | null = null;
  const energies = new Map<string, GpuEnergy>();
  let metrics: Map<string, number> | undefined;
  try {
    if (!fs.isDirectory(powerDir)) throw new PackageProblem('power_artifacts_missing', `power dir missing: ${pyPath(powerDir)}`);
    const loaded = readJson(fs, pyPath(powerDir, 'manifest.json'));
    if (!isPyObject(loaded)) throw new PackageProblem('power_manifest_invalid', `manifest missing or not a JSON object: ${pyPath(powerDir, 'manifest.json')}`);
    manifest = loaded;
    if (!window) throw new PackageProblem('invalid_benchmark_window', `benchmark window missing or invalid in ${input.resultFile}`);
    // Checked after the producer checks below, like a missing window was.
    let selection: PackageProblem | undefined;
    try {
      selected = selectWindow(fs, powerDir, resultRoot, input.resultFile);
    } catch (e) {
      if (!(e instanceof PackageProblem)) throw e;
      selection = e;
    }
    roles = deviceRoles(manifest);
    recomputed = publicationValid(manifest);
    const commit = str(manifest.get('producer_git_commit'));
    if (expectedSha !== null && commit !== expectedSha) {
      reasons.push('producer_commit_mismatch');
      failures.push(`producer_git_commit=${commit ?? 'None'}, expected ${expectedSha}`);
    }
    if (manifest.get('publication_valid') !== recomputed) {
      reasons.push('producer_verdict_mismatch');
      failures.push(`stored publication_valid=${pyBool(manifest.get('publication_valid'))}, recomputed=${pyBool(recomputed)}`);
    } else if (!recomputed) {
      reasons.push('power_package_invalid');
      failures.push('the power package is not publishable');
    }
    if (selection) throw selection;
    if (reasons.length) throw new PackageProblem('', '');
    const samples = readSamples(fs, pyPath(powerDir, 'samples.csv'));
    for (const key of roles.keys()) {
      const series = samples.get(key);
      const e = series ? integrateGpu(series, window.start, window.end) : { samples: 0, maxGap: null, energy: null, issues: ['telemetry_samples_missing'] };
      energies.set(key, e);
      for (const issue of e.issues) {
        if (!reasons.includes(issue)) reasons.push(issue);
        failures.push(`${key}: ${issue}`);
      }
    }
    if (!reasons.length && energies.size) metrics = metricsOf(window, energies, roles);
  } catch (e) {
    if (!(e instanceof PackageProblem)) throw e;
    if (e.reason) {
      reasons.push(e.reason);
      failures.push(e.failure);
    }
  }
  const exporter = obj(manifest?.get('dcgm_exporter'));
  return {
    tool: 'aggregate_power_multinode',
    reasons,
    metrics,
    staleKeys: [...METRIC_KEYS, ...ROLE_KEYS],
    sidecar: (valid, finalReasons) =>
      new Map<string, PyJson>([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', [...finalReasons]],
        ['failures', failures],
        ['telemetry_source', pyPath(powerDir)],
        ['benchmark_result', pyPath(input.resultFile)],
        ['benchmark_window', windowJson(window)],
        [
          'selected_window',
          selected
            ? new Map<string, PyJson>([
                ['window_file', selected.file],
                ['result_path', selected.window.get('result_path') as PyJson],
                ['benchmark_type', (selected.window.get('benchmark_type') ?? null) as PyJson],
                ['concurrency', (selected.window.get('concurrency') ?? null) as PyJson],
                ['start_time_unix', (selected.window.get('benchmark_start_time_unix') ?? null) as PyJson],
                ['end_time_unix', (selected.window.get('benchmark_end_time_unix') ?? null) as PyJson],
                ['duration', (selected.window.get('duration') ?? null) as PyJson]
              ])
            : null
        ],
        ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
        [
          'producer',
          new Map<string, PyJson>([
            ['producer_git_commit', manifest ? str(manifest.get('producer_git_commit')) : null],
            ['expected_producer_git_commit', expectedSha],
            ['exporter_image_sha256', str(exporter.get('container_image_sha256'))],
            [
              'stored_publication_valid',
              manifest && typeof manifest.get('publication_valid') === 'boolean' ? (manifest.get('publication_valid') as boolean) : null
            ],
            ['recomputed_publication_valid', recomputed]
          ])
        ],
        ['expected_gpu_count', manifest ? list(manifest.get('expected_devices')).length : 0],
        ['observed_gpu_count', manifest ? list(manifest.get('observed_devices')).length : 0],
        ['per_gpu_role', new Map(roles)],
        ['per_gpu_max_sample_gap_s', new Map([...energies].map(([k, e]) => [k, e.maxGap === null ? null : f(e.maxGap)]))],
        ['per_gpu_energy_j', new Map([...energies].map(([k, e]) => [k, e.energy === null ? null : f(e.energy)]))],
        ['metrics', valid && metrics ? new Map([...metrics].map(([k, v]) => [k, f(pyRound(v, 6))])) : new Map()]
      ]),
    summary: (aggFile) => {
      const m = metrics!;
      const parts = [`avg_power_w=${pyFixed(m.get('avg_power_w')!, 2)}`, `total_gpu_energy_j=${pyFixed(m.get('total_gpu_energy_j')!, 2)}`];
      for (const key of ['prefill_gpu_energy_j', 'decode_gpu_energy_j']) if (m.has(key)) parts.push(`${key}=${pyFixed(m.get(key)!, 2)}`);
      return `[aggregate_power_multinode] ${parts.join(' ')} (n=${energies.size}) -> ${aggFile}`;
    }
  };
}
