import { formatFinding, execGit } from '../../../packages/common/src/index.js';
import { PROCESS_CHANGELOG_COMMAND } from '../../../packages/matrix/src/index.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';
import { changelogMatrixJson, processChangelog } from '../../../packages/changelog/src/index.js';

const processChangelogCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(PROCESS_CHANGELOG_COMMAND, argv, io);
  const result = await processChangelog(
    {
      // Required on the command line (argparse has checked them).
      baseRef: values['base-ref']!,
      headRef: values['head-ref']!,
      changelogFile: values['changelog-file'],
      trimConc: values['trim-conc'],
      allEvals: values['all-evals'] ?? false,
      evalsOnly: values['evals-only'] ?? false
    },
    { git: execGit(io.cwd), files: io.files, root: io.cwd }
  );
  for (const warning of result.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  printJsonOutput(io, values.json, changelogMatrixJson(result.matrix), 'changelog matrix (rows per bucket)');
  return 0;
};
export default processChangelogCommand;
