/** A branch behind its base gets "merge it" instead of the reference's deletion error — judged from real history. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, commitAll, git, runIn, scaffoldRepo } from './repo.js';

const CASE = join(FIXTURES, 'changelog/cases/stale-branch-behind-base');
const ARGS = ['validate-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'main', '--head-ref', 'feature'];
const entry = (key: string, text: string): string => `- config-keys:\n    - ${key}\n  description:\n    - "${text}"\n  pr-link: XXX\n`;

/** fork → main gains `mainGains`; feature (from fork) writes `featureText`. */
function divergedRepo(forkText: string, mainGains: string, featureText: string): string {
  const repo = scaffoldRepo('behind');
  writeFileSync(join(repo, 'perf-changelog.yaml'), forkText);
  commitAll(repo, 'fork');
  git(repo, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(repo, 'perf-changelog.yaml'), featureText);
  commitAll(repo, 'feature-head');
  git(repo, 'checkout', '-q', 'main');
  writeFileSync(join(repo, 'perf-changelog.yaml'), forkText + mainGains);
  commitAll(repo, 'main-head');
  git(repo, 'checkout', '-q', 'feature');
  return repo;
}

describe('branch behind its base', () => {
  const history = readFileSync(join(CASE, 'head.yaml'), 'utf8').split('\n- config-keys:').slice(0, 3).join('\n- config-keys:');
  const forkText = `${history.trimEnd()}\n`;
  const mainGains = `\n${entry('dsr1-fp8-h200-sglang-mtp', 'Landed on main after the PR branched')}`;
  const featureText = `${forkText}\n${entry('dsr1-fp8-h200-sglang', 'Bump SGLang image')}`;

  test('entries the base gained after the fork are reported as "behind", with the reference text as detail', async () => {
    const run = await runIn(divergedRepo(forkText, mainGains, featureText), ARGS);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('your branch is behind main; merge it: main gained changelog entry 4 after this branch forked');
    expect(run.stderr).toContain('Deletions are not allowed in perf-changelog.yaml.');
  });

  test('strict mode gives the same diagnosis, with the strict finding as detail', async () => {
    const run = await runIn(divergedRepo(forkText, mainGains, featureText), [...ARGS, '--mode', 'strict', '--pr-number', '7']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('your branch is behind main; merge it: main gained changelog entry 4 after this branch forked');
    expect(run.stderr).toContain('entry 4 changed; existing entries are immutable except for pr-link-only corrections');
  });

  test('after merging the base the same branch passes', async () => {
    const repo = divergedRepo(forkText, mainGains, featureText);
    writeFileSync(join(repo, 'perf-changelog.yaml'), `${forkText}${mainGains}\n${entry('dsr1-fp8-h200-sglang', 'Bump SGLang image')}`);
    commitAll(repo, 'merged');
    const run = await runIn(repo, ARGS);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  test('a real deletion on the branch keeps the deletion error', async () => {
    const shorter = `${forkText.split('\n- config-keys:').slice(0, 2).join('\n- config-keys:').trimEnd()}\n`;
    const run = await runIn(divergedRepo(forkText, '', `${shorter}\n${entry('dsr1-fp8-h200-sglang', 'x')}`), ARGS);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('behind');
    expect(run.stderr).toContain('Deletions are not allowed in perf-changelog.yaml.');
  });
});
