import * as core from '@actions/core';
import { DefaultArtifactClient } from '@actions/artifact';
import { anyChar, compileGlob, literal, pathInside, SweepkitError } from '../../../packages/common/src/index.js';

/** A glob of artifact names (`*` any run of characters, `?` one, the whole name). */
export const artifactNameMatcher = (pattern: string): ((name: string) => boolean) =>
  compileGlob(Array.from(pattern, (char) => (char === '*' ? { many: anyChar } : { one: char === '?' ? anyChar : literal(char) })));

/**
 * Downloads the latest artifact of every name matching `pattern` from this run, each into
 * `<dir>/<name>/` (as actions/download-artifact does with a pattern); returns the names.
 */
export async function downloadArtifacts(pattern: string, dir: string): Promise<string[]> {
  const client = new DefaultArtifactClient();
  const matches = artifactNameMatcher(pattern);
  let artifacts;
  try {
    ({ artifacts } = await client.listArtifacts({ latest: true }));
  } catch (e) {
    throw new SweepkitError(`cannot list this run's artifacts: ${(e as Error).message}`, { code: 'artifacts' });
  }
  const selected = artifacts.filter((a) => matches(a.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const artifact of selected) {
    // An artifact name is a job's text: `..` must not put its files beside the results folder.
    const path = pathInside(dir, artifact.name, 'artifact name');
    try {
      await client.downloadArtifact(artifact.id, { path });
    } catch (e) {
      throw new SweepkitError(`cannot download artifact ${artifact.name}: ${(e as Error).message}`, { code: 'artifacts' });
    }
  }
  core.info(`downloaded ${selected.length} artifact(s) matching ${pattern}`);
  return selected.map((a) => a.name);
}
