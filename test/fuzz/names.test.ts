/**
 * Seeded fuzzing of the name reader: RESULT_FILENAMEs with characters changed, cut, repeated or
 * made hostile must parse or fail with one Sweepkit error; a name that parses formats back to itself.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatResultFilename, parseResultFilename } from '../../packages/naming/src/index.js';
import { repoRoot } from '../bundle/harness.js';
import { seededRandom } from '../support/seeded-random.js';
import { withinBounds } from './bounds.js';

const examples = readFileSync(join(repoRoot, 'test/fixtures/agentic/vllm_full/case.json'), 'utf8').match(/"RESULT_FILENAME": "([^"]+)"/)!;
const NAMES = [examples[1]!, 'dsr1_fp8_sglang_tp8-ep1-dpafalse_disagg-false_spec-none_conc64_h200-nv_0'];
const PIECES = [
  '_',
  '-',
  'x',
  '0',
  '00',
  'conc',
  '_conc1x2',
  'spec-mtp',
  'disagg-true',
  '\u0000',
  '\n',
  '/',
  '..',
  '😀',
  '_'.repeat(5000),
  'tp'.repeat(3000),
  '-ep1'.repeat(2000)
];

function mutate(name: string, random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let out = name;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const at = Math.floor(random() * (out.length + 1));
    const kind = random();
    if (kind < 0.4) out = out.slice(0, at) + pick(PIECES) + out.slice(at + 1);
    else if (kind < 0.6) out = out.slice(0, at);
    else if (kind < 0.8) out = out.slice(0, at) + out.slice(at, at + 20).repeat(1 + Math.floor(random() * 200)) + out.slice(at + 20);
    else out = out.slice(0, at) + out.slice(at + 1 + Math.floor(random() * 10));
  }
  return out;
}

describe('result-name fuzz', () => {
  const outcomes = { ok: 0, failed: 0 };
  test.each(Array.from({ length: 10 }, (_, i) => i + 1))('seed %i: 200 names', (seed) => {
    const random = seededRandom(seed * 15_485_863);
    for (let n = 0; n < 200; n++) {
      const name = mutate(NAMES[Math.floor(random() * NAMES.length)]!, random);
      const outcome = withinBounds(() => parseResultFilename(name), undefined, `seed ${seed} name ${JSON.stringify(name.slice(0, 80))}`);
      if (outcome.ok) expect(formatResultFilename(outcome.value as Parameters<typeof formatResultFilename>[0])).toBe(name);
      outcomes[outcome.ok ? 'ok' : 'failed']++;
    }
  });

  test('the names reach both outcomes', () => {
    expect(outcomes.ok).toBeGreaterThan(20);
    expect(outcomes.failed).toBeGreaterThan(20);
  });
});
