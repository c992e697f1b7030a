import { pyJsonString } from '../../common/src/index.js';

/**
 * `meta_env.json`, the eval artifact's description of the job (benchmark_lib.sh
 * `append_lm_eval_summary` / `_write_lm_eval_meta_json`): the job's env → file contract. The
 * in-job CLI (`sweepkit eval-meta-env`) and the multi-node launcher write it; the score gate and
 * the collector only read it.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** The files the writer touches, every path relative to the working directory. */
export interface MetaEnvFs {
  isDir(path: string): boolean;
  /** Writes the whole file at once (never a partial file). */
  write(path: string, text: string): void;
  /** Every file below a folder, any depth, as paths relative to the working directory. */
  walkFiles(dir: string): string[];
  /** Moves a file over whatever is at the target. */
  move(from: string, to: string): void;
  /** Removes a folder and everything below it; never one that holds the working directory. */
  removeTree(dir: string): void;
}

export interface MetaEnvOutcome {
  exitCode: 0 | 1;
  stdout: string[];
  stderr: string[];
  /** The path written, relative to the working directory, or undefined. */
  written?: string;
}

const TRUE_ISH = /^(1|true|yes|on)$/i;
const CONC = /^[1-9][0-9]*$/;
const first = (...values: (string | undefined)[]): string | undefined => values.find((v) => v !== undefined && v !== '');

/** A JSON value written the way the template interpolates it, but always valid JSON: numbers bare, anything else quoted. */
const bare = (text: string): string => (/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text) ? text : pyJsonString(text, false));
const quoted = (text: string): string => pyJsonString(text, false);
const bool = (value: boolean): string => (value ? 'true' : 'false');

/**
 * `bridge_disagg_eval_metadata` (spec §3): the prefill/decode topology the file records. The
 * single-node `EP_SIZE` and `DP_ATTENTION` are never read (bridging overwrites them from the
 * `PREFILL_*` names first); the first non-empty DP spelling decides, even when false-ish.
 */
function topology(env: Env) {
  const tp = first(env.PREFILL_TP, env.PREFILL_TP_SIZE, env.TP) ?? '1';
  const decodeTp = first(env.DECODE_TP, env.DECODE_TP_SIZE, tp) ?? tp;
  // `_resolve_disagg_ep`: an EP of exactly `1` with the side's expert parallelism enabled is its TP size.
  const ep = (side: 'PREFILL' | 'DECODE', sideTp: string): string => {
    const v = first(env[`${side}_EP`]) ?? '1';
    return v === '1' && TRUE_ISH.test(first(env[`${side}_ENABLE_EP`]) ?? 'false') ? (first(env[`${side}_TP_SIZE`]) ?? sideTp) : v;
  };
  const dp = (side: 'PREFILL' | 'DECODE'): boolean =>
    TRUE_ISH.test(first(env[`${side}_DP_ATTN`], env[`${side}_DP_ATTENTION`], env[`${side}_ENABLE_DP`]) ?? 'false');
  const prefillEp = ep('PREFILL', tp);
  const prefillDp = dp('PREFILL');
  const side = (prefix: string, sideTp: string, sideEp: string, sideDp: boolean, workers: string | undefined) => ({
    [`${prefix}_tp`]: bare(sideTp),
    [`${prefix}_pp`]: bare(first(env[`${prefix.toUpperCase()}_PP_SIZE`], env.PP_SIZE) ?? '1'),
    [`${prefix}_dcp_size`]: bare(first(env[`${prefix.toUpperCase()}_DCP_SIZE`], env.DCP_SIZE) ?? '1'),
    [`${prefix}_pcp_size`]: bare(first(env[`${prefix.toUpperCase()}_PCP_SIZE`], env.PCP_SIZE) ?? '1'),
    [`${prefix}_ep`]: bare(sideEp),
    [`${prefix}_dp_attention`]: bool(sideDp),
    [`${prefix}_num_workers`]: bare(workers ?? '1')
  });
  return {
    tp,
    ep: prefillEp,
    dp: prefillDp,
    prefill: side('prefill', tp, prefillEp, prefillDp, first(env.PREFILL_NUM_WORKERS, env.xP)),
    decode: side('decode', decodeTp, ep('DECODE', decodeTp), dp('DECODE'), first(env.DECODE_NUM_WORKERS, env.yD))
  };
}

// The template's `sed 's/.*_\([^_][^_]*\)_\([^_][^_]*\)_tp.*/…/'`: the last `_<precision>_<framework>_tp`.
const NAME_FIELDS = /^.*_([^_\n]+)_([^_\n]+)_tp/;

