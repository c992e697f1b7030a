// Runner-protocol tests of the validate-changelog action bundle (and the CLI bundle) on real git repositories.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { FIXTURES, git, materialiseChangelogCase } from '../integration/changelog/repo.js';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { executedCommands, runBundle, runCliBundle } from './harness.js';

const CASES = join(FIXTURES, 'changelog/cases');
const repoOf = (name: string): string => materialiseChangelogCase(join(CASES, name));
const REFS = { 'base-ref': 'base', 'head-ref': 'head' };

describe('validate-changelog action', () => {
  test('an accepted append sets every output and writes a summary, with no annotation', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('valid-append-two-entries'), inputs: REFS });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      valid: 'true',
      additions: '2',
      corrections: '0',
      'append-only': 'false',
      'error-code': '',
      'error-message': '',
      'strict-findings': '[]'
    });
    expect(JSON.parse(run.outputs['config-keys']!)).toEqual(['dsr1-fp8-h200-sglang', 'dsr1-fp8-mi300x-sglang']);
    expect(JSON.parse(run.outputs['added-entries']!)[1]).toEqual({
      'config-keys': ['dsr1-fp8-mi300x-sglang'],
      description: ['Tune MI300X recipe'],
      'pr-link': 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX',
      'evals-only': false,
      'all-evals': false,
      'append-only': false
    });
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'validate-changelog: perf-changelog.yaml' }]);
    expect(tableObject(expectRenderedTable(run.summary, ['check', 'value']))).toMatchObject({ verdict: 'accepted (compat)' });
    expect(run.annotations).toEqual([]);
  });

  test('a rejected change is annotated on the changelog line and exposes a stable error code', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('unknown-config-key'), inputs: REFS });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      valid: 'false',
      'error-code': 'CONFIG_KEY_MISSING',
      'error-message': "Config key 'no-such-config' not found in master configs."
    });
    expect(run.annotations).toContainEqual({
      level: 'error',
      properties: { title: 'validate-changelog', file: 'perf-changelog.yaml', line: '20', col: '7' },
      message: "Config key 'no-such-config' not found in master configs."
    });
    expect(tableObject(expectRenderedTable(run.summary, ['check', 'value'])).verdict).toBe('rejected (compat): CONFIG_KEY_MISSING');
    expect(expectRenderedTable(run.summary, ['where', 'error']).rows).toHaveLength(1);
  });

  test('strict-warn decides like compat and annotates the strict findings as warnings', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('two-blank-separator'), inputs: { ...REFS, mode: 'strict-warn', 'pr-number': '4242' } });
    expect(run.code).toBe(0);
    expect(run.outputs.valid).toBe('true');
    const message = 'new changelog entries must be separated from history by one empty line and appended at the end';
    expect(run.annotations).toEqual([
      { level: 'warning', properties: { title: 'validate-changelog (strict)', file: 'perf-changelog.yaml', line: '18' }, message }
    ]);
    expect(JSON.parse(run.outputs['strict-findings']!)).toEqual([`perf-changelog.yaml:18: ${message}`]);
  });

  test('strict mode rejects what compat lets through', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('mid-file-insert'), inputs: { ...REFS, mode: 'strict', 'pr-number': '4242' } });
    expect(run.code).toBe(1);
    expect(run.outputs['error-code']).toBe('STRICT_ENTRIES');
    expect(run.outputs['error-message']).toBe('entry 2 changed; existing entries are immutable except for pr-link-only corrections');
  });

  test('base and head default from the pull_request event (origin/<base>, head sha); labels set the eval flags', async () => {
    const repo = repoOf('append-only-with-all-evals-label');
    git(repo, 'update-ref', 'refs/remotes/origin/main', 'base');
    const sha = git(repo, 'rev-parse', 'head').trim();
    const event = { pull_request: { number: 4242, base: { ref: 'main' }, head: { sha }, labels: [{ name: 'all-evals' }] } };
    const run = await runBundle('validate-changelog', { cwd: repo, event, env: { GITHUB_EVENT_NAME: 'pull_request' } });
    expect(run.code).toBe(1);
    expect(run.outputs['error-message']).toBe('append-only sweeps cannot use all-evals or evals-only modifiers');
  });

  test('without refs and without an event it fails with one usage line', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('no-changelog-change') });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([
      { level: 'error', properties: {}, message: "input 'base-ref' is empty and the event gives no base (not a pull_request or push event)" }
    ]);
  });

  test('a pr-link carrying a workflow command is never executed', async () => {
    const run = await runBundle('validate-changelog', { cwd: repoOf('append-freeform-pr-link'), inputs: { ...REFS, mode: 'strict', 'pr-number': '4242' } });
    expect(run.code).toBe(1);
    expect(executedCommands(run.stdout).every((line) => /^::(error|warning)[ :]/.test(line))).toBe(true);
  });
});

describe('sweepkit validate-changelog (CLI bundle)', () => {
  test('compat verdict and the reference success line', async () => {
    const run = await runCliBundle(['validate-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'base', '--head-ref', 'head'], {
      cwd: repoOf('wildcard-config-key')
    });
    expect(run).toEqual({ code: 0, stdout: 'Validated perf-changelog.yaml: final newline present and matrix generated\n', stderr: '' });
  });

  test('a bad ref is one error line, exit 1', async () => {
    const run = await runCliBundle(['validate-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'base', '--head-ref', 'no-such-ref'], {
      cwd: repoOf('no-changelog-change')
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^perf-changelog\.yaml: could not read perf-changelog\.yaml at no-such-ref: fatal: .+\n$/);
  });
});
