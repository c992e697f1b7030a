import { PyFloat, YamlTimestamp, type YamlValue } from '../../common/src/index.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * The plain-JSON view of a YAML value that the JSON Schema validator sees: Python floats and big
 * ints become numbers, and dates become a mapping so that no string or number field accepts them
 * (pydantic rejects a date where a str or int is expected). A list or mapping with nothing to
 * change inside is its own view, not a copy (the validators only read): configs are mostly ints
 * and strings, so most of a config is shared.
 */
export function jsonView(value: YamlValue): JsonValue {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof YamlTimestamp) return { timestamp: value.text };
  if (Array.isArray(value)) {
    let copy: JsonValue[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i]!;
      const view = jsonView(item);
      if (copy) copy.push(view);
      else if (view !== item) copy = [...(value.slice(0, i) as JsonValue[]), view];
    }
    return copy ?? (value as JsonValue[]);
  }
  if (value !== null && typeof value === 'object') {
    let copy: { [key: string]: JsonValue } | undefined;
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      const item = value[keys[i]!]!;
      const view = jsonView(item);
      if (!copy && view !== item) {
        copy = {};
        for (const earlier of keys.slice(0, i)) copy[earlier] = value[earlier] as JsonValue;
      }
      if (copy) copy[keys[i]!] = view;
    }
    return copy ?? (value as { [key: string]: JsonValue });
  }
  return value;
}
