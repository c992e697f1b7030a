import {
  firstArgumentProblem,
  gitRefProblem,
  gitRepositoryProblem,
  makeValueProblem,
  OptionError,
  readTextFile,
  type Files,
  type OptionValues
} from '../../common/src/index.js';
import type { Expectation } from './job-outputs.js';
import { jobName, tagArgs } from './job-name.js';
import { modelEnv, parseModelTable, resolveModel, type ResolvedModel } from './model-table.js';
import type { SRTCTL_PREPARE_OPTIONS } from './prepare-options.js';
import type { PrepareStageOptions } from './prepare-stage.js';
import { DCGM_EXPORTER_IMAGE, recipeUsesDcgmPower, workspaceRecipe } from './power-lane.js';
import { planSquashImports, type SquashImport } from './squash.js';
import { loadSrtctlVersions, resolveLane, setupArch, type Lane } from './srtctl-versions.js';

export type PrepareValues = OptionValues<(typeof SRTCTL_PREPARE_OPTIONS)['options']>;

export interface PrepareContext {
  /** GITHUB_WORKSPACE, or the CLI's current directory: where the default folders go. */
  workspace: string;
  /** Reads the lane and model tables. */
  files: Files;
  runnerName?: string;
  resultFilename?: string;
  expect: Expectation;
  /** The recipe as given (the throughput one): it chooses the lane and the power lane. */
  recipe: string;
  clusterConfig?: string;
  clusterConfigSource: string;
  wheelsCacheDir?: string;
}

/** What the launch needs from the prepare options, decided before anything runs. */
export interface PreparePlan {
  /** Set when the prepare stage runs. */
  stage?: Omit<PrepareStageOptions, 'env'>;
  /** Stop after the prepare stage. */
  prepareOnly: boolean;
  /** The Slurm job name, when there is one to set (and to clean up stale jobs by). */
  jobName?: string;
  cancelStale: boolean;
  /** Extra `srtctl apply` arguments: `--tags`, `--no-preflight`. */
  srtctlArgs: string[];
  /** Variables srtctl (and so the job) gets: RUNNER_NAME (srtctl's job name), MODEL_PATH, … */
  jobEnv: Record<string, string>;
  lane?: Lane;
  /** A power lane: the checked-out commit is recorded in power-producer-sha.txt. */
  power: boolean;
  /** The recipe to submit: the eval variant for an eval-only run that has one. */
  recipe: string;
  warnings: string[];
}

const NVIDIA_SRT_SLURM = 'https://github.com/NVIDIA/srt-slurm.git';
/** Wait before the second clone attempt (doubled after each failure). */
export const CLONE_RETRY_DELAY_MS = 5000;

const needed = (values: PrepareValues, name: 'framework' | 'model-prefix' | 'precision', why: string): string => {
  const value = values[name];
  if (!value) throw new OptionError(`{${name}} is needed ${why}`);
  return value;
};

/** The lane: the explicit repository/ref when given, else the lane table's match for the row. */
function laneOf(values: PrepareValues, context: PrepareContext, power: boolean): Lane {
  const why = 'to choose the srt-slurm lane (or give srt-slurm-ref)';
  const lane: Lane = values['srt-slurm-ref']
    ? {
        index: -1,
        repository: values['srt-slurm-repository'] ?? NVIDIA_SRT_SLURM,
        ref: values['srt-slurm-ref'],
        overlays: [],
        noPreflight: false,
        json: true,
        warnings: []
      }
    : resolveLane(loadSrtctlVersions(context.files, values['versions-file']), {
        framework: needed(values, 'framework', why),
        modelPrefix: needed(values, 'model-prefix', why),
        precision: needed(values, 'precision', why),
        specDecoding: values['spec-decoding'],
        agentic: values.agentic || context.expect === 'agentic',
        power,
        cluster: values.cluster,
        recipe: context.recipe
      });
  const problem = firstArgumentProblem([
    ['{srt-slurm-ref}', values['srt-slurm-ref'], gitRefProblem],
    ['{srt-slurm-repository}', values['srt-slurm-repository'], gitRepositoryProblem],
    ['{setup-arch}', values['setup-arch'] === 'none' ? undefined : values['setup-arch'], makeValueProblem]
  ]);
  if (problem) throw new OptionError(problem);
  const sha = values['srt-slurm-sha'];
  if (sha !== undefined && !/^[0-9a-f]{7,40}$/.test(sha)) throw new OptionError(`{srt-slurm-sha} must be 7 to 40 lowercase hex digits, got '${sha}'`);
  const arch = values['setup-arch'];
  return { ...lane, sha: sha ?? lane.sha, setupArch: arch === undefined ? lane.setupArch : setupArch(arch) };
}

