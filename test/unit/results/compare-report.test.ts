// The reference's compare-results report (utils/compare_results.py's stdout): delta cells, row
// order, the two tables and how tabulate lays out a column that mixes numbers and N/A.
import { describe, expect, test } from '@jest/globals';
import { parsePyJson, type PyObject } from '../../../packages/common/src/index.js';
import { compareRow } from '../../../packages/results/src/compare/delta.js';
import { baselineKey, referenceDelta, referenceReport } from '../../../packages/results/src/index.js';

describe('referenceDelta', () => {
  test.each([
    // current, baseline, digits, higher is better → cell
    [110, 100, 2, true, '$\\color{green}\\text{+10.00}$ (+10.0%)'],
    [90, 100, 2, true, '$\\color{red}\\text{-10.00}$ (-10.0%)'],
    [90, 100, 4, false, '$\\color{green}\\text{-10.0000}$ (-10.0%)'],
    [110, 100, 4, false, '$\\color{red}\\text{+10.0000}$ (+10.0%)'],
    [100, 100, 2, true, '+0.00 (+0.0%)'],
    [1.125, 1, 2, true, '$\\color{green}\\text{+0.12}$ (+12.5%)'], // half-even on the binary value, like Python
    [1, 0, 2, true, 'N/A'],
    [undefined, 1, 2, true, 'N/A'],
    [1, undefined, 4, false, 'N/A']
  ] as const)('%p against %p (.%pf, higher better %p) → %s', (current, baseline, digits, higher, cell) => {
    expect(referenceDelta(current, baseline, digits, higher)).toBe(cell);
  });
});

const row = (fields: Record<string, unknown>): PyObject =>
  parsePyJson(
    JSON.stringify({
      hw: 'b200',
      model: 'm/M',
      infmax_model_prefix: 'dsr1',
      framework: 'sglang',
      precision: 'fp8',
      tp: 8,
      ep: 1,
      dp_attention: false,
      isl: 1024,
      osl: 1024,
      conc: 4,
      ...fields
    })
  ) as PyObject;

const comparison = (current: PyObject, baseline?: PyObject) =>
  compareRow(baselineKey(current), current, baseline && { row: baseline, model: 'x' }, { noise: 0.02 });

const lines = (text: string): string[] => text.split('\n');
const cells = (line: string): string[] => line.split('|').map((c) => c.trim());

describe('referenceReport', () => {
  test('no rows: the no-results line', () => {
    expect(referenceReport([])).toBe('No benchmark results found to compare.\n');
  });

  test('rows sorted by prefix as written, hardware, framework, ISL, OSL, concurrency; single-node table, a blank line, multi-node table', () => {
    const multi = row({
      is_multinode: true,
      hw: 'gb200',
      prefill_tp: 4,
      prefill_ep: 4,
      prefill_dp_attention: true,
      decode_tp: 8,
      decode_ep: 8,
      decode_dp_attention: false
    });
    const report = referenceReport(
      [
        row({ conc: 64 }),
        row({ conc: 8 }),
        row({ osl: 512, conc: 128 }),
        row({ framework: 'atom' }),
        row({ hw: 'mi355x-disagg' }),
        row({ infmax_model_prefix: 'DSR1' }),
        multi,
        row({ isl: 8192, conc: 1 })
      ].map((r) => comparison(r))
    );
    const [single, rest] = report.split('\n\n## Multi-Node Comparison vs. Most Recent\n\n');
    const order = lines(single!)
      .slice(4)
      .map((l) =>
        cells(l)
          .slice(1, 12)
          .filter((_, i) => [0, 2, 3, 5, 6, 10].includes(i))
          .join(' ')
      );
    expect(order).toEqual([
      'DSR1 B200 SGLANG 1024 1024 4',
      'dsr1 B200 ATOM 1024 1024 4',
      'dsr1 B200 SGLANG 1024 512 128',
      'dsr1 B200 SGLANG 1024 1024 8',
      'dsr1 B200 SGLANG 1024 1024 64',
      'dsr1 B200 SGLANG 8192 1024 1',
      'dsr1 MI355X SGLANG 1024 1024 4'
    ]);
    expect(single!.startsWith('## Single-Node Comparison vs. Most Recent\n\n| Model ')).toBe(true);
    expect(cells(lines(rest!)[0]!).slice(1, 13)).toEqual([
      'Model',
      'Served Model',
      'Hardware',
      'Framework',
      'Precision',
      'ISL',
      'OSL',
      'Prefill TP',
      'Prefill EP',
      'Decode TP',
      'Decode EP',
      'Conc'
    ]);
    // The multi-node table is the last thing printed: one newline after it, none blank.
    expect(rest!.endsWith('|\n')).toBe(true);
    expect(lines(rest!)).toHaveLength(4);
  });

  test('TTFT in ms; a column of numbers and N/A is text, so its numbers keep their .4f digits', () => {
    const report = referenceReport([
      comparison(row({ median_ttft: 0.412, p90_ttft: 0.5, tput_per_gpu: 1200.456 }), row({ median_ttft: 0.5, tput_per_gpu: 1000 })),
      comparison(row({ conc: 8, median_ttft: 0.3 }))
    ]);
    const [header, , first, second] = lines(report).slice(2);
    const at = (name: string): number => cells(header!).indexOf(name);
    const pick = (line: string, name: string): string[] => cells(line).slice(at(name), at(name) + 2);
    expect(pick(first!, 'TPUT/GPU')).toEqual(['1200.46', '$\\color{green}\\text{+200.46}$ (+20.0%)']);
    expect(pick(second!, 'TPUT/GPU')).toEqual(['N/A', 'N/A']);
    expect(pick(first!, 'TTFT Median (ms)')).toEqual(['412', '$\\color{green}\\text{-88.0000}$ (-17.6%)']);
    expect(pick(second!, 'TTFT Median (ms)')).toEqual(['300', 'N/A']);
    // No baseline value: the delta is N/A; the mixed column is left-aligned text.
    expect(pick(first!, 'TTFT P90 (ms)')).toEqual(['500.0000', 'N/A']);
    expect(first!).toContain('| 500.0000        |');
  });
});
