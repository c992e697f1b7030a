import { execGit } from '../../../packages/matrix/src/index.js';
import { acceptedMessage, CHANGELOG_MODES, DEFAULT_LINK_POLICY, validateChangelog, type ChangelogMode } from '../../../packages/gating/src/index.js';
import { formatError, formatFinding } from '../../../packages/common/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

const SPEC: ParserSpec = {
  prog: 'sweepkit validate-changelog',
  description: 'Validate the perf-changelog.yaml change between two git refs (docs/gating.md §b).',
  options: [
    { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
    { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base (e.g. origin/main)' },
    { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head (e.g. the PR head sha)' },
    { name: '--all-evals', kind: 'flag', help: 'the PR has the all-evals label' },
    { name: '--evals-only', kind: 'flag', help: 'the PR has the evals-only label' },
    { name: '--mode', kind: 'string', choices: CHANGELOG_MODES, help: 'compat (default): the reference gate; strict: the documented contract; strict-warn: compat, strict findings as warnings' },
    { name: '--pr-number', kind: 'int', help: 'pull request number for the strict pr-link rules (omit on main)' },
    { name: '--no-pr-link-corrections', kind: 'flag', help: 'strict: reject pure pr-link corrections too' },
    { name: '--canonical-repo', kind: 'string', help: `owner/name whose PR links are canonical (default ${DEFAULT_LINK_POLICY.canonicalRepo})` }
  ]
};

const validateChangelogCommand: RunCommand = async (argv, io) => {
  const { values } = parseArgs(SPEC, argv);
  const changelogFile = values['changelog-file'] as string;
  const canonicalRepo = (values['canonical-repo'] as string | undefined) ?? DEFAULT_LINK_POLICY.canonicalRepo;
  const verdict = await validateChangelog(
    {
      changelogFile,
      baseRef: values['base-ref'] as string,
      headRef: values['head-ref'] as string,
      allEvals: values['all-evals'] as boolean,
      evalsOnly: values['evals-only'] as boolean,
      mode: (values.mode as ChangelogMode | undefined) ?? 'compat',
      prNumber: values['pr-number'] as number | undefined,
      links: { canonicalRepo, placeholders: ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`] },
      allowCorrections: !values['no-pr-link-corrections']
    },
    { git: execGit(io.cwd), files: io.files, root: io.cwd }
  );
  for (const warning of verdict.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  for (const error of verdict.errors) io.stderr(`${formatError(error)}\n`);
  if (!verdict.valid) return 1;
  io.stdout(`${acceptedMessage(changelogFile, verdict)}\n`);
  return 0;
};
export default validateChangelogCommand;
