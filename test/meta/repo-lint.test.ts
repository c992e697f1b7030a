// The repository's own metadata checks, and proof that they can fail.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';

const node = (script: string, args: string[]) => spawnSync(process.execPath, [join(repoRoot, script), ...args], { encoding: 'utf8', cwd: repoRoot });

describe('scripts/lint.mjs', () => {
  test('the repository has no findings', () => {
    const run = node('scripts/lint.mjs', []);
    expect(run.stdout).toContain('lint: workflows, action metadata, links and package boundaries OK');
    expect(run.status).toBe(0);
  }, 60000);

  test('it reports bad workflows and action metadata at file:line:col', () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-lint-'));
    mkdirSync(join(root, '.github/workflows'), { recursive: true });
    mkdirSync(join(root, 'actions/demo'), { recursive: true });
    writeFileSync(
      join(root, 'actions/demo/action.yml'),
      [
        'name: demo',
        'description: d',
        'inputs:',
        '  needed:',
        '    required: true',
        '    description: must be given',
        '  loose: {}',
        'runs:',
        '  using: node24',
        '  main: missing.js',
        ''
      ].join('\n')
    );
    writeFileSync(
      join(root, '.github/workflows/w.yml'),
      [
        'on:',
        '  pull_request:',
        '    types: [labeld]',
        'jobs:',
        '  a:',
        '    runs-on: [self-hosted, slurm]',
        '    steps:',
        '      - uses: ./actions/demo',
        '        with:',
        '          typo: 1',
        ''
      ].join('\n')
    );
    const run = node('scripts/lint.mjs', [root]);
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        "actions/demo/action.yml:7:3: input 'loose' has no description [action-docs]",
        'actions/demo/action.yml:10:3: runs.main points at missing.js, which does not exist [action-entry]',
        expect.stringMatching(/^\.github\/workflows\/w\.yml:3:13: invalid activity type "labeld"/),
        expect.stringMatching(/^\.github\/workflows\/w\.yml:6:\d+: label "slurm" is unknown/),
        expect.stringMatching(/^\.github\/workflows\/w\.yml:10:11: input 'typo' is not defined by \.\/actions\/demo/),
        expect.stringMatching(/^\.github\/workflows\/w\.yml:8:\d+: required input 'needed' of \.\/actions\/demo is missing/)
      ])
    );
  }, 60000);
});

