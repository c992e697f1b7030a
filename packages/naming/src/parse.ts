import { SweepkitError } from '../../common/src/index.js';
import { SPEC_DECODINGS, type Parallelism, type ResultNameFields, type SpecDecoding, type WorkerPool } from './fields.js';
import { BOOL, EXP_NAME, INT, RECIPE_PREFIX_LENGTH, RUNNER_NAME, WORD } from './grammar.js';

const parallelismPattern = (dpToken: string): string => `tp(${INT})-pp(${INT})-dcp(${INT})-pcp(${INT})-ep(${INT})-${dpToken}(${BOOL})`;
const SINGLE_NODE_TOPOLOGY = parallelismPattern('dpa');
const POOL = `${parallelismPattern('dp')}-nw(${INT})`;
const MULTI_NODE_TOPOLOGY = `prefill-${POOL}_decode-${POOL}`;

const toParallelism = (g: readonly string[]): Parallelism => ({
  tp: Number(g[0]),
  pp: Number(g[1]),
  'dcp-size': Number(g[2]),
  'pcp-size': Number(g[3]),
  ep: Number(g[4]),
  'dp-attn': g[5] === 'true'
});
const toPool = (g: readonly string[]): WorkerPool => ({ ...toParallelism(g), 'num-worker': Number(g[6]) });

/**
 * Reads a name from the right (docs/naming.md §A.9): exp-names, runner names and `draft_model` contain
 * `_`, so splitting on `_` is ambiguous, but every suffix token is anchored at the end.
 */
class Tail {
  private rest: string;

  constructor(private readonly name: string) {
    this.rest = name;
  }

  /** Removes `_<pattern>` from the end and returns its groups; undefined when absent. */
  optional(pattern: string): string[] | undefined {
    const match = new RegExp(`_(?:${pattern})$`).exec(this.rest);
    if (!match) return undefined;
    this.rest = this.rest.slice(0, match.index);
    return match.slice(1);
  }

  take(pattern: string, what: string): string[] {
    const groups = this.optional(pattern);
    if (groups) return groups;
    const after = this.name.slice(this.rest.length);
    throw new SweepkitError(
      `not a RESULT_FILENAME: expected ${what} ${after ? `before ${JSON.stringify(after)}` : 'at the end'} in ${JSON.stringify(this.name)}`,
      { code: 'bad-name' }
    );
  }

  /** exp-name, precision, framework: the last two `_` fields are precision and framework. */
  head(): [string, string, string] {
    const match = new RegExp(`^(${EXP_NAME})_(${WORD})_(${WORD})$`).exec(this.rest);
    if (!match) {
      throw new SweepkitError(`not a RESULT_FILENAME: expected <exp-name>_<precision>_<framework> at the start of ${JSON.stringify(this.name)}`, {
        code: 'bad-name'
      });
    }
    return [match[1]!, match[2]!, match[3]!];
  }
}

/** The inverse of formatResultFilename: the fields of a RESULT_FILENAME (the matrix-row keys). */
export function parseResultFilename(name: string): ResultNameFields {
  const tail = new Tail(name);
  const recipe = tail.optional(`recipe-([0-9a-f]{${RECIPE_PREFIX_LENGTH}})`)?.[0] ?? '';
  const [runner] = tail.take(`(${RUNNER_NAME})`, 'the runner name _<pool>_<digits>');
  const [conc] = tail.take(`conc(${INT}(?:x${INT})*)`, '_conc<n>[x<n>…]');
  const [spec] = tail.take(`spec-(${SPEC_DECODINGS.join('|')})`, `_spec-<${SPEC_DECODINGS.join('|')}>`);
  const [disagg] = tail.take(`disagg-(${BOOL})`, '_disagg-<true|false>');
  const multi = tail.optional(MULTI_NODE_TOPOLOGY);
  const single = multi ? undefined : tail.take(SINGLE_NODE_TOPOLOGY, 'the topology (_tp…-dpa<bool> or _prefill-…_decode-…-nw<n>)');
  const [expName, precision, framework] = tail.head();
  const concs = conc!.split('x').map(Number);
  const common = { 'exp-name': expName, precision, framework };
  const rest = <C>(c: C) => ({ disagg: disagg === 'true', 'spec-decoding': spec as SpecDecoding, conc: c, 'runner-name': runner!, recipe });
  if (multi) return { ...common, prefill: toPool(multi.slice(0, 7)), decode: toPool(multi.slice(7)), ...rest(concs) };
  if (concs.length !== 1) {
    throw new SweepkitError(`not a RESULT_FILENAME: a single-node name has exactly one concurrency, got "conc${conc}" in ${JSON.stringify(name)}`, {
      code: 'bad-name'
    });
  }
  return { ...common, ...toParallelism(single!), ...rest(concs[0]!) };
}
