import {
  firstArgumentProblem,
  gitRefProblem,
  gitRepositoryProblem,
  loadYaml,
  makeValueProblem,
  pathInside,
  redactSecrets,
  SweepkitError
} from '../../common/src/index.js';
import { buildClusterConfig } from './cluster-config.js';
import { formatDuration } from './duration.js';
import type { ChildKind } from './child-env.js';
import type { ResolvedModel } from './model-table.js';
import type { PrepareStageDeps, RunResult } from './ports.js';
import { DCGM_EXPORTER_CONTAINER } from './power-lane.js';
import { recipePath } from './prepare.js';
import { importSquashes, type SquashImport } from './squash.js';

export interface PrepareStageOptions {
  repository: string;
  ref: string;
  /** The commit the ref must be at (full or abbreviated); undefined: a warning, not a check. */
  sha?: string;
  overlays: readonly { from: string; to: string }[];
  /** Where overlay sources live. */
  recipesDir: string;
  checkoutDir: string;
  venvDir: string;
  /** `make setup ARCH=<this>`; undefined: no setup. */
  setupArch?: string;
  /** The recipe relative to the checkout, possibly with a `:selector`. */
  recipe: string;
  jobName: string;
  /** The user's cluster config (YAML text) and what to call it in errors. */
  clusterConfig?: string;
  clusterConfigSource: string;
  wheelsCacheDir?: string;
  model?: ResolvedModel;
  cloneAttempts: number;
  cloneTimeoutMs: number;
  /** Wait before the second clone attempt; doubled for each later one. */
  retryDelayMs: number;
  /** Images to import into squash files before srtslurm.yaml is written (each becomes a `containers` entry). */
  squashes?: readonly SquashImport[];
  /** A power lane's exporter squash: `containers.dcgm-exporter`, and its SHA-256 recorded. */
  exporterContainer?: string;
  /** Run the injector (`python3 <script> <recipe> <framework>`) on the renamed recipe. */
  syntheticAcceptance?: { script: string; framework: string };
  env: Record<string, string | undefined>;
}

export interface PreparedCheckout {
  checkoutDir: string;
  /** The commit checked out. */
  sha: string;
  /** The venv's srtctl, by absolute path (no activation, no VIRTUAL_ENV). */
  srtctl: string;
  srtslurmYaml: string;
  /** `sha256sum` of the exporter squash (`<hex>  <file>`), for exporter-image.sha256; power lanes with a squash dir. */
  exporterSha256?: string;
}

/** How many output lines a failed sub-step quotes. */
const LAST_LINES = 20;
const INSTALL_TIMEOUT_MS = 20 * 60_000;
const SETUP_TIMEOUT_MS = 20 * 60_000;
const GIT_TIMEOUT_MS = 2 * 60_000;

/** A sub-step failed: the message says which and quotes its last output lines. */
class StepFailure extends Error {
  constructor(
    message: string,
    readonly output = ''
  ) {
    super(message);
  }
}

export const lastLines = (text: string, count = LAST_LINES): string => text.trimEnd().split('\n').slice(-count).join('\n');

const outputOf = (result: RunResult): string => [result.stdout, result.stderr].filter((t) => t.trim()).join('\n');

function describe(file: string, args: readonly string[], result: RunResult, timeoutMs: number): string {
  const command = [file, ...args].join(' ');
  if (result.startError) return `${command}: cannot run (${result.startError})`;
  if (result.killed) return `${command}: no result within ${formatDuration(timeoutMs)}`;
  return `${command} exited with ${result.exitCode}`;
}

/** `a/b` under `root`, refusing paths that climb out of it. */
function inside(root: string, relative: string, what: string): string {
  try {
    return pathInside(root, relative, what);
  } catch (error) {
    throw new StepFailure(`${(error as Error).message} (inside ${root})`);
  }
}

/** An abbreviated commit cannot be fetched by name; it needs the branches' history. */
const isAbbreviatedSha = (ref: string): boolean => /^[0-9a-f]{7,39}$/.test(ref);

/**
 * The front half of a multi-node launch, each sub-step a log group with its duration: clone the
 * lane's srt-slurm at its ref (shallow, retried, time-limited; a cached checkout at the pinned
 * commit is reused), verify the commit, copy the recipe overlays, check the recipe, create the
 * venv and install srtctl (uv when present, else python3 -m venv + pip), write `srtslurm.yaml`,
 * run `make setup ARCH=…`, and set the recipe's `name:` to the job name. A failure names the
 * sub-step and quotes its last output lines.
 */
