// scripts/check-links.mjs (run by `npm run lint`): every relative link and anchor in the Markdown resolves.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';
// @ts-expect-error -- a plain .mjs script without types
import { anchorsOf, slug } from '../../scripts/check-links.mjs';

const checkLinks = (root: string) => spawnSync(process.execPath, [join(repoRoot, 'scripts/check-links.mjs'), root], { encoding: 'utf8' });

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('check-links', () => {
  test.each([
    ['Quick start', 'quick-start'],
    ['`sweep-matrix` — the matrix', 'sweep-matrix--the-matrix'],
    ['Inputs (v1.2)', 'inputs-v12'],
    ['snake_case and CAPS', 'snake_case-and-caps']
  ])('heading %j has GitHub anchor #%s', (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
    expect([...(anchorsOf(`# ${heading}\n`) as Set<string>)]).toEqual([anchor]);
  });

  test('repeated headings get -1, -2; HTML id and name attributes are anchors too', () => {
    expect([...(anchorsOf('## Inputs\n\n## Inputs\n\n## Inputs\n\n<a id="api"></a>\n<a name="old"></a>\n') as Set<string>)]).toEqual([
      'inputs',
      'inputs-1',
      'inputs-2',
      'api',
      'old'
    ]);
  });

  test('the repository has no broken link', () => {
    const run = checkLinks(repoRoot);
    expect(run.stdout).toBe('check-links: every relative link resolves\n');
    expect(run.status).toBe(0);
  });

  test('missing files and anchors are reported at file:line:col; web links, code and fixtures are not checked', () => {
    const root = tree({
      'README.md': '# Top\n\nSee [docs](docs/guide.md#usage), [a](docs/guide.md#nope) and\n[self](#top), [gone](#gone), [web](https://example.com/x.md).\n',
      'docs/guide.md':
        '# Guide\n\n## Usage\n\n![img](../img/missing.png) [up](../README.md#top) [schema](../schemas/none.json)\n\n`[code](nowhere.md)`\n\n```\n[fenced](nowhere.md)\n```\n',
      'test/fixtures/x/README.md': '[broken](nowhere.md)\n'
    });
    const run = checkLinks(root);
    expect(run.stdout.split('\n')).toEqual([
      'README.md:3:38: link to docs/guide.md#nope: docs/guide.md has no heading or anchor #nope [link]',
      'README.md:4:22: link to #gone: README.md has no heading or anchor #gone [link]',
      'docs/guide.md:5:8: link to ../img/missing.png: img/missing.png does not exist [link]',
      'docs/guide.md:5:60: link to ../schemas/none.json: schemas/none.json does not exist [link]',
      'check-links: 4 broken link(s)',
      ''
    ]);
    expect(run.status).toBe(1);
  });
});
