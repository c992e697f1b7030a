import { PyFloat, YamlTimestamp, type PyJson } from '../../common/src/index.js';

type Mapping = ReadonlyMap<string, PyJson> | { readonly [key: string]: PyJson };

/**
 * A string equal for two values exactly when Python's `==` holds: mappings compare without
 * regard to key order, lists in order, and `True == 1 == 1.0`.
 */
export function pyKey(value: PyJson | undefined): string {
  if (value === null || value === undefined) return 'N';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat) return `#${Number(value)}`;
  if (value instanceof YamlTimestamp) return `@${value.text}`;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + pyKey(value[i] as PyJson);
    return out + ']';
  }
  return pyMappingKey(value as Mapping);
}

/**
 * `pyKey` of a mapping, leaving out the keys in `omit` (at the top level only): eval grouping
 * keys a row by everything but its concurrency without building the smaller row first.
 */
export function pyMappingKey(mapping: Mapping, omit?: ReadonlySet<string>): string {
  const map = mapping instanceof Map ? (mapping as ReadonlyMap<string, PyJson>) : undefined;
  const all = map ? [...map.keys()] : Object.keys(mapping);
  const keys = (omit ? all.filter((key) => !omit.has(key)) : all).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = map ? map.get(key) : (mapping as Record<string, PyJson>)[key];
    out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${pyKey(value)}`;
  }
  return out + '}';
}
