/**
 * Runner-protocol tests of the profile-trace bundle: the traces found and named, the push to a
 * storage repository (a bare repository on disk, reached through GITHUB_SERVER_URL=file://…) and
 * the Perfetto link in the summary; and result-filename's profile spelling.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, storageRepo } from '../support/storage-repo.js';
import { runBundle } from './harness.js';

const R = 'dsr1_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200-nv_03';

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'profile-trace-'));
  writeFileSync(join(dir, `profile_${R}.trace.json.gz`), 'trace bytes');
  mkdirSync(join(dir, 'profiles'));
  writeFileSync(join(dir, 'profiles/merged-17.trace.json.gz'), 'm');
  writeFileSync(join(dir, 'profiles/17-TP-0-DECODE.trace.json.gz'), 'd');
  return dir;
}

const ENV = { RESULT_FILENAME: R, FRAMEWORK: 'sglang', RUNNER_TYPE: 'b200', GITHUB_SHA: 'abc123' };

describe('profile-trace bundle', () => {
  test('without storage: the traces and their artifact names', async () => {
    const run = await runBundle('profile-trace', { cwd: workspace(), env: ENV });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      trace: `profile_${R}.trace.json.gz`,
      'tp0-decode': 'profiles/17-TP-0-DECODE.trace.json.gz',
      'tp0-extend': '',
      'trace-artifact': `profile_${R}`,
      'tp0-decode-artifact': `profile_${R}_TP0_DECODE`,
      'raw-url': '',
      'relay-url': ''
    });
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'Profile trace' }]);
  });

  test('with storage: the trace is pushed and the summary links it through the relay', async () => {
    const { root, bare } = storageRepo();
    const run = await runBundle('profile-trace', {
      cwd: workspace(),
      env: { ...ENV, GITHUB_SERVER_URL: `file://${root}`, PERFETTO_RELAY_URL: 'https://relay.example/', RUNNER_TEMP: root },
      inputs: { 'storage-repository': 'owner/traces', 'storage-token': 'secret-token' }
    });
    expect(run.code).toBe(0);
    const path = 'profiles/abc123/b200/sglang/dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64/trace.json.gz';
    expect(git(bare, 'show', `main:${path}`)).toBe('trace bytes');
    expect(run.outputs['storage-sha']).toBe(git(bare, 'rev-parse', 'main'));
    expect(run.outputs['raw-url']).toBe(`file://${root}/owner/traces/raw/${run.outputs['storage-sha']}/${path}`);
    expect(run.outputs['relay-url']).toMatch(/^https:\/\/relay\.example\/\?src=file%3A%2F%2F.*&title=dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64$/);
    expect(run.summary).toContain(`**Perfetto (Relay):** ${run.outputs['relay-url']}`);
    expect(run.stdout + run.stderr).not.toContain('secret-token');
  });

  test('no trace: a warning, no push, the step passes', async () => {
    const run = await runBundle('profile-trace', {
      cwd: mkdtempSync(join(tmpdir(), 'profile-trace-')),
      env: ENV,
      inputs: { 'storage-repository': 'owner/none' }
    });
    expect(run.code).toBe(0);
    expect(run.annotations.map((a) => [a.level, a.message])).toEqual([['warning', `Profile trace not found: profile_${R}.trace.json.gz`]]);
  });
});

describe('result-filename bundle: profile', () => {
  test("exports profile.yml's RESULT_FILENAME; no artifact names", async () => {
    const row = {
      'exp-name': 'dsr1_1k1k',
      runner: 'b200',
      model: 'deepseek-ai/DeepSeek-R1',
      'model-prefix': 'dsr1',
      image: 'img',
      framework: 'sglang',
      precision: 'fp8',
      'spec-decoding': 'none',
      disagg: false,
      isl: 1024,
      osl: 1024,
      'max-model-len': 2048,
      tp: 8,
      ep: 1,
      'dp-attn': false,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
      conc: 64
    };
    const run = await runBundle('result-filename', { inputs: { row: JSON.stringify(row), profile: 'true' }, env: { RUNNER_NAME: 'b200-nv_03' } });
    expect([run.code, run.env.RESULT_FILENAME, run.outputs.result]).toEqual([0, 'dsr1_1k1k_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200-nv_03', '']);
  });
});