describe('action READMEs', () => {
  test('inputs/outputs tables are in sync with action.yml', () => {
    const run = node('scripts/gen-readme.mjs', ['--check']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  test('every action has a README with the generated API section', () => {
    const actions = readdirSync(join(repoRoot, 'actions')).filter((name) => existsSync(join(repoRoot, 'actions', name, 'action.yml')));
    for (const name of actions) {
      const readme = readFileSync(join(repoRoot, 'actions', name, 'README.md'), 'utf8');
      expect(readme).toContain('<!-- api-start -->');
      expect(readme).toContain('<!-- api-end -->');
    }
  });

  test('drift is detected', () => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-docs-'));
    mkdirSync(join(root, 'actions/demo'), { recursive: true });
    writeFileSync(
      join(root, 'actions/demo/action.yml'),
      'name: d\ndescription: d\ninputs:\n  x:\n    description: the x\nruns:\n  using: node24\n  main: a.js\n'
    );
    writeFileSync(join(root, 'actions/demo/README.md'), '# demo\n<!-- api-start -->\nold\n<!-- api-end -->\n');
    expect(node('scripts/gen-readme.mjs', ['--check', root]).status).toBe(1);
    execFileSync(process.execPath, [join(repoRoot, 'scripts/gen-readme.mjs'), root]);
    expect(readFileSync(join(root, 'actions/demo/README.md'), 'utf8')).toContain('| `x` | the x | no |  |');
    expect(node('scripts/gen-readme.mjs', ['--check', root]).status).toBe(0);
  });
});

test('the CLI version matches package.json', async () => {
  const { VERSION } = await import('../../cli/src/version.js');
  expect(VERSION).toBe(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version);
});

// Third-party actions run with the workflow's token: every example pins them by full commit SHA with
// the release in a comment, and one release is always the same SHA (a typo'd SHA shows as a second one).
test('third-party actions are pinned by SHA with a # vX.Y.Z comment, one SHA per release', () => {
  const files = [
    'README.md',
    ...readdirSync(join(repoRoot, '.github/workflows')).map((f) => `.github/workflows/${f}`),
    ...readdirSync(join(repoRoot, 'actions'))
      .map((a) => `actions/${a}/README.md`)
      .filter((f) => existsSync(join(repoRoot, f)))
  ];
  const problems: string[] = [];
  const shaOf = new Map<string, string>();
  for (const file of files) {
    readFileSync(join(repoRoot, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const uses = /^\s*(?:-\s+)?uses:\s*([^\s#]+)(.*)$/.exec(line);
        if (!uses || uses[1]!.startsWith('./') || uses[1]!.startsWith('sweepkit/sweepkit/') || uses[1]!.startsWith('docker://')) return;
        const pinned = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{40})$/.exec(uses[1]!);
        const version = /^\s*#\s*(v\d+\.\d+\.\d+)\b/.exec(uses[2]!)?.[1];
        if (!pinned || !version) return problems.push(`${file}:${i + 1}: ${uses[1]} is not pinned as <sha> # vX.Y.Z`);
        const release = `${pinned[1]}@${version}`;
        if ((shaOf.get(release) ?? pinned[2]) !== pinned[2])
          problems.push(`${file}:${i + 1}: ${release} is ${pinned[2]} here, ${shaOf.get(release)} elsewhere`);
        shaOf.set(release, shaOf.get(release) ?? pinned[2]!);
      });
  }
  expect(problems).toEqual([]);
  expect(shaOf.size).toBeGreaterThanOrEqual(4);
});

// A reusable workflow runs in the caller's repository, where `./actions/x` is the caller's folder:
// Sweepkit's own steps must name the actions remotely, all at one ref (the release the file is from).
test('shipped reusable workflows use Sweepkit actions by remote path at one ref, never ./actions', () => {
  const problems: string[] = [];
  const reusable = readdirSync(join(repoRoot, '.github/workflows')).filter((f) =>
    /^on:\s*\n\s+workflow_call:/m.test(readFileSync(join(repoRoot, '.github/workflows', f), 'utf8'))
  );
  expect(reusable).toEqual(expect.arrayContaining(['benchmark-multinode.yml', 'benchmark-singlenode.yml']));
  for (const file of reusable) {
    const refs = new Set<string>();
    readFileSync(join(repoRoot, '.github/workflows', file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const uses = /^\s*(?:-\s+)?uses:\s*(\S+)/.exec(line)?.[1];
        if (!uses) return;
        if (uses.startsWith('./')) problems.push(`${file}:${i + 1}: ${uses} resolves in the caller's repository`);
        const remote = /^sweepkit\/sweepkit\/actions\/([\w.-]+)@(\S+)$/.exec(uses);
        if (remote) {
          if (!existsSync(join(repoRoot, 'actions', remote[1]!, 'action.yml'))) problems.push(`${file}:${i + 1}: no action ${remote[1]}`);
          refs.add(remote[2]!);
        }
        // a job workflow it calls (run-sweep.yml → benchmark-*.yml): the same release
        const workflow = /^sweepkit\/sweepkit\/\.github\/workflows\/([\w.-]+)@(\S+)$/.exec(uses);
        if (workflow) {
          if (!existsSync(join(repoRoot, '.github/workflows', workflow[1]!))) problems.push(`${file}:${i + 1}: no workflow ${workflow[1]}`);
          refs.add(workflow[2]!);
        }
      });
    // a workflow without Sweepkit steps (cancel-on-failure.yml) has no ref to agree on
    if (refs.size > 1) problems.push(`${file}: Sweepkit actions at ${refs.size} refs (${[...refs].join(', ')}), want one`);
  }
  expect(problems).toEqual([]);
});
