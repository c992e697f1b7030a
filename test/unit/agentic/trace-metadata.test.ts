import { describe, expect, test } from '@jest/globals';
import { expectedOutputLookup, hubCacheRoot, loadTraces } from '../../../packages/agentic/src/trace-metadata.js';
import { jobVariables } from '../../../packages/job/src/index.js';
import { memoryFs } from './memory-fs.js';

const SNAP = 'hub/datasets--semianalysisai--cc-traces-weka-062126/snapshots/abc';

describe('expected output lengths from the HF trace cache (B.6.4)', () => {
  const fs = memoryFs({
    [`${SNAP}/a.jsonl`]: [
      '{"id": "t1", "requests": [{"type": "n", "output_length": 100}, {"type": "x", "output_length": 7}, {"type": "s", "out": 50}, {"type": "n", "output_length": null, "out": 0}]}',
      'not json',
      '{"id": "", "requests": [{"type": "n", "out": 1}]}',
      '{"id": "t2", "requests": [{"type": "x", "out": 1}]}'
    ].join('\n'),
    [`${SNAP}/b.json`]: '{"id": "t3", "requests": [{"type": "s", "output_length": "12"}]}',
    [`${SNAP}/c.json`]: '{broken'
  });
  const lookup = expectedOutputLookup(loadTraces(fs, 'hub'))!;

  test.each([
    ['t1', 0, 100],
    ['t1::sub-agent', 1, 50],
    ['t1', 2, 0],
    ['t1', -1, 0],
    ['t1', -3, 100],
    ['t1', 3, undefined],
    ['t1', null, undefined],
    ['t2', 0, undefined],
    ['t3', 0, 12],
    ['', 0, undefined],
    [null, 0, undefined]
  ])('conversation %j turn %j -> %j', (conversation, turn, expected) => expect(lookup(conversation, turn)).toBe(expected));

  test.each([
    [{ HF_HUB_CACHE: 'a', HUGGINGFACE_HUB_CACHE: 'b', HF_HOME: 'c', HOME: 'h' }, 'a'],
    [{ HUGGINGFACE_HUB_CACHE: 'b', HF_HOME: 'c', HOME: 'h' }, 'b'],
    [{ HF_HOME: 'c/', HOME: 'h' }, 'c/hub'],
    [{ HOME: 'h' }, 'h/.cache/huggingface/hub']
  ])('cache root %j -> %s', (env, root) => expect(hubCacheRoot(jobVariables(env))).toBe(root));

  test('no cache folder: no lookup at all', () => expect(expectedOutputLookup(loadTraces(fs, 'missing'))).toBeUndefined());
});
