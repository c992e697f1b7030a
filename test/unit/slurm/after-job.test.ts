import { expect, test } from '@jest/globals';
import { failureDigest, listTree, planLogArchive } from '../../../packages/slurm/src/index.js';
import { MemoryFiles } from './fakes.js';

const tree = [
  { path: 'sweep_1.log', size: 400 },
  { path: 'n1_decode_w0.out', size: 5000 },
  { path: 'n1_prefill_w0.out', size: 300 },
  { path: 'agentic/conc_4/x.json', size: 200 }
];

test.each<[number, string[], string[]]>([
  [10_000, ['agentic/conc_4/x.json', 'n1_decode_w0.out', 'n1_prefill_w0.out', 'sweep_1.log'], []],
  [1000, ['agentic/conc_4/x.json', 'n1_prefill_w0.out', 'sweep_1.log'], ['n1_decode_w0.out']],
  [0, [], ['agentic/conc_4/x.json', 'n1_decode_w0.out', 'n1_prefill_w0.out', 'sweep_1.log']]
])('max %d bytes: include %j, cut %j', (max, include, cut) => {
  const plan = planLogArchive(tree, max);
  expect(plan.include).toEqual(include);
  expect(plan.cut.map((c) => c.path)).toEqual(cut);
  if (cut.length) expect(plan.note).toContain(`${cut.length} file(s) left out of this archive to keep it under ${max} bytes (max-log-bytes)`);
  else expect(plan.note).toBeUndefined();
});

test('the note names each cut file with its size', () => {
  expect(planLogArchive(tree, 1000).note?.split('\n').slice(1)).toEqual(['n1_decode_w0.out\t5000 bytes', '']);
});

test('failure digest: last lines of each non-empty *.out / *.err, nested folders included, other logs not', () => {
  const files = new MemoryFiles();
  files.write('/l/sweep_1.log', 'orchestrator\n');
  files.write('/l/n1_decode_w0.out', `${Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n')}\n`);
  files.write('/l/infra/etcd.err', 'etcd died\n');
  files.write('/l/empty.out', '');
  expect(listTree(files, '/l').map((f) => f.path)).toEqual(['empty.out', 'infra/etcd.err', 'n1_decode_w0.out', 'sweep_1.log']);
  const digest = failureDigest(files, '/l', 3);
  expect(digest).toEqual([
    { file: 'infra/etcd.err', lines: 'etcd died' },
    { file: 'n1_decode_w0.out', lines: 'line 28\nline 29\nline 30' }
  ]);
});
