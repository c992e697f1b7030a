/** Seeded random changes against the strict contract (docs/gating.md §e.6 property tests, without a framework). */
import { describe, expect, test } from '@jest/globals';
import { checkStrictChangelog, DEFAULT_LINK_POLICY } from '../../../packages/changelog/src/index.js';
import { seededRandom as rng } from '../../support/seeded-random.js';

const WORDS = ['tune', 'bump image', 'add tp4', 'fix conc', 'MTP arm', 'EP8 \u00d7 2', 'quote "x"', "it's"];
function randomEntry(next: () => number, index: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `    - ${JSON.stringify(`${pick(WORDS)} ${index}`)}`);
  return `- config-keys:\n    - cfg-${index}-${Math.floor(next() * 1000)}\n  description:\n${lines.join('\n')}\n  pr-link: ${pick(['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/42'])}\n`;
}
const history = (next: () => number, n: number): string => Array.from({ length: n }, (_, i) => randomEntry(next, i)).join('\n');
const check = (base: string, head: string) =>
  checkStrictChangelog(Buffer.from(base), Buffer.from(head), { file: 'perf-changelog.yaml', prNumber: 42, links: DEFAULT_LINK_POLICY });
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

describe('strict contract under random changes', () => {
  test.each(SEEDS)('seed %i: entries appended with one blank line each are accepted', (seed) => {
    const next = rng(seed);
    const base = history(next, 1 + Math.floor(next() * 5));
    const added = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => randomEntry(next, 100 + i));
    expect(check(base, `${base}\n${added.join('\n')}`)).toEqual({ additions: added.length, corrections: 0, unchanged: false });
  });

  test.each(SEEDS)('seed %i: a trailing blank in a historical line is caught as changed history bytes', (seed) => {
    const next = rng(seed);
    const base = history(next, 2 + Math.floor(next() * 4));
    const lines = base.split('\n');
    const quoted = lines.map((l, i) => (l.endsWith('"') ? i : -1)).filter((i) => i >= 0);
    lines[quoted[Math.floor(next() * quoted.length)]!] += ' ';
    expect(() => check(base, `${lines.join('\n')}\n${randomEntry(next, 100)}`)).toThrow('appended entries changed historical perf-changelog.yaml bytes');
  });

  test.each(SEEDS)('seed %i: an entry inserted before the end changes a historical entry', (seed) => {
    const next = rng(seed);
    const entries = Array.from({ length: 2 + Math.floor(next() * 4) }, (_, i) => randomEntry(next, i));
    const at = Math.floor(next() * (entries.length - 1));
    const head = [...entries.slice(0, at), randomEntry(next, 100), ...entries.slice(at)].join('\n');
    expect(() => check(entries.join('\n'), head)).toThrow(`entry ${at + 1} changed; existing entries are immutable except for pr-link-only corrections`);
  });
});
