import { SPEC_DECODINGS, type Parallelism, type ResultNameFields, type WorkerPool } from './fields.js';
import { FieldReader, type Labelled } from './field-reader.js';
import { EXP_NAME, INT, RECIPE_FINGERPRINT, RECIPE_PREFIX_LENGTH, RUNNER_NAME, WORD } from './grammar.js';
import { AGENTIC_SCENARIO, CONC_VARIABLE, POOL_ROLES } from './template-variables.js';
import type { ValueSource } from './value-source.js';

/** Which upload steps of the template run (docs/naming.md §A.7). */
export interface JobKind {
  agentic: boolean;
  evalOnly: boolean;
  runEval: boolean;
}

function readParallelism(reader: FieldReader, variable: (suffix: string) => string, ep: string, dpAttn: string): Parallelism {
  return {
    tp: reader.int(variable('TP')),
    pp: reader.int(variable('PP_SIZE')),
    'dcp-size': reader.int(variable('DCP_SIZE')),
    'pcp-size': reader.int(variable('PCP_SIZE')),
    ep: reader.int(variable(ep)),
    'dp-attn': reader.bool(variable(dpAttn))
  };
}

function readPool(reader: FieldReader, role: keyof typeof POOL_ROLES): WorkerPool {
  const variable = (suffix: string): string => `${role}_${suffix}`;
  return { ...readParallelism(reader, variable, 'EP', 'DP_ATTN'), 'num-worker': reader.int(variable('NUM_WORKERS')) };
}

function readConcList(reader: FieldReader): number[] {
  const { text, label } = reader.value(CONC_VARIABLE.multi);
  const words = text?.trim() ? text.trim().split(/\s+/) : [text?.trim()];
  return words.map((word) => Number(reader.token({ text: word, label }, INT, 'a list of non-negative integers') || 0));
}

/** `${RECIPE_FINGERPRINT:0:16}`, after checking it is the SHA-256 the matrix validator requires. */
function readRecipe(reader: FieldReader): string {
  const value = reader.value('RECIPE_FINGERPRINT');
  if (!value.text) return '';
  return reader.token(value, RECIPE_FINGERPRINT, '64 lowercase hex characters (a SHA-256) or empty').slice(0, RECIPE_PREFIX_LENGTH);
}

/**
 * Every value of the name, checked against the grammar of docs/naming.md §A.9, plus the job kind that
 * decides the artifact names. Throws (all problems at once) instead of returning a partial result.
 */
export function readNameFields(source: ValueSource, runner: Labelled): { fields: ResultNameFields; job: JobKind } {
  const reader = new FieldReader(source);
  const common = {
    'exp-name': reader.token(reader.value('EXP_NAME'), EXP_NAME, 'letters, digits, ".", "_" and "-"'),
    precision: reader.token(reader.value('PRECISION'), WORD, 'letters, digits, "." and "-" (no "_")'),
    framework: reader.token(reader.value('FRAMEWORK'), WORD, 'letters, digits, "." and "-" (no "_")')
  };
  const topology = source.multiNode
    ? { prefill: readPool(reader, 'PREFILL'), decode: readPool(reader, 'DECODE') }
    : readParallelism(reader, (suffix) => suffix, 'EP_SIZE', 'DP_ATTENTION');
  const rest = {
    disagg: reader.bool('DISAGG'),
    'spec-decoding': reader.choice('SPEC_DECODING', SPEC_DECODINGS, 'the spec-decoding values the config schema allows'),
    conc: source.multiNode ? readConcList(reader) : reader.int(CONC_VARIABLE.single),
    'runner-name': reader.token(runner, RUNNER_NAME, '<pool>_<digits> like b200-dgxc_01 (the runner name, not its label)'),
    recipe: readRecipe(reader)
  };
  const job: JobKind = {
    agentic: source.text('SCENARIO_TYPE') === AGENTIC_SCENARIO,
    evalOnly: reader.flag('EVAL_ONLY'),
    runEval: reader.flag('RUN_EVAL')
  };
  reader.finish();
  return { fields: { ...common, ...topology, ...rest } as ResultNameFields, job };
}
