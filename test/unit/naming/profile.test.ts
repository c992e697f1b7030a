import { describe, expect, test } from '@jest/globals';
import {
  computeResultNames,
  findProfileTraces,
  parseProfileResultFilename,
  perfettoRelayUrl,
  profileTraceTitle,
  publishProfileTrace,
  quoteAll,
  rawTraceUrl
} from '../../../packages/naming/src/index.js';
import { examples } from './examples.js';

const single = examples.filter((e) => !e.matrix_row.prefill);
const multi = examples.filter((e) => e.matrix_row.prefill);

/** profile.yml's launch step, written out from the row like its bash does (`ep_val="${EP_SIZE:-1}"`). */
function referenceName(row: Record<string, any>, runner: string): string {
  const ep = row.ep === undefined || row.ep === '' ? 1 : row.ep;
  return `${row['exp-name']}_${row.precision}_${row.framework}_tp${row.tp}-pp${row.pp}-dcp${row['dcp-size']}-pcp${row['pcp-size']}_ep${ep}_dpa_${row['dp-attn']}_conc${row.conc}_${runner}`;
}

describe("profile.yml's RESULT_FILENAME", () => {
  test.each(single.map((e, i) => [`${i} ${e.result_filename.slice(0, 40)}…`, e] as const))('%s: spelled as the profile launch step writes it', (_, e) => {
    const names = computeResultNames({ row: e.matrix_row, env: {}, runnerName: e.runner_name, profile: true });
    expect(names.resultFilename).toBe(referenceName(e.matrix_row, e.runner_name));
    // The exp-name may say `_spec-mtp`; the part after the topology has no disagg, spec or recipe token.
    expect(names.resultFilename.slice(names.resultFilename.lastIndexOf('_tp'))).not.toMatch(/_disagg-|_spec-|_recipe-/);
    expect(names.artifacts).toEqual([]);
    const parsed = parseProfileResultFilename(names.resultFilename)!;
    expect(parsed).toMatchObject({ 'exp-name': e.matrix_row['exp-name'], conc: e.matrix_row.conc, 'runner-name': e.runner_name });
    expect(profileTraceTitle(parsed)).toBe(
      `${e.matrix_row['exp-name']}_${e.matrix_row.precision}_tp${parsed.tp}_pp${parsed.pp}_dcp${parsed['dcp-size']}_pcp${parsed['pcp-size']}_ep${parsed.ep}_conc${parsed.conc}`
    );
  });

  test('a multi-node row has no profile name', () => {
    expect(multi.length).toBeGreaterThan(0);
    expect(() => computeResultNames({ row: multi[0]!.matrix_row, env: {}, runnerName: multi[0]!.runner_name, profile: true })).toThrow(
      'a profiling run is single-node: the row has prefill and decode pools'
    );
  });

  test.each([
    ['the benchmark templates’ name', single[0]!.result_filename],
    ['a runner without its number', 'dsr1_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200'],
    ['an empty name', '']
  ])('not a profile name: %s', (_, name) => {
    expect(parseProfileResultFilename(name)).toBeUndefined();
  });
});

