import type { Docker } from '../ports.js';
import { describeFailure, runCommand } from './exec.js';

/** The docker client through execFile; undefined when `docker info` does not answer (no daemon here). */
export async function createDockerCli(options: { timeoutMs: number; env?: Record<string, string | undefined> }): Promise<Docker | undefined> {
  const docker = async (args: string[]): Promise<string> => {
    const result = await runCommand('docker', args, options);
    if (result.exitCode !== 0 || result.killed || result.startError) throw new Error(describeFailure(`docker ${args[0]}`, result, options.timeoutMs));
    return result.stdout;
  };
  if (
    !(await docker(['info', '--format', '{{.ID}}']).then(
      () => true,
      () => false
    ))
  )
    return undefined;
  return {
    async containersNamed(names) {
      // `--filter name=` matches substrings: the exact names are compared here.
      const lines = (await docker(['ps', '-a', '--no-trunc', '--format', '{{.ID}} {{.Names}}'])).split('\n').filter(Boolean);
      return lines
        .filter((line) =>
          line
            .slice(line.indexOf(' ') + 1)
            .split(',')
            .some((name) => names.includes(name))
        )
        .map((line) => line.split(' ')[0]!);
    },
    async remove(ids) {
      await docker(['rm', '-f', ...ids]);
    }
  };
}
