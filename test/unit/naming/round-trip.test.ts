// Seeded random names from the grammar of docs/naming.md §A.9, including exp-names that contain the
// suffix tokens (`_spec-mtp`, `_conc4`, `_tp8-…`), which a plain `_` split would misread.
import { expect, test } from '@jest/globals';
import { SweepkitError } from '../../../packages/common/src/index.js';
import {
  SPEC_DECODINGS,
  computeResultNames,
  formatResultFilename,
  isMultiNode,
  parseResultFilename,
  type Parallelism,
  type ResultNameFields,
  type WorkerPool
} from '../../../packages/naming/src/index.js';
import { seededRandom as rng } from '../../support/seeded-random.js';

const TRAPS = [
  '_spec-mtp',
  '_spec-draft_model',
  '_conc4',
  '_conc1x2',
  '_tp8-pp1-dcp1-pcp1-ep1-dpafalse',
  '_disagg-true',
  '_recipe-0123456789abcdef',
  '_b200-cw_01',
  '_fp8_sglang',
  '__',
  '.',
  '-'
];

function generator(seed: number) {
  const random = rng(seed);
  const int = (max: number): number => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const word = (alphabet: string, min: number, max: number): string =>
    Array.from({ length: min + int(max - min + 1) }, () => alphabet[int(alphabet.length)]).join('');
  const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const expName = (): string =>
    word(ALNUM, 1, 6) + Array.from({ length: int(4) }, () => (random() < 0.5 ? pick(TRAPS) : `_${word(`${ALNUM}._-`, 1, 8)}`)).join('');
  const parallelism = (): Parallelism => ({ tp: int(65), pp: int(9), 'dcp-size': int(9), 'pcp-size': int(9), ep: int(129), 'dp-attn': random() < 0.5 });
  const pool = (): WorkerPool => ({ ...parallelism(), 'num-worker': int(13) });
  return (): ResultNameFields => {
    const common = {
      'exp-name': expName(),
      precision: word(`${ALNUM}.-`, 1, 6),
      framework: word(`${ALNUM.slice(0, 26)}-`, 1, 14),
      disagg: random() < 0.5,
      'spec-decoding': pick(SPEC_DECODINGS),
      'runner-name': `${word('abcdefghijklmnopqrstuvwxyz0123456789-', 1, 16)}_${word('0123456789', 1, 3)}`,
      recipe: random() < 0.5 ? '' : word('0123456789abcdef', 16, 16)
    };
    return random() < 0.5
      ? { ...common, ...parallelism(), conc: int(5000) }
      : { ...common, prefill: pool(), decode: pool(), conc: Array.from({ length: 1 + int(4) }, () => int(5000)) };
  };
}

/** The step environment a template would have for these fields. */
function envOf(f: ResultNameFields): Record<string, string> {
  const s = String;
  const shape = (p: Parallelism, prefix: string, ep: string, dp: string) => ({
    [`${prefix}TP`]: s(p.tp),
    [`${prefix}PP_SIZE`]: s(p.pp),
    [`${prefix}DCP_SIZE`]: s(p['dcp-size']),
    [`${prefix}PCP_SIZE`]: s(p['pcp-size']),
    [`${prefix}${ep}`]: s(p.ep),
    [`${prefix}${dp}`]: s(p['dp-attn'])
  });
  const common = {
    EXP_NAME: f['exp-name'],
    PRECISION: f.precision,
    FRAMEWORK: f.framework,
    DISAGG: s(f.disagg),
    SPEC_DECODING: f['spec-decoding'],
    RUNNER_NAME: f['runner-name'],
    // Only the first 16 characters reach the name; the rest of the SHA-256 is padding here.
    RECIPE_FINGERPRINT: f.recipe ? f.recipe.padEnd(64, '0') : ''
  };
  return isMultiNode(f)
    ? {
        ...common,
        ...shape(f.prefill, 'PREFILL_', 'EP', 'DP_ATTN'),
        PREFILL_NUM_WORKERS: s(f.prefill['num-worker']),
        ...shape(f.decode, 'DECODE_', 'EP', 'DP_ATTN'),
        DECODE_NUM_WORKERS: s(f.decode['num-worker']),
        CONC_LIST: f.conc.join(' ')
      }
    : { ...common, ...shape(f, '', 'EP_SIZE', 'DP_ATTENTION'), CONC: s(f.conc) };
}

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

test.each(SEEDS)('seed %i: parse(format(fields)) = fields, and env mode builds the same name', (seed) => {
  const next = generator(seed);
  for (let i = 0; i < 50; i++) {
    const fields = next();
    const name = formatResultFilename(fields);
    expect({ name, fields: parseResultFilename(name) }).toEqual({ name, fields });
    expect(computeResultNames({ env: envOf(fields) }).resultFilename).toBe(name);
  }
});

test.each(SEEDS)('seed %i: a mangled name either parses to fields that format back to it, or is one SweepkitError', (seed) => {
  const next = generator(seed);
  const random = rng(seed * 7919);
  for (let i = 0; i < 50; i++) {
    const name = formatResultFilename(next());
    const cut = Math.floor(random() * name.length);
    const mangled = random() < 0.5 ? name.slice(0, cut) + name.slice(cut + 1) : name.slice(0, cut) + '_' + name.slice(cut);
    try {
      expect(formatResultFilename(parseResultFilename(mangled))).toBe(mangled);
    } catch (error) {
      expect(error).toBeInstanceOf(SweepkitError);
    }
  }
});
