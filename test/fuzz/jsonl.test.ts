/**
 * Seeded fuzzing of the JSON/JSONL readers of aggregate-agentic: a real profile_export.jsonl
 * whose records get hostile values, deep nesting, cut lines and timestamps years off. The
 * aggregate is written, or one error names profile_export.jsonl (at its line when a record is
 * the cause); within the bounds, and nothing is written outside the output folder.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aggregateAgentic } from '../../packages/agentic/src/index.js';
import { repoRoot } from '../bundle/harness.js';
import { memoryFs } from '../unit/agentic/memory-fs.js';
import { seededRandom } from '../support/seeded-random.js';
import { withinBounds } from './bounds.js';
import { mutateJson } from './mutate-json.js';

const CASE = join(repoRoot, 'test/fixtures/agentic/vllm_full/input/results/aiperf_artifacts');
const records = readFileSync(join(CASE, 'profile_export.jsonl'), 'utf8')
  .trimEnd()
  .split('\n')
  .slice(0, 12)
  .map((line) => JSON.parse(line) as Record<string, any>);
const JSONL = 'r/aiperf_artifacts/profile_export.jsonl';

function hostileLines(random: () => number): string[] {
  return records.map((record) => {
    const r = random();
    if (r < 0.15) return mutateJson(record, random);
    if (r < 0.25) {
      const shifted = structuredClone(record);
      shifted.metadata.request_end_ns += Math.floor(random() * 40) * 365 * 86400 * 1e9;
      return JSON.stringify(shifted);
    }
    return JSON.stringify(record);
  });
}

describe('agentic JSONL fuzz', () => {
  const outcomes = { ok: 0, failed: 0 };
  test.each(Array.from({ length: 12 }, (_, i) => i + 1))('seed %i: 5 files', (seed) => {
    const random = seededRandom(seed * 1_299_709);
    for (let n = 0; n < 5; n++) {
      const fs = memoryFs({ [JSONL]: hostileLines(random).join('\n') });
      const env = { RESULT_FILENAME: 'x', RESULT_DIR: 'r', KV_OFFLOADING: 'none', HOME: 'h', AGENTIC_OUTPUT_DIR: 'out' };
      const outcome = withinBounds(() => aggregateAgentic(fs, env), undefined, `seed ${seed} file ${n}`);
      if (!outcome.ok && outcome.error.location) expect(outcome.error.location.file).toBe(JSONL);
      expect([...fs.written.keys()].every((path) => path.startsWith('out/'))).toBe(true);
      outcomes[outcome.ok ? 'ok' : 'failed']++;
    }
  });

  test('the files reach both outcomes', () => {
    expect(outcomes.ok).toBeGreaterThan(3);
    expect(outcomes.failed).toBeGreaterThan(3);
  });
});
