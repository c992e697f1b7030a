/**
 * Seeded fuzzing of the JSONL reader: mutated records must either aggregate with every line
 * accounted for, or fail with a SweepkitError naming file:line — never another exception.
 */
import { describe, expect, test } from '@jest/globals';
import { aggregateAgentic } from '../../../packages/agentic/src/index.js';
import { SweepkitError } from '../../../packages/common/src/index.js';
import { memoryFs } from './memory-fs.js';

const BASE =
  '{"metadata": {"conversation_id": "c-1", "turn_index": 0, "request_start_ns": 1751000000123456789, "request_end_ns": 1751000001987654321, "benchmark_phase": "profiling"}, ' +
  '"metrics": {"input_sequence_length": {"value": 120, "unit": "tokens"}, "output_sequence_length": {"value": 30}, "time_to_first_token": {"value": 12.5}, ' +
  '"request_latency": {"value": 900.25}, "inter_token_latency": 4.5}, "error": null}';

const SNIPPETS = [
  'null',
  'NaN',
  '-Infinity',
  '"x"',
  '""',
  '"   "',
  '{}',
  '[]',
  '0',
  '1e400',
  '"1_0"',
  'true',
  '{"type": 5}',
  '"12.0"',
  '-0.0',
  '99999999999999999999'
];

describe('fuzzed records', () => {
  const outcomes = { ok: 0, failed: 0 };
  test.each(Array.from({ length: 40 }, (_, i) => i + 1))('seed %i', (seed) => {
    let s = seed;
    const random = () => (s = (s * 48271) % 2147483647) / 2147483647;
    const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const lines = Array.from({ length: 8 }, () => {
      let line = BASE;
      const mutations = random() < 0.6 ? 0 : 1;
      for (let m = 0; m < mutations; m++) {
        const kind = random();
        if (kind < 0.5) {
          // Replace one JSON value (after a colon) with a snippet.
          const colons = [...line.matchAll(/: /g)].map((x) => x.index!);
          const at = pickOne(colons) + 2;
          const end = line.slice(at).search(/[,}]/);
          line = line.slice(0, at) + pickOne(SNIPPETS) + line.slice(at + Math.max(end, 0));
        } else if (kind < 0.7) line = line.slice(0, Math.floor(random() * line.length));
        else if (kind < 0.85) line = '';
        else line = `  ${line}\t`;
      }
      return line;
    });
    const fs = memoryFs({ 'r/aiperf_artifacts/profile_export.jsonl': lines.join('\n') });
    const env = { RESULT_FILENAME: 'x', RESULT_DIR: 'r', KV_OFFLOADING: 'none', HOME: 'h' };
    try {
      const result = aggregateAgentic(fs, env);
      const acc = result.columns.accounting;
      expect(acc.total).toBe(lines.filter((l) => l.trim() !== '').length);
      expect(acc.kept).toBeLessThanOrEqual(acc.total);
      expect(result.text).toMatch(/^\{\n {2}"hw": ""/);
      outcomes.ok++;
    } catch (e) {
      expect(e).toBeInstanceOf(SweepkitError);
      outcomes.failed++;
      const located = (e as SweepkitError).location;
      if (located) expect(located.file).toBe('r/aiperf_artifacts/profile_export.jsonl');
    }
  });

  // Both outcomes occur, so neither branch above is vacuous.
  test('the seeds cover successes and failures', () => {
    expect(outcomes.ok).toBeGreaterThan(0);
    expect(outcomes.failed).toBeGreaterThan(0);
  });
});
