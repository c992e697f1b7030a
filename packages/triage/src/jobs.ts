import { gpuCount, jobDisplayName, type MatrixRow } from '../../naming/src/index.js';

/** A job of a workflow run as the jobs API lists it (every attempt). */
export interface RunJob {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  runAttempt: number;
  startedAt?: string;
  completedAt?: string;
  labels: readonly string[];
  steps: readonly { name: string; conclusion: string | null }[];
}

/** The rows of a planned matrix: a JSON array of rows, or any object holding such arrays (the matrix payload). */
export function matrixRows(value: unknown): MatrixRow[] {
  const rows: MatrixRow[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      if ('runner' in v) rows.push(v as MatrixRow);
      else Object.values(v).forEach(visit);
    }
  };
  visit(value);
  return rows;
}

/**
 * Which matrix row a job ran: the benchmark templates name a job by the row's display name, shown
 * below the calling job (`single-node 1k1k / dsr1 fp8 h200 sgl TP8 c4`).
 */
export function rowFinder(rows: readonly MatrixRow[]): (job: Pick<RunJob, 'name'>) => MatrixRow | undefined {
  const byName = new Map(rows.map((row) => [jobDisplayName(row), row]));
  return (job) => {
    const direct = byName.get(job.name);
    if (direct) return direct;
    const at = job.name.lastIndexOf(' / ');
    return at >= 0 ? byName.get(job.name.slice(at + 3)) : undefined;
  };
}

/** GPUs of the job's row, undefined when the job is not one of the matrix's. */
export const jobGpus = (find: ReturnType<typeof rowFinder>, job: RunJob): number | undefined => {
  const row = find(job);
  return row === undefined ? undefined : gpuCount(row);
};

/** Hours between start and completion (0 when the job never started). */
export function jobHours(job: RunJob): number {
  if (!job.startedAt || !job.completedAt) return 0;
  const ms = Date.parse(job.completedAt) - Date.parse(job.startedAt);
  return Number.isFinite(ms) && ms > 0 ? ms / 3_600_000 : 0;
}

/** The first step that failed or timed out. */
export const failedStep = (job: RunJob): string | undefined => job.steps.find((s) => s.conclusion === 'failure' || s.conclusion === 'timed_out')?.name;

export const isFailed = (job: RunJob): boolean => job.conclusion === 'failure' || job.conclusion === 'timed_out';
