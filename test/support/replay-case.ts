/**
 * Replays one recorded conformance case through the CLI code path in-process: `case.json`'s
 * subcommand and argv, exactly its environment, a scratch folder as the working directory; reports
 * the exit code, the output and which files changed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runCliCaptured } from './cli-capture.js';

function snapshot(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((p) => statSync(join(dir, p)).isFile())
      .map((p) => [p, readFileSync(join(dir, p)).toString('base64')])
  );
}

export interface CaseSpec {
  subcommand: string;
  argv: string[];
  env: Record<string, string>;
  mkdirs?: string[];
}

/** Runs the case in `work` (already populated); `changed` lists created, modified and removed files. */
export async function replayIn(work: string, spec: CaseSpec) {
  const before = snapshot(work);
  const { code, stdout, stderr } = await runCliCaptured([spec.subcommand, ...spec.argv], { env: spec.env, cwd: work });
  const after = snapshot(work);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k)).sort();
  return { work, code, stdout, stderr, changed };
}
