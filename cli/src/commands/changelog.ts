import { resolve } from 'node:path';
import { pathInside, SafeFolder, SweepkitError, UsageError, execGit } from '../../../packages/common/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';
import { canonicalizeChangelog, DEFAULT_LINK_POLICY, resolveChangelogConflict } from '../../../packages/changelog/src/index.js';

const common: ParserSpec['options'] = [
  { name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the pull request' },
  { name: '--file', kind: 'string', metavar: 'PATH', help: 'the changelog, relative to the repository (default: perf-changelog.yaml)' },
  { name: '--repo', kind: 'string', metavar: 'SLUG', help: 'repository of the canonical pr-link (default: SemiAnalysisAI/InferenceX)' }
];

const SPECS: Record<string, ParserSpec> = {
  canonicalize: {
    prog: 'sweepkit changelog canonicalize',
    description:
      "Replace the XXX placeholder pr-links of the PR's appended entries by the PR's canonical link (working file vs the base ref), strictly validated.",
    options: [{ name: '--base-ref', kind: 'string', required: true, metavar: 'REF', help: 'the base the PR appends to, e.g. origin/main' }, ...common]
  },
  'resolve-conflict': {
    prog: 'sweepkit changelog resolve-conflict',
    description:
      "During a conflicted merge of main: main's bytes plus the PR's appended entries (or pr-link corrections), from index stages 1/2/3, strictly validated.",
    options: common
  }
};

/** `sweepkit changelog canonicalize|resolve-conflict`: the merge helpers of `prepare_perf_changelog_merge.py`. */
const changelog: RunCommand = async (argv, io) => {
  const [sub, ...rest] = argv;
  const spec = sub === undefined ? undefined : SPECS[sub];
  if (!spec) throw new UsageError(`sweepkit changelog: error: expected a subcommand: ${Object.keys(SPECS).join(' or ')}`);
  const { values } = parseArgs(spec, rest);
  const file = (values.file as string | undefined) ?? 'perf-changelog.yaml';
  const context = {
    file,
    prNumber: values['pr-number'] as number,
    links: values.repo ? { ...DEFAULT_LINK_POLICY, canonicalRepo: values.repo as string } : DEFAULT_LINK_POLICY
  };
  const git = execGit(io.cwd);
  // The checkout is the PR's: the changelog is read only as a regular file inside it (a symlink out
  // is refused) and replaced through the atomic writer (random temp name, never a planted one).
  const path = pathInside(resolve(io.cwd), file, '--file');
  try {
    if (sub === 'canonicalize') {
      const base = await git.show(values['base-ref'] as string, file);
      const result = canonicalizeChangelog(base, SafeFolder.at(resolve(io.cwd)).readFile(path), context);
      if (result.changed) SafeFolder.at(resolve(io.cwd)).writeFile(path, result.text);
      io.stdout(`${result.message}\n`);
      return 0;
    }
    const stage = async (n: number) => {
      try {
        return await git.show(`:${n}`, file);
      } catch (error) {
        throw new SweepkitError(`could not read stage ${n} for ${file}: ${(error as Error).message}`);
      }
    };
    const text = resolveChangelogConflict(await stage(1), await stage(2), await stage(3), context);
    SafeFolder.at(resolve(io.cwd)).writeFile(path, text);
    io.stdout(`Resolved ${file} for PR #${context.prNumber}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError) || error.exitCode === 2) throw error;
    io.stderr(`ERROR: ${error.message}\n`);
    return 1;
  }
};
export default changelog;
