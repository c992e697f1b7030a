import { SweepkitError, parseYaml, type YamlMapping, type YamlValue } from '../../../common/src/index.js';
import { isYamlMapping } from './yaml-values.js';

/** A master config file's name (as the reference names it) and its text, or undefined when absent. */
export interface ConfigSource {
  file: string;
  text: string | undefined;
}

/**
 * The merged master configs, keyed in file order (matrix.md §2.2 loading rules). The changelog
 * rules only need the keys and the raw definitions, so no schema validation happens here.
 */
export function mergeMasterConfigs(sources: readonly ConfigSource[]): Map<string, YamlValue> {
  const merged = new Map<string, YamlValue>();
  for (const { file, text } of sources) {
    if (text === undefined) throw new SweepkitError(`Input file '${file}' does not exist.`, { location: { file }, code: 'CONFIG' });
    const loaded = parseYaml(text, file);
    if (!isYamlMapping(loaded.value)) throw new SweepkitError(`Config file '${file}' must contain a dictionary`, { location: loaded.locate([]), code: 'CONFIG' });
    const mapping: YamlMapping = loaded.value;
    const duplicates = Object.keys(mapping).filter((k) => merged.has(k)).sort();
    if (duplicates.length) {
      throw new SweepkitError(`Duplicate configuration keys found in '${file}': ${duplicates.join(', ')}`, { location: loaded.locate([duplicates[0]!], 'key'), code: 'CONFIG' });
    }
    for (const [key, value] of Object.entries(mapping)) merged.set(key, value);
  }
  return merged;
}
