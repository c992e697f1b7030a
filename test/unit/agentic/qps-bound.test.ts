import { describe, expect, test } from '@jest/globals';
import { SweepkitError } from '../../../packages/common/src/index.js';
import { QPS_MAX_SPAN_SECONDS, qpsBlock } from '../../../packages/agentic/src/request-metrics.js';

const YEAR = 365 * 86400;

describe('QPS series bound', () => {
  test.each([
    ['a late outlier', [1e9, 1e9 + 1, 1e9 + 2, 1e9 + 3 * YEAR], 40],
    ['an early outlier', [1e9 - 5 * YEAR, 1e9, 1e9 + 1, 1e9 + 2], 10]
  ])('%s is one located error naming its line', (_name, seconds, outlierLine) => {
    const lines = [10, 20, 30, 40];
    let error: unknown;
    try {
      qpsBlock(
        Float64Array.from(seconds),
        { earliest: { seconds: Math.min(...seconds), line: lines[0]! }, latest: { seconds: Math.max(...seconds), line: lines[3]! } },
        'profile_export.jsonl'
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SweepkitError);
    expect((error as SweepkitError).location).toEqual({ file: 'profile_export.jsonl', line: outlierLine });
    expect((error as SweepkitError).message).toMatch(/implausible timestamp/);
  });

  test('a span at the bound still gives the series', () => {
    const block = qpsBlock(Float64Array.from([0, 1, QPS_MAX_SPAN_SECONDS]));
    expect(block.samples).toBe(QPS_MAX_SPAN_SECONDS);
  });
});