/** FRAMEWORK and PRECISION, or where either is empty the two `_` fields before the last `_tp` of RESULT_FILENAME. */
function frameworkAndPrecision(env: Env): { framework: string; precision: string } {
  let framework = env.FRAMEWORK ?? '';
  let precision = env.PRECISION ?? '';
  const match = framework === '' || precision === '' ? NAME_FIELDS.exec(env.RESULT_FILENAME ?? '') : null;
  if (match) {
    framework ||= match[2]!;
    precision ||= match[1]!;
  }
  return { framework: framework || 'unknown', precision: precision || 'unknown' };
}

/** The file's text: the template's key order and two-space layout, values escaped. */
export function metaEnvJson(env: Env, conc: string, batch?: { eval: string[]; completed: string[]; failed: string[] }): string {
  const t = topology(env);
  const { framework, precision } = frameworkAndPrecision(env);
  const list = (values: string[]): string => `[${values.join(', ')}]`;
  const entries: [string, string][] = [
    ['is_multinode', bool(env.IS_MULTINODE === 'true')],
    ['framework', quoted(framework)],
    ['precision', quoted(precision)],
    ['spec_decoding', quoted(env.SPEC_DECODING ?? '')],
    ['recipe_fingerprint', quoted(env.RECIPE_FINGERPRINT ?? '')],
    ['tp', bare(t.tp)],
    ['pp', bare(first(env.PP_SIZE) ?? '1')],
    ['dcp_size', bare(first(env.DCP_SIZE) ?? '1')],
    ['pcp_size', bare(first(env.PCP_SIZE) ?? '1')],
    ['conc', bare(conc)],
    ...(batch
      ? ([
          ['eval_concs', list(batch.eval)],
          ['completed_eval_concs', list(batch.completed)],
          ['failed_eval_concs', list(batch.failed)]
        ] as [string, string][])
      : []),
    ['ep', bare(t.ep)],
    ['dp_attention', bool(t.dp)],
    ...Object.entries(t.prefill),
    ...Object.entries(t.decode),
    ['model', quoted(first(env.MODEL_NAME, env.MODEL) ?? '')],
    ['infmax_model_prefix', quoted(first(env.MODEL_PREFIX) ?? 'unknown')],
    ['hw', quoted(first(env.RUNNER_TYPE) ?? 'unknown')],
    ['isl', quoted(first(env.ISL) ?? '0')],
    ['osl', quoted(first(env.OSL) ?? '0')]
  ];
  return `{\n${entries.map(([k, v]) => `  "${k}": ${v}`).join(',\n')}\n}\n`;
}

const words = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter((w) => w !== '');

/**
 * Writes meta_env.json as the in-job library does after lm-eval (spec §3): batched
 * (`EVAL_BATCHED_CONCS`) into the working directory; otherwise into EVAL_RESULT_DIR, then every
 * `*.json*` below that folder (meta_env.json included) moves up to the working directory and the
 * folder is removed.
 */
export function writeMetaEnv(fs: MetaEnvFs, env: Env): MetaEnvOutcome {
  const batched = env.EVAL_BATCHED_CONCS ?? '';
  if (batched !== '') {
    const lists = [words(batched), words(env.EVAL_BATCHED_COMPLETED_CONCS), words(env.EVAL_BATCHED_FAILED_CONCS)];
    const invalid = lists.flat().find((v) => !CONC.test(v));
    if (invalid !== undefined) return { exitCode: 1, stdout: [], stderr: [`ERROR: invalid eval concurrency '${invalid}'`] };
    // `${EVAL_BATCHED_CONCS%% *}`, and when that is empty the single-run default.
    const conc = first(batched.split(' ')[0], env.CONC) ?? '1';
    fs.write('meta_env.json', metaEnvJson(env, conc, { eval: lists[0]!, completed: lists[1]!, failed: lists[2]! }));
    return { exitCode: 0, stdout: ['Prepared batched eval artifacts in: .'], stderr: [], written: 'meta_env.json' };
  }
  const dir = env.EVAL_RESULT_DIR ?? '';
  if (dir === '') return { exitCode: 1, stdout: [], stderr: ['WARN: EVAL_RESULT_DIR is empty; skipping artifact collection'] };
  if (!fs.isDir(dir)) return { exitCode: 1, stdout: [], stderr: [`WARN: EVAL_RESULT_DIR='${dir}' does not exist; skipping artifact collection`] };
  const inside = (name: string): string => (dir.endsWith('/') ? dir + name : `${dir}/${name}`);
  fs.write(inside('meta_env.json'), metaEnvJson(env, first(env.CONC) ?? '1'));
  for (const file of fs.walkFiles(dir).sort()) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (name.includes('.json')) fs.move(file, name);
  }
  fs.removeTree(dir);
  return { exitCode: 0, stdout: ['Moved eval artifacts to: .'], stderr: [], written: 'meta_env.json' };
}
