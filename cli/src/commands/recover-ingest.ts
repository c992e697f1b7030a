import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  formatError,
  githubRestClient,
  pyOpenErrorText,
  pyPath,
  SweepkitError,
  UsageError,
  writeFileAtomic,
  GitError
} from '../../../packages/common/src/index.js';
import { HelpRequested, parseArgs, type ParserSpec } from '../argparse.js';
import type { CliIO, RunCommand } from '../io.js';
import {
  auditChangelog,
  buildRecoveryConfig,
  checkRecoveryWorkflow,
  createRecoveryWorktree,
  DEFAULT_RECOVERY_REPO,
  execRecoveryGit,
  inspectTarget,
  recoveryJson
} from '../../../packages/changelog/src/index.js';

const PROG = 'sweepkit recover-ingest';
const FILE_OPTION = { name: '--changelog-file', kind: 'string', metavar: 'F', help: 'the changelog in the repository (default: perf-changelog.yaml)' } as const;

const SPECS: Record<string, ParserSpec & { summary: string }> = {
  'inspect-target': {
    prog: `${PROG} inspect-target`,
    summary: 'check the failed ingest run and find its merged PR',
    options: [
      { name: '--repo', kind: 'string', metavar: 'R', help: `the repository the URL must name (default: ${DEFAULT_RECOVERY_REPO})` },
      { name: '--job-id', kind: 'int', metavar: 'N', help: 'the failed job (else the URL’s /job/<id>, else the one failed job)' },
      { name: '--output', kind: 'string', metavar: 'FILE', help: 'also write the target JSON to FILE' },
      {
        name: '--allow-conclusion',
        kind: 'list',
        metavar: 'C',
        help: 'run conclusions accepted (default: failure); a bogus ingest may show success or cancelled'
      }
    ],
    positionals: [{ name: 'URL', help: 'https://github.com/<owner>/<name>/actions/runs/<run>[/job/<job>]' }]
  },
  'audit-changelog': {
    prog: `${PROG} audit-changelog`,
    summary: 'audit the changelog at a historical ref',
    options: [{ name: '--ref', kind: 'string', required: true, metavar: 'REF', help: 'the historical ref' }, FILE_OPTION]
  },
  'create-worktree': {
    prog: `${PROG} create-worktree`,
    summary: 'a detached worktree at the historical ref',
    options: [
      { name: '--ref', kind: 'string', required: true, metavar: 'REF', help: 'the historical ref' },
      { name: '--directory', kind: 'string', required: true, metavar: 'D', help: 'where (must not exist)' }
    ]
  },
  'build-config': {
    prog: `${PROG} build-config`,
    summary: 'check the repaired changelog, make the synthetic commit and the recovery sweep config',
    options: [
      { name: '--worktree', kind: 'string', required: true, metavar: 'W', help: 'the recovery worktree (at --merge-ref)' },
      { name: '--base-ref', kind: 'string', required: true, metavar: 'B', help: 'the target PR’s base' },
      { name: '--merge-ref', kind: 'string', required: true, metavar: 'M', help: 'the target merge commit' },
      { name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the target PR' },
      FILE_OPTION,
      { name: '--config-output', kind: 'string', required: true, metavar: 'C', help: 'where to write the whole config JSON' },
      { name: '--metadata-output', kind: 'string', required: true, metavar: 'X', help: 'where to write the changelog metadata JSON' }
    ]
  },
  'validate-workflow': {
    prog: `${PROG} validate-workflow`,
    summary: 'check a hand-written recovery workflow is CPU-only (legacy procedure)',
    options: [{ name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the target PR' }],
    positionals: [{ name: 'PATH', help: 'the workflow file' }]
  }
};

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

async function run(sub: string, values: Record<string, unknown>, positionals: string[], io: CliIO): Promise<void> {
  const file = (values['changelog-file'] as string | undefined) ?? 'perf-changelog.yaml';
  switch (sub) {
    case 'inspect-target': {
      const repo = (values.repo as string | undefined) ?? DEFAULT_RECOVERY_REPO;
      const text = await inspectTarget(
        {
          url: positionals[0]!,
          repo,
          jobId: values['job-id'] as number | undefined,
          conclusions: (values['allow-conclusion'] as string[] | undefined) ?? ['failure']
        },
        {
          github: githubRestClient(io.env, repo),
          parentOf: (sha) => execRecoveryGit(io.cwd).commitOf(`${sha}^`)
        }
      );
      io.stdout(text);
      if (values.output) writeJson(io, values.output as string, text);
      return;
    }
    case 'audit-changelog': {
      const ref = values.ref as string;
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
      io.stdout(`${await createRecoveryWorktree(values.ref as string, resolve(io.cwd, values.directory as string), ports)}\n`);
      return;
    }
    case 'build-config': {
      const worktree = worktreeDir(io, values.worktree as string);
      const git = execRecoveryGit(worktree);
      // A missing working changelog names `<W>/<F>`, as the reference's read of it does.
      const readWorking = (path: string) =>
        git.readWorking(path).catch((error: unknown) => Promise.reject(asOsError(error, join(values.worktree as string, path))));
      const built = await buildRecoveryConfig(
        {
          worktree,
          baseRef: values['base-ref'] as string,
          mergeRef: values['merge-ref'] as string,
          prNumber: values['pr-number'] as number,
          changelogFile: file
        },
        { git: { ...git, readWorking }, files: io.files }
      );
      writeJson(io, values['config-output'] as string, recoveryJson(built.config));
      writeJson(io, values['metadata-output'] as string, recoveryJson(built.config.changelog_metadata));
      io.stdout(recoveryJson(built.summary));
      return;
    }
    default: {
      const path = pyPath(positionals[0]!);
      const text = naming(path, () => io.files.readText(resolve(io.cwd, path)));
      io.stdout(`${checkRecoveryWorkflow(text, path, values['pr-number'] as number)}\n`);
    }
  }
}

/** `sweepkit recover-ingest <sub-command>`: the checks of an ingest recovery (docs/recovery.md). */
const recoverIngest: RunCommand = async (argv, io) => {
  const [sub, ...rest] = argv;
  if (sub === '-h' || sub === '--help')
    throw new HelpRequested(
      `usage: ${PROG} {${Object.keys(SPECS).join(',')}} ...\n\n${Object.entries(SPECS)
        .map(([name, s]) => `  ${name.padEnd(18)}${s.summary}`)
        .join('\n')}\n`
    );
  const spec = sub === undefined ? undefined : SPECS[sub];
  if (!spec) throw new UsageError(`${PROG}: error: expected a sub-command: ${Object.keys(SPECS).join(', ')}`);
  const { values, positionals } = parseArgs(spec, rest);
  try {
    await run(sub!, values, positionals, io);
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
