// scripts/check-boundaries.mjs (run by `npm run lint`): packages meet only through their index, and
// no files or packages import each other in a circle.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';

const check = (root: string) => spawnSync(process.execPath, [join(repoRoot, 'scripts/check-boundaries.mjs'), root], { encoding: 'utf8' });

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the repository has no finding', () => {
  const run = check(repoRoot);
  expect(run.stdout).toBe('check-boundaries: packages meet only through their index, no import cycle\n');
  expect(run.status).toBe(0);
});

test('internals of another package, file cycles (type-only too) and package cycles are reported at file:line:col', () => {
  const root = tree({
    'packages/a/src/index.ts': "export * from './one.js';\n",
    'packages/a/src/one.ts': "import type { Two } from './two.js';\nexport type One = Two | 1;\n",
    'packages/a/src/two.ts': "import type { One } from './one.js';\nexport type Two = One | 2;\nimport { b } from '../../b/src/index.js';\n",
    'packages/b/src/index.ts': "export const b = 1;\nexport { one } from '../../a/src/one.js';\n",
    'cli/src/run.ts': "import { b } from '../../packages/b/src/index.js';\nconst lazy = () => import('../../packages/a/src/two.js');\n",
    'actions/x/src/main.ts': "import { b } from '../../../packages/b/src/index.js';\nimport './side.js';\n",
    'actions/x/src/side.ts': "import './main.js';\n"
  });
  const run = check(root);
  expect(run.stdout.split('\n')).toEqual([
    'packages/b/src/index.ts:2:21: imports ../../a/src/one.js, an internal of packages/a: import its src/index.js [boundary]',
    'cli/src/run.ts:2:27: imports ../../packages/a/src/two.js, an internal of packages/a: import its src/index.js [boundary]',
    'packages/a/src/one.ts:1:26: import cycle among packages/a/src/one.ts, packages/a/src/two.ts, packages/b/src/index.ts [boundary]',
    'actions/x/src/main.ts:2:8: import cycle among actions/x/src/main.ts, actions/x/src/side.ts [boundary]',
    'packages/a/src/two.ts:3:19: package cycle among packages/a, packages/b [boundary]',
    'check-boundaries: 5 finding(s)',
    ''
  ]);
  expect(run.status).toBe(1);
});
