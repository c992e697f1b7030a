import { isPyObject, parsePyJson, type PyObject, pyStrip } from '../../common/src/index.js';
import { envError } from './env.js';
import type { JobVariables } from './variables.js';

/**
 * A JSON-object variable where unset, '' and 'null' mean absent (B.3.1). A value that is not an
 * object fails the key check, so it gets that check's message (`notObject`).
 */
function jsonObjectVar(vars: JobVariables, name: 'KV_OFFLOAD_BACKEND_METADATA' | 'ROUTER_METADATA', notObject: string): PyObject | undefined {
  const text = pyStrip(vars.get(name) ?? '');
  if (text === '' || text === 'null') return undefined;
  let value;
  try {
    value = parsePyJson(text);
  } catch {
    throw envError(`${name} must contain valid JSON`, name);
  }
  if (!isPyObject(value)) throw envError(notObject, name);
  return value;
}

const nonEmptyStrings = (o: PyObject): boolean => [...o.values()].every((v) => typeof v === 'string' && v !== '');

/** `kv_offload_backend` from KV_OFFLOADING / KV_OFFLOAD_BACKEND / KV_OFFLOAD_BACKEND_METADATA. */
export function kvOffloadBackend(vars: JobVariables, kvOffloading: string): PyObject | null {
  const name = 'KV_OFFLOAD_BACKEND_METADATA';
  const onlyNameVersion = `${name} may contain only 'name' and 'version'`;
  const metadata = jsonObjectVar(vars, name, onlyNameVersion);
  if (metadata) {
    const keys = [...metadata.keys()];
    if (keys.some((k) => k !== 'name' && k !== 'version')) throw envError(onlyNameVersion, name);
    if (!metadata.has('name')) throw envError(`${name} must contain 'name' and optional 'version'`, name);
    if (!nonEmptyStrings(metadata)) throw envError(`${name} values must be non-empty strings`, name);
  }
  const backend = vars.get('KV_OFFLOAD_BACKEND');
  if (kvOffloading === 'none') {
    if (backend !== '' || metadata) throw envError('KV_OFFLOAD_BACKEND must be empty when KV_OFFLOADING=none', 'KV_OFFLOAD_BACKEND');
    return null;
  }
  if (backend === '' || backend === 'none' || !metadata) {
    throw envError('KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled', 'KV_OFFLOAD_BACKEND');
  }
  if (metadata.get('name') !== backend) throw envError(`KV_OFFLOAD_BACKEND must match ${name}.name`, 'KV_OFFLOAD_BACKEND');
  return metadata;
}

/** `router` from ROUTER_METADATA, or undefined when absent. */
export function routerMetadata(vars: JobVariables): PyObject | undefined {
  const name = 'ROUTER_METADATA';
  const exactly = `${name} must contain exactly 'name' and 'version'`;
  const router = jsonObjectVar(vars, name, exactly);
  if (!router) return undefined;
  const keys = [...router.keys()].sort();
  if (keys.length !== 2 || keys[0] !== 'name' || keys[1] !== 'version') throw envError(exactly, name);
  if (!nonEmptyStrings(router)) throw envError(`${name} name and version must be non-empty strings`, name);
  return router;
}
