/**
 * Seeded fuzzing of the YAML reader: texts built from YAML's own pieces (anchors, aliases, merge
 * keys, flow and block collections, quotes, tags, control characters, deep nesting, long lines).
 * Both paths must return the same value or both fail with one located error, within the bounds.
 */
import { describe, expect, test } from '@jest/globals';
import { parseYaml, parseYamlFull } from '../../packages/common/src/index.js';
import { seededRandom } from '../support/seeded-random.js';
import { withinBounds } from './bounds.js';

const SCALARS = [
  '1',
  '-0',
  '0x1F',
  '1_000',
  '9007199254740993',
  '1e400',
  '.inf',
  'yes',
  'No',
  '~',
  'null',
  '2024-01-01',
  '"q\\u0000"',
  "'it''s'",
  '"a\\nb"',
  'x: y',
  'a#b',
  '"',
  "'",
  '|',
  '>-',
  '!!int 3',
  '!!str x',
  '&a',
  '*a',
  '*nope',
  '{',
  '[',
  '`',
  '%',
  '@',
  '\t',
  '\u0000',
  '\u001b',
  '\u0085',
  '\ufeff',
  '\ud800',
  '\ufffd',
  'é',
  '😀'
];

function randomYaml(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const anchors: string[] = [];
  const scalar = (): string => {
    const r = random();
    if (r < 0.15 && anchors.length) return `*${pick(anchors)}`;
    return pick(SCALARS);
  };
  const node = (depth: number, indent: number): string => {
    const r = random();
    const anchor = random() < 0.2 ? `&n${anchors.push(`n${anchors.length}`) - 1} ` : '';
    if (depth > 4 || r < 0.35) return `${anchor}${scalar()}`;
    if (r < 0.5) return `${anchor}[${Array.from({ length: Math.floor(random() * 4) }, () => node(depth + 1, indent)).join(', ')}]`;
    if (r < 0.6) return `${anchor}{${Array.from({ length: Math.floor(random() * 3) }, (_, i) => `k${i}: ${node(depth + 1, indent)}`).join(', ')}}`;
    const pad = ' '.repeat(indent + 2);
    if (r < 0.8) return `${anchor}\n${Array.from({ length: 1 + Math.floor(random() * 3) }, () => `${pad}- ${node(depth + 1, indent + 2)}`).join('\n')}`;
    const keys = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) =>
      random() < 0.1 && anchors.length ? `<<: *${pick(anchors)}` : `${pad}k${i}: ${node(depth + 1, indent + 2)}`
    );
    return `${anchor}\n${keys.map((k) => (k.startsWith('<<') ? `${pad}${k}` : k)).join('\n')}`;
  };
  const special = random();
  // A share of the inputs are the known bombs, mixed with the random text.
  if (special < 0.05)
    return `${Array.from(
      { length: 10 },
      (_, i) =>
        `l${i}: &l${i} [${
          i
            ? Array(10)
                .fill(`*l${i - 1}`)
                .join(',')
            : 'x'
        }]`
    ).join('\n')}\n`;
  if (special < 0.1) return `k: ${'['.repeat(200 + Math.floor(random() * 3000))}\n`;
  if (special < 0.15) return `${Array.from({ length: 250 + Math.floor(random() * 300) }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`;
  if (special < 0.18) return `k: ${'x'.repeat(Math.floor(random() * 300_000))}\n`;
  return Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => `key${i}: ${node(0, 0)}`).join('\n') + '\n';
}

describe('YAML reader fuzz', () => {
  const outcomes = { ok: 0, failed: 0 };
  test.each(Array.from({ length: 20 }, (_, i) => i + 1))('seed %i: 30 inputs', (seed) => {
    const random = seededRandom(seed * 7919);
    for (let n = 0; n < 30; n++) {
      const text = randomYaml(random);
      const label = `seed ${seed} input ${n}`;
      const fast = withinBounds(() => parseYaml(text, 'f.yaml').value, 'f.yaml', label);
      const full = withinBounds(() => parseYamlFull(text, 'f.yaml').value, 'f.yaml', label);
      expect(fast.ok).toBe(full.ok);
      if (fast.ok && full.ok) expect(fast.value).toEqual(full.value);
      if (!fast.ok && !full.ok) {
        expect(fast.error.location?.line).toBeGreaterThanOrEqual(1);
        expect(fast.error.message).not.toMatch(/\n/);
      }
      outcomes[fast.ok ? 'ok' : 'failed']++;
    }
  });

  test('the inputs reach both outcomes', () => {
    expect(outcomes.ok).toBeGreaterThan(50);
    expect(outcomes.failed).toBeGreaterThan(50);
  });
});
