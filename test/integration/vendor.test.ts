// `sweepkit vendor DIR [--actions …]` (CLI bundle): only what the chosen parts need, a manifest
// with checksums, a vendored action the runner can start from `./vendor/sweepkit/actions/<name>`;
// a full vendor (actions, CLI, reusable workflows) in a scratch repository: lint-workflows passes,
// the vendored CLI runs without node_modules, every caller's uses: resolves to a vendored file.
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { parseFileCommands, repoRoot, runCliBundle } from '../bundle/harness.js';
import { examples } from '../unit/naming/examples.js';
import { resolveParts, shippedActions, type VendorManifest } from '../../cli/src/vendor.js';
import { usesOf, vendoredWorkflow } from '../../packages/lint/src/index.js';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)).map((f) => `${name}/${f}`) : [name]));

describe('sweepkit vendor', () => {
  test.each([
    ['a folder below the repository root', 'vendor/sweepkit/', 'use them as: uses: ./vendor/sweepkit/actions/<name>'],
    ['a folder outside it', '../elsewhere', 'use them as: uses: ./<path of {adopter}/../elsewhere in its repository>/actions/<name>']
  ])('the uses: line for %s', async (_label, dir, line) => {
    const adopter = join(mkdtempSync(join(tmpdir(), 'sweepkit-vendor-')), 'repository');
    mkdirSync(adopter);
    const run = await runCliBundle(['vendor', dir, '--actions', 'result-filename'], { cwd: adopter });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[1]).toBe(line.replace('{adopter}/..', resolve(adopter, '..')));
  });

  test('two actions: their action.yml, bundles and schemas, a manifest whose checksums hold; the vendored action runs', async () => {
    const adopter = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-'));
    const run = await runCliBundle(['vendor', 'vendor/sweepkit', '--actions', 'result-filename,sweep-matrix'], { cwd: adopter });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^vendored result-filename, sweep-matrix into vendor\/sweepkit: \d+ files, \d+\.\d\d MB\nuse them as: uses: \.\/vendor\/sweepkit\/actions\/<name>\n$/
    );
    const dir = join(adopter, 'vendor/sweepkit');
    const manifest = JSON.parse(readFileSync(join(dir, 'sweepkit-vendor.json'), 'utf8')) as {
      actions: string[];
      files: Record<string, string>;
      sweepkit: string;
    };
    expect(manifest.actions).toEqual(['result-filename', 'sweep-matrix']);
    const files = walk(dir).filter((f) => f !== 'sweepkit-vendor.json');
    expect(Object.keys(manifest.files)).toEqual(files.sort());
    for (const file of files)
      expect(manifest.files[file]).toBe(
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex')
      );
    // Only the chosen actions, with everything of their bundle folders and the schema sweep-matrix's action.yml names (its priority-policy input).
    expect(files.filter((f) => f.startsWith('actions/'))).toEqual(['actions/result-filename/action.yml', 'actions/sweep-matrix/action.yml']);
    expect([...new Set(files.filter((f) => f.startsWith('dist/')).map((f) => f.split('/')[1]))]).toEqual(['package.json', 'result-filename', 'sweep-matrix']);
    expect(files.filter((f) => f.startsWith('dist/sweep-matrix/'))).toEqual(walk(join(repoRoot, 'dist/sweep-matrix')).map((f) => `dist/sweep-matrix/${f}`));
    expect(files.filter((f) => f.startsWith('schemas/'))).toEqual(['schemas/ci-priority-policy.schema.json']);
    expect(files).toContain('LICENSE');

    // What the runner does for `uses: ./vendor/sweepkit/actions/result-filename`: runs.main relative to the action.yml.
    const actionDir = join(dir, 'actions/result-filename');
    const main = resolve(actionDir, (parse(readFileSync(join(actionDir, 'action.yml'), 'utf8')) as { runs: { main: string } }).runs.main);
    expect(main).toBe(join(dir, 'dist/result-filename/index.js'));
    const e = examples[0]!;
    const [output, envFile, summary] = ['output', 'env', 'summary'].map((f) => join(adopter, f)) as [string, string, string];
    for (const file of [output, envFile, summary]) writeFileSync(file, '');
    const step = spawnSync(process.execPath, [main], {
      cwd: adopter,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        INPUT_ROW: JSON.stringify(e.matrix_row),
        'INPUT_RUNNER-NAME': e.runner_name,
        GITHUB_OUTPUT: output,
        GITHUB_ENV: envFile,
        GITHUB_STEP_SUMMARY: summary
      }
    });
    expect([step.status, step.stderr]).toEqual([0, '']);
    expect(parseFileCommands(readFileSync(output, 'utf8'))['result-filename']).toBe(e.result_filename);

    // --check: the manifest holds; a hand-edited bundle or a stray file is reported.
    expect(await runCliBundle(['vendor', 'vendor/sweepkit', '--check'], { cwd: adopter })).toMatchObject({ code: 0, stdout: '' });
    appendFileSync(main, '\n// edited');
    writeFileSync(join(dirname(main), 'stray.js'), '');
    const check = await runCliBundle(['vendor', 'vendor/sweepkit', '--check'], { cwd: adopter });
    expect(check.code).toBe(1);
    expect(check.stdout.split('\n').filter(Boolean)).toEqual([
      'vendor/sweepkit/dist/result-filename/index.js: changed since it was vendored (checksum differs)',
      'vendor/sweepkit/dist/result-filename/stray.js: not in the manifest'
    ]);

    // Vendoring again with fewer actions and --prune replaces the earlier tree.
    expect((await runCliBundle(['vendor', 'vendor/sweepkit', '--actions', 'result-filename', '--prune'], { cwd: adopter })).code).toBe(0);
    expect(walk(dir).some((f) => f.includes('sweep-matrix'))).toBe(false);
  }, 60_000);

  test.each([
    [['vendor', 'out', '--actions', 'sweep-matrx'], "sweepkit vendor: error: no action, reusable workflow or part 'sweep-matrx' did you mean 'sweep-matrix'?"],
    [
      ['vendor', '../out'],
      "sweepkit vendor: error: reusable workflows go to the repository's .github/workflows/: run from the repository root with ../out inside it, or name only actions with --actions"
    ],
    [['vendor', 'busy'], 'sweepkit vendor: error: busy is not empty and has no sweepkit-vendor.json: not replacing it'],
    [['vendor', 'busy', '--check'], 'sweepkit vendor: error: busy has no sweepkit-vendor.json']
  ])('%j: one line, exit 2, nothing written', async (args, message) => {
    const adopter = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-'));
    mkdirSync(join(adopter, 'busy'));
    writeFileSync(join(adopter, 'busy/x'), '');
    const run = await runCliBundle(args, { cwd: adopter });
    expect([run.code, run.stderr.trim()]).toEqual([2, message]);
    expect(readdirSync(adopter)).toEqual(['busy']);
  });

  test('everything in a scratch repository: lint-workflows passes, the CLI runs, callers resolve, --actions keeps the rest, --prune removes', async () => {
    const adopter = mkdtempSync(join(tmpdir(), 'sweepkit-vendor-'));
    execFileSync('git', ['init', '-q', adopter]);
    const run = await runCliBundle(['vendor', 'vendor/sweepkit'], { cwd: adopter });
    expect([run.code, run.stderr]).toEqual([0, '']);
    const stems = readdirSync(join(repoRoot, '.github/workflows'))
      .filter((f) => /^\s+workflow_call:/m.test(readFileSync(join(repoRoot, '.github/workflows', f), 'utf8')))
      .map((f) => f.replace(/\.yml$/, ''))
      .sort();
    expect(stems).toEqual(expect.arrayContaining(['benchmark-multinode', 'benchmark-singlenode']));
    const manifest = JSON.parse(readFileSync(join(adopter, 'vendor/sweepkit/sweepkit-vendor.json'), 'utf8')) as VendorManifest;
    expect(manifest).toMatchObject({ actions: shippedActions(repoRoot), workflows: stems, cli: true, repositoryRoot: '../..' });
    expect(readdirSync(join(adopter, '.github/workflows')).sort()).toEqual(stems.map((s) => `sweepkit-${s}.yml`));
    expect(run.stdout.split('\n').slice(1)).toEqual([
      'use them as: uses: ./vendor/sweepkit/actions/<name>',
      `call the workflows as: uses: ./.github/workflows/sweepkit-<name>.yml (${stems.join(', ')})`,
      'run the CLI as: node vendor/sweepkit/cli/index.js --help',
      ''
    ]);

    // The CLI is one runnable file with no node_modules anywhere above it.
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['vendor/sweepkit/cli/index.js', ...args], { cwd: adopter, encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(cli('--help')).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage: sweepkit <command>/) });
    // The vendored workflows pass lint-workflows (every vendored action's and workflow's inputs, actionlint).
    expect(cli('lint-workflows')).toMatchObject({ status: 0, stdout: '' });

    // Every caller Sweepkit ships (examples/**, the example workflows), rewritten to the vendored
    // copies as an adopter would, names only files that exist; no remote Sweepkit ref is left.
    const callers = [
      ...walk(join(repoRoot, 'examples'))
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => join('examples', f)),
      ...readdirSync(join(repoRoot, '.github/workflows'))
        .filter((f) => f.startsWith('example-'))
        .map((f) => join('.github/workflows', f))
    ].filter((f) => /^jobs:/m.test(readFileSync(join(repoRoot, f), 'utf8')));
    expect(callers.length).toBeGreaterThan(0);
    const layout = { dir: 'vendor/sweepkit', workflows: stems };
    const unresolved = [...callers, ...stems.map((s) => `.github/workflows/sweepkit-${s}.yml`)].flatMap((file) => {
      const text = file.includes('/sweepkit-')
        ? readFileSync(join(adopter, file), 'utf8')
        : vendoredWorkflow(readFileSync(join(repoRoot, file), 'utf8'), layout, 'actions/checkout@v5');
      return usesOf(text)
        .filter((uses) => /\/sweepkit\//i.test(uses) || uses.startsWith('./'))
        .filter(
          (uses) => !(uses.startsWith('./') && (existsSync(join(adopter, uses, 'action.yml')) || (/\.ya?ml$/.test(uses) && existsSync(join(adopter, uses)))))
        )
        .map((uses) => `${file}: ${uses}`);
    });
    expect(unresolved).toEqual([]);

    // --check covers the workflows; --actions adds or refreshes one part and keeps the rest.
    expect(await runCliBundle(['vendor', 'vendor/sweepkit', '--check'], { cwd: adopter })).toMatchObject({ code: 0, stdout: '' });
    appendFileSync(join(adopter, '.github/workflows/sweepkit-benchmark-singlenode.yml'), '# edited\n');
    expect((await runCliBundle(['vendor', 'vendor/sweepkit', '--check'], { cwd: adopter })).stdout).toBe(
      '.github/workflows/sweepkit-benchmark-singlenode.yml: changed since it was vendored (checksum differs)\n'
    );
    expect((await runCliBundle(['vendor', 'vendor/sweepkit', '--actions', 'canary'], { cwd: adopter })).code).toBe(0);
    expect(JSON.parse(readFileSync(join(adopter, 'vendor/sweepkit/sweepkit-vendor.json'), 'utf8'))).toMatchObject({
      actions: manifest.actions,
      workflows: stems,
      cli: true
    });
    expect(await runCliBundle(['vendor', 'vendor/sweepkit', '--check'], { cwd: adopter })).toMatchObject({ code: 0, stdout: '' });

    // --prune removes what is not named, the vendored workflows included.
    expect((await runCliBundle(['vendor', 'vendor/sweepkit', '--actions', 'canary', '--prune'], { cwd: adopter })).code).toBe(0);
    expect(readdirSync(join(adopter, 'vendor/sweepkit/actions'))).toEqual(['canary']);
    expect(readdirSync(join(adopter, '.github/workflows'))).toEqual([]);

    // A workflow named like a vendored one that vendor did not write is never replaced.
    writeFileSync(join(adopter, '.github/workflows/sweepkit-benchmark-singlenode.yml'), 'mine\n');
    const refused = await runCliBundle(['vendor', 'vendor/sweepkit', '--actions', 'benchmark-singlenode'], { cwd: adopter });
    expect([refused.code, refused.stderr]).toEqual([
      2,
      'sweepkit vendor: error: .github/workflows/sweepkit-benchmark-singlenode.yml exists and was not written by sweepkit vendor (not in vendor/sweepkit/sweepkit-vendor.json): not replacing it\n'
    ]);
    expect(readFileSync(join(adopter, '.github/workflows/sweepkit-benchmark-singlenode.yml'), 'utf8')).toBe('mine\n');
    expect(readdirSync(join(adopter, 'vendor/sweepkit/actions'))).toEqual(['canary']);
  }, 120_000);

  test('a reusable workflow brings the actions it uses', () => {
    const parts = resolveParts(repoRoot, ['benchmark-singlenode']);
    expect(parts.workflows).toEqual(['benchmark-singlenode']);
    expect(parts.actions).toEqual(expect.arrayContaining(['benchmark-env', 'result-filename', 'singlenode-launch', 'process-result']));
    expect(parts.cli).toBe(false);
  });
});
