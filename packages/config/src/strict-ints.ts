import { PyFloat, type YamlPath, type YamlValue } from '../../common/src/index.js';
import type { FieldError } from './field-error.js';

/**
 * pydantic strict ints (docs/matrix.md §3.10) accept only genuine integers. The JSON Schema cannot tell
 * `1.0` from `1` (both are JSON numbers), so YAML floats in these fields are caught here.
 */
const STRICT_INT_KEYS = new Set(['pp', 'dcp-size', 'pcp-size']);

/** Every strict-int field holding a YAML float, anywhere in a config. */
export function strictIntErrors(value: YamlValue, path: YamlPath = []): FieldError[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => strictIntErrors(item, [...path, index]));
  if (value === null || typeof value !== 'object' || value instanceof PyFloat) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    STRICT_INT_KEYS.has(key) && item instanceof PyFloat
      ? [{ path: [...path, key], message: 'Input should be a valid integer' }]
      : strictIntErrors(item, [...path, key])
  );
}