describe('profile traces', () => {
  const R = 'dsr1_fp8_sglang_tp8-pp1-dcp1-pcp1_ep1_dpa_false_conc64_b200-nv_03';
  const traceFs = (files: Record<string, number>) =>
    ({
      isFile: (p: string) => p in files,
      isDirectory: (p: string) => Object.keys(files).some((f) => f.startsWith(`${p}/`)),
      list: (p: string) =>
        Object.keys(files)
          .filter((f) => f.startsWith(`${p}/`))
          .map((f) => f.slice(p.length + 1)),
      mtimeMs: (p: string) => files[p]!
    }) as unknown as Parameters<typeof findProfileTraces>[0];

  test.each([
    ['no trace: nothing, not even TP-0 files', 'sglang', { 'profiles/merged-1.trace.json.gz': 1, 'profiles/1-TP-0-DECODE.trace.json.gz': 1 }, {}],
    [
      'vLLM: the trace only',
      'vllm',
      { [`profile_${R}.trace.json.gz`]: 1, 'profiles/merged-1.trace.json.gz': 1, 'profiles/1-TP-0-DECODE.trace.json.gz': 1 },
      { trace: `profile_${R}.trace.json.gz` }
    ],
    [
      'SGLang: the TP-0 traces of the newest merged trace',
      'sglang',
      {
        [`profile_${R}.trace.json.gz`]: 1,
        'profiles/merged-old.trace.json.gz': 1,
        'profiles/old-TP-0-DECODE.trace.json.gz': 1,
        'profiles/merged-new.trace.json.gz': 2,
        'profiles/new-TP-0-DECODE.trace.json.gz': 2,
        'profiles/new-TP-0-EXTEND.trace.json.gz': 2
      },
      { trace: `profile_${R}.trace.json.gz`, tp0Decode: 'profiles/new-TP-0-DECODE.trace.json.gz', tp0Extend: 'profiles/new-TP-0-EXTEND.trace.json.gz' }
    ]
  ])('%s', (_, framework, files, expected) => {
    expect(findProfileTraces(traceFs(files), R, framework)).toEqual(expected);
  });

  test("links: Python's quote(safe=''), the relay's ?src=&title=, raw.githubusercontent on github.com", () => {
    // From CPython: urllib.parse.quote(url, safe='')
    expect(quoteAll("https://raw.githubusercontent.com/o/r/abc/profiles/x y/(t)!*'~.trace.json.gz")).toBe(
      'https%3A%2F%2Fraw.githubusercontent.com%2Fo%2Fr%2Fabc%2Fprofiles%2Fx%20y%2F%28t%29%21%2A%27~.trace.json.gz'
    );
    expect(rawTraceUrl('https://github.com', 'o/traces', 'c0ffee', 'profiles/a/trace.json.gz')).toBe(
      'https://raw.githubusercontent.com/o/traces/c0ffee/profiles/a/trace.json.gz'
    );
    expect(rawTraceUrl('https://ghe.example/', 'o/traces', 'c0ffee', 'p')).toBe('https://ghe.example/o/traces/raw/c0ffee/p');
    expect(perfettoRelayUrl('https://relay.example/', 'https://raw/x', 't_1')).toBe('https://relay.example/?src=https%3A%2F%2Fraw%2Fx&title=t_1');
  });

  test('stored: the reference storage path and commit message, then the links', async () => {
    const pushed: string[][] = [];
    const fs = traceFs({ [`profile_${R}.trace.json.gz`]: 1 });
    const result = await publishProfileTrace(fs, {
      resultFilename: R,
      framework: 'sglang',
      runnerType: 'b200',
      sha: 'abc',
      serverUrl: 'https://github.com',
      relayUrl: 'https://relay.example',
      storage: { repository: 'o/traces', push: async (...args) => (pushed.push(args), 'c0ffee') }
    });
    expect(pushed).toEqual([
      [
        `profile_${R}.trace.json.gz`,
        'profiles/abc/b200/sglang/dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64/trace.json.gz',
        'Add profile: abc dsr1 tp8 pp1 dcp1 pcp1 ep1 conc64'
      ]
    ]);
    expect(result.stored).toEqual({
      sha: 'c0ffee',
      title: 'dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64',
      rawUrl: 'https://raw.githubusercontent.com/o/traces/c0ffee/profiles/abc/b200/sglang/dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64/trace.json.gz',
      relayUrl: `https://relay.example/?src=${quoteAll(result.stored!.rawUrl)}&title=dsr1_fp8_tp8_pp1_dcp1_pcp1_ep1_conc64`
    });
    expect(result.artifacts).toEqual({
      trace: `profile_${R}`,
      tp0Decode: `profile_${R}_TP0_DECODE`,
      tp0Extend: `profile_${R}_TP0_EXTEND`,
      moeDebug: `moe_debug_${R}`
    });
  });

  test('no trace: a warning and no push', async () => {
    let pushes = 0;
    const result = await publishProfileTrace(traceFs({}), {
      resultFilename: R,
      framework: 'vllm',
      runnerType: 'b200',
      sha: 'abc',
      serverUrl: 'https://github.com',
      relayUrl: '',
      storage: { repository: 'o/traces', push: async () => (pushes++, '') }
    });
    expect([result.warnings, pushes]).toEqual([[`Profile trace not found: profile_${R}.trace.json.gz`], 0]);
  });
});
