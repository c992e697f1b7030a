import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { SweepkitError, parseYaml, readTextFile, type Files, type SourceLocation, type YamlValue } from '../../../common/src/index.js';
import { loadMasterConfigs, loadRunners, type MasterConfig } from '../../../config/src/index.js';
import { searchSpaceEntries, type RecipeRef, type SearchSpaceEntry } from './recipe-refs.js';
import { speculativeSetting } from './speculative.js';

export interface ConfigLintRequest {
  configFiles: readonly string[];
  runnerConfig: string;
  /** Folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order. */
  recipesDirs: readonly string[];
}

export interface ConfigLintContext {
  files: Files;
  /** Folder that relative paths resolve against. */
  cwd: string;
}

export type LintLevel = 'error' | 'warning';
export type LintRule = 'spec-decoding-mismatch' | 'mtp-recipe-name' | 'recipe-missing' | 'recipe-unreadable' | 'unknown-runner';

export interface LintFinding {
  level: LintLevel;
  rule: LintRule;
  /** The message and the config line it concerns. */
  error: SweepkitError;
}

export interface ConfigLintReport {
  findings: LintFinding[];
  counts: { configs: number; entries: number; recipeRefs: number; recipesFound: number; errors: number; warnings: number };
}

type Recipe = { path: string; value: YamlValue } | { path?: undefined; problem: string } | undefined;

/** Whether `path`, resolved against the folder `root` (absolute), stays inside it. */
function contains(root: string, path: string): boolean {
  const rel = relative(root, resolve(root, path));
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * The rest of `ref` when it starts with the trailing folders of `dir` (`benchmarks/x/recipes/a.yaml`
 * with the folder /repo/benchmarks/x/recipes gives `a.yaml`), the longest such overlap.
 */
function belowFolder(dir: string, ref: string): string | undefined {
  const folders = dir.split('/').filter(Boolean);
  const parts = ref.split('/');
  for (let k = Math.min(folders.length, parts.length - 1); k > 0; k--) {
    if (folders.slice(-k).join('/') === parts.slice(0, k).join('/')) return parts.slice(k).join('/');
  }
  return undefined;
}

/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request: ConfigLintRequest, context: ConfigLintContext): (ref: string) => Recipe {
  const cache = new Map<string, Recipe>();
  // A recipe reference is a config value: each candidate must stay inside the folder it is
  // resolved against (a recipe folder, or the working directory for a bare path), wherever the
  // command runs from and however the folders are given.
  const candidates = (ref: string): string[] => {
    const inRecipes = /^recipes\/(.+)$/.exec(ref);
    const relative = inRecipes ? inRecipes[1]! : ref;
    const roots: [string, string][] = [
      ...(inRecipes ? [] : [['', ref] as [string, string]]),
      ...request.recipesDirs.map((dir): [string, string] => [`${dir}/`, relative]),
      // A repository-relative path into a recipe folder reaches it from any working directory.
      ...(inRecipes ? [] : request.recipesDirs).flatMap((dir): [string, string][] => {
        const rest = belowFolder(resolve(context.cwd, dir), ref);
        return rest === undefined ? [] : [[`${dir}/`, rest]];
      })
    ];
    return roots.filter(([root, path]) => contains(resolve(context.cwd, root || '.'), path)).map(([root, path]) => `${root}${path}`);
  };
  return (ref) => {
    if (!cache.has(ref)) {
      const allowed = candidates(ref);
      const path = allowed.find((c) => context.files.exists(resolve(context.cwd, c)));
      let recipe: Recipe;
      if (allowed.length === 0) recipe = { problem: `recipe ${ref} climbs out of the recipe folders` };
      else if (path) {
        try {
          recipe = { path, value: parseYaml(readTextFile(context.files, resolve(context.cwd, path), path), path).value };
        } catch (error) {
          recipe = { problem: `recipe ${path} cannot be read: ${(error as Error).message}` };
        }
      }
      cache.set(ref, recipe);
    }
    return cache.get(ref);
  };
}

/**
 * Cross-checks master configs against what they reference (issue 8, config-lint): recipes that
 * switch speculative decoding on or off against the entry's `spec-decoding`, recipes that cannot
 * be found, and runner labels the runners file does not define.
 */
export function lintConfigs(request: ConfigLintRequest, context: ConfigLintContext): ConfigLintReport {
  const configs = loadMasterConfigs(context.files, request.configFiles, { cwd: context.cwd });
  const runners = loadRunners(context.files, request.runnerConfig, { cwd: context.cwd });
  const findings: LintFinding[] = [];
  const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
  const readRecipe = recipeReader(request, context);

  for (const master of configs) {
    const add = (level: LintLevel, rule: LintRule, message: string, location: SourceLocation): void => {
      findings.push({ level, rule, error: new SweepkitError(message, { location, code: rule, field: master.key }) });
    };
    const runner = (master.config as { runner?: unknown }).runner;
    if (typeof runner === 'string' && !runners.labels.has(runner)) {
      add(
        'error',
        'unknown-runner',
        `runner '${runner}' of '${master.key}' is not a label in ${request.runnerConfig}`,
        master.source.locate([master.key, 'runner'])
      );
    }
    for (const entry of searchSpaceEntries(master.config as unknown as YamlValue)) {
      counts.entries++;
      for (const ref of entry.recipes) {
        counts.recipeRefs++;
        checkRecipe(
          master,
          entry,
          ref,
          readRecipe(ref.path),
          (level, rule, message) => add(level, rule, message, master.source.locate([master.key, ...ref.yamlPath])),
          () => counts.recipesFound++
        );
      }
    }
  }
  counts.errors = findings.filter((f) => f.level === 'error').length;
  counts.warnings = findings.length - counts.errors;
  return { findings, counts };
}

function checkRecipe(
  master: MasterConfig,
  entry: SearchSpaceEntry,
  ref: RecipeRef,
  recipe: Recipe,
  report: (level: LintLevel, rule: LintRule, message: string) => void,
  found: () => void
): void {
  const says = `'${master.key}' says spec-decoding: ${entry.specDecoding}`;
  if (entry.specDecoding === 'none' && basename(ref.path).includes('-mtp-')) {
    report('warning', 'mtp-recipe-name', `recipe ${ref.path} is named like an MTP recipe but ${says}`);
  }
  if (!recipe) return report('warning', 'recipe-missing', `recipe ${ref.path} is in none of the recipe folders (it may come from the srt-slurm checkout)`);
  if (recipe.path === undefined) return report('warning', 'recipe-unreadable', recipe.problem);
  found();
  const setting = speculativeSetting(recipe.value);
  if (setting && entry.specDecoding === 'none') {
    report('error', 'spec-decoding-mismatch', `recipe ${ref.path} enables speculative decoding (${setting}) but ${says}`);
  } else if (!setting && entry.specDecoding !== 'none') {
    report('error', 'spec-decoding-mismatch', `recipe ${ref.path} does not enable speculative decoding but ${says}`);
  }
}
