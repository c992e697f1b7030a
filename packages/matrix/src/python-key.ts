import { PyFloat, YamlTimestamp, type PyJson } from '../../common/src/index.js';

/**
 * A string equal for two values exactly when Python's `==` holds: mappings compare without
 * regard to key order, lists in order, and `True == 1 == 1.0`.
 */
export function pyKey(value: PyJson | undefined): string {
  if (value === null || value === undefined) return 'N';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat) return `#${Number(value)}`;
  if (value instanceof YamlTimestamp) return `@${value.text}`;
  if (Array.isArray(value)) return `[${value.map(pyKey).join(',')}]`;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as Record<string, PyJson>);
  return `{${entries
    .map(([k, v]) => `${JSON.stringify(k)}:${pyKey(v)}`)
    .sort()
    .join(',')}}`;
}
