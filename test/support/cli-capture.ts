/** The CLI run in this process as bin.ts runs it, with what it prints captured. */
import type { CliIO } from '../../cli/src/io.js';
import { runCli } from '../../cli/src/run-cli.js';
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';

export interface CapturedRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `sweepkit argv…` with an empty environment, this process's folder and the real files unless `io` says otherwise. */
export async function runCliCaptured(argv: readonly string[], io: Partial<Omit<CliIO, 'stdout' | 'stderr'>> = {}): Promise<CapturedRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env: {},
    cwd: process.cwd(),
    files: nodeFiles,
    ...io,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text)
  });
  return { code, stdout, stderr };
}
