import { posix } from 'node:path';
import { OptionError, SweepkitError, firstSchemaError, loadYaml, parseYaml, schemaViolation, yamlDocumentToJs } from '../../common/src/index.js';
import { srtslurm as validateShape } from './generated/validators.js';

/** Where srtctl's containers look for hash-pinned Dynamo builds (inside the automatic /configs mount). */
export const WHEELS_MOUNT = '/configs/dynamo-wheels';

/**
 * Kernel file systems: a folder there is no cache, and creating or inspecting one can block or
 * spin (a recursive mkdir under /proc never returns). /dev/shm is allowed: it is a real tmpfs that
 * people use for fast scratch data, where mkdir and stat behave as on any disk (it is emptied on
 * reboot, so it only costs rebuilds).
 */
const KERNEL_ROOTS = ['/proc', '/sys', '/dev'];
const ALLOWED_UNDER_KERNEL_ROOTS = '/dev/shm';

/**
 * Refuses a wheels cache under /proc, /sys or /dev (except /dev/shm). `path` is absolute; the
 * adapter checks the real path (through symbolic links) again before it touches the folder.
 */
export function checkWheelsCacheDir(path: string): void {
  const normal = posix.normalize(path);
  const under = (root: string): boolean => normal === root || normal.startsWith(`${root}/`);
  if (under(ALLOWED_UNDER_KERNEL_ROOTS)) return;
  const root = KERNEL_ROOTS.find(under);
  if (root) throw new OptionError(`{wheels-cache-dir} must not be under ${root} (a kernel file system, not a place for a cache), got ${JSON.stringify(path)}`);
}

/** What the prepare stage adds to the user's cluster config. */
export interface ClusterAdditions {
  /** The srt-slurm checkout, unless the config names one. */
  srtctlRoot?: string;
  /** Model alias → host path, from the model table. */
  modelPaths?: Readonly<Record<string, string>>;
  /** Container name → squash file the prepare stage imported; a name the config maps already keeps its value. */
  containers?: Readonly<Record<string, string>>;
}

/**
 * The text of the `srtslurm.yaml` to hand srtctl: the user's mapping as written (comments and
 * quoting kept, emitted by a YAML library, never by string pasting) and checked against
 * schemas/srtslurm.schema.json, plus the persistent dynamo-wheels cache mounted over
 * `/configs/dynamo-wheels` when one is given (so hash-pinned builds are not redone in every job),
 * plus the checkout root and the model table's alias. `source` names the text in error messages.
 */
export function buildClusterConfig(text: string, wheelsCacheDir: string | undefined, source: string, additions: ClusterAdditions = {}): string {
  const { Document, isMap, parseDocument } = loadYaml();
  // An empty input still yields a (block) mapping to add the cache mount to.
  const doc = text.trim() ? parseDocument(text, { prettyErrors: false }) : new Document({});
  const error = doc.errors[0];
  if (error) {
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [undefined, undefined];
    throw new SweepkitError(`invalid YAML: ${error.message.split('\n')[0]}`, { location: { file: source, line, column }, code: 'yaml-syntax' });
  }
  if (!isMap(doc.contents)) throw new SweepkitError('must be a YAML mapping of srtslurm.yaml keys', { location: { file: source }, code: 'cluster-config' });
  if (!validateShape(yamlDocumentToJs(doc, text, source)))
    throw schemaViolation(parseYaml(text, source), firstSchemaError(validateShape.errors!), 'cluster config', 'cluster-config');
  if (wheelsCacheDir) doc.setIn(['default_mounts', wheelsCacheDir], WHEELS_MOUNT);
  if (additions.srtctlRoot !== undefined && !doc.has('srtctl_root')) doc.set('srtctl_root', additions.srtctlRoot);
  for (const [alias, path] of Object.entries(additions.modelPaths ?? {})) doc.setIn(['model_paths', alias], path);
  for (const [name, file] of Object.entries(additions.containers ?? {})) if (!doc.hasIn(['containers', name])) doc.setIn(['containers', name], file);
  return doc.toString();
}

/**
 * A warning when a recipe pins a Dynamo build (`dynamo.hash`) that the wheels cache does not hold
 * complete (`<hash>[-patch-…]/.complete`): the job would then build it inside a container, which
 * needs root and network and fails late. `entries` are the cache folder's names; `complete` says
 * whether a folder has its sentinel.
 */
export function wheelsCacheWarning(hash: string | undefined, entries: readonly string[], complete: (name: string) => boolean): string | undefined {
  if (!hash) return undefined;
  const built = entries.filter((name) => name === hash || name.startsWith(`${hash}-patch-`));
  if (built.some(complete)) return undefined;
  return `the dynamo-wheels cache has no complete build of ${hash}: the job will build it (slow; needs root and network in the container)`;
}