export async function prepareCheckout(deps: PrepareStageDeps, options: PrepareStageOptions): Promise<PreparedCheckout> {
  refuseArguments(options);
  const { reporter, clock } = deps;
  const dir = options.checkoutDir;
  const step = async <T>(title: string, body: () => Promise<T> | T): Promise<T> => {
    reporter.group(`prepare: ${title}`);
    const started = clock.now();
    try {
      const value = await body();
      reporter.info(`${title}: done in ${formatDuration(clock.now() - started)}`);
      return value;
    } catch (error) {
      if (error instanceof SweepkitError) throw error;
      const output = error instanceof StepFailure && error.output.trim() ? `\n${lastLines(error.output)}` : '';
      throw new SweepkitError(`prepare step '${title}' failed after ${formatDuration(clock.now() - started)}: ${(error as Error).message}${output}`, {
        code: 'prepare'
      });
    } finally {
      reporter.endGroup();
    }
  };
  const env = { ...options.env, GIT_TERMINAL_PROMPT: '0' };
  /** Runs a command; its output is shown (in the sub-step's group) unless `quiet`, and quoted on failure. */
  const run = async (
    file: string,
    args: readonly string[],
    cwd: string | undefined,
    timeoutMs: number,
    quiet = false,
    envKind?: ChildKind
  ): Promise<string> => {
    const result = await deps.commands.run(file, args, { cwd, env, timeoutMs, envKind });
    // A clone URL or an installer's index URL may carry credentials: shown and quoted redacted.
    const output = redactSecrets(outputOf(result));
    if (output && !quiet) reporter.output(output);
    if (result.exitCode !== 0 || result.killed || result.startError) throw new StepFailure(redactSecrets(describe(file, args, result, timeoutMs)), output);
    return result.stdout;
  };
  // git's plumbing output (hashes) says nothing; fetch progress is shown.
  const git = (args: readonly string[], timeoutMs = GIT_TIMEOUT_MS): Promise<string> =>
    run('git', ['-C', dir, ...args], undefined, timeoutMs, args[0] !== 'fetch');
  const head = async (): Promise<string> => (await git(['rev-parse', 'HEAD'])).trim();

  const cached = await step('checkout', async () => {
    if (options.sha && deps.files.exists(`${dir}/.git`)) {
      const at = await head().catch(() => '');
      if (at.startsWith(options.sha)) {
        // Leftovers of an earlier job's overlays go; ignored files (make setup's binaries) stay.
        await git(['reset', '-q', '--hard']);
        await git(['clean', '-q', '-f', '-d']);
        reporter.info(`reusing the checkout in ${dir}: already at ${at}`);
        return true;
      }
    }
    await clone(deps, options, git);
    return false;
  });

  const sha = await step('verify commit', async () => {
    const at = await head();
    if (options.sha === undefined) {
      reporter.warning(`srt-slurm ${options.ref} is not pinned to a commit (no sha in the lane): this run used ${at}; pin it to make runs reproducible`);
    } else if (!at.startsWith(options.sha)) {
      throw new StepFailure(`${options.repository} ${options.ref} is at ${at}, not at the pinned ${options.sha}: refusing to run an unverified checkout`);
    } else {
      reporter.info(`srt-slurm ${options.ref} is at ${at}${cached ? ' (cached)' : ''}, as pinned`);
    }
    return at;
  });

  await step('overlays', () => {
    for (const overlay of options.overlays) {
      const from = inside(options.recipesDir, overlay.from, 'overlay source');
      if (!deps.files.exists(from)) throw new StepFailure(`overlay source ${from} does not exist`);
      deps.files.copyTree(options.recipesDir, from, inside(dir, overlay.to, 'overlay destination'));
      reporter.info(`${overlay.from} → ${overlay.to}`);
    }
    // Checked now, not after minutes of installing (the bash launcher found a typo only at sed -i).
    const recipe = inside(dir, recipePath(options.recipe), 'recipe');
    if (!deps.files.exists(recipe)) throw new StepFailure(`the recipe ${recipePath(options.recipe)} is not in the checkout (nor in the overlays)`);
  });

  const srtctl = await step('install srtctl', async () => {
    const uv = deps.commands.which('uv');
    const python = `${options.venvDir}/bin/python`;
    if (uv) {
      await run(uv, ['venv', '--seed', options.venvDir], dir, INSTALL_TIMEOUT_MS);
      await run(uv, ['pip', 'install', '--python', python, '-e', '.'], dir, INSTALL_TIMEOUT_MS);
    } else {
      await run('python3', ['-m', 'venv', '--clear', options.venvDir], dir, INSTALL_TIMEOUT_MS);
      await run(python, ['-m', 'pip', 'install', '-e', '.'], dir, INSTALL_TIMEOUT_MS);
    }
    const path = `${options.venvDir}/bin/srtctl`;
    if (!deps.files.exists(path)) throw new StepFailure(`the install left no srtctl in ${options.venvDir}/bin`);
    return path;
  });

  const squashes = options.squashes ?? [];
  let exporterSha256: string | undefined;
  if (squashes.length) {
    exporterSha256 = await step('squash import', async () => {
      await importSquashes(deps.commands, squashes, env, (text) => reporter.output(text));
      const exporter = options.exporterContainer;
      if (exporter === undefined) return undefined;
      if (!deps.files.exists(exporter)) throw new StepFailure(`the exporter squash ${exporter} is missing after its import`);
      return `${await deps.files.sha256(exporter)}  ${exporter}`;
    });
  }
  const containers = Object.fromEntries(squashes.map((s) => [s.file === options.exporterContainer ? DCGM_EXPORTER_CONTAINER : s.image, s.file]));

  const srtslurmYaml = await step('write srtslurm.yaml', () => {
    const text = buildClusterConfig(options.clusterConfig ?? '', options.wheelsCacheDir, options.clusterConfigSource, {
      srtctlRoot: dir,
      modelPaths: options.model ? { [options.model.alias]: options.model.path } : undefined,
      containers
    });
    const path = `${dir}/srtslurm.yaml`;
    deps.files.writeText(path, text);
    reporter.output(text);
    return path;
  });

  // After srtslurm.yaml exists: without it make setup asks for account and partition on stdin.
  if (options.setupArch) await step(`make setup ARCH=${options.setupArch}`, () => run('make', ['setup', `ARCH=${options.setupArch}`], dir, SETUP_TIMEOUT_MS));

  await step('recipe name', () => {
    const path = inside(dir, recipePath(options.recipe), 'recipe');
    deps.files.writeText(path, renameRecipe(deps.files.readText(path), options.jobName, path));
    reporter.info(`${recipePath(options.recipe)}: name: ${options.jobName}`);
  });

  const acceptance = options.syntheticAcceptance;
  // After the rename, before srtctl apply (slurm_utils.sh's inject_synthetic_acceptance): a failed injection stops the launch.
  if (acceptance)
    // The injector reads the job's variables (SYNTHETIC_ACCEPTANCE_LENGTH, NUM_SPEC_TOKENS, MODEL_PREFIX, …).
    await step('synthetic acceptance', () =>
      run('python3', [acceptance.script, recipePath(options.recipe), acceptance.framework], dir, GIT_TIMEOUT_MS, false, 'job')
    );

  return { checkoutDir: dir, sha, srtctl, srtslurmYaml, exporterSha256 };
}

