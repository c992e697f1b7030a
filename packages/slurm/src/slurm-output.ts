import type { JobRecord } from './ports.js';

/**
 * Parsers of what `squeue`, `scontrol show job -o` and `sacct -P` print. The adapters run the
 * commands; these turn their text into records, so they are tested on canned output.
 */

/** The `squeue -o` format the parser below expects: id, state, reason, node list. */
export const SQUEUE_FORMAT = '%i|%T|%r|%N';
/** The `sacct -o` fields the parser below expects. */
export const SACCT_FIELDS = 'JobID,State,ExitCode,Reason,NodeList';

const clean = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text && text !== '(null)' && text !== 'None' ? text : undefined;
};

/** `squeue -h -t all -j <ids> -o '%i|%T|%r|%N'`, one job per line. */
export function parseSqueue(text: string): JobRecord[] {
  return text
    .split('\n')
    .filter((line) => line.includes('|'))
    .map((line) => {
      const [id, state, reason, nodes] = line.split('|');
      return { id: id!.trim(), state: state!.trim(), reason: clean(reason), nodes: clean(nodes) };
    });
}

/** `scontrol show job -o <id>`: `Key=Value` words on one line; values never hold spaces except the last. */
export function parseScontrol(text: string): JobRecord | undefined {
  const fields = new Map<string, string>();
  for (const match of text.matchAll(/(?:^|\s)([A-Za-z/:]+)=(\S*)/g)) fields.set(match[1]!, match[2]!);
  const id = fields.get('JobId');
  const state = fields.get('JobState');
  if (!id || !state) return undefined;
  return {
    id,
    state,
    reason: clean(fields.get('Reason')),
    exitCode: clean(fields.get('ExitCode')),
    nodes: clean(fields.get('NodeList')),
    stdout: clean(fields.get('StdOut')),
    submitTime: clean(fields.get('SubmitTime')),
    startTime: clean(fields.get('StartTime')),
    endTime: clean(fields.get('EndTime'))
  };
}

/** `sacct -X -n -P -j <id> -o JobID,State,ExitCode,Reason,NodeList`: the job's own (first) row. */
export function parseSacct(text: string, id: string): JobRecord | undefined {
  for (const line of text.split('\n')) {
    const [jobId, state, exitCode, reason, nodes] = line.split('|');
    if (jobId?.trim() !== id || !state) continue;
    return { id, state: state.trim(), exitCode: clean(exitCode), reason: clean(reason), nodes: clean(nodes) };
  }
  return undefined;
}

/** squeue and scontrol answer an id the controller no longer knows with this (rc 1). */
export const isUnknownJobMessage = (text: string): boolean => /Invalid job id specified/i.test(text);

/** sacct without a database: the adapter falls back to the jobcomp file (`sacct -c`). */
export const isAccountingDisabled = (text: string): boolean => /accounting storage is disabled/i.test(text);

const SLURM_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/;

/** Seconds between two Slurm timestamps (same clock, so no time zone is needed); undefined when either is unknown. */
export function secondsBetween(from: string | undefined, to: string | undefined): number | undefined {
  const at = (text: string | undefined): number | undefined => {
    const m = text ? SLURM_TIME.exec(text) : null;
    return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) / 1000 : undefined;
  };
  const [a, b] = [at(from), at(to)];
  return a === undefined || b === undefined || b < a ? undefined : b - a;
}
