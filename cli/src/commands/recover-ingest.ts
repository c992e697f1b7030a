import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  formatError,
  githubRestClient,
  pyOpenErrorText,
  pyPath,
  SweepkitError,
  writeFileAtomic,
  GitError,
  type OptionValues
} from '../../../packages/common/src/index.js';
import type { CliIO, RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import {
  auditChangelog,
  buildRecoveryConfig,
  checkRecoveryWorkflow,
  createRecoveryWorktree,
  DEFAULT_RECOVERY_REPO,
  execRecoveryGit,
  inspectTarget,
  recoveryJson,
  RECOVER_INGEST_COMMAND,
  RECOVER_INGEST_POSITIONALS
} from '../../../packages/changelog/src/index.js';

type Values = OptionValues<(typeof RECOVER_INGEST_COMMAND)['options']>;

/** A value the table requires for this sub-command (argparse has checked it). */
const needed = <T>(value: T | undefined): T => value!;

/** A Node file or program error (it has an errno `code`), or undefined. */
const nodeOsError = (error: unknown): (Error & { code: string; path?: string }) | undefined =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string' ? (error as Error & { code: string }) : undefined;

/**
 * An OS error in Python's words (recovery.md §1): `[Errno 2] No such file or directory: 'x/y.yml'`,
 * the path as the user gave it, `Path`-normalised. Anything else is returned unchanged.
 */
function asOsError(error: unknown, given: string): unknown {
  return nodeOsError(error) ? new SweepkitError(pyOpenErrorText(error, pyPath(given)), { code: 'os-error' }) : error;
}

/** Runs `fn`; an OS error it raises names `given`. */
function naming<T>(given: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw asOsError(error, given);
  }
}

const writeJson = (io: CliIO, file: string, text: string): void =>
  naming(file, () => {
    const path = resolve(io.cwd, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomic(path, text);
  });

/** The worktree folder: one that is missing, or a file, is the OS error the reference's `cwd=W` gives. */
function worktreeDir(io: CliIO, given: string): string {
  const path = resolve(io.cwd, given);
  if (!naming(given, () => statSync(path)).isDirectory()) throw asOsError(Object.assign(new Error(), { code: 'ENOTDIR' }), given);
  return path;
}

async function run(values: Values, positionals: string[], io: CliIO): Promise<void> {
  const file = values['changelog-file'] ?? 'perf-changelog.yaml';
  switch (values.command) {
    case 'inspect-target': {
      const repo = values.repo ?? DEFAULT_RECOVERY_REPO;
      const text = await inspectTarget(
        {
          url: positionals[0]!,
          repo,
          jobId: values['job-id'],
          conclusions: values['allow-conclusion'] ?? ['failure']
        },
        {
          github: githubRestClient(io.env, repo),
          parentOf: (sha) => execRecoveryGit(io.cwd).commitOf(`${sha}^`)
        }
      );
      io.stdout(text);
      if (values.output) writeJson(io, values.output, text);
      return;
    }
    case 'audit-changelog': {
      const ref = needed(values.ref);
      let raw: Uint8Array;
      try {
        raw = await execRecoveryGit(io.cwd).show(ref, file);
      } catch (error) {
        if (error instanceof GitError) throw new SweepkitError(`could not read ${file} at ${ref}: ${error.detail}`);
        throw error;
      }
      io.stdout(`${recoveryJson(auditChangelog(raw, `${file} at ${ref}`, file))}`);
      return;
    }
    case 'create-worktree': {
      const ports = { git: execRecoveryGit(io.cwd), exists: existsSync, worktreeGit: execRecoveryGit };
      io.stdout(`${await createRecoveryWorktree(needed(values.ref), resolve(io.cwd, needed(values.directory)), ports)}\n`);
      return;
    }
    case 'build-config': {
      const worktree = worktreeDir(io, needed(values.worktree));
      const git = execRecoveryGit(worktree);
      // A missing working changelog names `<W>/<F>`, as the reference's read of it does.
      const readWorking = (path: string) =>
        git.readWorking(path).catch((error: unknown) => Promise.reject(asOsError(error, join(needed(values.worktree), path))));
      const built = await buildRecoveryConfig(
        {
          worktree,
          baseRef: needed(values['base-ref']),
          mergeRef: needed(values['merge-ref']),
          prNumber: needed(values['pr-number']),
          changelogFile: file
        },
        { git: { ...git, readWorking }, files: io.files }
      );
      writeJson(io, needed(values['config-output']), recoveryJson(built.config));
      writeJson(io, needed(values['metadata-output']), recoveryJson(built.config.changelog_metadata));
      io.stdout(recoveryJson(built.summary));
      return;
    }
    default: {
      const path = pyPath(positionals[0]!);
      const text = naming(path, () => io.files.readText(resolve(io.cwd, path)));
      io.stdout(`${checkRecoveryWorkflow(text, path, needed(values['pr-number']))}\n`);
    }
  }
}

/** `sweepkit recover-ingest <sub-command>`: the checks of an ingest recovery (docs/recovery.md). */
const recoverIngest: RunCommand = async (argv, io) => {
  const positional = RECOVER_INGEST_POSITIONALS[argv[0] ?? ''];
  const { values, positionals } = parseCommandArgs(RECOVER_INGEST_COMMAND, argv, io, positional ? [positional] : undefined);
  const sub = values.command;
  try {
    await run(values, positionals, io);
    return 0;
  } catch (error) {
    // The reference's form for every failed safety rule, git or API error: `ERROR: <message>`, exit 1.
    if (error instanceof SweepkitError && error.exitCode === 2) throw error;
    if (!(error instanceof SweepkitError)) {
      // An OS error raised where no path was given names the one Node has; anything else is one line too.
      const os = nodeOsError(error);
      io.stderr(`ERROR: ${os ? pyOpenErrorText(os, os.path ?? '') : String((error as Error).message ?? error).split('\n')[0]}\n`);
      return 1;
    }
    // A workflow's YAML error is located (the reference prints PyYAML's text); the other messages are the reference's own.
    io.stderr(`ERROR: ${sub === 'validate-workflow' && error.code !== 'recovery' ? formatError(error) : error.message}\n`);
    return 1;
  }
};
export default recoverIngest;
