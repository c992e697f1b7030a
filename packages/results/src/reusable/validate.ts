/**
 * `validate-reusable-artifacts`: before a run ingests another run's downloaded artifacts, check that
 * they agree with themselves (the reference's `utils/validate_reusable_sweep_artifacts.py`). Reran
 * evals are first collapsed to their latest result in place; then fixed-sequence, agentic and eval
 * identities are checked for duplicates and for raw/aggregate agreement.
 */
import {
  compareCodePoints,
  isPyObject,
  parsePyJson,
  PyJsonSyntaxError,
  pyJsonDumps,
  pyOpenErrorText,
  pyPath,
  pyStr,
  pyTruthy,
  SweepkitError,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import type { ArtifactFs } from '../../../job/src/index.js';
import { agenticKey, asInt, benchmarkKey, evalKey, hashKey, reprName, reprValue, type Tuple } from './identity.js';

/** The artifact tree: read, and the dedupe step's rewrites and deletions. */
export interface ReuseFs extends ArtifactFs {
  /** Deletes a file, or a folder with everything in it. */
  remove(path: string): void;
}

export interface ReuseValidation {
  /** One line per problem, in the reference's order; empty when the artifacts are consistent. */
  errors: string[];
  /** Distinct identities: fixed-sequence rows, agentic points, raw eval rows. */
  counts: { fixed: number; agentic: number; eval: number };
}

const LIST_CAP = 20;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?/;
const CONC_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const join = (dir: string, name: string): string => `${dir}/${name}`;
const isJsonName = (name: string): boolean => name.endsWith('.json');
const isResultName = (name: string): boolean => name.length >= 12 && name.startsWith('results') && name.endsWith('.json');

function loadJson(fs: ReuseFs, path: string): PyValue {
  let text: string;
  try {
    text = utf8.decode(fs.readBytes(path));
  } catch (error) {
    const reason = error instanceof TypeError ? "'utf-8' codec can't decode the file" : pyOpenErrorText(error, path);
    throw new SweepkitError(`${path}: ${reason}`);
  }
  try {
    return parsePyJson(text);
  } catch (error) {
    if (error instanceof PyJsonSyntaxError) throw new SweepkitError(`${path}: invalid JSON: ${error.message}`);
    throw error;
  }
}

/** pathlib `dir.glob(pattern)` for one path part (hidden names included, case-sensitive). */
const globIn = (fs: ReuseFs, dir: string, match: (name: string) => boolean): string[] =>
  fs
    .list(dir)
    .filter(match)
    .map((name) => join(dir, name));

/** The mapping rows of aggregate or point files (a list, or one object). */
function jsonRows(fs: ReuseFs, paths: readonly string[]): PyObject[] {
  return paths.flatMap((path) => {
    const data = loadJson(fs, path);
    return (Array.isArray(data) ? data : [data]).filter(isPyObject);
  });
}

const isAgentic = (row: PyObject): boolean => row.get('scenario_type') === 'agentic-coding';

/** Python's `Path` ordering: part by part. */
const byParts = (a: string, b: string): number => compareCodePoints(a.replaceAll('/', '\0'), b.replaceAll('/', '\0'));

function agenticPointFiles(fs: ReuseFs, root: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of fs.list(dir)) {
      const path = join(dir, name);
      if (isJsonName(name)) found.add(path);
      if (fs.isDirectory(path)) walk(path);
    }
  };
  for (const dir of globIn(fs, root, (n) => n.startsWith('bmk_agentic_'))) if (fs.isDirectory(dir)) walk(dir);
  return [...found].sort(byParts);
}

function rawEvalDirs(fs: ReuseFs, root: string): string[] {
  return fs
    .list(root)
    .filter((n) => n.startsWith('eval_') && n !== 'eval_results_all' && !n.startsWith('eval_server_logs_') && !n.startsWith('eval_gpu_metrics_'))
    .filter((n) => fs.isDirectory(join(root, n)))
    .sort(compareCodePoints);
}

type RawDir =
  { kind: 'non-object' } | { kind: 'invalid-batched' } | { kind: 'ok'; meta: PyObject; batched: boolean; rows: { key: Tuple; conc: number | bigint | null }[] };

