import { formatError, formatFinding, execGit } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { acceptedMessage, linkPolicy, validateChangelog, VALIDATE_CHANGELOG_COMMAND } from '../../../packages/changelog/src/index.js';

const validateChangelogCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(VALIDATE_CHANGELOG_COMMAND, argv, io);
  const verdict = await validateChangelog(
    {
      changelogFile: values['changelog-file'],
      // Required on the command line (argparse has checked them).
      baseRef: values['base-ref']!,
      headRef: values['head-ref']!,
      allEvals: values['all-evals'] ?? false,
      evalsOnly: values['evals-only'] ?? false,
      mode: values.mode,
      prNumber: values['pr-number'],
      links: linkPolicy(values['canonical-repo'], values.placeholders),
      allowCorrections: !values['no-pr-link-corrections']
    },
    { git: execGit(io.cwd), files: io.files, root: io.cwd }
  );
  for (const warning of verdict.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  for (const error of verdict.errors) io.stderr(`${formatError(error)}\n`);
  if (!verdict.valid) return 1;
  io.stdout(`${acceptedMessage(values['changelog-file'], verdict)}\n`);
  return 0;
};
export default validateChangelogCommand;
