import { createHash } from 'node:crypto';
import { OptionError } from '../../common/src/index.js';

/** What Slurm, srtctl and the name-based cleanup accept without quoting: no shell metacharacters. */
const SAFE_NAME = /^[A-Za-z0-9._-]{1,200}$/;
const SAFE_TAG = /^[A-Za-z0-9._:+-]{1,100}$/;

/**
 * The Slurm job name: the given one, or `sweepkit-<runner>-<12 hex of sha1(result name)>` so that
 * each matrix row of each runner has its own name (a rerun then finds and cancels exactly its
 * own stale jobs). Anything a shell or `scancel --name` could misread is refused.
 */
export function jobName(given: string | undefined, runnerName: string | undefined, resultFilename: string | undefined): string {
  const name =
    given ?? ['sweepkit', runnerName || 'local', ...(resultFilename ? [createHash('sha1').update(resultFilename).digest('hex').slice(0, 12)] : [])].join('-');
  if (!SAFE_NAME.test(name)) {
    throw new OptionError(`{job-name} must be 1 to 200 letters, digits, '.', '_' or '-' (it reaches Slurm and shells), got '${name}'`);
  }
  return name;
}

/** `--tags a,b`, or nothing; each tag is checked, as a comma or a space would split it. */
export function tagArgs(tags: readonly string[] | undefined): string[] {
  if (!tags?.length) return [];
  const bad = tags.find((t) => !SAFE_TAG.test(t));
  if (bad !== undefined) throw new OptionError(`{tags} must be words of letters, digits and . _ : + -, got '${bad}'`);
  return ['--tags', tags.join(',')];
}
