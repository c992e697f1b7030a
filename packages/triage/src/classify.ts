import type { FailureClass, TriageRule } from './rules.js';

/** What triage knows of a failed job: its conclusion, the step that failed, and its last log lines. */
export interface FailureEvidence {
  conclusion: string;
  /** The first step that concluded `failure` (or `timed_out`), when the job got that far. */
  failedStep?: string;
  /** The failure annotations then the log tail, oldest first. */
  lines: readonly string[];
}

export interface Verdict {
  class: FailureClass;
  /** The id of the rule that decided, absent for `unknown`. */
  rule?: string;
  /** The line that matched (timestamp and colour codes removed), or what else matched. */
  evidence: string;
}

const EVIDENCE_CHARS = 200;
// The runner prefixes every log line with its timestamp; tools colour their output.
const TIMESTAMP = /^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z /;
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A log line as people read it: no timestamp, no colour codes, trimmed, at most 200 characters. */
export function cleanLine(line: string): string {
  const text = line.replace(TIMESTAMP, '').replace(ANSI, '').trim();
  return text.length > EVIDENCE_CHARS ? `${text.slice(0, EVIDENCE_CHARS - 1)}…` : text;
}

/** The rule's evidence in this job, or undefined when it does not match. The last matching line is the evidence (nearest the failure). */
function matchRule(rule: TriageRule, job: FailureEvidence, lines: readonly string[]): string | undefined {
  if (rule.conclusion && !rule.conclusion.includes(job.conclusion)) return undefined;
  if (rule.step && !(job.failedStep !== undefined && rule.step.test(job.failedStep))) return undefined;
  if (rule.log) return [...lines].reverse().find((line) => rule.log!.test(line));
  return rule.step ? `failed step: ${job.failedStep}` : `conclusion: ${job.conclusion}`;
}

/**
 * Classifies one failed job. A benchmark rule that matches wins over any infrastructure rule (a
 * server that ran out of memory after a node warning is still out of memory): a real failure is
 * never re-run. Within a class the first matching rule wins. Nothing matching is `unknown`.
 */
export function classify(job: FailureEvidence, rules: readonly TriageRule[]): Verdict {
  const lines = job.lines.map(cleanLine).filter(Boolean);
  for (const wanted of ['benchmark', 'infrastructure'] as const) {
    for (const rule of rules) {
      if (rule.class !== wanted) continue;
      const evidence = matchRule(rule, job, lines);
      if (evidence !== undefined) return { class: wanted, rule: rule.id, evidence };
    }
  }
  const last = lines.at(-1);
  return { class: 'unknown', evidence: last === undefined ? `conclusion: ${job.conclusion}, no log` : `no rule matched; last line: ${last}` };
}
