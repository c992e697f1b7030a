import { resolve } from 'node:path';
import { readTextFile, githubRestClient } from '../../../packages/common/src/index.js';
import { restSignoffGitHub } from '../../../packages/gating/src/index.js';
import { DEFAULT_REUSE_RULES, parsePayloadObject, runSignoffCheck, SIGNOFF_CHECK_COMMAND } from '../../../packages/gating/src/index.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/** The sign-off pre-checks; prints the result as JSON, exit 0 (the `proceed` field carries the verdict). */
const signoffCheck: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(SIGNOFF_CHECK_COMMAND, argv, io);
  const read = (path: string) => readTextFile(io.files, resolve(io.cwd, path), path);
  const payload = parsePayloadObject(read(values['event-path']), values['event-path']);
  const client = githubRestClient(io.env, values.repo);
  const result = await runSignoffCheck(
    {
      eventName: values['event-name'],
      payload,
      commentUrl: values['comment-url'] ?? '',
      codeowners: read(values['codeowners-file']),
      checklistTemplate: read(values['checklist-file']),
      reuse: DEFAULT_REUSE_RULES,
      repo: values.repo
    },
    restSignoffGitHub(client)
  );
  printJsonOutput(io, values.json, `${JSON.stringify(result, null, 2)}\n`, 'sign-off pre-checks');
  return 0;
};
export default signoffCheck;
