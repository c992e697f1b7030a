import { isAbsolute, relative, resolve, sep } from 'node:path';
import { type CommandOptions } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { checkVendored, shippedActions, sweepkitRoot, vendor, vendoredBytes } from '../vendor.js';

const VENDOR_COMMAND = {
  cli: 'vendor',
  description:
    'Copy what the chosen actions need (action.yml, their bundles, the schemas they name, a manifest with checksums) into DIR, ' +
    'so `uses: ./DIR/actions/<name>` works without pinning a tag. --check verifies DIR against its manifest.',
  options: {
    actions: { kind: 'string', metavar: 'A,B,…', help: 'the actions to copy, comma-separated (default: every action)' },
    check: { kind: 'flag', default: false, help: 'verify DIR against its manifest instead of writing it' }
  }
} as const satisfies CommandOptions;

/** `sweepkit vendor DIR [--actions a,b,…]` and `sweepkit vendor DIR --check`. */
const vendorCommand: RunCommand = (argv, io) => {
  const { values, positionals } = parseCommandArgs(VENDOR_COMMAND, argv, io, [{ name: 'DIR', help: 'the folder to write, e.g. vendor/sweepkit' }]);
  const dir = resolve(io.cwd, positionals[0]!);
  if (values.check) {
    const problems = checkVendored(dir, positionals[0]);
    for (const problem of problems) io.stdout(`${positionals[0]}/${problem}\n`);
    io.stderr(`vendor --check: ${problems.length ? `${problems.length} problem(s)` : 'every file matches the manifest'}\n`);
    return problems.length ? 1 : 0;
  }
  const root = sweepkitRoot();
  const actions = values.actions
    ? values.actions
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
    : shippedActions(root);
  const manifest = vendor(root, dir, actions, positionals[0]);
  const bytes = vendoredBytes(dir, manifest);
  io.stdout(`vendored ${actions.join(', ')} into ${positionals[0]}: ${Object.keys(manifest.files).length} files, ${(bytes / 1e6).toFixed(2)} MB\n`);
  // `uses: ./…` is relative to the repository root, which the command is run from.
  const fromRoot = relative(io.cwd, dir).split(sep).join('/');
  io.stdout(
    fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)
      ? `use them as: uses: ./<path of ${dir} in its repository>/actions/<name>\n`
      : `use them as: uses: ./${fromRoot}/actions/<name>\n`
  );
  return 0;
};
export default vendorCommand;
