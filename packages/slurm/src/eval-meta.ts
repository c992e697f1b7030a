import { isTrue, metaEnvJson, type Env } from '../../job/src/index.js';

const CONC = /^[1-9][0-9]*$/;
/** A batched lm-eval result of one concurrency (the score gate's rule): `results…_conc<N>[_<k>].json`. */
const BATCHED_RESULT = /^results.*_conc(\d+)(?:_\d+)?\.json$/;

/**
 * The launcher's `meta_env.json` (launcher.md a.2 step 18): for a job that ran an eval (`RUN_EVAL`
 * or `EVAL_ONLY`), the job's environment through the job package's writer, as the bash launcher's
 * `_write_lm_eval_meta_json meta_env.json "" "${EVAL_CONC:-${CONC:-1}}"` with `IS_MULTINODE=true`.
 * Several EVAL_CONC values (eval-all-concs) are a batch: the reference interpolated them as is
 * (invalid JSON); here `eval_concs` lists them and `completed_eval_concs` the ones whose result
 * file (`results…_conc<N>.json`, `files`: the names the job left) is there, so the score gate names
 * a missing concurrency instead of failing on the metadata. Undefined when the job ran no eval.
 */
export function launcherMetaEnv(env: Env, files: readonly string[] = []): string | undefined {
  if (!isTrue(env.RUN_EVAL) && !isTrue(env.EVAL_ONLY)) return undefined;
  const multi = { ...env, IS_MULTINODE: 'true' };
  const concs = (env.EVAL_CONC?.trim() || env.CONC?.trim() || '1').split(/\s+/);
  if (concs.length > 1 && concs.every((c) => CONC.test(c))) {
    const found = new Set(files.map((f) => BATCHED_RESULT.exec(f)?.[1]));
    return metaEnvJson(multi, concs[0]!, { eval: concs, completed: concs.filter((c) => found.has(c)), failed: [] });
  }
  return metaEnvJson(multi, concs[0]!);
}