/** What a raw eval dir's meta_env.json contributes: one identity, or one per completed batched conc. */
function readRawDir(fs: ReuseFs, dir: string): RawDir {
  const meta = loadJson(fs, join(dir, 'meta_env.json'));
  if (!isPyObject(meta)) return { kind: 'non-object' };
  if (!Array.isArray(meta.get('eval_concs'))) return { kind: 'ok', meta, batched: false, rows: [{ key: evalKey(meta), conc: null }] };
  const concs = meta.get('completed_eval_concs');
  if (!Array.isArray(concs)) return { kind: 'invalid-batched' };
  const rows = concs.map((conc) => ({ key: evalKey(new Map([...meta, ['conc', conc]])), conc: asInt(conc) }));
  return { kind: 'ok', meta, batched: true, rows };
}

const timestampOf = (name: string): string | undefined => TIMESTAMP.exec(name)?.[0];
const concOf = (name: string): bigint | null => {
  const m = CONC_SUFFIX.exec(name);
  return m ? BigInt(m[1]!) : null;
};
const sameConc = (a: number | bigint | null, b: bigint | null): boolean => a !== null && b !== null && BigInt(a) === b;

/** Per eval identity (hash key), the raw dir holding its latest timestamped result. */
function evalWinners(fs: ReuseFs, root: string): Map<string, string> {
  const best = new Map<string, [string, string]>();
  const later = (a: [string, string], b: [string, string]): boolean =>
    compareCodePoints(a[0], b[0]) > 0 || (a[0] === b[0] && compareCodePoints(a[1], b[1]) > 0);
  for (const name of rawEvalDirs(fs, root)) {
    const dir = join(root, name);
    const raw = readRawDir(fs, dir);
    if (raw.kind !== 'ok') continue;
    for (const file of fs.list(dir).filter(isResultName)) {
      const stamp = timestampOf(file);
      if (stamp === undefined) continue;
      const conc = concOf(file);
      for (const row of raw.rows) {
        // A batched result file competes only for its own conc.
        if (raw.batched && conc !== null && !sameConc(row.conc, conc)) continue;
        const key = hashKey(row.key);
        const seen = best.get(key);
        if (seen === undefined || later([stamp, name], seen)) best.set(key, [stamp, name]);
      }
    }
  }
  return new Map([...best].map(([key, [, name]]) => [key, name]));
}

/** `str(row.get("source") or "")`. */
const sourceOf = (row: PyValue): string => {
  const source = (row as PyObject).get('source');
  return pyTruthy(source) ? pyStr(source) : '';
};

/** Keeps one aggregate row per identity that has a winner: the winner's own row, else the latest by source. */
function dedupeAggregates(fs: ReuseFs, root: string, winners: Map<string, string>): string[] {
  const dir = join(root, 'eval_results_all');
  if (!fs.isDirectory(dir)) return [];
  const messages: string[] = [];
  for (const path of globIn(fs, dir, isJsonName).sort(byParts)) {
    const data = loadJson(fs, path);
    if (!Array.isArray(data)) continue;
    const groups = new Map<string, number[]>();
    const keep = new Set<number>();
    data.forEach((row, i) => {
      if (!isPyObject(row)) keep.add(i);
      else {
        const key = hashKey(evalKey(row));
        groups.set(key, [...(groups.get(key) ?? []), i]);
      }
    });
    for (const [key, indices] of groups) {
      const winner = winners.get(key);
      if (winner === undefined || indices.length === 1) indices.forEach((i) => keep.add(i));
      else {
        const own = indices.find((i) => sourceOf(data[i]!).includes(winner));
        const stamp = (i: number): string => timestampOf(sourceOf(data[i]!)) ?? '';
        keep.add(own ?? indices.reduce((a, b) => (compareCodePoints(stamp(b), stamp(a)) > 0 ? b : a)));
      }
    }
    if (keep.size !== data.length) {
      const kept = data.filter((_, i) => keep.has(i));
      fs.writeAtomic(path, pyJsonDumps(kept, { indent: 2 }));
      messages.push(`${path.slice(dir.length + 1)}: kept ${kept.length} of ${data.length} eval row(s)`);
    }
  }
  return messages;
}

