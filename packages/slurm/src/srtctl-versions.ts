import {
  SweepkitError,
  firstSchemaError,
  gitRefProblem,
  gitRepositoryProblem,
  makeValueProblem,
  suggestionLines,
  parseYaml,
  readTextFile,
  schemaViolation,
  type Files
} from '../../common/src/index.js';
import { srtctlVersions as validateShape } from './generated/validators.js';
import { BUNDLED_VERSIONS_FILE, BUNDLED_VERSIONS_YAML } from './bundled-versions.js';

/** What a lane is chosen by: the matrix row of a multi-node job. */
export interface LaneQuery {
  framework: string;
  modelPrefix: string;
  precision: string;
  agentic: boolean;
  /** The recipe turns on dcgm-power telemetry. */
  power: boolean;
  specDecoding?: string;
  /** The cluster's runner label (RUNNER_TYPE); lanes with a `cluster` condition need it. */
  cluster?: string;
  /** The row's CONFIG_FILE (the srt-slurm recipe, with its selector); lanes with a `recipe` glob need it. */
  recipe?: string;
}

type When = Partial<
  Record<'framework' | 'model-prefix' | 'precision' | 'spec-decoding' | 'recipe', string> &
    Record<'agentic' | 'power', boolean> & { cluster: string | string[] }
>;

export interface VersionsFile {
  repositories: Record<string, string>;
  'setup-arch'?: string;
  'legacy-refs'?: string[];
  lanes: {
    when: When;
    /** No srt-slurm path: the site's launch script runs these rows, for this reason. */
    'site-launcher'?: string;
    repository: string;
    ref: string;
    sha?: string;
    'setup-arch'?: string;
    'model-alias'?: string;
    overlays?: { from: string; to: string }[];
  }[];
  'no-preflight'?: When[];
  'model-aliases'?: { when: When; alias: string }[];
}

/** The srt-slurm checkout and srtctl flags a job gets. */
export interface Lane {
  /** Index of the matching lane in the file (0-based). */
  index: number;
  repository: string;
  ref: string;
  sha?: string;
  modelAlias?: string;
  overlays: { from: string; to: string }[];
  /** `make setup ARCH=<this>` after the install; undefined: no setup. */
  setupArch?: string;
  noPreflight: boolean;
  /** Whether this ref knows `srtctl apply --json`. */
  json: boolean;
  warnings: string[];
}

/** Parses and checks a versions file; any mistake is one error at its file:line:col. */
export function parseSrtctlVersions(text: string, file: string): VersionsFile {
  const loaded = parseYaml(text, file);
  if (!validateShape(loaded.value)) throw schemaViolation(loaded, firstSchemaError(validateShape.errors!), 'srtctl versions', 'srtctl-versions');
  const data = loaded.value as unknown as VersionsFile;
  // Values that reach git and make as arguments: refused here, at their line, before any clone.
  const refuse = (path: (string | number)[], value: string, problem: string | undefined): void => {
    if (problem === undefined) return;
    const field = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
    throw new SweepkitError(`invalid srtctl versions: ${field}: '${value}' ${problem}`, { location: loaded.locate(path), field, code: 'srtctl-versions' });
  };
  for (const [name, url] of Object.entries(data.repositories)) refuse(['repositories', name], url, gitRepositoryProblem(url));
  if (data['setup-arch'] !== undefined && data['setup-arch'] !== 'none') refuse(['setup-arch'], data['setup-arch'], makeValueProblem(data['setup-arch']));
  data.lanes.forEach((lane, index) => {
    const keys = Object.keys(lane);
    const shapeProblem =
      lane['site-launcher'] !== undefined
        ? keys.find((key) => key !== 'when' && key !== 'site-launcher') && 'a site-launcher lane has only `when` and `site-launcher`'
        : ['repository', 'ref'].find((key) => !keys.includes(key)) && 'a lane needs `repository` and `ref` (or `site-launcher`)';
    if (shapeProblem) {
      throw new SweepkitError(`invalid srtctl versions: lanes[${index}]: ${shapeProblem}`, {
        location: loaded.locate(['lanes', index]),
        field: `lanes[${index}]`,
        code: 'srtctl-versions'
      });
    }
    if (lane['site-launcher'] !== undefined) return;
    refuse(['lanes', index, 'ref'], lane.ref, gitRefProblem(lane.ref));
    const arch = lane['setup-arch'];
    if (arch !== undefined && arch !== 'none') refuse(['lanes', index, 'setup-arch'], arch, makeValueProblem(arch));
    if (!(lane.repository in data.repositories)) {
      throw new SweepkitError(`invalid srtctl versions: lanes[${index}].repository: '${lane.repository}' is not a key of repositories`, {
        location: loaded.locate(['lanes', index, 'repository']),
        field: `lanes[${index}].repository`,
        code: 'srtctl-versions'
      });
    }
  });
  return data;
}

