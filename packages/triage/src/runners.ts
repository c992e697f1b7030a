import { isPyObject, type PyValue } from '../../common/src/index.js';
import { jobDisplayName, type MatrixRow } from '../../naming/src/index.js';

/** A self-hosted runner as the runners API lists it. */
export interface Runner {
  name: string;
  os: string;
  status: string;
  busy: boolean;
  labels: readonly string[];
  /** The labels a person gave it (not `self-hosted`, OS or architecture). */
  customLabels: readonly string[];
}

export interface UnavailableLabel {
  label: string;
  /** Runners that carry the label (all offline), by name. */
  offlineRunners: string[];
  /** Display names of the planned rows that would queue on it. */
  rows: string[];
}

export interface Availability {
  /** Labels the rows need that no online runner carries, sorted. */
  unavailable: UnavailableLabel[];
  /** The rows whose label has an online runner. */
  runnable: MatrixRow[];
  /** The rows whose label has none. */
  stranded: MatrixRow[];
}

const lower = (s: string): string => s.toLowerCase();

/** A row queues on the runners carrying its `runner` label (GitHub compares labels without case). */
export function checkAvailability(rows: readonly MatrixRow[], runners: readonly Runner[]): Availability {
  const online = new Set(runners.filter((r) => r.status === 'online').flatMap((r) => r.labels.map(lower)));
  const stranded = rows.filter((row) => !online.has(lower(String(row.runner))));
  const labels = [...new Set(stranded.map((row) => String(row.runner)))].sort();
  return {
    unavailable: labels.map((label) => ({
      label,
      offlineRunners: runners
        .filter((r) => r.labels.some((l) => lower(l) === lower(label)))
        .map((r) => r.name)
        .sort(),
      rows: stranded.filter((row) => String(row.runner) === label).map(jobDisplayName)
    })),
    runnable: rows.filter((row) => !stranded.includes(row)),
    stranded
  };
}

/**
 * The planned matrix without the stranded rows, in its own shape (a list of rows, or the payload
 * object whose lists hold them); lists left empty stay as empty lists.
 */
export function withoutRows(matrix: unknown, drop: ReadonlySet<MatrixRow>): unknown {
  if (Array.isArray(matrix)) return matrix.filter((v) => !drop.has(v as MatrixRow)).map((v) => withoutRows(v, drop));
  if (typeof matrix === 'object' && matrix !== null && !('runner' in matrix)) {
    return Object.fromEntries(Object.entries(matrix).map(([k, v]) => [k, withoutRows(v, drop)]));
  }
  return matrix;
}

/**
 * {@link withoutRows} over the matrix as parsed for a byte-faithful rewrite (Python-compatible
 * values, objects as Maps): `plain` is the same text parsed as plain JSON, whose rows `drop` holds;
 * the two trees are walked side by side.
 */
export function withoutPyRows(py: PyValue, plain: unknown, drop: ReadonlySet<MatrixRow>): PyValue {
  if (Array.isArray(py) && Array.isArray(plain)) {
    const kept: PyValue[] = [];
    py.forEach((v, i) => {
      if (!drop.has(plain[i] as MatrixRow)) kept.push(withoutPyRows(v, plain[i], drop));
    });
    return kept;
  }
  if (isPyObject(py) && typeof plain === 'object' && plain !== null && !('runner' in plain)) {
    return new Map([...py].map(([k, v]) => [k, withoutPyRows(v, (plain as Record<string, unknown>)[k], drop)]));
  }
  return py;
}

/** The offline digest: every offline runner with its custom labels (all labels when it has none). */
export interface OfflineDigest {
  total: number;
  offline: { name: string; os: string; labels: string[] }[];
}

export function offlineDigest(runners: readonly Runner[]): OfflineDigest {
  const offline = runners
    .filter((r) => r.status === 'offline')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => ({ name: r.name, os: r.os, labels: [...(r.customLabels.length ? r.customLabels : r.labels)] }));
  return { total: runners.length, offline };
}