/** Drops what newer dirs supersede from one raw eval dir: the whole legacy dir, or batched concs. */
function pruneRawDir(fs: ReuseFs, root: string, name: string, winners: Map<string, string>): string | undefined {
  const dir = join(root, name);
  const raw = readRawDir(fs, dir);
  if (raw.kind !== 'ok') return undefined;
  const superseded = (key: Tuple): boolean => {
    const winner = winners.get(hashKey(key));
    return winner !== undefined && winner !== name;
  };
  if (!raw.batched) {
    if (!superseded(raw.rows[0]!.key)) return undefined;
    fs.remove(dir);
    return `removed superseded raw eval dir ${reprName(name)}`;
  }
  const losing = [...new Set(raw.rows.filter((r) => r.conc !== null && superseded(r.key)).map((r) => BigInt(r.conc!)))];
  if (losing.length === 0) return undefined;
  const lost = (conc: bigint | null): boolean => conc !== null && losing.includes(conc);
  for (const file of fs.list(dir).filter(isResultName)) if (lost(concOf(file))) fs.remove(join(dir, file));
  const completed = raw.meta.get('completed_eval_concs') as PyValue[];
  const remaining = completed.filter((conc) => !lost(BigInt(asInt(conc))));
  if (remaining.length === 0) {
    fs.remove(dir);
    return `removed superseded batched raw eval dir ${reprName(name)}`;
  }
  raw.meta.set('completed_eval_concs', remaining);
  fs.writeAtomic(join(dir, 'meta_env.json'), pyJsonDumps(raw.meta));
  const dropped = losing.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(',');
  return `pruned superseded conc(s) ${dropped} from batched raw eval dir ${reprName(name)}`;
}

/** Collapses reran eval duplicates in place; returns the change log. */
function dedupeReranEvals(fs: ReuseFs, root: string): string[] {
  const winners = evalWinners(fs, root);
  const messages = dedupeAggregates(fs, root, winners);
  for (const name of rawEvalDirs(fs, root)) {
    const message = pruneRawDir(fs, root, name, winners);
    if (message) messages.push(message);
  }
  return messages;
}

/** Counts identities by Python equality, keeping the first repr of each. */
function tally(keys: readonly Tuple[]): Map<string, { key: Tuple; count: number }> {
  const counts = new Map<string, { key: Tuple; count: number }>();
  for (const key of keys) {
    const hash = hashKey(key);
    const seen = counts.get(hash);
    if (seen) seen.count++;
    else counts.set(hash, { key, count: 1 });
  }
  return counts;
}

const sortedReprs = (keys: Iterable<Tuple>): string[] => [...keys].map(reprValue).sort(compareCodePoints);

function duplicateErrors(label: string, keys: readonly Tuple[]): string[] {
  const duplicates = [...tally(keys).values()].filter((d) => d.count > 1);
  if (duplicates.length === 0) return [];
  const rows = duplicates.reduce((sum, d) => sum + d.count - 1, 0);
  const lines = duplicates.map((d) => ({ repr: reprValue(d.key), count: d.count })).sort((a, b) => compareCodePoints(a.repr, b.repr));
  const errors = [`${label} artifacts contain ${rows} duplicate row(s)`, ...lines.slice(0, LIST_CAP).map((d) => `  duplicate x${d.count}: ${d.repr}`)];
  if (lines.length > LIST_CAP) errors.push(`  ... and ${lines.length - LIST_CAP} more identities`);
  return errors;
}

function listed(header: string, word: string, keys: Tuple[]): string[] {
  if (keys.length === 0) return [];
  const reprs = sortedReprs(keys);
  const lines = [header, ...reprs.slice(0, LIST_CAP).map((r) => `  ${word}: ${r}`)];
  if (reprs.length > LIST_CAP) lines.push(`  ... and ${reprs.length - LIST_CAP} more`);
  return lines;
}

function identitySetErrors(label: string, expected: readonly Tuple[], actual: readonly Tuple[]): string[] {
  const want = tally(expected);
  const got = tally(actual);
  const missing = [...want].filter(([k]) => !got.has(k)).map(([, v]) => v.key);
  const extra = [...got].filter(([k]) => !want.has(k)).map(([, v]) => v.key);
  return [
    ...listed(`${label} artifacts are missing ${missing.length} expected row(s)`, 'missing', missing),
    ...listed(`${label} artifacts contain ${extra.length} unexpected row(s)`, 'unexpected', extra)
  ];
}

