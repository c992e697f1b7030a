import { UsageError } from '../../../packages/common/src/index.js';
import { computeResultNames, namesObject, parseResultFilename, rowFromJson } from '../../../packages/naming/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

const MODES = ['--row', '--env', '--parse'];
const otherModes = (mode: string): string[] => MODES.filter((m) => m !== mode);

const spec: ParserSpec = {
  prog: 'sweepkit result-filename',
  description:
    'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
  options: [
    { name: '--row', kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: otherModes('--row') },
    { name: '--env', kind: 'flag', help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment', conflicts: otherModes('--env') },
    { name: '--parse', kind: 'string', metavar: 'NAME', help: 'print the fields of a RESULT_FILENAME as JSON', conflicts: otherModes('--parse') },
    { name: '--runner-name', kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
    { name: '--json', kind: 'flag', help: 'print result-filename, result-filename-base and the artifact names as one JSON object' }
  ]
};

const resultFilename: RunCommand = (argv, io) => {
  const { values } = parseArgs(spec, argv);
  const parse = values.parse as string | undefined;
  if (parse !== undefined) {
    io.stdout(`${JSON.stringify(parseResultFilename(parse), null, 2)}\n`);
    return 0;
  }
  const row = values.row as string | undefined;
  if (row === undefined && !values.env) throw new UsageError(`${spec.prog}: error: one of the arguments ${MODES.join(' ')} is required`);
  const names = computeResultNames({
    row: row === undefined ? undefined : rowFromJson(row, '--row'),
    env: io.env,
    runnerName: values['runner-name'] as string | undefined
  });
  io.stdout(
    values.json
      ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: namesObject(names.artifacts) }, null, 2)}\n`
      : `${names.resultFilename}\n`
  );
  return 0;
};
export default resultFilename;
