import { describe, expect, test } from '@jest/globals';
import { SweepkitError, toSweepkitErrors } from '../../../packages/common/src/index.js';
import { loadMasterConfigs, loadRunners } from '../../../packages/config/src/index.js';
import { agentic, fixed, memoryFiles, multiNode, RUNNERS, singleNode, WORKERS } from '../matrix/memory-files.js';

const load = (text: string) => loadMasterConfigs(memoryFiles({ 'm.yaml': text }), ['m.yaml']);
/** The first finding of an invalid config: its detail (or message) and field. */
function failure(text: string): { message: string; detail: string; field?: string; line?: number } {
  try {
    load(text);
  } catch (error) {
    const [first] = toSweepkitErrors(error);
    return { message: first!.message, detail: first!.details[0] ?? '', field: first!.field, line: first!.location?.line };
  }
  throw new Error('expected the config to be rejected');
}

const sn = (bmk: string, extra = '') => singleNode(fixed(bmk), extra);
const mn = (bmk: string, extra = '') => multiNode(fixed(bmk), extra);
const ag = (bmk: string) => singleNode(agentic(bmk)).replace('runner: r1', 'runner: cluster:r2');
const mnAg = (bmk: string) => multiNode(agentic(bmk));

describe('master configs the reference accepts (pydantic lax mode)', () => {
  test.each([
    ['tp as an integer string', sn('{tp: "8", conc-list: [4]}')],
    ['tp as an integral float', sn('{tp: 8.0, conc-list: [4]}')],
    ['dp-attn as a yes/no word', sn('{tp: 8, dp-attn: "yes", conc-list: [4]}')],
    ['multinode: 0 is single-node', sn('{tp: 8, conc-list: [4]}').replace('multinode: false', 'multinode: 0')],
    ['an empty search-space', singleNode('{fixed-seq-len: [{isl: 1024, osl: 1024, search-space: []}]}')],
    ['conc-list: [] with a range', sn('{tp: 8, conc-list: [], conc-start: 4, conc-end: 8}')],
    ['a runner missing from the runners file', sn('{tp: 8, conc-list: [4]}').replace('runner: r1', 'runner: not-in-runners-yaml')],
    ['duplicate keys: the last wins', sn('{tp: 8, conc-list: [4], tp: 4}')],
    ['multi-node agentic with pp left out', mnAg(`{${WORKERS}, conc-list: [4]}`)],
    [
      'an integer pcp-size on a worker',
      mn('{prefill: {num-worker: 1, tp: 4, ep: 1, dp-attn: false, pcp-size: 1}, decode: {num-worker: 1, tp: 4, ep: 1, dp-attn: false}, conc-list: [4]}')
    ]
  ])('%s', (_name, text) => {
    expect(load(text)).toHaveLength(1);
  });
});

