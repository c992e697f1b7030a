import { SweepkitError, loadYamlFile, type Files, type YamlMapping } from '../../common/src/index.js';
import { buildClusterConfig, wheelsCacheWarning } from './cluster-config.js';
import type { JobFiles } from './ports.js';

export interface PrepareOptions {
  /** The recipe, possibly with a `:selector`. */
  recipe: string;
  /** YAML mapping for `srtslurm.yaml` (the `cluster-config` input). */
  clusterConfig?: string;
  wheelsCacheDir?: string;
}

export interface Preparation {
  /** The `srtslurm.yaml` to write and point SRTSLURM_CONFIG at; undefined: leave srtctl's own. */
  srtslurmYaml?: string;
  warnings: string[];
}

/** `recipes/x.yaml:zip_override_a[0]` → `recipes/x.yaml` (a selector never holds a slash). */
export const recipePath = (recipe: string): string => recipe.replace(/:[^/:]*$/, '');

/**
 * Checks what can be checked before anything is submitted — the recipe exists and is a YAML
 * mapping (errors name file:line:col) — and builds the cluster config and cache warnings.
 */
export function prepareLaunch(files: Files, jobFiles: JobFiles, options: PrepareOptions): Preparation {
  const path = recipePath(options.recipe);
  const recipe = loadYamlFile(files, path);
  if (recipe.value === null || typeof recipe.value !== 'object' || Array.isArray(recipe.value)) {
    throw new SweepkitError('a recipe must be a YAML mapping (name, model, resources, …)', { location: recipe.locate([]), code: 'recipe' });
  }
  const dynamo = (recipe.value as YamlMapping).dynamo;
  const hash = dynamo && typeof dynamo === 'object' && !Array.isArray(dynamo) ? (dynamo as YamlMapping).hash : undefined;
  const warnings: string[] = [];
  const cache = options.wheelsCacheDir;
  if (cache) {
    const warning = wheelsCacheWarning(
      hash === undefined || hash === null ? undefined : String(hash),
      jobFiles.list(cache, cache).map((e) => e.name),
      (name) => jobFiles.list(cache, `${cache}/${name}`).some((e) => e.name === '.complete')
    );
    if (warning) warnings.push(warning);
  }
  const wanted = options.clusterConfig !== undefined || cache !== undefined;
  return { srtslurmYaml: wanted ? buildClusterConfig(options.clusterConfig ?? '', cache, 'input cluster-config') : undefined, warnings };
}
