import { describe, expect, test } from '@jest/globals';
import { runCliCaptured } from '../../../support/cli-capture.js';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// Runs of the reference utils/ci_priority.py (test/fixtures/matrix/ci-priority/README.md): each
// case runs in a scratch folder holding configs/ci-priority.yaml and the case's files.
const corpus = resolve(import.meta.dirname, '../../../fixtures/matrix/ci-priority');

interface Case {
  argv: string[];
  stdin: string | null;
  files: Record<string, string>;
  expected: { exit_code: number; messages: string[] };
}

const names = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['inputs', 'policies'].includes(d.name))
  .map((d) => d.name)
  .sort();

async function run(name: string) {
  const spec = JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8')) as Case;
  const dir = mkdtempSync(join(tmpdir(), 'ci-priority-'));
  try {
    const place = (to: string, from: string): void => {
      mkdirSync(dirname(join(dir, to)), { recursive: true });
      copyFileSync(join(corpus, from), join(dir, to));
    };
    place('configs/ci-priority.yaml', 'policies/real-ci-priority.yaml');
    for (const [to, from] of Object.entries(spec.files)) place(to, from);
    const run = await runCliCaptured(['ci-priority', ...spec.argv], {
      cwd: dir,
      stdin: () => (spec.stdin === null ? '' : readFileSync(join(corpus, spec.stdin), 'utf8'))
    });
    return { spec, ...run };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('sweepkit ci-priority reproduces utils/ci_priority.py', () => {
  test('the corpus has its cases', () => {
    expect(names.length).toBeGreaterThanOrEqual(23);
  });

  test.each(names)('%s', async (name) => {
    const { spec, code, stdout, stderr } = await run(name);
    expect({ code, stderr: code === 0 ? stderr : '' }).toEqual({ code: spec.expected.exit_code, stderr: '' });
    if (code === 0) {
      expect(stdout === readFileSync(join(corpus, name, 'stdout'), 'utf8')).toBe(true);
    } else {
      expect(stdout).toBe('');
      for (const message of spec.expected.messages) expect(stderr).toContain(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});