describe('master configs the reference rejects', () => {
  test.each<[string, string, string]>([
    ['pp is a strict int', sn('{tp: 8, pp: "1", conc-list: [4]}'), 'Input should be a valid integer'],
    ['pp takes no integral float', sn('{tp: 8, pp: 1.0, conc-list: [4]}'), 'Input should be a valid integer'],
    ['dcp-size takes no integral float', sn('{tp: 8, dcp-size: 2.0, conc-list: [4]}'), 'Input should be a valid integer'],
    [
      'a worker pcp-size takes no integral float',
      mn('{prefill: {num-worker: 1, tp: 4, ep: 1, dp-attn: false, pcp-size: 1.0}, decode: {num-worker: 1, tp: 4, ep: 1, dp-attn: false}, conc-list: [4]}'),
      'Input should be a valid integer'
    ],
    ['pp > 0', sn('{tp: 8, pp: 0, conc-list: [4]}'), 'Input should be greater than 0'],
    ['a fractional tp', sn('{tp: 8.5, conc-list: [4]}'), 'Input should be a valid integer'],
    ['dp-attn 2 is no boolean', sn('{tp: 8, dp-attn: 2, conc-list: [4]}'), 'Input should be a valid boolean'],
    ['strings do not take numbers', sn('{tp: 8, conc-list: [4]}').replace('image: img', 'image: 5'), 'Input should be a valid string'],
    ['spec-decoding null', sn('{tp: 8, spec-decoding: null, conc-list: [4]}'), "Input should be 'mtp', 'draft_model' or 'none'"],
    ['unknown keys', sn('{tp: 8, conc-list: [4], trace-source: x}'), 'Extra inputs are not permitted'],
    ['disagg: true on single-node', sn('{tp: 8, conc-list: [4]}', '  disagg: true\n'), 'Input should be False'],
    ['a missing field', sn('{conc-list: [4]}'), 'Field required'],
    [
      'both list and range',
      sn('{tp: 8, conc-list: [4], conc-start: 1, conc-end: 2}'),
      "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both."
    ],
    ['neither list nor range', sn('{tp: 8, conc-start: 4}'), "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'."],
    ['non-positive range', sn('{tp: 8, conc-start: 0, conc-end: 4}'), "Input 'conc-start' and 'conc-end' must be greater than 0."],
    ['non-positive list entry', sn('{tp: 8, conc-list: [4, 0]}'), "Input 'conc-list' entries must be greater than 0."],
    ['tp not divisible by dcp-size', sn('{tp: 6, dcp-size: 4, conc-list: [4]}'), "'tp' (6) must be divisible by 'dcp-size' (4)"],
    [
      'hardware on one worker only',
      mn('{prefill: {num-worker: 1, tp: 4, ep: 1, dp-attn: false, hardware: b200}, decode: {num-worker: 1, tp: 4, ep: 1, dp-attn: false}, conc-list: [4]}'),
      "'hardware' must be specified for both 'prefill' and 'decode', or neither"
    ],
    [
      'an image as component version',
      sn('{tp: 8, router: {name: r, version: "image:x"}, conc-list: [4]}'),
      'component version must be a release, package version, or source commit, not an image reference'
    ],
    ['backend without offloading', ag('{tp: 8, kv-offload-backend: {name: n}, conc-list: [4]}'), 'kv-offload-backend requires kv-offloading'],
    [
      'backend with offloading none',
      ag('{tp: 8, kv-offloading: none, kv-offload-backend: {name: n}, conc-list: [4]}'),
      "kv-offload-backend can only be set when kv-offloading is not 'none'"
    ],
    ['dram without backend', ag('{tp: 8, kv-offloading: dram, conc-list: [4]}'), "kv-offload-backend is required when kv-offloading is 'dram'"],
    ['neither tp nor workers', ag('{kv-offloading: none, conc-list: [4]}'), 'Agentic search-space entries must specify either tp or both prefill and decode'],
    ['single-node agentic without kv-offloading', ag('{tp: 8, conc-list: [4]}'), 'Single-node agentic search-space entries must specify kv-offloading'],
    [
      'explicit pp: 1 on multi-node agentic',
      mnAg(`{${WORKERS}, pp: 1, conc-list: [4]}`),
      "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'"
    ],
    [
      'dram without utilisation',
      singleNode('{agentic-coding: [{search-space: [{tp: 8, kv-offloading: dram, kv-offload-backend: {name: n}, conc-list: [4]}]}]}').replace(
        'runner: r1',
        'runner: cluster:r2'
      ),
      "kv-offloading='dram' requires dram-utilization with runner hardware metadata"
    ],
    ['no scenario at all', singleNode('{fixed-seq-len: null}'), 'At least one scenario type must be specified'],
    [
      'agentic on a plain runner label',
      singleNode(agentic('{tp: 8, kv-offloading: none, conc-list: [4]}')),
      "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet."
    ],
    [
      'router twice',
      sn('{tp: 8, router: {name: a, version: "1"}, conc-list: [4]}', '  router: {name: b, version: "2"}\n'),
      'router must be declared either at the top level or in search-space entries, not both'
    ],
    [
      'kv-p2p-transfer on single-node',
      ag('{tp: 8, kv-offloading: none, kv-p2p-transfer: nixl, conc-list: [4]}'),
      'kv-p2p-transfer is only valid when multinode=true'
    ],
    [
      'disagg without kv-p2p-transfer',
      mn(`{${WORKERS}, conc-list: [4]}`, '  disagg: true\n'),
      'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry'
    ]
  ])('%s', (_name, text, detail) => {
    const error = failure(text);
    expect(error.message).toMatch(/^Master config entry '(sn|mn)' failed validation:$/);
    expect(error.detail).toBe(detail);
  });

  test('a finding names its field and YAML line', () => {
    const error = failure(
      sn('{tp: 8, conc-list: [4]}\n    - {tp: 8, pp: 0, conc-list: [4]}').replace(
        'search-space: [{tp: 8, conc-list: [4]}\n    - ',
        'search-space: [{tp: 8, conc-list: [4]}, '
      )
    );
    expect(error.field).toBe('sn.scenarios.fixed-seq-len.0.search-space.1.pp');
    expect(error.line).toBe(9);
  });
});

