/**
 * The evals conformance corpus (score gate, eval collection, meta_env.json), replayed through the
 * CLI code path in-process: same argv, exactly the case's environment, a scratch copy of input/
 * with the recorded mtimes as the working directory.
 */
import { describe, test } from '@jest/globals';
import { replayIn } from '../../support/replay-case.js';
import { evalsCases, evalsWorkspace, expectCaseResult, SUBCOMMAND } from '../../support/evals-cases.js';

describe('evals conformance (in-process)', () => {
  test.each(evalsCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const run = await replayIn(evalsWorkspace(c), { subcommand: SUBCOMMAND[c.tool], argv: c.argv, env: c.env });
    expectCaseResult(c, run);
  });
});