function modelOf(values: PrepareValues, context: PrepareContext, lane: Lane): ResolvedModel | undefined {
  const file = values['model-table'];
  if (file === undefined) return undefined;
  const table = parseModelTable(readTextFile(context.files, file), file);
  return resolveModel(
    table,
    { modelPrefix: needed(values, 'model-prefix', 'to look up the model table'), precision: values.precision, framework: values.framework },
    lane.modelAlias
  );
}

/**
 * Turns the prepare options into a plan: the lane (repository, ref, pinned commit, overlays,
 * setup arch, --no-preflight), the model, the job name (checked: no shell metacharacters) and
 * the tags. Everything that can be wrong in the options is found here, before any clone.
 */
export function planPrepare(values: PrepareValues, context: PrepareContext): PreparePlan {
  const prepare = values.prepare || values['prepare-only'];
  // The swap comes after the lane and power decisions, which the throughput recipe makes.
  const recipe = values['eval-only'] && values['eval-recipe'] ? values['eval-recipe'] : context.recipe;
  const name = values['job-name'] !== undefined || prepare ? jobName(values['job-name'], context.runnerName, context.resultFilename) : undefined;
  const tags = tagArgs(values.tags);
  const jobEnv: Record<string, string> = name ? { RUNNER_NAME: name } : {};
  if (!prepare)
    return {
      prepareOnly: false,
      jobName: name,
      cancelStale: values['cancel-stale'] && name !== undefined,
      srtctlArgs: tags,
      jobEnv,
      power: false,
      recipe,
      warnings: []
    };

  const ws = context.workspace.replace(/\/+$/, '');
  const recipesDir = values['recipes-dir'] ?? `${ws}/benchmarks/multi_node/srt-slurm-recipes`;
  const power = values.power || usesPower(context, recipesDir);
  const lane = laneOf(values, context, power);
  const model = modelOf(values, context, lane);
  const squash = squashPlan(values, power, ws);
  return {
    stage: {
      repository: lane.repository,
      ref: lane.ref,
      sha: lane.sha,
      overlays: lane.overlays,
      recipesDir,
      checkoutDir: values['checkout-dir'] ?? `${ws}/srt-slurm`,
      venvDir: values['venv-dir'] ?? `${ws}/.venv-srt`,
      setupArch: lane.setupArch,
      recipe,
      jobName: name!,
      clusterConfig: context.clusterConfig,
      clusterConfigSource: context.clusterConfigSource,
      wheelsCacheDir: context.wheelsCacheDir,
      model,
      cloneAttempts: values['clone-attempts'],
      cloneTimeoutMs: values['clone-timeout-minutes'] * 60_000,
      retryDelayMs: CLONE_RETRY_DELAY_MS,
      squashes: squash.imports,
      exporterContainer: squash.exporter,
      syntheticAcceptance: values['synthetic-acceptance']
        ? { script: `${ws}/${values['synthetic-acceptance-script']}`, framework: needed(values, 'framework', 'by the synthetic-acceptance injector') }
        : undefined
    },
    prepareOnly: values['prepare-only'],
    jobName: name,
    cancelStale: values['cancel-stale'],
    srtctlArgs: [...tags, ...(lane.noPreflight ? ['--no-preflight'] : [])],
    jobEnv: { ...jobEnv, ...(model ? modelEnv(model) : {}) },
    lane,
    power,
    recipe,
    warnings: [...lane.warnings, ...squash.warnings]
  };
}

/** The launcher's power-lane detection: the workspace copy of the recipe (absent: not a power lane). */
function usesPower(context: PrepareContext, recipesDir: string): boolean {
  const file = workspaceRecipe(recipesDir, context.recipe);
  return context.files.exists(file) && recipeUsesDcgmPower(readTextFile(context.files, file), file);
}

/** The squash imports of the prepare stage: the images, then a power lane's exporter. */
function squashPlan(values: PrepareValues, power: boolean, ws: string): { imports: SquashImport[]; exporter?: string; warnings: string[] } {
  const dir = values['squash-dir'];
  if (dir === undefined) {
    const warnings = power ? ['a power lane without squash-dir: the DCGM exporter is not imported and exporter-image.sha256 is not written'] : [];
    return { imports: [], warnings };
  }
  const images = [...new Set([...(values['squash-images'] ?? []), ...(power ? [DCGM_EXPORTER_IMAGE] : [])])];
  const imports = planSquashImports(values, dir, ws, images);
  return { imports, exporter: power ? imports.find((i) => i.image === DCGM_EXPORTER_IMAGE)?.file : undefined, warnings: [] };
}
