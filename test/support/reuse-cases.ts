/** The reuse-finder conformance cases of test/fixtures/gating/reuse-finder, with placeholders filled. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';
import type { Scenario } from './fake-github-api.js';

export const REUSE_CASES_DIR = join(repoRoot, 'test/fixtures/gating/reuse-finder');
export const TOKEN = 't0k3n-fake';
export const OTHER_TOKEN = '0th3r-fake';

export interface ReuseCase {
  name: string;
  description: string;
  argv: string[];
  env: Record<string, string>;
  github_output_initial: string | null;
  expected: {
    exit_code: number;
    outputs: Record<string, string> | null;
    stdout_json?: Record<string, string>;
    messages?: string[];
  };
}

const fill = (text: string, paths: Record<string, string> = {}): string =>
  text
    .replaceAll('@TOKEN@', TOKEN)
    .replaceAll('@OTHER_TOKEN@', OTHER_TOKEN)
    .replaceAll('@GITHUB_OUTPUT@', paths.output ?? '@GITHUB_OUTPUT@')
    .replaceAll('@DECOY_OUTPUT@', paths.decoy ?? '@DECOY_OUTPUT@');

export const reuseCaseNames = (): string[] =>
  readdirSync(REUSE_CASES_DIR)
    .filter((name) => statSync(join(REUSE_CASES_DIR, name)).isDirectory())
    .sort();

/** A case with its paths substituted (JSON-escaped by substituting inside the parsed strings). */
export function loadReuseCase(name: string, paths: { output: string; decoy: string }): { spec: ReuseCase; scenario: Scenario } {
  const dir = join(REUSE_CASES_DIR, name);
  const spec = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as ReuseCase;
  spec.argv = spec.argv.map((a) => fill(a, paths));
  spec.env = Object.fromEntries(Object.entries(spec.env).map(([k, v]) => [k, fill(v, paths)]));
  const scenario = JSON.parse(fill(readFileSync(join(dir, 'scenario.json'), 'utf8'))) as Scenario;
  return { spec, scenario };
}
