/**
 * The edges the launcher talks through. Real implementations (execFile, node:fs, timers) live in
 * `adapters/`; tests pass in-memory ones for rule tables or the real ones against a local Slurm.
 */
import type { Clock } from '../../common/src/index.js';
import type { ChildKind } from './child-env.js';

/** What Slurm says about one job. `state` is Slurm's word (PENDING, RUNNING, COMPLETED, …). */
export interface JobRecord {
  id: string;
  state: string;
  /** Why a job is pending (Priority, Resources, PartitionConfig, …). */
  reason?: string;
  /** `rc:signal`, known once the job has ended. */
  exitCode?: string;
  nodes?: string;
  /** The job's stdout file (scontrol only). */
  stdout?: string;
  /** When it was submitted, started and ended, as Slurm prints them (`2026-12-03T07:40:00`; scontrol only). */
  submitTime?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * The Slurm client commands. Every method throws when the command fails or times out (controller
 * down, socket time-out): the caller treats that as "unknown", never as "finished".
 */
export interface Slurm {
  /** One `squeue -t all` over the ids; jobs the controller no longer knows are simply absent. */
  queue(ids: readonly string[]): Promise<JobRecord[]>;
  /** `scontrol show job`; undefined once the job has been purged from the controller. */
  details(id: string): Promise<JobRecord | undefined>;
  /** `sacct`; undefined when there is no record (yet). */
  accounting(id: string): Promise<JobRecord | undefined>;
  /** `scancel` of exactly these ids; harmless for finished or unknown ids. */
  cancel(ids: readonly string[]): Promise<void>;
  /** Ids of this user's queued or running jobs named exactly `name` (`squeue --me --name`). */
  ownJobsNamed(name: string): Promise<string[]>;
}

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** srt-slurm's `srtctl`. */
export interface Srtctl {
  /** Whether `srtctl apply` knows `--json` (srt-slurm v1.0.25 and later). */
  supportsJson(): Promise<boolean>;
  /** Runs `srtctl <args>` (an argv array, never a shell string). */
  run(args: readonly string[]): Promise<CommandResult>;
}

export type { Clock };

export interface DirEntry {
  name: string;
  isDirectory: boolean;
}

/**
 * The files the launcher reads (job logs, results) and writes (collected results). Every read names
 * its `root`, the fixed folder it must stay inside (the job's logs folder, the results folder): no
 * component of the path below it, and no link, may lead out of it.
 */
export interface JobFiles {
  /** Up to `max` bytes of `path` from `offset`, and the file's size now; undefined while it does not exist. */
  readFrom(root: string, path: string, offset: number, max: number): { size: number; bytes: Uint8Array } | undefined;
  /** Entries of a folder, sorted by name; empty when it does not exist. */
  list(root: string, dir: string): DirEntry[];
  /** Copies a file, creating the target folder; a source that is the target itself is left alone. */
  copyFile(root: string, from: string, to: string): void;
  /** Copies a folder tree (merging into an existing target). */
  copyTree(root: string, from: string, to: string): void;
}

/** Where the launcher's progress goes. The entrypoint decides how each kind is shown safely. */
export interface LaunchReporter {
  /** A progress line of ours; it may quote untrusted text (job names, Slurm reasons). */
  info(line: string): void;
  warning(line: string): void;
  /** A chunk of whole lines of the job's log: untrusted, must not become workflow commands. */
  jobOutput(text: string): void;
}

// The prepare stage's ports (prepare-stage.ts; real ones in adapters/node-checkout.ts).

/** A finished command: killed by its time-out, or not started at all (ENOENT …). */
export interface RunResult extends CommandResult {
  killed: boolean;
  startError?: string;
}

/** The programs the prepare stage runs (git, python3, uv, make), always with argv arrays. */
export interface CommandRunner {
  /** `envKind` job: the job contract reaches the command too (child-env.ts); default tool. */
  run(
    file: string,
    args: readonly string[],
    options: { cwd?: string; env?: Record<string, string | undefined>; timeoutMs: number; envKind?: ChildKind }
  ): Promise<RunResult>;
  /** The full path of a program on PATH, or undefined. */
  which(name: string): string | undefined;
}

/** The file operations of the prepare stage. */
export interface CheckoutFiles {
  exists(path: string): boolean;
  /** Removes a file or folder tree; nothing when it does not exist. */
  remove(path: string): void;
  /**
   * Copies a file or folder tree `from` over `to`, overwriting and adding, never deleting; every
   * component of `from` below `root` (and every link inside it) stays inside `root`.
   */
  copyTree(root: string, from: string, to: string): void;
  readText(path: string): string;
  /** Writes atomically (a temp file renamed over the target). */
  writeText(path: string, text: string): void;
  /** SHA-256 of a file's bytes, in hex (streamed: squash files are gigabytes). */
  sha256(path: string): Promise<string>;
}

/** Progress of the prepare stage: one group per sub-step. */
export interface StageReporter {
  group(title: string): void;
  endGroup(): void;
  info(line: string): void;
  warning(line: string): void;
  /** Output of a command we ran: untrusted text. */
  output(text: string): void;
}

/** The ports of the prepare stage (srtctl-launch's checkout, venv, overlays and squashes). */
export interface PrepareStageDeps {
  commands: CommandRunner;
  files: CheckoutFiles;
  clock: Clock;
  reporter: StageReporter;
}

/** The Docker client commands the clean-up needs; each throws when docker fails or times out. */
export interface Docker {
  /** Ids of containers (running or not) whose name is exactly one of `names`. */
  containersNamed(names: readonly string[]): Promise<string[]>;
  /** `docker rm -f` of exactly these ids. */
  remove(ids: readonly string[]): Promise<void>;
}
