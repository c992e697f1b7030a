import { resolve } from 'node:path';
import { createRestClient, markdownTable, readTextFile, SweepkitError, UsageError, writeFileAtomic } from '../../../packages/common/src/index.js';
import { compactJson, parseMatrixJson } from '../../../packages/matrix/src/index.js';
import {
  checkAvailability,
  githubRunners,
  jsonOption,
  matrixRows,
  offlineDigest,
  RUNNER_AVAILABILITY_COMMAND,
  withoutPyRows
} from '../../../packages/triage/src/index.js';
import type { CliIO, RunCommand } from '../io.js';
import { showSummary } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit runner-availability [--matrix JSON | --matrix-file FILE]`: with a matrix, the labels it
 * needs that have no online runner and their rows (exit 1 with `--on-offline fail`; with `--output`
 * the matrix written without them under `--on-offline skip`); without, the offline digest.
 */
const runnerAvailabilityCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(RUNNER_AVAILABILITY_COMMAND, argv, io);
  const file = values['matrix-file'];
  if (file !== undefined && values.matrix !== undefined) throw new UsageError('--matrix and --matrix-file exclude each other');
  const text = file === undefined ? values.matrix : readTextFile(io.files, resolve(io.cwd, file), file);
  const matrix = jsonOption(text, file ?? '--matrix');
  if (matrix === undefined && (values.output !== undefined || values['skipped-rows'] !== undefined)) {
    throw new UsageError('--output and --skipped-rows need a matrix (--matrix or --matrix-file)');
  }
  const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
  if (!token) throw new SweepkitError('sweepkit runner-availability needs a token that may list runners: set GH_TOKEN or GITHUB_TOKEN');
  const runners = await githubRunners(createRestClient({ token, baseUrl: values['api-url'], repo: values.repository }), values.organization).runners();
  if (matrix === undefined) {
    const digest = offlineDigest(runners);
    const table = markdownTable(
      ['runner', 'os', 'labels'],
      digest.offline.map((r) => [r.name, r.os, r.labels.join(', ')])
    );
    report(io, values, digest, `${digest.offline.length}/${digest.total} self-hosted runners offline\n${digest.offline.length ? `\n${table}` : ''}`);
    return 0;
  }
  const { unavailable, stranded } = checkAvailability(matrixRows(matrix), runners);
  const skip = values['on-offline'] === 'skip' && stranded.length > 0;
  // Both files whole or not at all; the matrix keeps its bytes (Python-compatible numbers) when nothing is dropped.
  if (values.output !== undefined) {
    const out = skip ? `${compactJson(withoutPyRows(parseMatrixJson(text!, { file: file ?? '--matrix' }), matrix, new Set(stranded)))}\n` : text!;
    writeFileAtomic(resolve(io.cwd, values.output), out);
  }
  if (values['skipped-rows'] !== undefined) writeFileAtomic(resolve(io.cwd, values['skipped-rows']), `${JSON.stringify(skip ? stranded : [])}\n`);
  const fate = skip ? 'skipped' : 'would queue on them';
  const table = markdownTable(
    ['label', 'offline runners', 'rows'],
    unavailable.map((u) => [u.label, u.offlineRunners.join(', ') || 'none registered', u.rows.join('\n')])
  );
  report(
    io,
    values,
    { unavailable },
    `${unavailable.length} runner label(s) without an online runner; ${stranded.length} row(s) ${fate}\n${unavailable.length ? `\n${table}` : ''}`
  );
  return values['on-offline'] === 'fail' && stranded.length > 0 ? 1 : 0;
};

/** The exact JSON or, at a terminal, the report on stdout; the report also to `--markdown FILE`. */
function report(io: CliIO, values: { json?: boolean; markdown?: string }, json: unknown, text: string): void {
  io.stdout(showSummary(io, values.json) ? text : `${JSON.stringify(json, null, 2)}\n`);
  if (values.markdown !== undefined) writeFileAtomic(resolve(io.cwd, values.markdown), text);
}
export default runnerAvailabilityCommand;
