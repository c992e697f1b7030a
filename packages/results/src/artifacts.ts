import { anyChar, compareCodePoints, compileGlob, fileNameProblem, literal, pathInside, UnsafePathError } from '../../common/src/index.js';

/** An artifact of the run as the API lists it. */
export interface RunArtifact {
  id: number;
  name: string;
  createdAt: string;
  expired: boolean;
}

/** This run's artifacts (`adapters/github-artifacts.ts`) and a way to unpack one into a folder. */
export interface RunArtifacts {
  list(): AsyncIterable<RunArtifact>;
  /** The artifact's ZIP archive. */
  zip(artifact: RunArtifact): Promise<Buffer>;
  /** Unpacks `zip` into `target`, replacing it whole, or leaves it as it was; the number of files. */
  unzip(zip: Buffer, target: string, what: string): number;
}

/** A glob of artifact names (`*` any run of characters, `?` one, the whole name). */
export const artifactNameMatcher = (pattern: string): ((name: string) => boolean) =>
  compileGlob(Array.from(pattern, (char) => (char === '*' ? { many: anyChar } : { one: char === '?' ? anyChar : literal(char) })));

/** The newest unexpired artifact of every name matching `pattern`, by name (a re-run job uploads a name again). */
async function latestMatching(artifacts: AsyncIterable<RunArtifact>, pattern: string): Promise<RunArtifact[]> {
  const matches = artifactNameMatcher(pattern);
  const latest = new Map<string, RunArtifact>();
  for await (const artifact of artifacts) {
    if (artifact.expired || !matches(artifact.name)) continue;
    const seen = latest.get(artifact.name);
    const newer = !seen || artifact.createdAt > seen.createdAt || (artifact.createdAt === seen.createdAt && artifact.id > seen.id);
    if (newer) latest.set(artifact.name, artifact);
  }
  return [...latest.values()].sort((a, b) => compareCodePoints(a.name, b.name));
}

/**
 * Downloads the latest artifact of every name matching `pattern` from this run, each into
 * `<dir>/<name>/` (as actions/download-artifact does with a pattern, but replacing the folder);
 * returns the names. An artifact whose archive is refused leaves its folder as it was.
 */
export async function downloadRunArtifacts(api: RunArtifacts, pattern: string, dir: string): Promise<string[]> {
  const selected = await latestMatching(api.list(), pattern);
  // An artifact name is a job's text: one file name (no `..`, no folders, not hidden: `.git` must
  // not replace the checkout's), every one checked before anything is downloaded.
  for (const { name } of selected) {
    const problem = fileNameProblem(name);
    if (problem) throw new UnsafePathError('artifact name', name, problem);
  }
  for (const artifact of selected) {
    const target = pathInside(dir, artifact.name, 'artifact name');
    api.unzip(await api.zip(artifact), target, `artifact ${artifact.name}`);
  }
  return selected.map((a) => a.name);
}
