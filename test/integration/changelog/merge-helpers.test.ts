// `sweepkit changelog canonicalize` / `resolve-conflict` in real git repositories: byte-exact results
// and the reference messages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { git, HERMETIC_GIT_ENV, newRepoDir } from './repo.js';
import { runCliCaptured } from '../../support/cli-capture.js';

const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const entry = (key: string, link: string, text = 'x'): string => `- config-keys:\n    - ${key}\n  description:\n    - "${text}"\n  pr-link: ${link}\n`;
const HISTORY = `${entry('dsr1-fp8-h200-sglang', `${URL}1`)}\n${entry('dsr1-fp8-b200-sglang', `${URL}2`)}`;

function repoWith(history: string): string {
  const repo = newRepoDir('changelog-merge');
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'perf-changelog.yaml'), history);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  return repo;
}

async function cli(repo: string, ...argv: string[]) {
  return runCliCaptured(['changelog', ...argv], { env: HERMETIC_GIT_ENV, cwd: repo });
}

const read = (repo: string) => readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8');

test('canonicalize rewrites only the placeholder pr-link lines of appended entries, then is idempotent', async () => {
  const repo = repoWith(HISTORY);
  git(repo, 'checkout', '-q', '-b', 'pr');
  writeFileSync(
    join(repo, 'perf-changelog.yaml'),
    `${HISTORY}\n${entry('gptoss-fp4-b200-vllm', 'XXX', 'pr-link: inside text')}\n${entry('gptoss-fp4-h200-vllm', `${URL}XXX`)}`
  );
  expect(await cli(repo, 'canonicalize', '--base-ref', 'main', '--pr-number', '42')).toEqual({
    code: 0,
    stdout: 'Prepared perf-changelog.yaml for PR #42\n',
    stderr: ''
  });
  expect(read(repo)).toBe(`${HISTORY}\n${entry('gptoss-fp4-b200-vllm', `${URL}42`, 'pr-link: inside text')}\n${entry('gptoss-fp4-h200-vllm', `${URL}42`)}`);
  expect(await cli(repo, 'canonicalize', '--base-ref', 'main', '--pr-number', '42')).toEqual({
    code: 0,
    stdout: 'perf-changelog.yaml already prepared for PR #42\n',
    stderr: ''
  });
});

test.each([
  [
    'a link of another PR',
    (h: string) => `${h}\n${entry('gptoss-fp4-b200-vllm', `${URL}7`)}`,
    `ERROR: new PR entry must use '${URL}42' or an XXX placeholder; found '${URL}7'\n`
  ],
  [
    'a changed historical byte',
    (h: string) => `${h.replace('"x"', '"y"')}\n${entry('gptoss-fp4-b200-vllm', 'XXX')}`,
    'ERROR: entry 1 changed; existing entries are immutable except for pr-link-only corrections\n'
  ]
])('canonicalize refuses %s, leaving the file alone', async (_, edit, message) => {
  const repo = repoWith(HISTORY);
  const text = edit(HISTORY);
  writeFileSync(join(repo, 'perf-changelog.yaml'), text);
  const run = await cli(repo, 'canonicalize', '--base-ref', 'main', '--pr-number', '42');
  expect([run.code, run.stderr.replace(/^ERROR: [^:]+:\d+(:\d+)?: /, 'ERROR: ')]).toEqual([1, message]);
  expect(read(repo)).toBe(text);
});

function conflicted(prEntries: string, mainEntries: string): string {
  const repo = repoWith(HISTORY);
  git(repo, 'checkout', '-q', '-b', 'pr');
  writeFileSync(join(repo, 'perf-changelog.yaml'), `${HISTORY}\n${prEntries}`);
  git(repo, 'commit', '-q', '-am', 'pr');
  git(repo, 'checkout', '-q', 'main');
  writeFileSync(join(repo, 'perf-changelog.yaml'), `${HISTORY}\n${mainEntries}`);
  git(repo, 'commit', '-q', '-am', 'main');
  git(repo, 'checkout', '-q', 'pr');
  expect(() => git(repo, 'merge', '-q', '--no-ff', 'main')).toThrow();
  return repo;
}

test("resolve-conflict: main's exact bytes, then the PR's entries with the canonical link", async () => {
  const mainEntry = entry('qwen-fp8-mi355x-sglang', `${URL}50`);
  const repo = conflicted(`${entry('gptoss-fp4-b200-vllm', 'XXX')}\n${entry('gptoss-fp4-h200-vllm', 'XXX')}`, mainEntry);
  expect(await cli(repo, 'resolve-conflict', '--pr-number', '42')).toEqual({ code: 0, stdout: 'Resolved perf-changelog.yaml for PR #42\n', stderr: '' });
  expect(read(repo)).toBe(`${HISTORY}\n${mainEntry}\n${entry('gptoss-fp4-b200-vllm', `${URL}42`)}\n${entry('gptoss-fp4-h200-vllm', `${URL}42`)}`);
});

test('resolve-conflict: entries main already has are not appended twice', async () => {
  const repo = conflicted(entry('gptoss-fp4-b200-vllm', 'XXX'), entry('gptoss-fp4-b200-vllm', `${URL}42`));
  expect(await cli(repo, 'resolve-conflict', '--pr-number', '42')).toMatchObject({
    code: 1,
    stderr: 'ERROR: the PR has no changelog contribution remaining after merging main\n'
  });
});

test('resolve-conflict outside a merge: the stage cannot be read', async () => {
  const repo = repoWith(HISTORY);
  const run = await cli(repo, 'resolve-conflict', '--pr-number', '42');
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^ERROR: could not read stage 1 for perf-changelog.yaml: /);
});
