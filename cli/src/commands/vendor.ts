import { isAbsolute, relative, resolve, sep } from 'node:path';
import { type CommandOptions, UsageError } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { checkVendored, earlierManifest, everyPart, manifestParts, resolveParts, sweepkitRoot, vendor, vendoredBytes } from '../vendor.js';

const VENDOR_COMMAND = {
  cli: 'vendor',
  description:
    'Copy everything an adopter runs into DIR — the actions (action.yml, bundles, the schemas they name), the CLI as DIR/cli/index.js — ' +
    'and the reusable workflows into .github/workflows/sweepkit-<name>.yml with every Sweepkit reference pointing at the copies, ' +
    'with a manifest of checksums. Run from the repository root. --check verifies DIR and the workflows against the manifest.',
  options: {
    actions: {
      kind: 'string',
      metavar: 'A,B,…',
      help: 'the parts to add or refresh, comma-separated: actions, reusable workflows (benchmark-singlenode, with the actions they use) or cli; the parts DIR already holds are kept (default: every part)'
    },
    prune: { kind: 'flag', default: false, help: 'remove the parts DIR holds that are not named (with --actions) or no longer shipped' },
    check: {
      kind: 'flag',
      default: false,
      help: 'verify DIR and its workflows against the manifest and against what this release ships, instead of writing them; links and special files are reported, never read'
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit vendor DIR [--actions a,b,…] [--prune]` and `sweepkit vendor DIR --check`. */
const vendorCommand: RunCommand = (argv, io) => {
  const { values, positionals } = parseCommandArgs(VENDOR_COMMAND, argv, io, [{ name: 'DIR', help: 'the folder to write, e.g. vendor/sweepkit' }]);
  const shown = positionals[0]!.replace(/\/+$/, '');
  const dir = resolve(io.cwd, shown);
  if (values.check) {
    let release: string | undefined;
    try {
      release = sweepkitRoot();
    } catch {
      io.stderr(`vendor --check: not compared with a release (this CLI runs outside a Sweepkit checkout): only the manifest's own checksums\n`);
    }
    const inside = !relative(io.cwd, dir).startsWith('..') && !isAbsolute(relative(io.cwd, dir));
    const problems = checkVendored(dir, { shown, release, repository: inside ? io.cwd : undefined });
    for (const problem of problems) io.stdout(`${problem}\n`);
    io.stderr(`vendor --check: ${problems.length ? `${problems.length} problem(s)` : 'every file matches the manifest'}\n`);
    return problems.length ? 1 : 0;
  }
  const root = sweepkitRoot();
  const every = everyPart(root);
  const named = values.actions
    ? values.actions
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
    : [...every.actions, ...every.workflows, 'cli'];
  // Without --prune the parts an earlier run vendored stay (refreshed from this release).
  const kept = values.prune ? [] : manifestParts(earlierManifest(dir, shown)).filter((part) => !named.includes(part));
  const stale = kept.filter((part) => part !== 'cli' && !every.actions.includes(part) && !every.workflows.includes(part));
  if (stale.length)
    throw new UsageError(`sweepkit vendor: error: ${shown} holds ${stale.join(', ')}, which this release does not ship: add --prune to remove it`);
  const parts = resolveParts(root, [...named, ...kept]);
  const manifest = vendor(root, dir, parts, { shown, repository: io.cwd });
  const bytes = vendoredBytes(dir, manifest);
  const list = [...parts.actions, ...parts.workflows, ...(parts.cli ? ['cli'] : [])];
  io.stdout(`vendored ${list.join(', ')} into ${shown}: ${Object.keys(manifest.files).length} files, ${(bytes / 1e6).toFixed(2)} MB\n`);
  // `uses: ./…` is relative to the repository root, which the command is run from.
  const fromRoot = relative(io.cwd, dir).split(sep).join('/');
  const inside = !(fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot));
  if (parts.actions.length)
    io.stdout(inside ? `use them as: uses: ./${fromRoot}/actions/<name>\n` : `use them as: uses: ./<path of ${dir} in its repository>/actions/<name>\n`);
  if (parts.workflows.length) io.stdout(`call the workflows as: uses: ./.github/workflows/sweepkit-<name>.yml (${parts.workflows.join(', ')})\n`);
  if (parts.cli) io.stdout(`run the CLI as: node ${shown}/cli/index.js --help\n`);
  return 0;
};
export default vendorCommand;
