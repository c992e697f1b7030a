// actions/_kit/src/core.ts stands in for @actions/core (tsconfig paths): every call the actions
// make writes the same bytes as @actions/core 3 itself — stdout commands, file commands, summary.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as shim from '../../../actions/_kit/src/core.js';
import * as real from '../../../node_modules/@actions/core/lib/core.js';

type Core = typeof shim;
const FILES = ['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'] as const;
const saved = { ...process.env };

/** What one call writes: stdout and the runner files, the random heredoc delimiters made equal. */
async function effects(core: Core, call: (core: Core) => unknown, files: boolean): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-core-'));
  for (const name of FILES) {
    if (files) {
      process.env[name] = join(dir, name);
      writeFileSync(join(dir, name), '');
    } else delete process.env[name];
  }
  let stdout = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => ((stdout += chunk), true)) as typeof process.stdout.write;
  try {
    await call(core);
  } finally {
    process.stdout.write = write;
  }
  const written = files ? FILES.map((name) => readFileSync(join(dir, name), 'utf8')) : [];
  return [stdout, ...written, String(process.exitCode ?? '')].map((text) => text.replace(/ghadelimiter_[0-9a-f-]+/g, 'ghadelimiter_X'));
}

const CALLS: [string, (core: Core) => unknown][] = [
  ['setOutput of a string', (c) => c.setOutput('name', 'multi\nline %value')],
  ['setOutput of a number and an object', (c) => (c.setOutput('n', 3), c.setOutput('o', { a: [1] }))],
  ['exportVariable', (c) => c.exportVariable('RESULT_FILENAME', 'x_y')],
  ['saveState', (c) => c.saveState('job-ids', '["1"]')],
  ['warning with properties', (c) => c.warning('a: b,\nc %', { title: 'sweep, matrix: x', file: 'a.yml', startLine: 3, startColumn: 0 })],
  ['error without properties, notice, an Error', (c) => (c.error('plain'), c.notice('n'), c.warning(new Error('boom')))],
  ['error with undefined properties', (c) => c.error('m', { title: undefined, file: undefined })],
  ['info, debug, groups, add-mask', async (c) => (c.info('i ::x::'), c.debug('d\nd'), await c.group('g', async () => c.info('in')), c.setSecret('s3cr3t'))],
  ['summary: heading, raw, EOL, write', async (c) => c.summary.addHeading('H & <b>', 3).addRaw('| a |', true).addEOL().write()],
  ['summary: bad level, overwrite', async (c) => (await c.summary.addRaw('first').write(), await c.summary.addHeading('x', 9).write({ overwrite: true }))]
];

describe('the runner protocol without @actions/core', () => {
  beforeEach(() => {
    process.exitCode = undefined;
  });
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = undefined;
  });

  test.each(CALLS)('%s: the same bytes as @actions/core', async (_, call) => {
    expect(await effects(shim, call, true)).toEqual(await effects(real as unknown as Core, call, true));
  });

  test.each(CALLS.slice(0, 4))('%s without the runner files: the same stdout commands', async (_, call) => {
    expect(await effects(shim, call, false)).toEqual(await effects(real as unknown as Core, call, false));
  });

  test('setFailed, getInput, getState, isDebug', async () => {
    for (const core of [shim, real as unknown as Core]) {
      process.env['INPUT_CONFIG-FILES'] = '  a.yaml \n';
      process.env.STATE_x = 'y';
      process.env.RUNNER_DEBUG = '1';
      expect([core.getInput('config-files'), core.getInput('Config-Files', { trimWhitespace: false }), core.getState('x'), core.isDebug()]).toEqual([
        'a.yaml',
        '  a.yaml \n',
        'y',
        true
      ]);
      expect(() => core.getInput('missing', { required: true })).toThrow('Input required and not supplied: missing');
    }
    expect(await effects(shim, (c) => c.setFailed('failed'), false)).toEqual(await effects(real as unknown as Core, (c) => c.setFailed('failed'), false));
  });
});
