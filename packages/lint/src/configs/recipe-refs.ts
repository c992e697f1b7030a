import { isYamlMapping, type YamlPath, type YamlValue } from '../../../common/src/index.js';

/** A `CONFIG_FILE=…` setting inside a search-space entry. */
export interface RecipeRef {
  /** The path as written, without a `:selector` suffix (`recipes/b200-fp4/8k1k.yaml:override_x`). */
  path: string;
  /** Where the setting is, below the master-config key. */
  yamlPath: YamlPath;
}

/** One search-space entry of a master config, with its recipe references. */
export interface SearchSpaceEntry {
  /** Path of the entry below the master-config key. */
  yamlPath: YamlPath;
  /** `spec-decoding` as written; the schema default is `none`. */
  specDecoding: string;
  recipes: RecipeRef[];
}

const SETTING = /^CONFIG_FILE=(.+?\.ya?ml)(?::.*)?$|^CONFIG_FILE=(.+)$/;

function collectRefs(value: YamlValue, path: YamlPath, into: RecipeRef[]): void {
  if (typeof value === 'string') {
    const match = SETTING.exec(value);
    if (match) into.push({ path: (match[1] ?? match[2])!, yamlPath: path });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectRefs(item, [...path, i], into));
  } else if (isYamlMapping(value)) {
    for (const [key, item] of Object.entries(value)) collectRefs(item, [...path, key], into);
  }
}

/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
export function searchSpaceEntries(config: YamlValue): SearchSpaceEntry[] {
  const entries: SearchSpaceEntry[] = [];
  const scenarios = isYamlMapping(config) ? config.scenarios : undefined;
  if (!scenarios || !isYamlMapping(scenarios)) return entries;
  for (const [scenario, groups] of Object.entries(scenarios)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group, g) => {
      const space = isYamlMapping(group) ? group['search-space'] : undefined;
      if (!Array.isArray(space)) return;
      space.forEach((entry, e) => {
        const yamlPath: YamlPath = ['scenarios', scenario, g, 'search-space', e];
        const recipes: RecipeRef[] = [];
        collectRefs(entry, yamlPath, recipes);
        const spec = isYamlMapping(entry) ? entry['spec-decoding'] : undefined;
        entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
      });
    });
  }
  return entries;
}
