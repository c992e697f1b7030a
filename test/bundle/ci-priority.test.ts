// The committed CLI bundle as workflows call it: the matrix on stdin, the annotated matrix on stdout.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/matrix/ci-priority');
let cwd: string;

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'ci-priority-bundle-'));
  mkdirSync(join(cwd, 'configs'));
  copyFileSync(join(corpus, 'policies/real-ci-priority.yaml'), join(cwd, 'configs/ci-priority.yaml'));
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

test('run-sweep setup: the bucketed payload on stdin, byte-identical stdout', async () => {
  const spec = JSON.parse(readFileSync(join(corpus, 'bucketed-agentic-pr-skip-queue-checklist/case.json'), 'utf8')) as { argv: string[] };
  const run = await runCliBundle(['ci-priority', ...spec.argv], { cwd, input: readFileSync(join(corpus, 'inputs/pcl-2707-agentic-sn.json'), 'utf8') });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout === readFileSync(join(corpus, 'bucketed-agentic-pr-skip-queue-checklist/stdout'), 'utf8')).toBe(true);
});

test.each<[string[], string, number, string]>([
  [['--labels-json', '{"name":"x"}'], '[]', 1, '--labels-json must be a JSON array of strings'],
  [['--pr-number', '27o7'], '[]', 2, "argument --pr-number: invalid int value: '27o7'"],
  [[], '[{"runner": "r",', 1, '<stdin>:1:17: invalid JSON: Expecting property name enclosed in double quotes'],
  [['--policy', 'missing.yaml'], '[]', 1, 'missing.yaml: file does not exist']
])('%j: the exit code, one line, no stack trace', async (argv, input, code, message) => {
  const run = await runCliBundle(['ci-priority', ...argv], { cwd, input });
  expect({ code: run.code, stdout: run.stdout }).toEqual({ code, stdout: '' });
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain(message);
});
