// parse(build(row)) recovers the row's fields for every row the sweep-matrix generator produces
// from the real master configs (the matrix fixtures: InferenceX configs at the reference commit).
import { expect, test } from '@jest/globals';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseYaml } from '../../../packages/common/src/index.js';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { generateMatrix } from '../../../packages/matrix/src/index.js';
import { computeResultNames, parseResultFilename } from '../../../packages/naming/src/index.js';
import { rowFields } from './examples.js';

const cwd = join(resolve(fileURLToPath(import.meta.url), '../../..'), 'fixtures/matrix/inferencex');
const files = { readText: (p: string) => nodeFiles.readText(resolve(cwd, p)), exists: (p: string) => nodeFiles.exists(resolve(cwd, p)) };

/** The first concrete runner of the label (runners.yaml `labels`); `<pool>_0` for labels without nodes. */
const runnerOf = (() => {
  const labels = (parseYaml(files.readText('configs/runners.yaml'), 'runners.yaml').value as { labels: Record<string, string[]> }).labels;
  return (label: string): string => labels[label]?.[0] ?? `${label.replace(/^cluster:/, '')}_0`;
})();

test('every generated row (single-node, multi-node, agentic, evals) round-trips through its name', () => {
  const rows = generateMatrix(
    { command: 'full-sweep', configFiles: ['configs/nvidia-master.yaml', 'configs/amd-master.yaml'], runnerConfig: 'configs/runners.yaml' },
    { files, cwd }
  );
  const kinds = new Set(
    rows.map((row) => `${'prefill' in row ? 'multi' : 'single'}-node ${row['scenario-type'] ?? 'fixed-seq-len'}${row['run-eval'] ? ' eval' : ''}`)
  );
  expect([...kinds].sort()).toEqual([
    'multi-node agentic-coding',
    'multi-node fixed-seq-len',
    'multi-node fixed-seq-len eval',
    'single-node agentic-coding',
    'single-node fixed-seq-len',
    'single-node fixed-seq-len eval'
  ]);
  const mismatches = rows.flatMap((row) => {
    const runnerName = runnerOf(row.runner as string);
    const { resultFilename } = computeResultNames({ row, env: {}, runnerName });
    const [parsed, expected] = [parseResultFilename(resultFilename), rowFields(row, runnerName)];
    return isDeepStrictEqual(parsed, expected) ? [] : [{ resultFilename, parsed, expected }];
  });
  expect(mismatches.slice(0, 3)).toEqual([]);
});
