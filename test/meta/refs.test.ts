// Sweepkit's references to itself (scripts/refs.mjs): on this repository every one is the version's
// tag; on a stand-in, disagreeing refs are found at file:line:col, rewritten, and `npm run lint`
// fails on them.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const script = (name: string, args: string[], cwd = repoRoot) => {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', name), ...args], { cwd, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

const STAND_IN: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'kit', version: '1.2.0', repository: { type: 'git', url: 'git+https://github.com/acme/kit.git' } }),
  '.github/workflows/reusable.yml': [
    'on: workflow_call',
    'jobs:',
    '  a:',
    '    runs-on: ubuntu-24.04',
    '    steps:',
    '      - uses: acme/kit/actions/env@v1',
    '      - uses: acme/kit/actions/launch@v1.2.0',
    '      - uses: someone/else/actions/env@v1',
    ''
  ].join('\n'),
  'docs/guide.md': [
    '# Guide',
    '',
    'Call `acme/kit/.github/workflows/bench.yml@main`, or `ACME/kit/actions/<name>@v1`.',
    '`# yaml-language-server: $schema=https://raw.githubusercontent.com/acme/kit/v1/schemas/master.schema.json`.',
    ''
  ].join('\n'),
  'schemas/master.schema.json': '{ "$id": "https://github.com/acme/kit/schemas/master.schema.json" }\n',
  'examples/caller.yml': 'jobs:\n  b:\n    uses: old/kit/.github/workflows/bench.yml@v1.1.0\n',
  // History and sources keep whatever they say.
  'CHANGELOG.md': '- `acme/kit/actions/env@v1` moved.\n',
  'src/x.ts': '// acme/kit/actions/env@v1\n'
};

function standIn(): string {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-refs-'));
  for (const [file, text] of Object.entries(STAND_IN)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('internal refs', () => {
  test('this repository: every internal ref is v<package.json version>, in workflows, action READMEs, docs and $schema URLs', () => {
    expect(script('refs.mjs', ['--check'])).toMatchObject({ code: 0, stdout: '' });
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`raw.githubusercontent.com/sweepkit/sweepkit/v${version}/schemas/`);
    expect(readFileSync(join(repoRoot, '.github/workflows/benchmark-singlenode.yml'), 'utf8')).toContain(`sweepkit/sweepkit/actions/benchmark-env@v${version}`);
  });

  test('a stand-in: disagreeing refs at file:line:col, exit 1; the rewrite; then exit 0', () => {
    const root = standIn();
    const check = script('refs.mjs', ['--check', '--from', 'old/kit', root]);
    expect(check.code).toBe(1);
    expect(check.stdout.split('\n').filter(Boolean)).toEqual([
      '.github/workflows/reusable.yml:6:36: internal ref @v1 should be v1.2.0 (package.json version; npm run refs) [internal-ref]',
      'examples/caller.yml:3:11: old/kit should be acme/kit (package.json repository) [internal-ref]',
      'docs/guide.md:3:44: internal ref @main should be v1.2.0 (package.json version; npm run refs) [internal-ref]',
      'docs/guide.md:3:79: internal ref @v1 should be v1.2.0 (package.json version; npm run refs) [internal-ref]',
      'docs/guide.md:4:77: internal ref @v1 should be v1.2.0 (package.json version; npm run refs) [internal-ref]'
    ]);
    const rewrite = script('refs.mjs', ['--from', 'old/kit', root]);
    expect(rewrite.code).toBe(0);
    expect(rewrite.stdout.split('\n').filter(Boolean)).toEqual(['.github/workflows/reusable.yml', 'examples/caller.yml', 'docs/guide.md']);
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    expect(read('.github/workflows/reusable.yml')).toContain(
      'acme/kit/actions/env@v1.2.0\n      - uses: acme/kit/actions/launch@v1.2.0\n      - uses: someone/else/actions/env@v1\n'
    );
    expect(read('docs/guide.md')).toContain('`acme/kit/.github/workflows/bench.yml@v1.2.0`, or `acme/kit/actions/<name>@v1.2.0`');
    expect(read('docs/guide.md')).toContain('raw.githubusercontent.com/acme/kit/v1.2.0/schemas/master.schema.json');
    expect(read('examples/caller.yml')).toContain('uses: acme/kit/.github/workflows/bench.yml@v1.2.0');
    for (const file of ['CHANGELOG.md', 'src/x.ts', 'schemas/master.schema.json']) expect(read(file)).toBe(STAND_IN[file]);
    expect(script('refs.mjs', ['--check', '--from', 'old/kit', root])).toMatchObject({ code: 0, stdout: '' });
  });

  test('npm run lint reports a ref that disagrees with the version', () => {
    const root = standIn();
    rmSync(join(root, '.github'), { recursive: true }); // lint-workflows is not under test here
    const run = script('lint.mjs', [root]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('docs/guide.md:3:44: internal ref @main should be v1.2.0 (package.json version; npm run refs) [internal-ref]');
  }, 60_000);

  test.each([
    [{ name: 'kit', version: '1.0.0' }, 'refs: error: package.json: repository must name a GitHub owner/name, got null'],
    [
      { name: 'kit', version: '1.0.0', repository: 'https://example.com/x' },
      'refs: error: package.json: repository must name a GitHub owner/name, got "https://example.com/x"'
    ]
  ])('package.json %j: one line, exit 1', (pkg, message) => {
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-refs-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify(pkg));
    const run = script('refs.mjs', ['--check', root]);
    expect([run.code, run.stderr.trim()]).toEqual([1, message]);
  });
});
