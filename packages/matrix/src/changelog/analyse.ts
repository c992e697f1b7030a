import { join } from 'node:path';
import { SweepkitError, type Files, type YamlValue } from '../../../common/src/index.js';
import { readChangelogAdditions, type ChangelogAdditions } from './additions.js';
import { appendOnlySelection, checkAppendOnlyScope } from './append-only-scope.js';
import { resolveConfigKeys } from './config-keys.js';
import { GitError, type Git } from './git.js';
import { mergeMasterConfigs, type ConfigSource } from './master-configs.js';
import { pyListRepr } from './py-repr.js';

/** The reference's fixed input files, relative to the repository root. */
export const MASTER_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'] as const;
export const RUNNER_CONFIG_FILE = 'configs/runners.yaml';

export interface ChangelogRequest {
  changelogFile: string;
  baseRef: string;
  headRef: string;
  allEvals: boolean;
  evalsOnly: boolean;
}

/** Where the changelog rules read from: git objects, and the working tree at `root` for configs. */
export interface ChangelogWorkspace {
  git: Git;
  files: Files;
  root: string;
}

export interface ChangelogAnalysis {
  additions: ChangelogAdditions;
  /** Each added entry's config keys, resolved against the working-tree master configs. */
  resolvedKeys: string[][];
  /** Every added entry is append-only (the reference forbids mixing). */
  appendOnly: boolean;
  headConfigs: Map<string, YamlValue>;
  /** The base revision's master configs (append-only changes only). */
  baseConfigs?: Map<string, YamlValue>;
}

const workingTreeSource = (ws: ChangelogWorkspace, file: string): ConfigSource => {
  const path = join(ws.root, file);
  return { file, text: ws.files.exists(path) ? ws.files.readText(path) : undefined };
};

async function baseRevisionSources(ws: ChangelogWorkspace, ref: string): Promise<ConfigSource[]> {
  const files = [...MASTER_CONFIG_FILES, RUNNER_CONFIG_FILE];
  const read = await Promise.all(
    files.map(async (file) => {
      try {
        return { file, text: new TextDecoder().decode(await ws.git.show(ref, file)) };
      } catch (error) {
        if (error instanceof GitError) return { file, text: undefined };
        throw error;
      }
    })
  );
  const missing = read.filter((s) => s.text === undefined).map((s) => s.file).sort();
  if (missing.length) throw new SweepkitError(`append-only base revision is missing generation inputs: ${pyListRepr(missing)}`, { code: 'APPEND_ONLY_BASE' });
  return read.filter((s) => s.file !== RUNNER_CONFIG_FILE);
}

/**
 * gating.md b.4 steps 1–9, everything before matrix generation: the added entries, the
 * append-only consistency rules, and config keys resolved against the master configs.
 */
export async function analyseChangelog(request: ChangelogRequest, ws: ChangelogWorkspace): Promise<ChangelogAnalysis> {
  const diff = await ws.git.diff(request.baseRef, request.headRef, request.changelogFile);
  const additions = readChangelogAdditions(diff, request.changelogFile);
  const { entries } = additions;
  const firstAppendOnly = entries.findIndex((e) => e.appendOnly);
  const appendOnly = firstAppendOnly >= 0;
  if (appendOnly && entries.some((e) => !e.appendOnly)) {
    throw new SweepkitError('append-only entries cannot share a sweep with regular changelog entries', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MIXED' });
  }
  if (appendOnly && (request.allEvals || request.evalsOnly)) {
    throw new SweepkitError('append-only sweeps cannot use all-evals or evals-only modifiers', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MODIFIER' });
  }
  const headConfigs = mergeMasterConfigs(MASTER_CONFIG_FILES.map((f) => workingTreeSource(ws, f)));
  const resolvedKeys = resolveConfigKeys(entries, [...headConfigs.keys()], (p) => additions.locate(p));
  if (!appendOnly) return { additions, resolvedKeys, appendOnly, headConfigs };
  const baseConfigs = mergeMasterConfigs(await baseRevisionSources(ws, request.baseRef));
  checkAppendOnlyScope(appendOnlySelection(entries, resolvedKeys), baseConfigs, headConfigs, additions.locate([firstAppendOnly]));
  return { additions, resolvedKeys, appendOnly, headConfigs, baseConfigs };
}
