// Every public reuse-finder conformance case (the reference's outputs for a GitHub "world"), replayed
// through `sweepkit find-reusable-sweep-run` in process against the local fake GitHub API.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { runCliCaptured, type CapturedRun } from '../../support/cli-capture.js';
import { parseFileCommands } from '../../bundle/harness.js';
import { startFakeGitHub } from '../../support/fake-github-api.js';
import { loadReuseCase, reuseCaseNames } from '../../support/reuse-cases.js';

test.each(reuseCaseNames())('%s', async (name) => {
  const dir = mkdtempSync(join(tmpdir(), 'reuse-case-'));
  const paths = { output: join(dir, 'out'), decoy: join(dir, 'decoy') };
  const { spec, scenario } = loadReuseCase(name, paths);
  writeFileSync(paths.output, spec.github_output_initial ?? '');
  writeFileSync(paths.decoy, '');
  const server = await startFakeGitHub(scenario);
  let run: CapturedRun;
  try {
    run = await runCliCaptured(['find-reusable-sweep-run', ...spec.argv], {
      env: { PATH: '/usr/bin', HOME: dir, GITHUB_API_URL: server.url, ...spec.env },
      cwd: dir
    });
  } finally {
    await server.close();
  }
  const { code, stdout, stderr } = run;
  const { expected } = spec;
  expect({ code, stderr: code === expected.exit_code ? '' : stderr }).toEqual({ code: expected.exit_code, stderr: '' });
  if (expected.outputs !== null) expect(parseFileCommands(readFileSync(paths.output, 'utf8'))).toEqual(expected.outputs);
  expect(readFileSync(paths.decoy, 'utf8')).toBe('');
  if (expected.exit_code === 0) {
    expect(JSON.parse(stdout)).toEqual(expected.stdout_json);
  } else {
    for (const message of expected.messages ?? []) expect(stderr + stdout).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }
  // Every request is a GET carrying the token.
  expect(server.requests.filter((r) => r.method !== 'GET' || r.auth !== 'ok')).toEqual([]);
});
