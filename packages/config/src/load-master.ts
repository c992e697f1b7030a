import { SweepkitError, SweepkitErrors, pyTruthy, type Files, type LoadedYaml, type YamlMapping } from '../../common/src/index.js';
import { fieldErrors } from './field-error.js';
import { jsonView } from './json-view.js';
import { masterConfigRuleErrors } from './master-validators.js';
import { schemaErrors } from './schema-check.js';
import { strictIntErrors } from './strict-ints.js';
import { validateMultiNodeConfig, validateSingleNodeConfig } from './schemas.js';
import { isMapping, loadSource } from './source-file.js';
import type { MasterConfig } from './types.js';

export interface LoadOptions {
  /** Folder that relative paths are resolved against (the caller's working directory). */
  cwd?: string;
}

interface RawEntry {
  key: string;
  value: YamlMapping[string];
  source: LoadedYaml;
}

/** Loads master files in order and merges their top-level keys (docs/matrix.md §2.2 steps 1–6). */
function mergeFiles(files: Files, paths: readonly string[], options: LoadOptions): RawEntry[] {
  const merged = new Map<string, RawEntry>();
  for (const path of paths) {
    const source = loadSource(files, path, `Input file '${path}' does not exist.`, options.cwd);
    if (!isMapping(source.value)) {
      throw new SweepkitError(`Config file '${path}' must contain a dictionary`, { location: source.locate([]), code: 'not-a-mapping' });
    }
    const keys = Object.keys(source.value);
    const wildcard = keys.find((key) => key.includes('*'));
    if (wildcard !== undefined) {
      // The reference's message really starts with a space.
      throw new SweepkitError(` Wildcard '*' is not allowed in master config keys: '${wildcard}'`, {
        location: source.locate([wildcard], 'key'),
        field: wildcard,
        code: 'wildcard-key'
      });
    }
    const duplicates = keys.filter((key) => merged.has(key)).sort();
    if (duplicates.length) {
      throw new SweepkitErrors(
        duplicates.map(
          (key) =>
            new SweepkitError(`Duplicate configuration keys found in '${path}': ${duplicates.join(', ')}`, {
              location: source.locate([key], 'key'),
              field: key,
              details: [`'${key}' is already defined in ${merged.get(key)!.source.file}`],
              code: 'duplicate-key'
            })
        )
      );
    }
    for (const key of keys) merged.set(key, { key, value: source.value[key]!, source });
  }
  return [...merged.values()];
}

/** Validates one config; throws every finding, all under the reference's headline. */
function validateEntry(entry: RawEntry): MasterConfig {
  const multinode = isMapping(entry.value) && pyTruthy(entry.value.multinode);
  const schema = multinode ? validateMultiNodeConfig : validateSingleNodeConfig;
  let findings = [...schemaErrors(schema, jsonView(entry.value)), ...strictIntErrors(entry.value)];
  if (findings.length === 0) findings = masterConfigRuleErrors(entry.value as YamlMapping, multinode);
  if (findings.length) {
    const located = findings.map((f) => ({ path: [entry.key, ...f.path], message: f.message }));
    throw new SweepkitErrors(fieldErrors(`Master config entry '${entry.key}' failed validation:`, located, entry.source, 'config-invalid'));
  }
  // The schema and rules above are what make this shape true.
  return { key: entry.key, multinode, config: entry.value, source: entry.source } as unknown as MasterConfig;
}

/**
 * Loads, merges and validates master config files (in the given order). The configs come back in
 * merged order with their raw values and the LoadedYaml that locates every node; the first invalid
 * config throws, like the reference.
 */
export function loadMasterConfigs(files: Files, paths: readonly string[], options: LoadOptions = {}): MasterConfig[] {
  return mergeFiles(files, paths, options).map(validateEntry);
}
