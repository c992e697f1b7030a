/** The execFile git adapter on real repositories: missing files, bad refs, option-looking refs, binary content, history. */
import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GitError } from '../../../packages/common/src/index.js';
import { changelogRepo, git, runIn } from './repo.js';
import { execGit } from '../../../packages/common/src/index.js';

const ENTRY = '- config-keys:\n    - dsr1-fp8-h200-sglang\n  description:\n    - "x"\n  pr-link: XXX\n';

describe('execGit', () => {
  const repo = changelogRepo('adapter', ENTRY, `${ENTRY}\n${ENTRY.replace('"x"', '"y"')}`);
  const port = execGit(repo);

  test('show returns the blob bytes at a ref', async () => {
    expect(new TextDecoder().decode(await port.show('base', 'perf-changelog.yaml'))).toBe(ENTRY);
  });

  test.each([
    ['a path missing at the ref', 'base', 'nope.yaml', /does not exist in 'base'|exists on disk, but not in 'base'/],
    ['an unknown ref', 'no-such-ref', 'perf-changelog.yaml', /invalid object name 'no-such-ref'|unknown revision/]
  ])("show fails with git's message for %s", async (_name, ref, path, message) => {
    const error = await port.show(ref, path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).detail).toMatch(message);
  });

  test('a ref that looks like an option is never taken for one', async () => {
    const target = join(repo, 'written-by-git');
    await expect(port.diff(`--output=${target}`, 'head', 'perf-changelog.yaml')).rejects.toBeInstanceOf(GitError);
    await expect(port.show(`--output=${target}`, 'perf-changelog.yaml')).rejects.toBeInstanceOf(GitError);
    expect(existsSync(target)).toBe(false);
  });

  test('diff reports the added lines with neutral prefixes; an unknown ref is a GitError', async () => {
    expect(await port.diff('base', 'head', 'perf-changelog.yaml')).toMatch(
      /\n--- a\/perf-changelog\.yaml\n\+\+\+ b\/perf-changelog\.yaml\n@@ -\d+(,\d+)? \+\d+,\d+ @@/
    );
    await expect(port.diff('base', 'no-such-ref', 'perf-changelog.yaml')).rejects.toThrow(/no-such-ref/);
  });

  test('merge base of related refs, undefined for unrelated history', async () => {
    expect(await port.mergeBase('base', 'head')).toBe(git(repo, 'rev-parse', 'base^{commit}').trim());
    git(repo, 'checkout', '-q', '--orphan', 'lonely');
    git(repo, 'commit', '-q', '--allow-empty', '-m', 'lonely');
    expect(await port.mergeBase('head', 'lonely')).toBeUndefined();
    git(repo, 'checkout', '-q', 'head');
  });
});

describe('validate-changelog on unusual bytes', () => {
  test('compat accepts a CRLF append (the reference does); strict names the CR', async () => {
    const repo = changelogRepo('crlf', ENTRY, `${ENTRY}\n${ENTRY.replace(/\n/g, '\r\n')}`);
    const args = ['validate-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'base', '--head-ref', 'head'];
    expect(await runIn(repo, args)).toEqual({ code: 0, stdout: 'Validated perf-changelog.yaml: final newline present and matrix generated\n', stderr: '' });
    const strict = await runIn(repo, [...args, '--mode', 'strict', '--pr-number', '3']);
    expect(strict.stderr).toContain('head perf-changelog.yaml contains CR characters');
  });

  test('NUL bytes in the head are a strict file error, with its line', async () => {
    const repo = changelogRepo('nul', ENTRY, `${ENTRY}\n${ENTRY.replace('"x"', '"\0"')}`);
    const run = await runIn(repo, [
      'validate-changelog',
      '--changelog-file',
      'perf-changelog.yaml',
      '--base-ref',
      'base',
      '--head-ref',
      'head',
      '--mode',
      'strict',
      '--pr-number',
      '3'
    ]);
    expect(run).toMatchObject({ code: 1, stderr: 'perf-changelog.yaml:10: head perf-changelog.yaml contains NUL bytes\n' });
  });

  test('an unknown base ref keeps the reference verdict ("no additions") and says what git said', async () => {
    const repo = changelogRepo('no-base', ENTRY, `${ENTRY}\n${ENTRY}`);
    const run = await runIn(repo, ['validate-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'origin/main', '--head-ref', 'head']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^perf-changelog\.yaml: No additions found in the changelog file\.\ngit diff failed: fatal: .*origin\/main.*\n$/);
  });
});
