import { isTrue, metaEnvJson, type Env } from '../../job/src/index.js';

/**
 * The launcher's `meta_env.json` (launcher.md a.2 step 18): for a job that ran an eval (`RUN_EVAL`
 * or `EVAL_ONLY`), the job's environment through the job package's writer, as the bash launcher's
 * `_write_lm_eval_meta_json meta_env.json "" "${EVAL_CONC:-${CONC:-1}}"` with `IS_MULTINODE=true`.
 * The reference interpolated a several-word EVAL_CONC as is (invalid JSON); here `conc` is its
 * first word, so the score gate reads the file and names the missing batch manifest instead.
 * Undefined when the job ran no eval.
 */
export function launcherMetaEnv(env: Env): string | undefined {
  if (!isTrue(env.RUN_EVAL) && !isTrue(env.EVAL_ONLY)) return undefined;
  const conc = (env.EVAL_CONC?.trim() || env.CONC?.trim() || '1').split(/\s+/)[0]!;
  return metaEnvJson({ ...env, IS_MULTINODE: 'true' }, conc);
}
