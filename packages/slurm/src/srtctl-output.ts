/** A job that `srtctl apply` submitted. */
export interface SubmittedJob {
  id: string;
  /** srtctl's `outputs/<id>` folder, when it said so. */
  outputDir?: string;
}

export interface ParsedSubmission {
  jobs: SubmittedJob[];
  /** `{"status": "error", "error": …}` lines of `--json` mode. */
  errors: string[];
}

const asId = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && /^\d+(_\d+)?$/.test(String(value)) ? String(value) : undefined;

function parseJsonLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Job ids from srtctl's output, best source first: `--json` lines (`status: submitted`), else
 * every `✅ Job <id> submitted!` line (a sweep prints one per job), else sbatch's own
 * `Submitted batch job <id>`. All matches count, not just the first; duplicates are dropped.
 */
export function parseSubmission(stdout: string, stderr: string): ParsedSubmission {
  const jobs = new Map<string, SubmittedJob>();
  const errors: string[] = [];
  for (const line of stdout.split('\n').map((l) => l.trim())) {
    const json = parseJsonLine(line);
    if (json?.status === 'error') errors.push(String(json.error ?? 'unknown error'));
    const id = json?.status === 'submitted' ? asId(json.slurm_job_id) : undefined;
    if (id) jobs.set(id, { id, outputDir: typeof json!.output_dir === 'string' ? json!.output_dir : undefined });
  }
  if (jobs.size === 0) {
    const text = `${stdout}\n${stderr}`;
    const pattern = /^\s*✅ Job (\d+) submitted/gmu.test(text) ? /^\s*✅ Job (\d+) submitted/gmu : /^\s*Submitted batch job (\d+)\s*$/gm;
    for (const match of text.matchAll(pattern)) jobs.set(match[1]!, { id: match[1]! });
    for (const match of text.matchAll(/^\s*📁 Logs: (.+)\/logs\s*$/gmu)) {
      const id = /\/(\d+)$/.exec(match[1]!)?.[1];
      if (id && jobs.has(id)) jobs.set(id, { id, outputDir: match[1]! });
    }
  }
  return { jobs: [...jobs.values()], errors };
}

/** The orchestrator log srtctl points sbatch at: `<output_dir>/logs/sweep_<id>.log`. */
export const sweepLogPath = (job: SubmittedJob): string | undefined => (job.outputDir ? `${job.outputDir}/logs/sweep_${job.id}.log` : undefined);