function agenticErrors(fs: ReuseFs, root: string, points: string[], pointRows: Tuple[]): string[] {
  const errors = duplicateErrors('agentic point', pointRows);
  const resultsBmk = join(root, 'results_bmk');
  if (fs.isDirectory(resultsBmk)) {
    const aggregateRows = jsonRows(fs, globIn(fs, resultsBmk, isJsonName))
      .filter(isAgentic)
      .map(agenticKey);
    errors.push(...duplicateErrors('agentic aggregate', aggregateRows), ...identitySetErrors('agentic aggregate', pointRows, aggregateRows));
  }
  const pointNames = new Set(
    points.map((p) =>
      p
        .slice(root.length + 1)
        .split('/')[0]!
        .replace(/^bmk_/, '')
    )
  );
  const rawNames = new Set(fs.list(root).filter((n) => n.startsWith('agentic_') && fs.isDirectory(join(root, n))));
  for (const name of [...pointNames].filter((n) => !rawNames.has(n)).sort(compareCodePoints)) errors.push(`missing raw agentic artifact dir: ${name}`);
  for (const name of [...rawNames].filter((n) => !pointNames.has(n)).sort(compareCodePoints)) errors.push(`unexpected raw agentic artifact dir: ${name}`);
  return errors;
}

function rawEvalRows(fs: ReuseFs, root: string): { rows: Tuple[]; errors: string[] } {
  const rows: Tuple[] = [];
  const errors: string[] = [];
  for (const name of rawEvalDirs(fs, root)) {
    const raw = readRawDir(fs, join(root, name));
    if (raw.kind === 'non-object') errors.push(`raw eval artifact ${reprName(name)} has non-object meta_env.json`);
    else if (raw.kind === 'invalid-batched') errors.push(`raw eval artifact ${reprName(name)} has invalid batched concurrency metadata`);
    else rows.push(...raw.rows.map((r) => r.key));
  }
  return { rows, errors };
}

function evalErrors(fs: ReuseFs, root: string, raw: { rows: Tuple[]; errors: string[] }): string[] {
  const errors = [...raw.errors, ...duplicateErrors('raw eval', raw.rows)];
  const dir = join(root, 'eval_results_all');
  const files = globIn(fs, dir, isJsonName);
  if (raw.rows.length === 0 && !fs.isFile(dir) && !fs.isDirectory(dir)) return errors;
  if (files.length === 0) return [...errors, 'missing eval_results_all aggregate artifact'];
  let count = 0;
  const aggregateRows: Tuple[] = [];
  for (const path of files) {
    const data = loadJson(fs, path);
    if (!Array.isArray(data)) continue;
    count += data.length;
    aggregateRows.push(...data.filter(isPyObject).map(evalKey));
  }
  if (count === 0) errors.push('eval_results_all contains no rows');
  return [...errors, ...duplicateErrors('eval aggregate', aggregateRows), ...identitySetErrors('eval aggregate', raw.rows, aggregateRows)];
}

/**
 * Validates the artifacts below `dir` (dedupe first: its change log goes to `log` as it is made, so
 * it is shown even when validation then fails). Throws SweepkitError where the reference crashes.
 */
export function validateReusableArtifacts(fs: ReuseFs, dir: string, log: (line: string) => void): ReuseValidation {
  if (!fs.isDirectory(dir)) throw new SweepkitError(`artifacts directory does not exist: ${pyPath(dir)}`);
  const root = dir.replace(/\/+$/, '') || '/';
  const messages = dedupeReranEvals(fs, root);
  if (messages.length) {
    log('Collapsed reran eval duplicates (kept latest result per identity):');
    for (const message of messages) log(`  ${message}`);
  }
  const fixedRows = jsonRows(fs, globIn(fs, join(root, 'results_bmk'), isJsonName))
    .filter((row) => !isAgentic(row))
    .map(benchmarkKey);
  const points = agenticPointFiles(fs, root);
  const agenticRows = jsonRows(fs, points).filter(isAgentic).map(agenticKey);
  const raw = rawEvalRows(fs, root);
  const errors = [...duplicateErrors('fixed-sequence', fixedRows), ...agenticErrors(fs, root, points, agenticRows), ...evalErrors(fs, root, raw)];
  if (fixedRows.length > 0 && globIn(fs, join(root, 'run-stats'), isJsonName).length === 0) {
    errors.push('missing run-stats artifact for fixed-sequence benchmarks');
  }
  if (fixedRows.length + agenticRows.length + raw.rows.length === 0) errors.push('no reusable benchmark, agentic, or eval result rows found');
  return { errors, counts: { fixed: tally(fixedRows).size, agentic: tally(agenticRows).size, eval: tally(raw.rows).size } };
}
