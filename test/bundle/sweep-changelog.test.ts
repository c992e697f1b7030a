import { describe, expect, test } from '@jest/globals';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogRepo, commitAll, FIXTURES, git, materialiseProcessCase } from '../integration/changelog/repo.js';
import { oversizedConfig } from '../support/oversized-config.js';
import { parse } from 'yaml';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { repoRoot, runBundle } from './harness.js';

/** Every input default of an action.yml, as the runner passes them. */
const actionDefaults = (action: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries((parse(readFileSync(join(repoRoot, 'actions', action, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: unknown }> }).inputs)
      .filter(([, input]) => input.default !== undefined)
      .map(([name, input]) => [name, String(input.default)])
  );

// Runner-protocol tests of dist/sweep-changelog (and sweep-matrix's deprecated `mode: changelog`): real git repositories built from
// the process-changelog corpus, the step's outputs compared with the reference's stdout bytes.
const CASES = join(FIXTURES, 'process-changelog');
const expectedStdout = (name: string): string => readFileSync(join(CASES, name, 'stdout'), 'utf8');
const REFS = { 'base-ref': 'base', 'head-ref': 'head' };

describe('sweep-changelog', () => {
  test('trim-conc + all-evals with a canary job: the reference bytes, the canary and the matrix without it', async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: { ...REFS, 'trim-conc': 'true', 'all-evals': 'true', 'canary-job': 'true' } });
    expect(run.code).toBe(0);
    expect(`${run.outputs['search-space-config']}\n`).toBe(expectedStdout('trim-conc-all-evals-sn'));
    // docs/gating.md §a.7: the lowest conc among single-node 1k1k then 8k1k non-eval rows, first on ties.
    const expected = JSON.parse(expectedStdout('trim-conc-all-evals-sn'));
    const [first, ...rest] = expected.single_node['8k1k'];
    expect(first.conc).toBe(4);
    expect(JSON.parse(run.outputs.canary!)).toEqual([first]);
    expect(JSON.parse(run.outputs['canary-search-space-config']!)).toEqual({ ...expected, single_node: { '8k1k': rest } });
    expect(run.annotations).toEqual([]);
    // The rows after the canary, as the job family sweep-matrix would give them.
    expect(run.outputs['single-node-8k1k-count']).toBe('2');
    expect(JSON.parse(run.outputs['single-node-8k1k-chunks']!)).toEqual([rest]);
    expect(run.outputs['single-node-1k1k-chunks']).toBe('[]');
    expect(run.rendered.headings.map((h) => h.text)).toEqual([
      'Sweep matrix from perf-changelog.yaml',
      'Added entries',
      'Rows per bucket',
      'Rows per job family (after the canary)'
    ]);
    expect(expectRenderedTable(run.summary, ['bucket', 'rows', 'job family']).rows).toContainEqual(['single_node["8k1k"]', '3', 'single-node-8k1k']);
    expect(expectRenderedTable(run.summary, ['family', 'rows', 'chunks', 'all run']).rows).toContainEqual(['single-node-8k1k', '2', '1', 'yes']);
    expect(tableObject(expectRenderedTable(run.summary, ['', '']))).toEqual({
      refs: 'base → head',
      flags: 'trim-conc, all-evals',
      canary: `${first['exp-name']} on ${first.runner}, conc 4`
    });
  });

  test('refs default from the pull_request event; no single-node row means no canary', async () => {
    const repo = materialiseProcessCase(join(CASES, 'mn-two-hunks-utf8'));
    git(repo, 'update-ref', 'refs/remotes/origin/main', 'base');
    const headSha = git(repo, 'rev-parse', 'head').trim();
    const run = await runBundle('sweep-changelog', {
      cwd: repo,
      inputs: {},
      env: { GITHUB_EVENT_NAME: 'pull_request' },
      event: { pull_request: { number: 7, base: { ref: 'main' }, head: { sha: headSha }, labels: [{ name: 'full-sweep-enabled' }] } }
    });
    expect(run.code).toBe(0);
    const stdout = expectedStdout('mn-two-hunks-utf8').replace('"base_ref":"base","head_ref":"head"', `"base_ref":"origin/main","head_ref":"${headSha}"`);
    expect(`${run.outputs['search-space-config']}\n`).toBe(stdout);
    expect(run.outputs.canary).toBe('[]');
    expect(run.outputs['canary-search-space-config']).toBe(run.outputs['search-space-config']);
  });

  test.each([
    ['a push compares before with after', 'agentic-sn-latest', 'push', (base: string, head: string) => ({ before: base, after: head }), {}],
    [
      // The harness injects action.yml's defaults: this failed while all-evals defaulted to 'false'.
      'the all-evals PR label turns all-evals on (no all-evals input, action.yml defaults applied)',
      'trim-conc-all-evals-sn',
      'pull_request',
      (_: string, head: string) => ({ pull_request: { base: { ref: 'main' }, head: { sha: head }, labels: [{ name: 'all-evals' }] } }),
      { 'trim-conc': 'true' }
    ]
  ])('%s', async (_, name, eventName, payload, inputs) => {
    const repo = materialiseProcessCase(join(CASES, name));
    git(repo, 'update-ref', 'refs/remotes/origin/main', 'base');
    const [base, head] = ['base', 'head'].map((tag) => git(repo, 'rev-parse', `${tag}^{commit}`).trim()) as [string, string];
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs, env: { GITHUB_EVENT_NAME: eventName }, event: payload(base, head) });
    expect(run.code).toBe(0);
    const metadata = JSON.parse(run.outputs['search-space-config']!).changelog_metadata;
    expect([metadata.base_ref, metadata.head_ref]).toEqual([eventName === 'push' ? base : 'origin/main', head]);
    const refs = `"base_ref":${JSON.stringify(metadata.base_ref)},"head_ref":"${head}"`;
    expect(`${run.outputs['search-space-config']}\n`).toBe(expectedStdout(name).replace('"base_ref":"base","head_ref":"head"', refs));
  });

  test('a bucket run-sweep.yml never dispatches is a warning annotation on the changelog', async () => {
    const entry = (key: string) => `- config-keys: [${key}]\n  description: [x]\n  pr-link: XXX\n`;
    const repo = changelogRepo('undispatched-action', entry('dsr1-fp4-mi355x-sglang'), `${entry('dsr1-fp4-mi355x-sglang')}\n${entry('shortseq')}`);
    const search = '{ isl: 2048, osl: 128, search-space: [{ tp: 8, conc-start: 4, conc-end: 8 }] }';
    appendFileSync(
      join(repo, 'configs/amd-master.yaml'),
      `\nshortseq: { image: i, model: m, model-prefix: dsr1, runner: mi355x, precision: fp4, framework: sglang, multinode: false, scenarios: { fixed-seq-len: [${search}] } }\n`
    );
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: REFS });
    expect(run.code).toBe(0);
    expect(Object.keys(JSON.parse(run.outputs['search-space-config']!).single_node)).toEqual(['2048_128']);
    expect(run.outputs.canary).toBe('[]');
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: { title: 'sweep-changelog', file: 'perf-changelog.yaml' },
        message: '2 rows in single_node["2048_128"] are generated but run-sweep.yml never dispatches that bucket'
      }
    ]);
    expect(run.outputs['other-count']).toBe('2');
    expect(JSON.parse(run.outputs['other-chunks']!).flat()).toHaveLength(2);
    expect(expectRenderedTable(run.summary, ['bucket', 'rows', 'job family']).rows).toContainEqual([
      'single_node["2048_128"]',
      '2',
      'none: no job runs these rows'
    ]);
    expect(expectRenderedTable(run.summary, ['family', 'rows', 'chunks', 'all run']).rows).toContainEqual(['other', '2', '1', 'no: no job family']);
    expect(run.rendered.html).toContain('<strong>no</strong>');
  });

  test.each([
    [
      'a ref git does not know',
      { 'base-ref': 'no-such-ref' },
      undefined,
      /^No additions found in the changelog file\.\ngit diff failed: fatal: bad revision 'no-such-ref'$/
    ],
    [
      'a deleted changelog line',
      {},
      '5162',
      /^Deletions are not allowed in perf-changelog\.yaml\. Only additions to the changelog are permitted\. Found deleted line: - config-keys:$/
    ]
  ])('%s: one error annotation on the changelog, no outputs', async (_, inputs, line, message) => {
    const repo = materialiseProcessCase(join(CASES, 'deletion-revert-entry'));
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: { ...REFS, ...inputs } });
    expect(run.code).toBe(1);
    const [located, failure] = run.annotations;
    expect(run.annotations).toHaveLength(2);
    expect(located).toMatchObject({ level: 'error', properties: { title: 'sweep-changelog', file: 'perf-changelog.yaml', ...(line && { line }) } });
    expect(located!.message).toMatch(message);
    expect(failure).toEqual({ level: 'error', properties: {}, message: '1 error annotated on the files above' });
    expect(run.outputs).toEqual({});
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  test('no canary job (no input, no canary label): the canary row stays in its family, canary is []', async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: { ...REFS, 'trim-conc': 'true' } });
    expect(run.code).toBe(0);
    const expected = JSON.parse(run.outputs['search-space-config']!);
    expect(expected.single_node['8k1k']).toHaveLength(3);
    expect(run.outputs.canary).toBe('[]');
    expect(run.outputs['canary-search-space-config']).toBe(run.outputs['search-space-config']);
    expect(run.outputs['single-node-8k1k-count']).toBe(String(expected.single_node['8k1k'].length));
    expect(JSON.parse(run.outputs['single-node-8k1k-chunks']!).flat()).toEqual(expected.single_node['8k1k']);
    expect(tableObject(expectRenderedTable(run.summary, ['', ''])).canary).toBe('none (no canary job: every row runs in its family)');
    expect(run.rendered.headings.map((h) => h.text)).toContain('Rows per job family');
  });

  test.each([
    ['full-sweep-fail-fast', 1],
    ['Full-Sweep-Enabled', 1],
    ['full-sweep-fail-fast-no-canary', 0],
    ['sweep-enabled', 0]
  ])('pull request labelled %s: canary-job defaults to the bundled policy (%i canary row)', async (label, canaryRows) => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const run = await runBundle('sweep-changelog', {
      cwd: repo,
      inputs: REFS,
      env: { GITHUB_EVENT_NAME: 'pull_request' },
      event: { pull_request: { number: 7, base: { ref: 'main' }, head: { sha: 'head' }, labels: [{ name: label }] } }
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs.canary!)).toHaveLength(canaryRows);
    const all = JSON.parse(run.outputs['search-space-config']!).single_node['8k1k'].length;
    expect(Number(run.outputs['single-node-8k1k-count'])).toBe(all - canaryRows);
  });

  test('a family needing more chunks than max-chunks fails on the entry, before any output', async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: { ...REFS, 'trim-conc': 'true', 'max-jobs-per-matrix': '1', 'max-chunks': '2' } });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    const [error] = run.annotations;
    expect(error).toMatchObject({ level: 'error', properties: { title: 'sweep-changelog', file: 'perf-changelog.yaml' } });
    expect(Number(error!.properties.line)).toBeGreaterThan(0);
    expect(error!.message).toBe(
      '3 single-node-8k1k rows need 3 chunks of 1, more than max-chunks 2: only the first 2 rows run; 4 single-node-eval rows need 4 chunks of 1, more than max-chunks 2: only the first 2 rows run. Split the entry, or fan out to more chunk jobs and raise max-chunks (allow-truncation: true accepts the loss)'
    );
  });

  test('allow-truncation: the family past max-chunks is a warning on the entry, and the summary says how many rows run', async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const inputs = { ...REFS, 'trim-conc': 'true', 'max-jobs-per-matrix': '1', 'max-chunks': '1', 'allow-truncation': 'true', 'canary-job': 'true' };
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs['single-node-8k1k-chunks']!).map((c: unknown[]) => c.length)).toEqual([1, 1]);
    const [warning, evals] = run.annotations;
    expect(run.annotations).toHaveLength(2);
    expect(evals!.message).toMatch(/^4 single-node-eval rows need 4 chunks of 1/);
    expect(warning).toMatchObject({ level: 'warning', properties: { title: 'sweep-changelog', file: 'perf-changelog.yaml' } });
    expect(Number(warning!.properties.line)).toBeGreaterThan(0);
    expect(warning!.message).toBe('2 single-node-8k1k rows need 2 chunks of 1, more than max-chunks 1: only the first 1 rows run (allow-truncation).');
    expect(run.summary).toContain('| single-node-8k1k | 2 | 2 | **only 1 of 2** (max-chunks 1) |');
  });

  test.each([
    ['chunks', ['canary', 'single-node-8k1k-chunks', 'single-node-8k1k-count']],
    ['search-space-config', ['canary', 'search-space-config', 'single-node-8k1k-count']]
  ])('outputs: %s emits that form only (counts and canary always)', async (forms, present) => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const run = await runBundle('sweep-changelog', { cwd: repo, inputs: { ...REFS, 'trim-conc': 'true', outputs: forms } });
    expect(run.code).toBe(0);
    for (const name of present) expect(run.outputs).toHaveProperty([name]);
    const names = Object.keys(run.outputs);
    expect(names.filter((n) => n.endsWith('-chunks')).length).toBe(forms === 'chunks' ? 11 : 0);
    expect(names.includes('canary-search-space-config')).toBe(false);
    expect(names.includes('search-space-config')).toBe(forms === 'search-space-config');
  });

  test("a family whose -chunks output is over GitHub's 1 MB limit: an error on the entry before any output, in both actions", async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    appendFileSync(join(repo, 'configs/nvidia-master.yaml'), `\n${oversizedConfig('big-fp8-h200-vllm', 'h200')}`);
    appendFileSync(
      join(repo, 'perf-changelog.yaml'),
      '\n- config-keys:\n    - big-fp8-h200-vllm\n  description:\n    - "Three hundred concurrencies"\n  pr-link: https://example.invalid/pull/1\n'
    );
    commitAll(repo, 'big');
    const inputs = { 'base-ref': 'head', 'head-ref': 'big', 'allow-truncation': 'true' };
    const [now, old] = await Promise.all([
      runBundle('sweep-changelog', { cwd: repo, inputs }),
      runBundle('sweep-matrix', { cwd: repo, inputs: { ...actionDefaults('sweep-matrix'), mode: 'changelog', ...inputs } })
    ]);
    for (const run of [now, old]) {
      expect(run.code).toBe(1);
      expect(run.outputs).toEqual({});
      const error = run.annotations.find((a) => a.level === 'error')!;
      expect(error.properties).toMatchObject({ file: 'perf-changelog.yaml' });
      expect(Number(error.properties.line)).toBeGreaterThan(0);
      expect(error.message).toMatch(
        /^output 'single-node-1k1k-chunks' \(\d+ rows\) is \d{7} bytes, over GitHub's 1 MB limit for a job output: split the entry \(fewer config-keys or scenario-type\) over several pull requests, or sweep fewer concurrencies \(trim-conc\); max-jobs-per-matrix and max-chunks do not help/
      );
    }
  });

  test("sweep-matrix's deprecated mode changelog: the same outputs, and a deprecation warning", async () => {
    const repo = materialiseProcessCase(join(CASES, 'trim-conc-all-evals-sn'));
    const inputs = { ...REFS, 'trim-conc': 'true', 'all-evals': 'true' };
    // As a runner passes them: every action.yml default as an input (sweep inputs at their defaults are not refused).
    const defaults = actionDefaults('sweep-matrix');
    const [old, now] = await Promise.all([
      runBundle('sweep-matrix', { cwd: repo, inputs: { ...defaults, mode: 'changelog', ...inputs } }),
      runBundle('sweep-changelog', { cwd: repo, inputs: { ...actionDefaults('sweep-changelog'), ...inputs } })
    ]);
    expect(old.code).toBe(0);
    expect(old.outputs).toEqual(now.outputs);
    expect(old.annotations).toEqual([
      {
        level: 'warning',
        properties: { title: 'sweep-matrix' },
        message: 'sweep-matrix: mode changelog is deprecated and will be removed in the next release; use the sweep-changelog action (same inputs without mode)'
      }
    ]);
  });

  test.each([
    ['sweep-changelog', {}, "input 'base-ref' is empty and the event gives no base (not a pull_request or push event)"],
    ['sweep-changelog', { ...REFS, 'trim-conc': 'yes' }, "input 'trim-conc' must be true or false, got 'yes'"],
    ['sweep-changelog', { ...REFS, 'max-chunks': '0' }, "input 'max-chunks' must be at least 1, got 0"],
    [
      'sweep-changelog',
      { ...REFS, outputs: 'chunks matrix' },
      "input 'outputs': invalid choice 'matrix' (choose from search-space-config, canary-search-space-config, chunks)"
    ],
    ['sweep-matrix', { mode: 'bogus' }, "input 'mode': invalid choice 'bogus' (choose from sweep, changelog)"],
    ['sweep-matrix', { mode: 'changelog', ...REFS, 'config-files': 'configs/amd-master.yaml' }, "input 'config-files' only applies to mode sweep"],
    ['sweep-matrix', { mode: 'sweep', 'config-files': 'configs/amd-master.yaml', 'base-ref': 'base' }, "input 'base-ref' only applies to mode changelog"]
  ])('%s with inputs %j: usage error', async (action, inputs, message) => {
    const run = await runBundle(action, { inputs });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', properties: {}, message }]);
    expect(run.outputs).toEqual({});
  });
});
