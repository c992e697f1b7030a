import { parseYaml } from '../../common/src/index.js';
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
  const doc = parseYaml(text, file).value;
  if (!isMapping(doc)) return false;
  return [doc.telemetry, isMapping(doc.base) ? doc.base.telemetry : undefined].some((t) => isMapping(t) && t.provider === 'dcgm-power' && t.enabled === true);
}

/**
 * Where the workspace keeps a recipe before any checkout: srtctl's `recipes/x/y.yaml:sel` is
 * `<recipesDir>/x/y.yaml` (the launcher looked it up there, without the selector and the
 * leading `recipes/`).
 */
export const workspaceRecipe = (recipesDir: string, recipe: string): string =>
  `${recipesDir.replace(/\/+$/, '')}/${recipePath(recipe).replace(/^recipes\//, '')}`;
