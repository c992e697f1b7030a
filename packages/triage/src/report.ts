import type { JobTriage } from './decide.js';
import type { GpuHours } from './savings.js';

const hours = (n: number): string => n.toFixed(1);

/** The triage table: one row per failed job. Cells are plain text; the edges escape them for their medium. */
export function triageRows(triage: readonly JobTriage[]): string[][] {
  return triage.map((t) => [t.job.name, t.verdict.class, t.verdict.rule ?? '—', t.verdict.evidence, t.decision, t.outcome]);
}

export const TRIAGE_HEADER = ['job', 'class', 'rule', 'evidence', 're-run', 'outcome'] as const;

/** The GPU-hours table: measured, then avoided (estimated). */
export function savingRows(h: GpuHours): string[][] {
  const avoided = h.avoidedBlindRerun + h.avoidedFailFast + h.avoidedOffline;
  return [
    ['spent (all benchmark jobs, every attempt)', hours(h.spent)],
    ['lost to infrastructure failures', hours(h.infraFailures)],
    ['spent on re-runs', hours(h.rerun)],
    ['avoided: benchmark/unknown failures not re-run', hours(h.avoidedBlindRerun)],
    ['avoided: cancelled by fail-fast (estimated)', hours(h.avoidedFailFast)],
    ['avoided: rows not queued on offline runners (estimated)', hours(h.avoidedOffline)],
    ['avoided in total', hours(avoided)]
  ];
}

export const SAVING_HEADER = ['GPU-hours', 'value'] as const;

/** One line for logs and the CLI: the counts per class and what was re-run. */
export function triageHeadline(triage: readonly JobTriage[], h: GpuHours): string {
  const count = (c: string) => triage.filter((t) => t.verdict.class === c).length;
  const eligible = triage.filter((t) => t.rerun).length;
  return (
    `${triage.length} failed job(s): ${count('infrastructure')} infrastructure, ${count('benchmark')} benchmark, ${count('unknown')} unknown; ` +
    `${eligible} eligible for its one re-run; GPU-hours spent ${hours(h.spent)}, avoided ${hours(h.avoidedBlindRerun + h.avoidedFailFast + h.avoidedOffline)}`
  );
}

/** One object per failed job, the machine-readable triage (the action's output, the CLI's --json). */
export function triageJson(triage: readonly JobTriage[]): Record<string, unknown>[] {
  return triage.map((t) => ({
    id: t.job.id,
    name: t.job.name,
    class: t.verdict.class,
    rule: t.verdict.rule ?? null,
    evidence: t.verdict.evidence,
    rerun: t.rerun,
    decision: t.decision,
    outcome: t.outcome,
    gpus: t.gpus ?? null,
    hours: t.hours
  }));
}