/** A repository's own versions file, or the bundled one when none is given. */
export function loadSrtctlVersions(files: Files, file?: string): VersionsFile {
  if (file === undefined) return parseSrtctlVersions(BUNDLED_VERSIONS_YAML, BUNDLED_VERSIONS_FILE);
  return parseSrtctlVersions(readTextFile(files, file), file);
}

const KEYS: Record<Exclude<keyof When, 'cluster'>, (q: LaneQuery) => string | boolean | undefined> = {
  framework: (q) => q.framework,
  'model-prefix': (q) => q.modelPrefix,
  precision: (q) => q.precision,
  'spec-decoding': (q) => q.specDecoding,
  agentic: (q) => q.agentic,
  power: (q) => q.power,
  recipe: (q) => q.recipe
};

/** A launcher's `[[ $CONFIG_FILE == pattern ]]`: `*` is any text (slashes too), `?` one character. */
const globMatches = (pattern: string, text: string | undefined): boolean =>
  text !== undefined &&
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's'
  ).test(text);

/**
 * A runner label `cluster:<name>` (the agentic rows' exact-fleet label, matrix.md V17) is the
 * cluster `<name>`: a lane keyed `gb300-nv` serves both `gb300-nv` and `cluster:gb300-nv` jobs.
 */
const clusterMatches = (lane: string | string[] | undefined, label: string | undefined): boolean =>
  label !== undefined && [lane].flat().some((name) => name === label || `cluster:${name}` === label);

const matches = (when: When, query: LaneQuery): boolean =>
  (Object.keys(when) as (keyof When)[]).every((key) =>
    key === 'cluster'
      ? clusterMatches(when.cluster, query.cluster)
      : key === 'recipe'
        ? globMatches(when.recipe!, query.recipe)
        : when[key] === KEYS[key](query)
  );

/** `none` turns setup off (a lane can opt out of the file-wide arch). */
export const setupArch = (arch: string | undefined): string | undefined => (arch === undefined || arch === 'none' ? undefined : arch);

/** The index of the first lane whose `when` matches the query, or -1. */
export const matchingLane = (versions: VersionsFile, query: LaneQuery): number => versions.lanes.findIndex((lane) => matches(lane.when, query));

/** Why no srt-slurm lane serves the query (the error resolveLane throws). */
export function noLaneError(versions: VersionsFile, query: LaneQuery): SweepkitError {
  const frameworks = [...new Set(versions.lanes.map((lane) => lane.when.framework).filter((f): f is string => f !== undefined))];
  return new SweepkitError(
    `no srt-slurm lane matches ${query.framework} ${query.modelPrefix} ${query.precision}${query.agentic ? ' agentic' : ''}${query.power ? ' power' : ''}` +
      (query.cluster ? ` on cluster ${query.cluster}` : versions.lanes.some((l) => l.when.cluster) ? ' (no cluster given: set cluster or RUNNER_TYPE)' : ''),
    {
      code: 'no-lane',
      details: frameworks.includes(query.framework) ? [] : suggestionLines([query.framework], frameworks).map((line) => `framework ${line}`)
    }
  );
}

/** The srt-slurm lane at `index` (an srt-slurm lane, not a site-launcher one), with the flags its ref supports. */
export function laneAt(versions: VersionsFile, index: number, query: LaneQuery): Lane {
  const lane = versions.lanes[index]!;
  const legacy = (versions['legacy-refs'] ?? []).includes(lane.ref);
  const wantsNoPreflight = (versions['no-preflight'] ?? []).some((when) => matches(when, query));
  // The bash launcher passed --no-preflight to a ref without it (glm5.1 fp8): argparse exit 2.
  const warnings = wantsNoPreflight && legacy ? [`--no-preflight is wanted but ${lane.ref} does not know it; preflight stays on`] : [];
  return {
    index,
    repository: versions.repositories[lane.repository]!,
    ref: lane.ref,
    sha: lane.sha,
    modelAlias: lane['model-alias'] ?? versions['model-aliases']?.find((entry) => matches(entry.when, query))?.alias,
    overlays: lane.overlays ?? [],
    setupArch: setupArch(lane['setup-arch'] ?? versions['setup-arch']),
    noPreflight: wantsNoPreflight && !legacy,
    json: !legacy,
    warnings
  };
}

/** The first lane that matches, with the flags its ref supports; no lane, or a site-launcher one, is an error. */
export function resolveLane(versions: VersionsFile, query: LaneQuery): Lane {
  const index = matchingLane(versions, query);
  if (index < 0) throw noLaneError(versions, query);
  const site = versions.lanes[index]!['site-launcher'];
  if (site !== undefined) {
    const where = query.cluster ? ` on cluster ${query.cluster}` : '';
    throw new SweepkitError(`no srt-slurm lane for ${query.framework} ${query.modelPrefix} ${query.precision}${where}: ${site}`, { code: 'site-launcher' });
  }
  return laneAt(versions, index, query);
}
