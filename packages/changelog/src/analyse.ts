import { GitError, SweepkitError, pyRepr, type Files, type Git, type YamlValue } from '../../common/src/index.js';
import { loadMasterConfigs } from '../../config/src/index.js';
import { readChangelogAdditions, type ChangelogAdditions } from './additions.js';
import { appendOnlySelection, checkAppendOnlyScope } from './append-only-scope.js';
import { resolveConfigKeys } from './config-keys.js';
import { revisionFiles } from './revision-files.js';

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
  /** The base revision's generator inputs, as a file system rooted like the working tree (append-only only). */
  baseFiles?: Files;
}

/** Raw master-config definitions by key, loaded and validated like the generator does. */
const configsIn = (files: Files, root: string): Map<string, YamlValue> =>
  new Map(loadMasterConfigs(files, MASTER_CONFIG_FILES, { cwd: root }).map((c) => [c.key, c.config as unknown as YamlValue]));

async function baseRevisionFiles(ws: ChangelogWorkspace, ref: string): Promise<Files> {
  const texts = new Map<string, string>();
  const missing: string[] = [];
  for (const file of [...MASTER_CONFIG_FILES, RUNNER_CONFIG_FILE]) {
    try {
      texts.set(file, new TextDecoder().decode(await ws.git.show(ref, file)));
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      missing.push(file);
    }
  }
  if (missing.length)
    throw new SweepkitError(`append-only base revision is missing generation inputs: ${pyRepr(missing.sort())}`, { code: 'APPEND_ONLY_BASE' });
  return revisionFiles(ws.root, texts);
}

/**
 * docs/gating.md §b.4 steps 1–9, everything before matrix generation: the added entries, the
 * append-only consistency rules, and config keys resolved against the master configs.
 */
export async function analyseChangelog(request: ChangelogRequest, ws: ChangelogWorkspace): Promise<ChangelogAnalysis> {
  // The reference swallows a failing `git diff` and sees "no additions"; we keep the verdict and say why.
  const diff = await ws.git.diff(request.baseRef, request.headRef, request.changelogFile).catch((error: unknown) => {
    if (error instanceof GitError) return error;
    throw error;
  });
  const additions = readChangelogAdditions(diff, request.changelogFile);
  const { entries } = additions;
  const firstAppendOnly = entries.findIndex((e) => e.appendOnly);
  const appendOnly = firstAppendOnly >= 0;
  if (appendOnly && entries.some((e) => !e.appendOnly)) {
    throw new SweepkitError('append-only entries cannot share a sweep with regular changelog entries', {
      location: additions.locate([firstAppendOnly]),
      code: 'APPEND_ONLY_MIXED'
    });
  }
  if (appendOnly && (request.allEvals || request.evalsOnly)) {
    throw new SweepkitError('append-only sweeps cannot use all-evals or evals-only modifiers', {
      location: additions.locate([firstAppendOnly]),
      code: 'APPEND_ONLY_MODIFIER'
    });
  }
  const headConfigs = configsIn(ws.files, ws.root);
  const resolvedKeys = resolveConfigKeys(entries, [...headConfigs.keys()], (p) => additions.locate(p));
  if (!appendOnly) return { additions, resolvedKeys, appendOnly };
  const baseFiles = await baseRevisionFiles(ws, request.baseRef);
  checkAppendOnlyScope(appendOnlySelection(entries, resolvedKeys), configsIn(baseFiles, ws.root), headConfigs, additions.locate([firstAppendOnly]));
  return { additions, resolvedKeys, appendOnly, baseFiles };
}
