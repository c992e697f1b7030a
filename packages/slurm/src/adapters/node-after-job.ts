import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { failureDigest, listTree, planLogArchive, type DigestEntry } from '../after-job.js';
import { childEnvironment } from '../child-env.js';
import type { JobFiles } from '../ports.js';

/** Provenance files of a power lane that the power-audit upload expects under LOGS/power/. */
export const POWER_PROVENANCE = ['exporter-image.sha256', 'power-producer-sha.txt'] as const;
export const LOGS_ARCHIVE = 'multinode_server_logs.tar.gz';

export interface AfterJob {
  /** The archive written, if there were logs. */
  archive?: string;
  /** Files left out of the archive (over max-log-bytes). */
  cut: number;
  /** Last lines of each *.out/*.err, when the launch failed. */
  digest: DigestEntry[];
}

const tar = async (args: string[]): Promise<void> => {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) =>
    execFile('tar', args, { timeout: 10 * 60_000, env: childEnvironment(process.env, 'tool').env }, (error, _out, stderr) =>
      error ? reject(new Error(`tar: ${stderr.trim() || error.message}`)) : resolve()
    )
  );
};

/**
 * What the workflow's upload steps expect after the job, best effort: the power provenance files
 * copied into LOGS/power/, `multinode_server_logs.tar.gz` of LOGS/ (at most `maxBytes` of logs,
 * with a note of what was cut), and the failure digest when the launch failed. Every read goes
 * through `files` (regular files inside the folder only), so the archive and the digest never
 * carry a file from outside the job's folders.
 */
export async function afterJob(files: JobFiles, resultsDir: string, maxBytes: number, failed: boolean): Promise<AfterJob> {
  const logs = join(resultsDir, 'LOGS');
  if (!existsSync(logs)) return { cut: 0, digest: [] };
  for (const name of POWER_PROVENANCE) {
    if (existsSync(join(resultsDir, name))) files.copyFile(resultsDir, join(resultsDir, name), join(logs, 'power', name));
  }
  const plan = planLogArchive(listTree(files, logs), maxBytes);
  // Next to the target, so the final rename stays on one file system.
  const work = mkdtempSync(join(resultsDir, '.srtctl-logs-'));
  try {
    writeFileSync(join(work, 'list'), plan.include.map((p) => `${p}\0`).join(''));
    const note = plan.note ? ['-C', work, 'ARCHIVE_NOTE.txt'] : [];
    if (plan.note) writeFileSync(join(work, 'ARCHIVE_NOTE.txt'), plan.note);
    // Written aside and renamed: an upload never sees half an archive.
    await tar(['czf', join(work, LOGS_ARCHIVE), '-C', logs, '--null', '-T', join(work, 'list'), ...note]);
    renameSync(join(work, LOGS_ARCHIVE), join(resultsDir, LOGS_ARCHIVE));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { archive: join(resultsDir, LOGS_ARCHIVE), cut: plan.cut.length, digest: failed ? failureDigest(files, logs) : [] };
}
