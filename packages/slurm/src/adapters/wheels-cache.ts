import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Creates the persistent dynamo-wheels folder if needed. A folder this creates is world-writable
 * on purpose: the builds run as whatever user the job's containers map to (the bash launcher's
 * comment said 777 but never set it). An existing folder keeps its mode: it is not ours to open up.
 */
export function ensureWheelsCache(dir: string): void {
  if (mkdirSync(dir, { recursive: true }) !== undefined) chmodSync(dir, 0o777);
}
