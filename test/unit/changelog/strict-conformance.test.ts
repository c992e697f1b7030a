/** conformance/changelog strict.json: the documented contract (docs/gating.md §b.5) on the recorded bytes, PR 4242 and main. */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SweepkitError } from '../../../packages/common/src/index.js';
import { checkStrictChangelog, DEFAULT_LINK_POLICY } from '../../../packages/changelog/src/index.js';

const CASES = resolve(import.meta.dirname, '../../fixtures/changelog/cases');
const names = readdirSync(CASES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

interface Expected {
  ok: boolean;
  error?: string;
  additions?: number;
  corrections?: number;
  unchanged?: boolean;
}

/** Messages quoting PyYAML or pydantic text: their headline and the decisive part are compared instead. */
function expectSameError(actual: string, expected: string): void {
  const pydantic = /^(.* fails ChangelogEntry validation: )\d+ validation errors? for ChangelogEntry\n(?:([^\s][^\n]*)\n)?\s+(.*?) \[type=/s.exec(expected);
  const yaml = /^(.* is not valid YAML: )(?:.*\n)*?(found duplicate key '[^']+')?/.exec(expected);
  if (pydantic) expect(actual).toBe(`${pydantic[1]}${pydantic[2] ? `${pydantic[2]}: ` : ''}${pydantic[3]}`);
  else if (yaml && expected.includes('is not valid YAML')) {
    expect(actual.startsWith(yaml[1]!)).toBe(true);
    if (yaml[2]) expect(actual).toContain(yaml[2]);
  } else expect(actual).toBe(expected);
}

const cases = names.flatMap((name) => (['pr', 'main'] as const).map((context) => [name, context] as const));

describe('strict changelog rules', () => {
  test.each(cases)('%s (%s)', (name, context) => {
    const expected = (JSON.parse(readFileSync(join(CASES, name, 'strict.json'), 'utf8')) as Record<string, Expected>)[context]!;
    const run = (): ReturnType<typeof checkStrictChangelog> =>
      checkStrictChangelog(readFileSync(join(CASES, name, 'base.yaml')), readFileSync(join(CASES, name, 'head.yaml')), {
        file: 'perf-changelog.yaml',
        prNumber: context === 'pr' ? 4242 : undefined,
        links: DEFAULT_LINK_POLICY
      });
    if (expected.ok) {
      expect(run()).toEqual({ additions: expected.additions, corrections: expected.corrections, unchanged: expected.unchanged });
      return;
    }
    let error: unknown;
    try {
      run();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SweepkitError);
    expectSameError((error as SweepkitError).message, expected.error!);
  });
});
