import { resolve } from 'node:path';
import { SweepkitError, systemClock, UsageError, githubRestClient, runGit } from '../../../packages/common/src/index.js';
import {
  commaList,
  execMergeGit,
  loadLabelPolicy,
  MERGE_WITH_REUSE_COMMAND,
  mergeWithReuse,
  pinnedRunIdOption,
  repoFromRemoteUrl,
  restMergeGitHub
} from '../../../packages/gating/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { linkPolicy } from '../../../packages/changelog/src/index.js';

const PROG = `sweepkit ${MERGE_WITH_REUSE_COMMAND.cli}`;

/** `owner/name` from --repo / $GITHUB_REPOSITORY, else from the remote's URL (as gh does). */
async function repository(given: string | undefined, cwd: string, remote: string): Promise<string> {
  if (given) return given;
  // The configured URL, before url.<base>.insteadOf rewrites it for fetch and push.
  const url = await runGit(cwd, ['config', '--get', `remote.${remote}.url`]).then(
    (out) => out.toString('utf8'),
    () => ''
  );
  const repo = repoFromRemoteUrl(url);
  if (!repo) throw new UsageError(`${PROG}: error: --repo is required (the URL of remote '${remote}' names no GitHub repository)`);
  return repo;
}

/**
 * `sweepkit merge-with-reuse PR`: the operator path of `utils/merge_with_reuse.sh`. Progress on
 * stdout; any failure is `error: {message}` and exit 1, and nothing is posted, pushed or merged
 * after a failed step (a failure before the push leaves GitHub untouched).
 */
const mergeWithReuseCommand: RunCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs(MERGE_WITH_REUSE_COMMAND, argv, io, [{ name: 'PR', help: 'the pull request number' }]);
  const prText = positionals[0]!;
  if (!/^[1-9]\d*$/.test(prText)) throw new UsageError(`${PROG}: error: argument PR: invalid pull request number: '${prText}'`);
  let runId: string | undefined;
  try {
    runId = pinnedRunIdOption(values['run-id']);
  } catch (error) {
    throw error instanceof UsageError ? new UsageError(`${PROG}: error: ${error.message}`) : error;
  }
  try {
    const repo = await repository(values.repo, io.cwd, values.remote);
    const policyFile = values['policy-file'];
    const policy = loadLabelPolicy(io.files, policyFile === undefined ? undefined : resolve(io.cwd, policyFile), policyFile);
    const client = githubRestClient(io.env, repo);
    await mergeWithReuse(
      {
        repo,
        pr: Number(prText),
        remote: values.remote,
        changelogFile: values.file,
        links: linkPolicy(repo),
        policy,
        workflowId: values['workflow-id'],
        command: values['pinned-run-command'],
        allowedAssociations: commaList(values['allowed-author-associations']),
        runId,
        expiryWarningDays: values['expiry-warning-days'],
        checkName: values['check-name'],
        checkTimeoutSeconds: values['check-timeout'],
        pollSeconds: values['poll-interval'],
        dryRun: values['dry-run']
      },
      {
        github: restMergeGitHub(client),
        git: execMergeGit(io.cwd),
        clock: systemClock,
        log: (line) => io.stdout(`${line}\n`)
      }
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError) || error.exitCode === 2) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 1;
  }
};
export default mergeWithReuseCommand;