describe('loading master files', () => {
  const loadFiles = (texts: Record<string, string>, paths: string[]) => () => loadMasterConfigs(memoryFiles(texts), paths);
  const good = sn('{tp: 8, conc-list: [4]}');
  test.each<[string, Record<string, string>, string[], string]>([
    ['missing file', {}, ['gone.yaml'], "Input file 'gone.yaml' does not exist."],
    ['empty file', { 'e.yaml': '' }, ['e.yaml'], "Config file 'e.yaml' must contain a dictionary"],
    ['list root', { 'l.yaml': '- a\n' }, ['l.yaml'], "Config file 'l.yaml' must contain a dictionary"],
    ['wildcard key', { 'w.yaml': 'a-*: 1\n' }, ['w.yaml'], " Wildcard '*' is not allowed in master config keys: 'a-*'"],
    ['same file twice', { 'm.yaml': good + good.replace('sn:', 'an:') }, ['m.yaml', 'm.yaml'], "Duplicate configuration keys found in 'm.yaml': an, sn"],
    ['broken YAML', { 'b.yaml': 'a: [1, 2\n' }, ['b.yaml'], 'invalid YAML']
  ])('%s', (_name, texts, paths, message) => {
    expect(loadFiles(texts, paths)).toThrow(message);
  });
});

describe('runners file', () => {
  const runners = (text: string) => () => loadRunners(memoryFiles({ 'r.yaml': text }), 'r.yaml');
  test('underscored YAML 1.1 integers and duplicate nodes are fine', () => {
    const loaded = loadRunners(memoryFiles({ 'r.yaml': RUNNERS }), 'r.yaml');
    expect(loaded.labels.get('cluster:r2')).toEqual(['r2-x_0', 'r2-x_1', 'r2-x_0']);
    expect(loaded.hardware.get('cluster:r2')).toEqual({ 'available-cpu-dram-mib': 2000000, 'gpus-per-node': 8 });
  });
  test.each([
    ['missing', 'x.yaml', "Runner config file 'x.yaml' does not exist."],
    ['no labels', 'hardware: {}\n', 'Runner config must define a labels mapping'],
    ['label not a list', 'labels: {a: b}\n', "Runner config entry 'a' must be a list, got str"],
    ['label of None', 'labels: {a: null}\n', "Runner config entry 'a' must be a list, got NoneType"],
    ['non-string node', 'labels: {a: [1]}\n', "Runner config entry 'a' must contain only strings"],
    ['empty label', 'labels: {a: []}\n', "Runner config entry 'a' cannot be an empty list"],
    ['bad hardware', 'labels: {a: [n]}\nhardware: {a: {gpus-per-node: 0, available-cpu-dram-mib: 1}}\n', 'Runner config failed validation:'],
    ['extra top-level key', 'labels: {a: [n]}\nnodes: 1\n', 'Runner config failed validation:']
  ])('%s', (_name, text, message) => {
    const run = text.endsWith('.yaml') ? () => loadRunners(memoryFiles({}), text) : runners(text);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect(toSweepkitErrors(error)[0]).toBeInstanceOf(SweepkitError);
    }
  });
});
