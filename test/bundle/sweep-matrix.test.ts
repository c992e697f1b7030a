import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { oversizedConfig } from '../support/oversized-config.js';
import { expectRenderedTable } from '../support/render-summary.js';
import { executedCommands, repoRoot, runBundle, runCliBundle } from './harness.js';

// Runner-protocol tests of dist/sweep-matrix: inputs in, outputs / summary / annotations out.
const fixtures = join(repoRoot, 'test/fixtures/matrix');
const cwd = join(fixtures, 'inferencex');
const expected = (name: string) =>
  gunzipSync(readFileSync(join(fixtures, 'cases', `${name}.json.gz`)))
    .toString('utf8')
    .trimEnd();
const FAMILIES = [
  'single-node-1k1k',
  'single-node-8k1k',
  'multi-node-1k1k',
  'multi-node-8k1k',
  'agentic',
  'multi-node-agentic',
  'single-node-eval',
  'multi-node-eval',
  'agentic-eval',
  'multi-node-agentic-eval'
];

describe('sweep-matrix action', () => {
  test('full sweep of the real configs: the reference bytes, families and their chunks', async () => {
    const run = await runBundle('sweep-matrix', {
      cwd,
      inputs: { 'config-files': 'configs/nvidia-master.yaml\nconfigs/amd-master.yaml', 'runner-config': 'configs/runners.yaml' }
    });
    expect(run.code).toBe(0);
    expect(run.outputs.matrix).toBe(expected('fs-both'));
    expect(run.outputs.count).toBe('1820');
    // docs/matrix.md §9.4: the per-family sizes the e2e workflow would have to expand.
    const count = (f: string) => Number(run.outputs[`${f}-count`]);
    expect(count('multi-node-1k1k') + count('multi-node-8k1k')).toBe(384);
    expect(count('multi-node-eval')).toBe(317);
    expect(count('agentic')).toBe(482);
    expect(count('multi-node-agentic')).toBe(264);
    for (const family of FAMILIES) {
      const rows = JSON.parse(run.outputs[family]!) as unknown[];
      const chunks = JSON.parse(run.outputs[`${family}-chunks`]!) as unknown[][];
      expect(rows).toHaveLength(count(family));
      expect(chunks.every((c) => c.length > 0 && c.length <= 256)).toBe(true);
      expect(chunks.flat()).toEqual(rows);
    }
    // Rows of other sequence lengths run in no family: an output of their own and a warning with the count.
    const other = JSON.parse(run.outputs.other!) as { isl: number; osl: number }[];
    expect(other.length).toBe(count('other'));
    expect(other.every((row) => !['1024/1024', '8192/1024'].includes(`${row.isl}/${row.osl}`))).toBe(true);
    if (other.length)
      expect(run.annotations).toContainEqual({
        level: 'warning',
        properties: { title: 'sweep-matrix' },
        message: expect.stringContaining(`${other.length} matrix rows are in no job family`)
      });
    expect(run.rendered.text).toContain('1820 matrix rows from');
    expect(run.rendered.headings.map((h) => h.text)).toEqual(['Sweep matrix', 'Rows per job family', 'Rows per config', 'Rows']);
    expect(expectRenderedTable(run.summary, ['family', 'rows', 'chunks']).rows).toContainEqual(['agentic', '482', '2']);
    expect(expectRenderedTable(run.summary, ['config', 'rows']).rows).toContainEqual(['dsr1-fp4-b200-dynamo-trt', expect.stringMatching(/^\d+$/)]);
    // The long lists are folded; the family counts stay open.
    expect(run.rendered.folds).toEqual([expect.stringMatching(/^configs \(\d+\)$/), 'rows (1820)']);
    // The matrix output is over GitHub's 1 MB output limit: the step says so.
    expect(run.annotations.some((a) => a.level === 'warning' && a.message.includes("output 'matrix'"))).toBe(true);
    // Every form of every row: over GitHub's 1 MB per job together, a warning naming the input that emits fewer.
    expect(run.annotations).toContainEqual({
      level: 'warning',
      properties: {},
      message: expect.stringMatching(
        /^the outputs total \d{7} bytes \(matrix \d+ kB, counts \d+ kB, families \d+ kB, chunks \d+ kB\), over GitHub's 1 MB limit for a job's outputs if all reach job outputs: list only the forms the workflow uses in input 'outputs'$/
      )
    });
  });

  test.each([
    ['chunks', 'dsr1', 0],
    ['chunks', '', 1],
    ['matrix families', 'dsr1', 0]
  ])("outputs '%s' (model-prefix '%s'): only those forms; over 1 MB together the step fails", async (forms, prefix, code) => {
    const run = await runBundle('sweep-matrix', {
      cwd,
      inputs: {
        'config-files': 'configs/nvidia-master.yaml\nconfigs/amd-master.yaml',
        'runner-config': 'configs/runners.yaml',
        outputs: forms,
        ...(prefix && { 'model-prefix': prefix })
      }
    });
    expect(run.code).toBe(code);
    if (code) {
      expect(run.outputs).toEqual({});
      expect(run.annotations[0]!.message).toMatch(
        /^the outputs total \d{7} bytes \(counts \d+ kB, chunks \d+ kB\), over GitHub's 1 MB limit for a job's outputs: select fewer rows/
      );
      return;
    }
    const names = Object.keys(run.outputs);
    expect(names.includes('matrix')).toBe(forms.includes('matrix'));
    expect(names.includes('agentic')).toBe(forms.includes('families'));
    expect(names.includes('agentic-chunks')).toBe(forms.includes('chunks'));
    expect(Number(run.outputs.count)).toBeGreaterThan(0);
    expect(run.outputs['agentic-count']).toMatch(/^\d+$/);
  });

  test('test-config with a small max-jobs-per-matrix chunks every family', async () => {
    // Every action.yml default is passed too, as the runner does: full-sweep inputs at their defaults are not refused.
    const yml = parse(readFileSync(join(repoRoot, 'actions/sweep-matrix/action.yml'), 'utf8')) as { inputs: Record<string, { default?: unknown }> };
    const defaults = Object.fromEntries(
      Object.entries(yml.inputs).flatMap(([name, input]) => (input.default === undefined ? [] : [[name, String(input.default)]]))
    );
    const run = await runBundle('sweep-matrix', {
      cwd,
      inputs: {
        ...defaults,
        command: 'test-config',
        'config-files': join(fixtures, 'inputs/edge-configs/edge-agentic.yaml'),
        'runner-config': join(fixtures, 'inputs/edge-configs/edge-runners.yaml'),
        'config-keys': 'edge-*',
        'evals-only': 'true',
        'max-jobs-per-matrix': '1'
      }
    });
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.outputs.matrix!) as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r['eval-only'] === true)).toBe(true);
    const agentic = JSON.parse(run.outputs['agentic-eval-chunks']!) as unknown[][];
    expect(agentic.map((c) => c.length)).toEqual(agentic.map(() => 1));
    expect(agentic.flat()).toEqual(JSON.parse(run.outputs['agentic-eval']!));
    expect(run.outputs['single-node-1k1k-chunks']).toBe('[]');
    expect(run.outputs['single-node-1k1k-count']).toBe('0');
  });

  test("rows of another sequence length: the 'other' family and a warning with their count", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-matrix-other-'));
    const search = '{ isl: 2048, osl: 128, search-space: [{ tp: 8, conc-start: 4, conc-end: 8 }] }';
    writeFileSync(
      join(dir, 'master.yaml'),
      `shortseq: { image: i, model: m, model-prefix: dsr1, runner: mi355x, precision: fp4, framework: sglang, multinode: false, scenarios: { fixed-seq-len: [${search}] } }\n`
    );
    const run = await runBundle('sweep-matrix', {
      cwd: dir,
      inputs: { 'config-files': 'master.yaml', 'runner-config': join(cwd, 'configs/runners.yaml'), 'no-evals': 'true' }
    });
    expect(run.code).toBe(0);
    expect(run.outputs['other-count']).toBe('2');
    expect(JSON.parse(run.outputs.other!)).toEqual(JSON.parse(run.outputs.matrix!));
    expect(FAMILIES.map((f) => run.outputs[`${f}-count`])).toEqual(FAMILIES.map(() => '0'));
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: { title: 'sweep-matrix' },
        message: "2 matrix rows are in no job family (sequence lengths other than 1k1k and 8k1k): they are only in the 'other' output"
      }
    ]);
  });

  test("a family whose -chunks output is over GitHub's 1 MB limit fails the step before any output is set", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-matrix-big-'));
    writeFileSync(join(dir, 'master.yaml'), oversizedConfig('big-fp8-h200-vllm', 'h200'));
    // The smallest chunks do not help: every chunk is in the one output.
    const run = await runBundle('sweep-matrix', {
      cwd: dir,
      inputs: { 'config-files': 'master.yaml', 'runner-config': join(cwd, 'configs/runners.yaml'), 'no-evals': 'true', 'max-jobs-per-matrix': '1' }
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: {},
        message: expect.stringMatching(
          /^output 'single-node-1k1k-chunks' \(300 rows\) is \d{7} bytes, over GitHub's 1 MB limit for a job output: select fewer rows \(model-prefix, .*\) or split the sweep over several sweep-matrix steps; a smaller max-jobs-per-matrix does not help/
        )
      }
    ]);
  });

  test('an invalid config fails with an annotation on its YAML line', async () => {
    const config = join(fixtures, 'inputs/invalid-configs/conc-start-gt-end.yaml');
    const run = await runBundle('sweep-matrix', { cwd, inputs: { 'config-files': config, 'runner-config': 'configs/runners.yaml' } });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors[0]!.properties).toMatchObject({ file: config, line: '16', col: '9' });
    expect(errors[0]!.message).toContain("Master config entry 'bad-conc-order' failed validation:");
    expect(errors[0]!.message).toContain("'conc-start' (64) must be <= 'conc-end' (4).");
    expect(run.outputs.matrix).toBeUndefined();
  });

  test('more than 10 findings: 10 annotations, every finding in the summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-matrix-'));
    const bmks = Array.from({ length: 12 }, (_, i) => `      - { tp: 8, pp: 0, conc-list: [${i + 1}] }`).join('\n');
    writeFileSync(
      join(dir, 'bad.yaml'),
      `bad:\n  image: i\n  model: m\n  model-prefix: p\n  precision: fp8\n  framework: f\n  runner: r\n  multinode: false\n  scenarios:\n    fixed-seq-len:\n    - isl: 1024\n      osl: 1024\n      search-space:\n${bmks}\n`
    );
    const run = await runBundle('sweep-matrix', { cwd: dir, inputs: { 'config-files': 'bad.yaml', 'runner-config': join(cwd, 'configs/runners.yaml') } });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.properties.file === 'bad.yaml');
    expect(errors).toHaveLength(10);
    expect(errors.map((a) => a.properties.line)).toEqual(['14', '15', '16', '17', '18', '19', '20', '21', '22', '23']);
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'sweep-matrix: 12 errors' }]);
    expect(expectRenderedTable(run.summary, ['where', 'error']).rows).toContainEqual([expect.stringMatching(/^bad\.yaml:25:/), expect.any(String)]);
    expect(run.stdout).toContain('2 more errors: see the job summary.');
  });

  test('a usage mistake names the input; nothing reaches the runner as a command', async () => {
    const run = await runBundle('sweep-matrix', { cwd, inputs: { command: 'test-config', 'config-files': 'configs/amd-master.yaml' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("input 'config-keys' is required with command test-config");
    const hostile = await runBundle('sweep-matrix', { cwd, inputs: { 'config-files': '::warning::pwned' } });
    expect(hostile.code).toBe(1);
    // An error or debug message may quote it; no other command may carry it.
    expect(executedCommands(hostile.stdout).some((c) => c.includes('pwned') && !/^::(error|debug)[ :]/.test(c))).toBe(false);
  });

  const FS = ['full-sweep', '--config-files', 'configs/amd-master.yaml'];
  test.each([
    [
      { 'no-evals': 'true', 'evals-only': 'true' },
      "inputs 'evals-only' and 'no-evals' exclude each other",
      [...FS, '--no-evals', '--evals-only'],
      'sweepkit matrix full-sweep: error: argument --evals-only: not allowed with argument --no-evals'
    ],
    [
      { 'step-size': '1' },
      "input 'step-size' must be greater than 1",
      [...FS, '--step-size', '1'],
      'sweepkit matrix: error: --step-size must be greater than 1'
    ],
    [
      { 'min-conc': '8', 'max-conc': '4' },
      "input 'min-conc' must be less than or equal to input 'max-conc'",
      [...FS, '--min-conc', '8', '--max-conc', '4'],
      'sweepkit matrix: error: --min-conc must be less than or equal to --max-conc'
    ],
    [
      { command: 'test-config', 'config-keys': 'x', 'max-tp': '4' },
      "input 'max-tp' only applies to command full-sweep",
      ['test-config', '--config-files', 'configs/amd-master.yaml', '--config-keys', 'x', '--max-tp', '4'],
      'sweepkit matrix test-config: error: unrecognized arguments: --max-tp 4'
    ]
  ])('the same mistake names inputs in the action, flags in the CLI: %j', async (inputs, actionMessage, args, cliMessage) => {
    const run = await runBundle('sweep-matrix', { cwd, inputs: { 'config-files': 'configs/amd-master.yaml', ...inputs } });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', properties: {}, message: actionMessage }]);
    const cli = await runCliBundle(['matrix', ...args], { cwd });
    expect(cli.code).toBe(2);
    expect(cli.stderr.split('\n')[0]).toBe(cliMessage);
  });

  test('the README quick start: the CLI bundle expands the bundled example', async () => {
    const run = await runCliBundle(['matrix', 'full-sweep', '--config-files', 'examples/master.yaml', '--runner-config', 'examples/runners.yaml']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r['exp-name'])).toContain('llama_8k1k');
    expect(rows.filter((r) => r['run-eval'] === true).length).toBeGreaterThan(0);
  });

  test('the CLI bundle: a bad config is exit 1 with the reference line, then file:line:col', async () => {
    const config = join(fixtures, 'inputs/invalid-configs/dram-offload-without-backend.yaml');
    const run = await runCliBundle(['matrix', 'full-sweep', '--config-files', config], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const [first, second] = run.stderr.split('\n');
    expect(first).toBe("ValueError: Master config entry 'bad-dram-backend' failed validation:");
    expect(second).toMatch(
      /^ {2}\S+dram-offload-without-backend\.yaml:\d+:\d+ bad-dram-backend\.scenarios\.agentic-coding\.0\.search-space\.0: kv-offload-backend is required when kv-offloading is 'dram'$/
    );
  });
});
