import { resolve } from 'node:path';
import { parseYaml, readTextFile, type Files } from '../../common/src/index.js';
import { recipePath } from './prepare.js';

/** The DCGM exporter image power lanes import next to the benchmark image (launch_gb300-nv.sh). */
export const DCGM_EXPORTER_IMAGE = 'nvcr.io/nvidia/k8s/dcgm-exporter:4.6.0-4.8.3-distroless';

/** srtslurm.yaml's container name for the exporter squash. */
export const DCGM_EXPORTER_CONTAINER = 'dcgm-exporter';

const isMapping = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether a recipe turns on DCGM power telemetry: its top-level `telemetry` mapping has
 * `provider: dcgm-power` and `enabled: true` (what the launcher's awk scan looked for, read as
 * YAML so quoting and key order do not matter). Override files keep it under `base`.
 */
export function recipeUsesDcgmPower(text: string, file: string): boolean {
  return recipeSections(text, file).some((section) => {
    const t = section.telemetry;
    return isMapping(t) && t.provider === 'dcgm-power' && t.enabled === true;
  });
}

/** A recipe's top-level mapping, then the `base` mapping of an override (zip_override) file. */
function recipeSections(text: string, file: string): Record<string, unknown>[] {
  const doc = parseYaml(text, file).value;
  if (!isMapping(doc)) return [];
  return isMapping(doc.base) ? [doc, doc.base] : [doc];
}

/** The recipe variable naming the server metrics an agentic run must export (benchmark_lib.sh). */
export const REQUIRED_METRIC_PREFIX_VARIABLE = 'AIPERF_REQUIRED_SERVER_METRIC_PREFIX';

/**
 * The prefix some server metric of an agentic run must start with (e.g. `sglang:`): the
 * recipe's `benchmark.env.AIPERF_REQUIRED_SERVER_METRIC_PREFIX`, or its `base.benchmark.env`
 * one in an override file. Empty when the recipe sets none (or not as text): nothing to check.
 */
export function recipeRequiredMetricPrefix(text: string, file: string): string {
  for (const section of recipeSections(text, file)) {
    const env = isMapping(section.benchmark) ? section.benchmark.env : undefined;
    const value = isMapping(env) ? env[REQUIRED_METRIC_PREFIX_VARIABLE] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/**
 * Where the workspace keeps a recipe before any checkout: srtctl's `recipes/x/y.yaml:sel` is
 * `<recipesDir>/x/y.yaml` (the launcher looked it up there, without the selector and the
 * leading `recipes/`).
 */
export const workspaceRecipe = (recipesDir: string, recipe: string): string =>
  `${recipesDir.replace(/\/+$/, '')}/${recipePath(recipe).replace(/^recipes\//, '')}`;

/**
 * The required-metric prefix of the recipe srtctl submits: `recipe` (selector dropped) in the
 * working directory, after the prepare stage copied the overlays there. Empty when the file is
 * absent (srtctl then fails on it by itself) or sets no prefix.
 */
export function submittedRecipeMetricPrefix(files: Files, launch: { workingDirectory: string; recipe: string }): string {
  const file = resolve(launch.workingDirectory, recipePath(launch.recipe));
  // Errors name the file srtctl reads, as the launch's own recipe errors do.
  return files.exists(file) ? recipeRequiredMetricPrefix(readTextFile(files, file, file), file) : '';
}
