import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * Creates the persistent dynamo-wheels folder if needed. World-writable on purpose: the builds
 * run as whatever user the job's containers map to (the bash launcher's comment said 777 but
 * never set it).
 */
export function ensureWheelsCache(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if ((statSync(dir).mode & 0o777) !== 0o777) chmodSync(dir, 0o777);
}
