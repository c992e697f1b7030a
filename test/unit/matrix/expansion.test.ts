import { describe, expect, test } from '@jest/globals';
import {
  generateMatrix,
  generateMatrixEntries,
  matrixJson,
  type FullSweepRequest,
  type MatrixRequest,
  type MatrixRow,
  type TestConfigRequest
} from '../../../packages/matrix/src/index.js';
import { agentic, fixed, memoryFiles, multiNode, RUNNERS, singleNode, WORKERS } from './memory-files.js';

// docs/matrix.md §11: the tricky cases, each verified against the reference by the spec's authors.
type Options = Partial<Omit<FullSweepRequest, 'command' | 'configFiles'>> &
  Partial<Omit<TestConfigRequest, 'command' | 'configFiles'>> & { command?: MatrixRequest['command'] };
function rows(config: string, options: Options = {}): MatrixRow[] {
  const request = { command: 'full-sweep', configFiles: ['m.yaml'], runnerConfig: 'r.yaml', ...options } as MatrixRequest;
  return generateMatrix(request, { files: memoryFiles({ 'm.yaml': config, 'r.yaml': RUNNERS }) });
}
const concs = (config: string, options: Options = {}) => rows(config, options).map((r) => r.conc);

describe('fixed-seq-len concurrencies (full-sweep)', () => {
  const range = singleNode(fixed('{tp: 8, conc-start: 4, conc-end: 100}'));
  test.each<[string, string, Options, unknown[]]>([
    ['range end always included', range, {}, [4, 8, 16, 32, 64, 100]],
    ['step 3', range, { stepSize: 3 }, [4, 12, 36, 100]],
    ['--min-conc re-bases the range', range, { minConc: 5 }, [5, 10, 20, 40, 80, 100]],
    ['--max-conc below everything clamps', range, { maxConc: 2 }, [2]],
    ['--max-conc on a list', singleNode(fixed('{tp: 8, conc-list: [64, 32]}')), { maxConc: 16 }, [16]],
    ['multi-node list clamps', multiNode(fixed(`{${WORKERS}, conc-list: [4, 8, 16, 32]}`)), { maxConc: 3 }, [[3]]],
    ['--max-conc 0 drops everything', range, { maxConc: 0 }, []],
    ['--min-conc 0 drops fixed rows', range, { minConc: 0 }, []],
    ['min and max on a list', singleNode(fixed('{tp: 8, conc-list: [64, 8, 32, 16]}')), { minConc: 9, maxConc: 12 }, [12]],
    ['min and max on a range', range, { minConc: 9, maxConc: 12 }, [9, 12]],
    ['list order and duplicates kept', singleNode(fixed('{tp: 8, conc-list: [64, 8, 32, 16, 16]}')), {}, [64, 8, 32, 16, 16]],
    ['multi-node list kept as written', multiNode(fixed(`{${WORKERS}, conc-list: [32, 16]}`)), {}, [[32, 16]]],
    ['empty conc-list with a range uses the range', singleNode(fixed('{tp: 8, conc-list: [], conc-start: 16, conc-end: 64}')), {}, [16, 32, 64]]
  ])('%s', (_name, config, options, expected) => {
    expect(concs(config, options)).toEqual(expected);
  });

  test('--max-conc drops agentic points instead of clamping', () => {
    expect(concs(singleNode(agentic('{tp: 8, kv-offloading: none, conc-list: [8, 32]}')).replace('runner: r1', 'runner: cluster:r2'), { maxConc: 3 })).toEqual(
      []
    );
  });

  test('--max-tp skips, --max-ep clamps', () => {
    const config = singleNode(fixed('{tp: 8, ep: 8, conc-list: [4]}, {tp: 2, ep: 8, conc-list: [4]}'));
    expect(rows(config, { maxTp: 2, maxEp: 1, maxConc: 1 }).map((r) => [r.tp, r.ep, r.conc])).toEqual([[2, 1, 1]]);
  });
});

describe('test-config', () => {
  const tc = (extra: Options): Options => ({ command: 'test-config', configKeys: ['sn', 'mn'], ...extra });
  test('a present empty conc-list wins over the range', () => {
    const config =
      singleNode(fixed('{tp: 8, conc-list: [], conc-start: 16, conc-end: 64}')) + multiNode(fixed(`{${WORKERS}, conc-list: [], conc-start: 16, conc-end: 64}`));
    expect(concs(config, tc({}))).toEqual([[]]);
  });
  test('conc-list: null with a range fails like the reference', () => {
    const config = singleNode(fixed('{tp: 8, conc-list: null, conc-start: 16, conc-end: 64}'));
    expect(() => rows(config, tc({ configKeys: ['sn'] }))).toThrow("'NoneType' object is not iterable");
  });
  test('--conc keeps config order', () => {
    const config = singleNode(fixed('{tp: 8, conc-list: [4, 16, 32]}'));
    expect(concs(config, tc({ configKeys: ['sn'], conc: [64, 4, 32] }))).toEqual([4, 32]);
  });
  test('keys in the order asked, globs in file order, repeats dropped', () => {
    const config =
      singleNode(fixed('{tp: 8, conc-list: [4]}'), '', 'b-1') +
      singleNode(fixed('{tp: 8, conc-list: [4]}'), '', 'a-1') +
      singleNode(fixed('{tp: 8, conc-list: [4]}'), '', 'c');
    const request = { command: 'test-config', configFiles: ['m.yaml'], runnerConfig: 'r.yaml', configKeys: ['c', '?-1', 'c'] } as const;
    const entries = generateMatrixEntries(request, { files: memoryFiles({ 'm.yaml': config, 'r.yaml': RUNNERS }) });
    expect(entries.map((e) => e.configKey)).toEqual(['c', 'b-1', 'a-1']);
    expect(() => rows(config, tc({ configKeys: ['x*'] }))).toThrow(/^Pattern 'x\*' matched no config keys.\nAvailable keys: a-1, b-1, c$/);
    expect(() => rows(config, tc({ configKeys: ['nope'] }))).toThrow(/^Config key\(s\) not found: nope\./);
  });
});

