import { PyFloat, type PyJson } from '../../common/src/index.js';

/**
 * A JSON object as either side has it: a Map from the Python-compatible reader (`parsePyJson`) or
 * a plain object (matrix rows built in-process). Code that reads any matrix JSON uses these.
 */
export type JsonObject = ReadonlyMap<string, PyJson> | { readonly [key: string]: PyJson };

export const isJsonObject = (v: PyJson | undefined): v is JsonObject =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) && !(v instanceof PyFloat);

export const hasField = (o: JsonObject, key: string): boolean => (o instanceof Map ? o.has(key) : Object.hasOwn(o, key));

export const getField = (o: JsonObject, key: string): PyJson | undefined =>
  o instanceof Map ? o.get(key) : Object.hasOwn(o, key) ? (o as Record<string, PyJson>)[key] : undefined;

/** A copy of `o` (same kind) with `key` set to `value`; a new key goes last. */
export const withField = <T extends JsonObject>(o: T, key: string, value: PyJson): T =>
  (o instanceof Map ? new Map(o).set(key, value) : { ...o, [key]: value }) as T;
