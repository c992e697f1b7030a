import { SweepkitError, isPyObject, parsePyJson, type PyObject, parsePyIntText, pyStrip } from '../../common/src/index.js';
import type { AgenticVariables } from './variables.js';

export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration problem the reference reports as its message alone (SystemExit), exit 1. */
export const configError = (message: string, variable?: string): SweepkitError => new SweepkitError(message, { field: variable, code: 'bad-environment' });

/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
export function parseIntVar(name: string, text: string): number {
  const value = parsePyIntText(text);
  if (value === null) throw configError(`${name} must be an integer, got '${text}'`, name);
  return Number(value);
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
export const isTrueWord = (text: string): boolean => TRUE_WORDS.has(text.toLowerCase());

/**
 * A JSON-object variable where unset, '' and 'null' mean absent (B.3.1). A value that is not an
 * object fails the key check, so it gets that check's message (`notObject`).
 */
function jsonObjectVar(vars: AgenticVariables, name: 'KV_OFFLOAD_BACKEND_METADATA' | 'ROUTER_METADATA', notObject: string): PyObject | undefined {
  const text = pyStrip(vars.get(name) ?? '');
  if (text === '' || text === 'null') return undefined;
  let value;
  try {
    value = parsePyJson(text);
  } catch {
    throw configError(`${name} must contain valid JSON`, name);
  }
  if (!isPyObject(value)) throw configError(notObject, name);
  return value;
}

const nonEmptyStrings = (o: PyObject): boolean => [...o.values()].every((v) => typeof v === 'string' && v !== '');

/** `kv_offload_backend` from KV_OFFLOADING / KV_OFFLOAD_BACKEND / KV_OFFLOAD_BACKEND_METADATA. */
export function kvOffloadBackend(vars: AgenticVariables, kvOffloading: string): PyObject | null {
  const name = 'KV_OFFLOAD_BACKEND_METADATA';
  const onlyNameVersion = `${name} may contain only 'name' and 'version'`;
  const metadata = jsonObjectVar(vars, name, onlyNameVersion);
  if (metadata) {
    const keys = [...metadata.keys()];
    if (keys.some((k) => k !== 'name' && k !== 'version')) throw configError(onlyNameVersion, name);
    if (!metadata.has('name')) throw configError(`${name} must contain 'name' and optional 'version'`, name);
    if (!nonEmptyStrings(metadata)) throw configError(`${name} values must be non-empty strings`, name);
  }
  const backend = vars.get('KV_OFFLOAD_BACKEND');
  if (kvOffloading === 'none') {
    if (backend !== '' || metadata) throw configError('KV_OFFLOAD_BACKEND must be empty when KV_OFFLOADING=none', 'KV_OFFLOAD_BACKEND');
    return null;
  }
  if (backend === '' || backend === 'none' || !metadata) {
    throw configError('KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled', 'KV_OFFLOAD_BACKEND');
  }
  if (metadata.get('name') !== backend) throw configError(`KV_OFFLOAD_BACKEND must match ${name}.name`, 'KV_OFFLOAD_BACKEND');
  return metadata;
}

/** `router` from ROUTER_METADATA, or undefined when absent. */
export function routerMetadata(vars: AgenticVariables): PyObject | undefined {
  const name = 'ROUTER_METADATA';
  const exactly = `${name} must contain exactly 'name' and 'version'`;
  const router = jsonObjectVar(vars, name, exactly);
  if (!router) return undefined;
  const keys = [...router.keys()].sort();
  if (keys.length !== 2 || keys[0] !== 'name' || keys[1] !== 'version') throw configError(exactly, name);
  if (!nonEmptyStrings(router)) throw configError(`${name} name and version must be non-empty strings`, name);
  return router;
}