// The reference's message stays the first line (a drop-in); the closest valid value follows it.
describe('did you mean', () => {
  const config = singleNode(fixed('{tp: 8, conc-list: [4]}'), '', 'dsr1-fp4-b200-sglang');
  const details = (options: Options): readonly string[] => {
    try {
      rows(config, options);
    } catch (error) {
      return (error as { details: readonly string[] }).details;
    }
    throw new Error('no error');
  };
  test.each<[string, Options, string[]]>([
    ['a runner type one letter off', { runnerTypes: ['cluster:r3', 'r1'] }, ["'cluster:r3': did you mean 'cluster:r2'?"]],
    ['a runner type like none', { runnerTypes: ['tpu-v5e'] }, []],
    [
      'a config key with a typo',
      { command: 'test-config', configKeys: ['dsr1-fp4-b20-sglang'] },
      ["'dsr1-fp4-b20-sglang': did you mean 'dsr1-fp4-b200-sglang'?"]
    ],
    ['a config key like none', { command: 'test-config', configKeys: ['gptoss'] }, []]
  ])('%s', (_name, options, expected) => expect(details(options)).toEqual(expected));
});

describe('runner fan-out', () => {
  const config = singleNode(fixed('{tp: 8, conc-list: [4]}'));
  test.each<[string, Options, string[]]>([
    ['full-sweep never keeps the label', { runnerNodeFilter: 'r1' }, ['r1-a_0', 'r1-b_0', 'r1-a_1']],
    ['test-config keeps a matching label first', { command: 'test-config', configKeys: ['sn'], runnerNodeFilter: 'r1' }, ['r1', 'r1-a_0', 'r1-b_0', 'r1-a_1']],
    ['an empty filter is no filter', { runnerNodeFilter: '' }, ['r1']]
  ])('%s', (_name, options, runners) => {
    expect(rows(config, options).map((r) => r.runner)).toEqual(runners);
  });
  test('full-sweep keeps duplicate nodes, test-config drops them', () => {
    const ag = singleNode(agentic('{tp: 8, kv-offloading: none, conc-list: [4]}')).replace('runner: r1', 'runner: cluster:r2');
    expect(rows(ag, { runnerNodeFilter: 'x' }).map((r) => r.runner)).toEqual(['r2-x_0', 'r2-x_1', 'r2-x_0']);
    expect(rows(ag, { command: 'test-config', configKeys: ['sn'], runnerNodeFilter: 'x' }).map((r) => r.runner)).toEqual(['r2-x_0', 'r2-x_1']);
  });
});

