import { changelogMatrixJson, processChangelog, execGit } from '../../../packages/matrix/src/index.js';
import { formatFinding } from '../../../packages/common/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

const SPEC: ParserSpec = {
  prog: 'sweepkit process-changelog',
  description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix (docs/matrix.md §9.5).',
  options: [
    { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base' },
    { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head' },
    { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
    { name: '--trim-conc', kind: 'flag', help: 'keep only the lowest concurrency of each curve (sweep-enabled)' },
    { name: '--all-evals', kind: 'flag', help: 'every eligible config also gets eval rows' },
    { name: '--evals-only', kind: 'flag', help: 'no throughput rows' }
  ]
};

const processChangelogCommand: RunCommand = async (argv, io) => {
  const { values } = parseArgs(SPEC, argv);
  const result = await processChangelog(
    {
      baseRef: values['base-ref'] as string,
      headRef: values['head-ref'] as string,
      changelogFile: values['changelog-file'] as string,
      trimConc: values['trim-conc'] as boolean,
      allEvals: values['all-evals'] as boolean,
      evalsOnly: values['evals-only'] as boolean
    },
    { git: execGit(io.cwd), files: io.files, root: io.cwd }
  );
  for (const warning of result.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  io.stdout(changelogMatrixJson(result.matrix));
  return 0;
};
export default processChangelogCommand;
