/**
 * Issue 21, class 4: values that become arguments of git and make (an srt-slurm ref, repository,
 * `setup-arch`) are refused before anything runs, whether they come from a flag or from a lane
 * table; git gets `--end-of-options` before every ref; no program is ever run through a shell.
 * Each hostile value tries to create a marker file: the marker must never appear.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/src/run-cli.js';
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';
import { gitRefProblem } from '../../packages/common/src/index.js';
import { prepareCheckout, type PrepareStageOptions } from '../../packages/slurm/src/prepare-stage.js';
import type { CommandRunner } from '../../packages/slurm/src/ports.js';
import { sourcesMatching } from './source-scan.js';

const ws = mkdtempSync(join(tmpdir(), 'sweepkit-argv-'));
const marker = join(ws, 'pwned');

async function launch(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runCli(['srtctl-launch', '--prepare-only', '--recipe', 'recipes/x.yaml', '--result-filename', 'rf', ...args], {
    stdout: () => undefined,
    stderr: (t) => (stderr += t),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, RUNNER_NAME: 'gb300-nv_0' },
    cwd: ws,
    files: nodeFiles
  });
  return { code, stderr };
}

describe('flags: refused with exit 2 before any clone', () => {
  test.each([
    ['the issue: a ref that is a git option', [`--srt-slurm-ref=--upload-pack=touch ${marker}`], /--srt-slurm-ref '--upload-pack=.*' starts with "-"/],
    [
      'the issue: make expansion in setup-arch',
      ['--srt-slurm-ref', 'v1', '--setup-arch', `x $(shell touch ${marker})`],
      /--setup-arch 'x \$\(shell .*' may hold only/
    ],
    [
      'a remote helper as the repository',
      ['--srt-slurm-ref', 'v1', '--srt-slurm-repository', `ext::sh -c touch% ${marker}`],
      /--srt-slurm-repository .* remote helper/
    ],
    ['a repository that is a git option', ['--srt-slurm-ref', 'v1', `--srt-slurm-repository=--upload-pack=touch ${marker}`], /starts with "-"/],
    ['a ref with a line break and a command', ['--srt-slurm-ref', `v1\n$(touch ${marker})`], /space or a control character/],
    ['make variable override through setup-arch', ['--srt-slurm-ref', 'v1', '--setup-arch', 'x86_64 SHELL=/tmp/evil'], /may hold only/],
    ['a ref climbing with ..', ['--srt-slurm-ref', 'v1/../../x'], /not a valid git ref name/]
  ])('%s', async (_, args, message) => {
    const run = await launch(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('a lane table: refused at the line of the value', () => {
  const lanes = (field: string): string => {
    const file = join(ws, 'lanes.yaml');
    const lines = [
      'version: 1',
      'repositories:',
      '  a: https://example.invalid/srt-slurm.git',
      'lanes:',
      '  - when: {}',
      '    repository: a',
      '    ref: v1',
      ''
    ];
    if (field.startsWith('repositories.a: ')) lines[2] = `  a: ${JSON.stringify(field.slice(16))}`;
    else if (field.startsWith('ref: ')) lines[6] = `    ref: ${JSON.stringify(field.slice(5))}`;
    else lines.push(`setup-arch: ${JSON.stringify(field.slice(12))}`);
    writeFileSync(file, lines.join('\n'));
    return file;
  };
  test.each([
    ['ref: --upload-pack=touch X', /lanes\.yaml:7:10: invalid srtctl versions: lanes\[0\]\.ref: '--upload-pack=touch .*' starts with "-"/],
    ['setup-arch: x $(shell touch X)', /lanes\.yaml:9:13: invalid srtctl versions: setup-arch: 'x \$\(shell touch .*' may hold only/],
    ['repositories.a: ext::sh -c touch% X', /lanes\.yaml:3:6: invalid srtctl versions: repositories\.a: 'ext::sh .*remote helper/]
  ])('%s', async (field, message) => {
    const file = lanes(field.replace('X', marker));
    const run = await launch(['--versions-file', file, '--framework', 'f', '--model-prefix', 'm', '--precision', 'p']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('the prepare stage itself', () => {
  const options = (over: Partial<PrepareStageOptions>): PrepareStageOptions => ({
    repository: 'https://example.invalid/srt-slurm.git',
    ref: 'v1.0.0',
    overlays: [],
    recipesDir: ws,
    checkoutDir: join(ws, 'co'),
    venvDir: join(ws, 'venv'),
    recipe: 'recipes/x.yaml',
    jobName: 'j',
    clusterConfigSource: 'c',
    cloneAttempts: 1,
    cloneTimeoutMs: 1000,
    retryDelayMs: 0,
    env: {},
    ...over
  });
  const recorder = () => {
    const argvs: string[][] = [];
    const commands: CommandRunner = {
      run: async (file, args) => (argvs.push([file, ...args]), { exitCode: 1, stdout: '', stderr: 'stop', killed: false }),
      which: () => undefined
    };
    const deps = {
      commands,
      files: {
        exists: () => false,
        remove: () => undefined,
        copyTree: () => undefined,
        readText: () => '',
        writeText: () => undefined,
        sha256: async () => ''
      },
      clock: { now: () => 0, sleep: async () => undefined },
      reporter: { group: () => undefined, endGroup: () => undefined, info: () => undefined, warning: () => undefined, output: () => undefined }
    };
    return { argvs, deps };
  };

  test.each([
    ['ref', { ref: '--upload-pack=x' }],
    ['repository', { repository: 'fd::3' }],
    ['setup arch', { setupArch: '$(shell id)' }]
  ])('refuses a hostile %s even when the options bypass the plan, running nothing', async (_, over) => {
    const { argvs, deps } = recorder();
    await expect(prepareCheckout(deps, options(over))).rejects.toThrow(/^refusing to prepare: /);
    expect(argvs).toEqual([]);
  });

  test('every git command that takes a ref or a URL has --end-of-options before it', async () => {
    const { argvs, deps } = recorder();
    deps.commands.run = async (file, args) => (argvs.push([file, ...args]), { exitCode: 0, stdout: '', stderr: '', killed: false });
    await prepareCheckout(deps, options({})).catch(() => undefined);
    const git = argvs.filter((a) => a[0] === 'git');
    expect(git.find((a) => a.includes('init'))).toEqual(['git', 'init', '-q', '--end-of-options', join(ws, 'co')]);
    expect(git.find((a) => a.includes('remote'))?.slice(-4)).toEqual(['add', '--end-of-options', 'origin', 'https://example.invalid/srt-slurm.git']);
    expect(git.find((a) => a.includes('fetch'))?.slice(-3)).toEqual(['--end-of-options', 'origin', 'v1.0.0']);
  });

  test('real git: after --end-of-options an option-like ref is only a (bad) refspec', () => {
    const repo = mkdtempSync(join(tmpdir(), 'sweepkit-argv-git-'));
    execFileSync('git', ['init', '-q', repo]);
    execFileSync('git', ['-C', repo, 'remote', 'add', 'origin', repo]);
    expect(() =>
      execFileSync('git', ['-C', repo, 'fetch', '-q', '--depth', '1', '--end-of-options', 'origin', `--upload-pack=touch ${marker}`], { stdio: 'pipe' })
    ).toThrow(/invalid refspec/);
    expect(existsSync(marker)).toBe(false);
  });
});

test.each([
  ['v1.0.25', undefined],
  ['main', undefined],
  ['release/2026-11', undefined],
  ['0123abc', undefined],
  ['-x', 'starts with "-" (git would read it as an option)'],
  ['a b', 'holds a space or a control character'],
  ['a~1', 'holds one of ~ ^ : ? * [ \\'],
  ['HEAD@{1}', "is not a valid git ref name (see 'git check-ref-format')"],
  ['x.lock', "is not a valid git ref name (see 'git check-ref-format')"]
])('gitRefProblem(%j) = %j', (ref, problem) => expect(gitRefProblem(ref)).toBe(problem));

test('no source runs a program through a shell', () => {
  expect(sourcesMatching(/shell:\s*true|\bexecSync\(|child_process'\)\.exec\b|\bexec\(\s*['"`]|['"`](?:\/bin\/)?(?:ba)?sh['"`]\s*,\s*\[\s*['"`]-c/)).toEqual(
    []
  );
});
