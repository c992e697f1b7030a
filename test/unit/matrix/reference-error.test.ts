import { describe, expect, test } from '@jest/globals';
import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import { generateMatrix, referenceErrorText, type MatrixRequest } from '../../../packages/matrix/src/index.js';
import { agentic, fixed, memoryFiles, multiNode, RUNNERS, singleNode } from './memory-files.js';

const errorText = (files: Record<string, string>, configFiles = ['m.yaml']): string => {
  const request: MatrixRequest = { command: 'full-sweep', configFiles, runnerConfig: 'r.yaml' };
  try {
    generateMatrix(request, { files: memoryFiles({ 'r.yaml': RUNNERS, ...files }) });
  } catch (error) {
    return referenceErrorText(error);
  }
  throw new Error('expected a failure');
};

describe('error text: the reference line first, then where', () => {
  test.each<[string, Record<string, string>, string]>([
    ['missing file', {}, "ValueError: Input file 'm.yaml' does not exist.\n  m.yaml\n"],
    ['empty file', { 'm.yaml': '' }, "AssertionError: Config file 'm.yaml' must contain a dictionary\n  m.yaml:1:1\n"],
    ['wildcard', { 'm.yaml': 'ok: 1\nbad-*: 2\n' }, "ValueError:  Wildcard '*' is not allowed in master config keys: 'bad-*'\n  m.yaml:2:1 bad-*\n"],
    ['broken YAML has our own wording', { 'm.yaml': 'a: [1\n' }, 'm.yaml:2:1: invalid YAML'],
    [
      'findings share the headline',
      { 'm.yaml': 'c:\n  image: 5\n' },
      "ValueError: Master config entry 'c' failed validation:\n  m.yaml:2:3 c.model: Field required\n"
    ],
    ['each finding at its node', { 'm.yaml': 'c:\n  image: 5\n' }, '\n  m.yaml:2:10 c.image: Input should be a valid string\n']
  ])('%s', (_name, files, expected) => {
    expect(errorText(files)).toContain(expected);
  });

  test('usage errors and untyped errors', () => {
    expect(referenceErrorText(new UsageError('sweepkit matrix: error: x'))).toBe('sweepkit matrix: error: x\n');
    expect(referenceErrorText(new SweepkitError("'tp'", { code: 'missing-key' }))).toBe("KeyError: 'tp'\n");
  });

  test('errors while expanding an entry point at the entry', () => {
    const dram =
      '{prefill: {num-worker: 1, tp: 6, ep: 1, dp-attn: false}, decode: {num-worker: 1, tp: 8, ep: 1, dp-attn: false}, kv-offloading: dram, kv-offload-backend: {name: h}, conc-list: [8]}';
    expect(errorText({ 'm.yaml': multiNode(agentic(dram)).replace('runner: cluster:r4', 'runner: cluster:r2') })).toBe(
      'ValueError: worker tp*pp*pcp-size=6 does not divide gpus-per-node=8 evenly\n  m.yaml:9:72 mn.scenarios.agentic-coding.0.search-space.0\n'
    );
    const request: MatrixRequest = { command: 'test-config', configFiles: ['m.yaml'], runnerConfig: 'r.yaml', configKeys: ['sn'] };
    const files = memoryFiles({ 'r.yaml': RUNNERS, 'm.yaml': singleNode(fixed('{tp: 8, conc-list: null, conc-start: 4, conc-end: 8}')) });
    expect(() => generateMatrix(request, { files })).toThrow(
      expect.objectContaining({ message: "'NoneType' object is not iterable", field: 'sn.scenarios.fixed-seq-len.0.search-space.0' })
    );
  });
});
