import { resolve } from 'node:path';
import { createRestClient, markdownTable, SweepkitError } from '../../../packages/common/src/index.js';
import {
  githubTriage,
  jsonTextOrFile,
  loadTriageRules,
  rowGpus,
  runTriage,
  SAVING_HEADER,
  savingRows,
  TRIAGE_COMMAND,
  TRIAGE_HEADER,
  triageHeadline,
  triageJson,
  triageRows
} from '../../../packages/triage/src/index.js';
import type { RunCommand } from '../io.js';
import { showSummary } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit triage --run ID`: the failure triage of any past run (token: $GH_TOKEN or
 * $GITHUB_TOKEN), as a table at a terminal, JSON otherwise; `--do-rerun` also re-runs its infrastructure failures once.
 */
const triageCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(TRIAGE_COMMAND, argv, io);
  const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
  if (!token) throw new SweepkitError('sweepkit triage needs a token that may read the run: set GH_TOKEN or GITHUB_TOKEN');
  const inCwd = (file: string): string => resolve(io.cwd, file);
  const api = githubTriage(createRestClient({ token, baseUrl: values['api-url'], repo: values.repository }));
  const outcome = await runTriage(api, loadTriageRules(io.files, values.rules), {
    runId: values.run,
    attempt: values.attempt,
    rerun: values['do-rerun'] === true,
    failFast: values['fail-fast'] === 'true',
    rerunOnFailFast: values['rerun-on-fail-fast'] === 'true',
    matrix: jsonTextOrFile(io.files, { text: values.matrix, file: values['matrix-file'] }, { text: '--matrix', file: '--matrix-file' }, inCwd),
    offlineGpus: rowGpus(
      jsonTextOrFile(
        io.files,
        { text: values['offline-rows'], file: values['offline-rows-file'] },
        { text: '--offline-rows', file: '--offline-rows-file' },
        inCwd
      )
    ),
    tail: values['log-lines']
  });
  if (!showSummary(io, values.json)) {
    io.stdout(`${JSON.stringify({ run: values.run, attempt: outcome.attempt, jobs: triageJson(outcome.triage), gpu_hours: outcome.hours }, null, 2)}\n`);
    return 0;
  }
  io.stdout(`Run ${values.run}, attempt ${outcome.attempt}: ${triageHeadline(outcome.triage, outcome.hours)}\n\n`);
  if (outcome.triage.length) io.stdout(`${markdownTable(TRIAGE_HEADER, triageRows(outcome.triage))}\n`);
  io.stdout(markdownTable(SAVING_HEADER, savingRows(outcome.hours)));
  return 0;
};
export default triageCommand;
