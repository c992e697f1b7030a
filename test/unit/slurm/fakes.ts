import type { Clock, DirEntry, JobFiles, JobRecord, LaunchReporter, Slurm, Srtctl } from '../../../packages/slurm/src/index.js';

/** Time that moves only when the code under test sleeps. */
export class FakeClock implements Clock {
  constructor(public time = 0) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (!signal?.aborted) this.time += ms;
  }
}

/**
 * A Slurm whose answers are a function of the fake time: `script(t)` gives the squeue record of a
 * job (undefined: not listed), or 'down' for a controller that does not answer.
 */
export class ScriptedSlurm implements Slurm {
  readonly cancelled: string[][] = [];
  cancelledAt?: number;
  constructor(
    private readonly clock: FakeClock,
    private readonly script: (t: number, id: string) => JobRecord | undefined | 'down',
    private readonly final: (id: string) => JobRecord | undefined = () => undefined
  ) {}
  async queue(ids: readonly string[]): Promise<JobRecord[]> {
    const records = ids.map((id) => this.script(this.clock.now(), id));
    if (records.includes('down')) throw new Error('squeue: exit 1: Unable to contact slurm controller');
    return records.filter((r): r is JobRecord => r !== undefined);
  }
  async details(id: string): Promise<JobRecord | undefined> {
    if (this.script(this.clock.now(), id) === 'down') throw new Error('scontrol: exit 1');
    return this.final(id);
  }
  async accounting(): Promise<JobRecord | undefined> {
    return undefined;
  }
  async ownJobsNamed(): Promise<string[]> {
    return [];
  }
  async cancel(ids: readonly string[]): Promise<void> {
    this.cancelled.push([...ids]);
    this.cancelledAt ??= this.clock.now();
  }
}

/** A path outside the root a read names is a bug of the caller: the real layer would refuse it. */
const inRoot = (root: string, path: string): void => {
  if (path !== root && !path.startsWith(`${root}/`)) throw new Error(`${path} is not inside the root ${root}`);
};

/** Files in memory: path → content; folders are implied by paths. */
export class MemoryFiles implements JobFiles {
  readonly files = new Map<string, Uint8Array>();
  write(path: string, text: string): void {
    this.files.set(path, new TextEncoder().encode(text));
  }
  append(path: string, text: string | Uint8Array): void {
    const add = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    const old = this.files.get(path) ?? new Uint8Array();
    const next = new Uint8Array(old.length + add.length);
    next.set(old);
    next.set(add, old.length);
    this.files.set(path, next);
  }
  text(path: string): string | undefined {
    const bytes = this.files.get(path);
    return bytes && new TextDecoder().decode(bytes);
  }
  readFrom(root: string, path: string, offset: number, max: number): { size: number; bytes: Uint8Array } | undefined {
    inRoot(root, path);
    const bytes = this.files.get(path);
    return bytes && { size: bytes.length, bytes: bytes.slice(offset, offset + max) };
  }
  list(root: string, dir: string): DirEntry[] {
    inRoot(root, dir);
    const entries = new Map<string, boolean>();
    for (const path of this.files.keys()) {
      if (!path.startsWith(`${dir}/`)) continue;
      const [name, ...rest] = path.slice(dir.length + 1).split('/');
      entries.set(name!, rest.length > 0 || entries.get(name!) === true);
    }
    return [...entries].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, isDirectory]) => ({ name, isDirectory }));
  }
  copyFile(root: string, from: string, to: string): void {
    inRoot(root, from);
    if (from !== to) this.files.set(to, this.files.get(from)!);
  }
  copyTree(root: string, from: string, to: string): void {
    inRoot(root, from);
    for (const [path, bytes] of [...this.files]) if (path.startsWith(`${from}/`)) this.files.set(to + path.slice(from.length), bytes);
  }
}

/** Collects what the launcher reports. */
export class RecordingReporter implements LaunchReporter {
  readonly infos: string[] = [];
  readonly warnings: string[] = [];
  readonly output: string[] = [];
  info(line: string): void {
    this.infos.push(line);
  }
  warning(line: string): void {
    this.warnings.push(line);
  }
  jobOutput(text: string): void {
    this.output.push(text);
  }
}

/** An srtctl that answers with fixed output. */
export const fakeSrtctl = (result: { exitCode?: number; stdout?: string; stderr?: string }, json = true): Srtctl & { calls: string[][] } => {
  const calls: string[][] = [];
  return {
    calls,
    supportsJson: async () => json,
    run: async (args) => {
      calls.push([...args]);
      return { exitCode: result.exitCode ?? 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
    }
  };
};
