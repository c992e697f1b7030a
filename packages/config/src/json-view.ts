import { PyFloat, YamlTimestamp, type YamlValue } from '../../common/src/index.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * The plain-JSON view of a YAML value that the JSON Schema validator sees: Python floats and big
 * ints become numbers, and dates become a mapping so that no string or number field accepts them
 * (pydantic rejects a date where a str or int is expected).
 */
export function jsonView(value: YamlValue): JsonValue {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof YamlTimestamp) return { timestamp: value.text };
  if (Array.isArray(value)) return value.map(jsonView);
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) out[k] = jsonView(v);
    return out;
  }
  return value;
}