describe('rows', () => {
  test('a non-standard sequence length', () => {
    const [row] = rows(singleNode(fixed('{tp: 8, conc-list: [4]}', 2048, 128)));
    expect(row).toMatchObject({ 'exp-name': 'mp_2048_128', 'max-model-len': 2432, 'run-eval': false });
  });
  test('router: null on an entry suppresses the config router', () => {
    const config = singleNode(fixed('{tp: 8, router: null, conc-list: [4]}, {tp: 8, conc-list: [8]}'), '  router: {name: rt, version: "2"}\n');
    expect(rows(config).map((r) => r.router)).toEqual([undefined, { name: 'rt', version: '2' }]);
  });
  test('worker keys keep YAML order, explicit null kept, defaults appended', () => {
    const worker = '{pcp-size: 2, hardware: b200, num-worker: 1, tp: 4, ep: 4, dp-attn: true, additional-settings: null}';
    const [row] = rows(multiNode(fixed(`{prefill: ${worker}, decode: ${worker}, conc-list: [4]}`)));
    expect(matrixJson([row!.prefill as MatrixRow])).toBe(
      '[{"pcp-size": 2, "hardware": "b200", "num-worker": 1, "tp": 4, "ep": 4, "dp-attn": true, "additional-settings": null, "pp": 1, "dcp-size": 1}]\n'
    );
  });
  test('non-ASCII and escapes are written like Python', () => {
    const config = singleNode(fixed('{tp: 8, conc-list: [4]}'))
      .replace('image: img', 'image: "café/élan:1 \\"q\\" \\\\ tab\\t/"')
      .replace('model: m', 'model: 模型');
    expect(matrixJson(rows(config))).toContain('"image": "caf\\u00e9/\\u00e9lan:1 \\"q\\" \\\\ tab\\t/", "model": "\\u6a21\\u578b"');
  });
  test.each<[string, string, string, number]>([
    [
      'single-node, pp counts',
      singleNode(agentic('{tp: 2, pp: 2, spec-decoding: mtp, kv-offloading: dram, kv-offload-backend: {name: hicache}, conc-list: [4]}')),
      'mp_tp2_conc4_kvdram-hicache_spec-mtp',
      891
    ],
    ['single-node, tp 8', singleNode(agentic('{tp: 8, kv-offloading: dram, kv-offload-backend: {name: n}, conc-list: [4]}')), 'mp_tp8_conc4_kvdram-n', 1782],
    [
      'dcp does not count',
      singleNode(agentic('{tp: 4, dcp-size: 2, kv-offloading: dram, kv-offload-backend: {name: n}, conc-list: [4]}')),
      'mp_tp4_conc4_kvdram-n',
      891
    ],
    [
      'pcp counts',
      singleNode(agentic('{tp: 4, pcp-size: 2, kv-offloading: dram, kv-offload-backend: {name: n}, conc-list: [4]}')),
      'mp_tp4_conc4_kvdram-n',
      1782
    ],
    ['no offloading, no lookup', singleNode(agentic('{tp: 4, kv-offloading: none, conc-list: [8]}')), 'mp_tp4_conc8_kvnone', 0]
  ])('agentic %s', (_name, config, expName, dram) => {
    const [row] = rows(config.replace('runner: r1', 'runner: cluster:r2'));
    expect(row).toMatchObject({ 'exp-name': expName, 'total-cpu-dram-gb': dram });
  });
  test('multi-node agentic names and DRAM share of a node', () => {
    const bmk =
      '{prefill: {num-worker: 1, tp: 8, ep: 1, dp-attn: false}, decode: {num-worker: 1, tp: 8, ep: 8, dp-attn: true}, spec-decoding: mtp, conc-list: [8]}';
    const config = multiNode(agentic(bmk), '  disagg: false\n').replace('runner: cluster:r4', 'runner: cluster:r2');
    expect(rows(config)[0]).toMatchObject({ 'exp-name': 'mp2_p1x8_d1x8ep8dpa_conc8', 'total-cpu-dram-gb': 0 });
    const dram =
      '{prefill: {num-worker: 1, tp: 6, ep: 1, dp-attn: false}, decode: {num-worker: 1, tp: 8, ep: 1, dp-attn: false}, kv-offloading: dram, kv-offload-backend: {name: h}, conc-list: [8]}';
    expect(() => rows(multiNode(agentic(dram)).replace('runner: cluster:r4', 'runner: cluster:r2'))).toThrow(
      'worker tp*pp*pcp-size=6 does not divide gpus-per-node=8 evenly'
    );
  });
  test('a shape that does not match the config crashes like the reference', () => {
    expect(() => rows(singleNode(agentic(`{${WORKERS}, conc-list: [4]}`)).replace('runner: r1', 'runner: cluster:r2'))).toThrow("'tp'");
  });
});

describe('eval selection', () => {
  const evalRows = (config: string, options: Options = {}) => rows(config, options).map((r) => [r.tp ?? r.conc, r.conc, r['run-eval'], r['eval-conc']]);
  test('groups ignore tp: max and upper median', () => {
    const config = singleNode(fixed('{tp: 2, conc-list: [128, 32]}, {tp: 1, dp-attn: false, conc-list: [256]}', 8192, 1024));
    expect(evalRows(config).map((r) => r[2])).toEqual([true, false, true]);
  });
  test('multi-node: split rows of one topology, the highest eligible conc wins', () => {
    const config = multiNode(fixed(`{${WORKERS}, conc-list: [32, 4, 16]}, {${WORKERS}, conc-list: [64, 128]}`, 8192, 1024));
    expect(evalRows(config)).toEqual([
      [[32, 4, 16], [32, 4, 16], false, undefined],
      [[64, 128], [64, 128], true, 128]
    ]);
    const all = rows(config, { allEvals: true });
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ conc: [4, 16, 32, 64, 128], 'eval-all-concs': true, 'eval-only': true });
    expect(all[0]).not.toHaveProperty('eval-conc');
  });
  test('--no-evals: fixed rows keep run-eval false, agentic rows have none', () => {
    const config =
      singleNode(fixed('{tp: 8, conc-list: [4]}')) +
      singleNode(agentic('{tp: 8, kv-offloading: none, conc-list: [4]}'), '', 'ag').replace('runner: r1', 'runner: cluster:r2');
    expect(rows(config, { noEvals: true }).map((r) => r['run-eval'])).toEqual([false, undefined]);
  });
});
