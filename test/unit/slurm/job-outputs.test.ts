import { expect, test } from '@jest/globals';
import { gatherJobOutputs, fixedSeqLenName, isAgenticResult, type CollectOptions } from '../../../packages/slurm/src/index.js';
import { MemoryFiles } from './fakes.js';

test.each<[string, string, string | undefined]>([
  ['sa-bench_isl_1024_osl_1024', 'results_concurrency_4_gpus_8_ctx_4_gen_4.json', 'rf_sa-bench_isl_1024_osl_1024_conc4_gpus_8_ctx_4_gen_4.json'],
  ['sa-bench_isl_8192_osl_1024', 'results_concurrency_64_gpus_36.json', 'rf_sa-bench_isl_8192_osl_1024_conc64_gpus_36.json'],
  ['sa-bench_isl_1024_osl_1024', 'results_concurrency_4_gpus_8_ctx_4.json', undefined],
  ['sa-bench_isl_1024_osl_1024', 'benchmark.out', undefined],
  ['sa-bench_isl_1024_osl_1024', 'results_concurrency_x_gpus_8.json', undefined]
])('%s/%s → %s', (dir, file, expected) => {
  expect(fixedSeqLenName('rf', dir, file)).toBe(expected);
});

test.each<[string, boolean]>([
  ['rf_conc4.json', true],
  ['rf_conc128.json', true],
  ['rf_conc4.json.tmp', false],
  ['rf_concX.json', false],
  ['rf2_conc4.json', false],
  ['other_conc4.json', false]
])('agentic result %s: %s', (file, expected) => {
  expect(isAgenticResult('rf', file)).toBe(expected);
});

const OPTIONS: CollectOptions = { resultsDir: '/ws', resultFilename: 'rf', expect: 'fixed-seq-len' };

function jobTree(files: MemoryFiles, id: string): string {
  const logs = `/ws/outputs/${id}/logs`;
  files.write(`${logs}/sweep_${id}.log`, 'log\n');
  files.write(`${logs}/sa-bench_isl_1024_osl_1024/results_concurrency_4_gpus_8.json`, '{}');
  files.write(`${logs}/sa-bench_isl_1024_osl_1024/results_concurrency_8_gpus_8.json`, '{}');
  files.write(`${logs}/eval_results/results_gsm8k.json`, '{}');
  files.write(`${logs}/n1_decode_w0.out`, 'worker\n');
  return logs;
}

test('fixed-seq-len results get the workflow names; logs are copied under LOGS/; eval files are copied', () => {
  const files = new MemoryFiles();
  const logDir = jobTree(files, '12');
  const collection = gatherJobOutputs(files, [{ id: '12', logDir }], OPTIONS);
  expect(collection).toEqual({
    resultFiles: ['/ws/rf_sa-bench_isl_1024_osl_1024_conc4_gpus_8.json', '/ws/rf_sa-bench_isl_1024_osl_1024_conc8_gpus_8.json', '/ws/results_gsm8k.json']
  });
  expect(files.text('/ws/LOGS/sweep_12.log')).toBe('log\n');
  expect(files.text('/ws/LOGS/n1_decode_w0.out')).toBe('worker\n');
});

test('several jobs keep their logs apart under LOGS/<id>/', () => {
  const files = new MemoryFiles();
  const jobs = ['1', '2'].map((id) => ({ id, logDir: jobTree(files, id) }));
  gatherJobOutputs(files, jobs, OPTIONS);
  expect(files.text('/ws/LOGS/1/sweep_1.log')).toBe('log\n');
  expect(files.text('/ws/LOGS/2/sweep_2.log')).toBe('log\n');
});

test.each<[CollectOptions['expect'], string | undefined]>([
  ['fixed-seq-len', 'no fixed-seq-len results (logs/*isl*osl*/results_concurrency_*.json)'],
  ['agentic', 'no agentic results (rf_conc*.json)'],
  ['eval', 'no eval results (logs/eval_results/)'],
  ['none', undefined]
])('an empty run with expect %s is missing %s', (expect_, missing) => {
  const files = new MemoryFiles();
  files.write('/ws/outputs/3/logs/sweep_3.log', '');
  expect(gatherJobOutputs(files, [{ id: '3', logDir: '/ws/outputs/3/logs' }], { ...OPTIONS, expect: expect_ }).missing).toBe(missing);
});

test('agentic results written by the job into INFMAX_WORKSPACE are copied into the results dir', () => {
  const files = new MemoryFiles();
  files.write('/ws/outputs/3/logs/sweep_3.log', '');
  files.write('/shared/rf_conc4.json', '{"num_requests_successful": 10}');
  files.write('/shared/other_conc4.json', '{}');
  const collection = gatherJobOutputs(files, [{ id: '3', logDir: '/ws/outputs/3/logs' }], { ...OPTIONS, expect: 'agentic', agenticDir: '/shared' });
  expect(collection).toEqual({ resultFiles: ['/ws/rf_conc4.json'] });
  expect(files.text('/ws/rf_conc4.json')).toBe('{"num_requests_successful": 10}');
});

test.each<[string, Record<string, string>, string | undefined]>([
  [
    'every concurrency with successful requests',
    { 'rf_conc4.json': '{"num_requests_successful": 3}', 'rf_conc8.json': '{"num_requests_successful": 1}' },
    undefined
  ],
  ['one concurrency missing', { 'rf_conc4.json': '{"num_requests_successful": 3}' }, 'no agentic result for concurrency 8 (rf_conc<N>.json)'],
  [
    'zero successful requests, and a file that is no JSON',
    { 'rf_conc4.json': '{"num_requests_successful": 0}', 'rf_conc8.json': 'oops' },
    'no successful requests at concurrency 4, 8'
  ],
  ['nothing at all', {}, 'no agentic result for concurrency 4, 8 (rf_conc<N>.json)']
])('expect agentic with CONC_LIST 4 8: %s', (_name, written, missing) => {
  const files = new MemoryFiles();
  for (const [name, text] of Object.entries(written)) files.write(`/ws/${name}`, text);
  const collection = gatherJobOutputs(files, [], { ...OPTIONS, expect: 'agentic', concList: [4, 8] });
  expect(collection.missing).toBe(missing);
});
