import { PyFloat, YamlTimestamp, type YamlMapping, type YamlValue } from '../../../common/src/index.js';

const numeric = (v: YamlValue): number | undefined =>
  typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof PyFloat ? v.value : undefined;

/**
 * Python `==` on loaded YAML: mappings compare without regard to key order and `1 == 1.0 == True`,
 * which is how the reference decides whether a changelog entry or a config changed.
 */
export function pyEqual(a: YamlValue, b: YamlValue): boolean {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined) return na === nb;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (a instanceof YamlTimestamp || b instanceof YamlTimestamp) return a instanceof YamlTimestamp && b instanceof YamlTimestamp && a.text === b.text;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEqual(item, b[i]!));
  }
  const [ma, mb] = [a as YamlMapping, b as YamlMapping];
  const keys = Object.keys(ma);
  return keys.length === Object.keys(mb).length && keys.every((k) => k in mb && pyEqual(ma[k]!, mb[k]!));
}

/** A YAML mapping (not a list, scalar, float or timestamp). */
export const isYamlMapping = (v: YamlValue): v is YamlMapping =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof PyFloat) && !(v instanceof YamlTimestamp);
