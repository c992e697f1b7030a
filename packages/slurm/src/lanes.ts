import type { Files } from '../../common/src/index.js';
import { readTextFile } from '../../common/src/index.js';
import { recipeUsesDcgmPower, workspaceRecipe } from './power-lane.js';
import { laneAt, matchingLane, noLaneError, type Lane, type LaneQuery, type VersionsFile } from './srtctl-versions.js';

/**
 * How a multi-node row is launched: an srt-slurm lane (`power`: its recipe turns on dcgm-power
 * telemetry, so the lane is the power one), or no lane — `site-launcher` when the reference runs
 * the row through something other than srtctl (the lane table says what), `no-match` when no lane
 * of the table covers the row.
 */
export type LaneResolution = { kind: 'srt-slurm'; lane: Lane; power: boolean } | { kind: 'none'; code: 'site-launcher' | 'no-match'; reason: string };

/** The lane of a query whose `power` is already known. */
export function laneFor(versions: VersionsFile, query: LaneQuery): LaneResolution {
  const index = matchingLane(versions, query);
  if (index < 0) return { kind: 'none', code: 'no-match', reason: noLaneError(versions, query).message };
  const site = versions.lanes[index]!['site-launcher'];
  if (site !== undefined) return { kind: 'none', code: 'site-launcher', reason: site };
  return { kind: 'srt-slurm', lane: laneAt(versions, index, query), power: query.power };
}

const AGENTIC_SCENARIO = 'agentic-coding';

/**
 * A matrix-row value as the launchers' environment sees it: a string or a number as text; undefined
 * when absent, empty or of another type (the one rule for the lanes and the launch path).
 */
export const rowText = (value: unknown): string | undefined =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;

/** CONFIG_FILE of a multi-node row: the first one its prefill's, then its decode's, additional-settings set. */
export function rowRecipe(row: Readonly<Record<string, unknown>>): string | undefined {
  for (const role of ['prefill', 'decode']) {
    const settings = (row[role] as Record<string, unknown> | undefined)?.['additional-settings'];
    if (!Array.isArray(settings)) continue;
    const setting = settings.find((item): item is string => typeof item === 'string' && item.startsWith('CONFIG_FILE='));
    if (setting !== undefined) return rowText(setting.slice('CONFIG_FILE='.length));
  }
  return undefined;
}

/** What chooses a row's lane, but its power (which its recipe says). */
export function rowLaneQuery(row: Readonly<Record<string, unknown>>): LaneQuery {
  return {
    framework: rowText(row.framework) ?? '',
    modelPrefix: rowText(row['model-prefix']) ?? '',
    precision: rowText(row.precision) ?? '',
    specDecoding: rowText(row['spec-decoding']),
    agentic: row['scenario-type'] === AGENTIC_SCENARIO,
    power: false,
    cluster: rowText(row.runner),
    recipe: rowRecipe(row)
  };
}

/**
 * The launch path of a matrix row, as the reference's launchers choose it. The recipe
 * (`<recipesDir>/<CONFIG_FILE without recipes/ and selector>`) is read only when the lane depends
 * on it — when a power lane would match — as the launchers read the workspace copy before any
 * checkout; a recipe that is not there is not a power recipe. A row whose lane is srt-slurm but
 * which names no recipe cannot run srtctl: the site launcher's (GB200's pre-srt-slurm path).
 */
export function laneForRow(versions: VersionsFile, row: Readonly<Record<string, unknown>>, files: Files, recipesDir: string): LaneResolution {
  return laneForQuery(versions, rowLaneQuery(row), files, recipesDir);
}

/** laneForRow for a query (`--resolve-lane --row`, whose --recipe may replace the row's CONFIG_FILE); its `power` is ignored. */
export function laneForQuery(versions: VersionsFile, query: LaneQuery, files: Files, recipesDir: string): LaneResolution {
  const unpowered = { ...query, power: false };
  const plain = laneFor(versions, unpowered);
  const recipe = query.recipe;
  if (plain.kind === 'srt-slurm' && recipe === undefined) {
    return { kind: 'none', code: 'site-launcher', reason: 'the row has no CONFIG_FILE (no srt-slurm recipe), so srtctl cannot run it' };
  }
  if (recipe === undefined || matchingLane(versions, { ...query, power: true }) === matchingLane(versions, unpowered)) return plain;
  const file = workspaceRecipe(recipesDir, recipe);
  const power = files.exists(file) && recipeUsesDcgmPower(readTextFile(files, file), file);
  return power ? laneFor(versions, { ...query, power }) : plain;
}
