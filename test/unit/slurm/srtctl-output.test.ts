import { expect, test } from '@jest/globals';
import { parseSubmission, sweepLogPath } from '../../../packages/slurm/src/index.js';

const JSON_LINE = (id: number | string, dir = `/w/outputs/${id}`): string =>
  JSON.stringify({ status: 'submitted', slurm_job_id: id, job_name: 'gb300-nv_0', output_dir: dir });
const TEXT = (id: number): string =>
  `🚀 Submitting: demo\n✅ Job ${id} submitted!\n📁 Logs: /w/outputs/${id}/logs\n📋 Monitor: tail -f /w/outputs/${id}/logs/sweep_${id}.log\n`;

test.each<[string, string, string, { id: string; outputDir?: string }[]]>([
  ['--json line', `${JSON_LINE('41')}\n`, 'prose on stderr', [{ id: '41', outputDir: '/w/outputs/41' }]],
  ['--json with a numeric id', `${JSON_LINE(42)}\n`, '', [{ id: '42', outputDir: '/w/outputs/42' }]],
  [
    'sweep: one json line per job',
    `${JSON_LINE(1)}\n${JSON_LINE(2)}\n`,
    '',
    [
      { id: '1', outputDir: '/w/outputs/1' },
      { id: '2', outputDir: '/w/outputs/2' }
    ]
  ],
  ['text line with its Logs folder', TEXT(7), '', [{ id: '7', outputDir: '/w/outputs/7' }]],
  [
    'text of a sweep: every ✅ line counts',
    `${TEXT(7)}${TEXT(8)}✅ Sweep complete! Submitted 2 jobs.\n`,
    '',
    [
      { id: '7', outputDir: '/w/outputs/7' },
      { id: '8', outputDir: '/w/outputs/8' }
    ]
  ],
  ['text on stderr (json mode of an srtctl that printed no json)', '', TEXT(9), [{ id: '9', outputDir: '/w/outputs/9' }]],
  ['sbatch line when srtctl printed no ✅ line', 'Submitted batch job 55\n', '', [{ id: '55' }]],
  ['a "Job <n>" elsewhere in prose is not an id', 'Job 12 is fine\nsee Job 13\n', '', []],
  ['nothing parseable', 'something went sideways\n', '', []],
  ['a json line with a bad id is ignored', `${JSON_LINE('12; rm -rf /')}\n`, '', []]
])('%s', (_name, stdout, stderr, jobs) => {
  expect(parseSubmission(stdout, stderr).jobs).toEqual(jobs);
});

test('--json error lines are kept for the message', () => {
  expect(parseSubmission('{"status": "error", "error": "Config not found: x.yaml"}\n', '').errors).toEqual(['Config not found: x.yaml']);
});

test('the sweep log sits in the logs folder of the output dir', () => {
  expect(sweepLogPath({ id: '5', outputDir: '/w/outputs/5' })).toBe('/w/outputs/5/logs/sweep_5.log');
  expect(sweepLogPath({ id: '5' })).toBeUndefined();
});