/** The values that become git and make arguments, checked again where they are used (whoever built the options). */
function refuseArguments(options: PrepareStageOptions): void {
  const problem = firstArgumentProblem([
    ['srt-slurm ref', options.ref, gitRefProblem],
    ['srt-slurm repository', options.repository, gitRepositoryProblem],
    ['setup arch', options.setupArch, makeValueProblem]
  ]);
  if (problem) throw new SweepkitError(`refusing to prepare: the ${problem}`, { code: 'prepare' });
}

async function clone(
  deps: PrepareStageDeps,
  options: PrepareStageOptions,
  git: (args: readonly string[], timeoutMs?: number) => Promise<string>
): Promise<void> {
  const { ref, repository } = options;
  // A tag or branch comes alone (depth 1); an abbreviated commit needs the branches' history.
  const fetch = isAbbreviatedSha(ref)
    ? ['fetch', '-q', '--tags', '--end-of-options', 'origin']
    : ['fetch', '-q', '--depth', '1', '--end-of-options', 'origin', ref];
  // Checked hex or FETCH_HEAD: nothing git could read as an option (checkout --detach refuses --end-of-options).
  const checkout = isAbbreviatedSha(ref) ? ['checkout', '-q', '--detach', ref] : ['checkout', '-q', '--detach', 'FETCH_HEAD'];
  for (let attempt = 1; ; attempt++) {
    deps.files.remove(options.checkoutDir);
    try {
      await deps.commands.run('git', ['init', '-q', '--end-of-options', options.checkoutDir], { timeoutMs: GIT_TIMEOUT_MS }).then((r) => {
        if (r.exitCode !== 0) throw new StepFailure(`git init ${options.checkoutDir} failed`, outputOf(r));
      });
      await git(['remote', 'add', '--end-of-options', 'origin', repository]);
      await git(fetch, options.cloneTimeoutMs);
      await git(checkout);
      deps.reporter.info(`cloned ${repository} at ${ref}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
      return;
    } catch (error) {
      const failure = error as StepFailure;
      const last = lastLines(failure.output || failure.message, 1);
      if (attempt >= options.cloneAttempts) {
        throw new StepFailure(`cannot clone ${repository} at ${ref} after ${attempt} attempt(s): ${failure.message}`, failure.output);
      }
      const delay = options.retryDelayMs * 2 ** (attempt - 1);
      deps.reporter.warning(
        `clone attempt ${attempt}/${options.cloneAttempts} of ${repository} at ${ref} failed (${last}); retrying in ${formatDuration(delay)}`
      );
      await deps.clock.sleep(delay);
    }
  }
}

/**
 * The recipe with its `name:` (and an override file's `base.name`) set to the job name, edited
 * as YAML so comments and the rest of the file stay as written.
 */
export function renameRecipe(text: string, name: string, file: string): string {
  const { isMap, parseDocument } = loadYaml();
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length || !isMap(doc.contents))
    throw new SweepkitError(`the recipe is not a YAML mapping: ${doc.errors[0]?.message.split('\n')[0] ?? 'not a mapping'}`, {
      location: { file },
      code: 'recipe'
    });
  if (isMap(doc.get('base'))) doc.setIn(['base', 'name'], name);
  if (doc.has('name') || !doc.has('base')) doc.set('name', name);
  return doc.toString();
}
