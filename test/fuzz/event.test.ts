/**
 * Seeded fuzzing of the event-payload reader (label-gate): real webhook payloads with hostile
 * values, removed keys, deep nesting and cut text must give a gate event or one error naming
 * the payload file, within the bounds.
 */
import { describe, expect, test } from '@jest/globals';
import { parseGateEvent } from '../../packages/gating/src/labels/index.js';
import { examplePayload } from '../unit/gating/labels/payload-variants.js';
import { seededRandom } from '../support/seeded-random.js';
import { withinBounds } from './bounds.js';
import { mutateJson } from './mutate-json.js';

const BASES = [
  ['pull_request', examplePayload('pull_request.synchronize')],
  ['pull_request', examplePayload('pull_request.labeled')],
  ['push', examplePayload('push')]
] as const;

describe('event payload fuzz', () => {
  const outcomes = { ok: 0, failed: 0 };
  test.each(Array.from({ length: 10 }, (_, i) => i + 1))('seed %i: 40 payloads', (seed) => {
    const random = seededRandom(seed * 104_729);
    for (let n = 0; n < 40; n++) {
      const [name, payload] = BASES[Math.floor(random() * BASES.length)]!;
      const text = mutateJson(payload, random);
      const outcome = withinBounds(() => parseGateEvent(name, text, 'event.json'), 'event.json', `seed ${seed} payload ${n}`);
      outcomes[outcome.ok ? 'ok' : 'failed']++;
    }
  });

  test('the payloads reach both outcomes', () => {
    expect(outcomes.ok).toBeGreaterThan(20);
    expect(outcomes.failed).toBeGreaterThan(20);
  });
});
