/**
 * Hostile inputs: one case per class of the "hostile input never hangs, crashes or speaks to the
 * runner" audit, run end to end through the built bundles (the CLI as a `run:` step would run it,
 * the actions as the runner does). Each case asserts the exit code, one located error line and,
 * through the harness, that no untrusted byte became a workflow command.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../../packages/common/src/adapters/write-atomic.js';
import { repoRoot, runBundle, runCliBundle } from '../bundle/harness.js';
import { pullPayload } from '../unit/gating/labels/payload-variants.js';

const UNDER_RUNNER = { GITHUB_ACTIONS: 'true' };
const runners = readFileSync(join(repoRoot, 'examples/runners.yaml'), 'utf8');
const master = readFileSync(join(repoRoot, 'examples/master.yaml'), 'utf8');

/** A folder holding `master.yaml` (the example with `extra` appended) and `runners.yaml`. */
function configs(extra: string | Buffer = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-'));
  writeFileSync(join(dir, 'runners.yaml'), runners);
  writeFileSync(join(dir, 'master.yaml'), Buffer.concat([Buffer.from(master), Buffer.from(extra)]));
  return dir;
}

const testConfig = (dir: string, keys: string[], env: Record<string, string> = {}) =>
  runCliBundle(['matrix', 'test-config', '--config-files', 'master.yaml', '--runner-config', 'runners.yaml', '--config-keys', ...keys], { cwd: dir, env });
/** config-lint reads the same configs and reports errors as file:line:col (the matrix CLI keeps Python's texts). */
const lint = (dir: string) => runCliBundle(['config-lint', '--config-files', 'master.yaml', '--runner-config', 'runners.yaml'], { cwd: dir });

/** The error output is one `file:line:col: message` line (plus nothing else). */
const locatedLine = (stderr: string, file: string): RegExpMatchArray | null => stderr.trimEnd().match(new RegExp(`^${file}:\\d+:\\d+: [^\\n]+$`));

const laughs = ['a0: &a0 [x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`)].join('\n') + '\n';

/** A scratch copy of an agentic conformance case and its environment. */
function agenticWorkspace(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `sweepkit-hostile-${name}-`));
  cpSync(join(repoRoot, 'test/fixtures/agentic', name), dir, { recursive: true });
  const env = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')).env as Record<string, string>;
  delete env.PATH;
  delete env.HOME;
  return { dir, env };
}

describe('hostile inputs', () => {
  test('1. a "billion laughs" in a config: one located error, at once', async () => {
    const run = await lint(configs(`\n${laughs}`));
    expect(run.code).toBe(1);
    expect(locatedLine(run.stderr, 'master.yaml')).not.toBeNull();
    expect(run.stderr).toMatch(/YAML aliases copy more than 100000 nodes/);
  });

  test('2. a run of `*` in a config-key pattern answers at once (no backtracking blow-up)', async () => {
    const run = await testConfig(configs(), [`${'*'.repeat(40)}Z`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^ValueError: Pattern '\*+Z' matched no config keys\./);
  });

  test('3. one agentic record years off: one line naming profile_export.jsonl:<line>, no V8 abort', async () => {
    const { dir, env } = agenticWorkspace('vllm_full');
    const jsonl = join(dir, 'input/results/aiperf_artifacts/profile_export.jsonl');
    const lines = readFileSync(jsonl, 'utf8').trimEnd().split('\n');
    const record = JSON.parse(lines[4]!);
    record.metadata.request_end_ns += 20 * 365 * 86400 * 1e9;
    lines[4] = JSON.stringify(record);
    writeFileSync(jsonl, `${lines.join('\n')}\n`);
    const run = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { power: 'false' } });
    expect(run.code).toBe(1);
    expect(run.annotations[0]).toEqual(expect.objectContaining({ level: 'error', properties: expect.objectContaining({ line: '5' }) }));
    expect(run.annotations[0]!.message).toMatch(/implausible timestamp/);
    expect(run.annotations[0]!.properties.file).toMatch(/profile_export\.jsonl$/);
  });

  test('4. a job-log-like `##[save-state …]` in an action log is shielded (the harness fails on a forged command)', async () => {
    const run = await runBundle('label-gate', {
      env: { GITHUB_EVENT_NAME: 'pull_request' },
      inputs: { 'check-skip-marker': 'false' },
      event: pullPayload('synchronize', { labels: ['##[save-state name=finalized;]true', 'x\n::add-mask::dsr1', 'sweep-enabled'] })
    });
    expect(run.stdout).toContain('##[save-state name=finalized;]true');
    expect(run.state).toEqual({});
  });

  test('5. a config key with a newline and a command, and an escape character, under GITHUB_ACTIONS', async () => {
    const run = await testConfig(configs(), ['k\n::add-mask::dsr1', 'k\x1b[2J'], UNDER_RUNNER);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^::stop-commands::sweepkit-/);
    expect(run.stderr).not.toContain('\x1b');
  });

  test('6a. RESULT_FILENAME=../../x cannot write outside AGENTIC_OUTPUT_DIR', async () => {
    const { dir, env } = agenticWorkspace('vllm_full');
    const run = await runBundle('aggregate-agentic', { cwd: dir, env: { ...env, RESULT_FILENAME: '../../escaped' }, inputs: { power: 'false' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/RESULT_FILENAME must be a file name/);
    expect(existsSync(join(dir, '..', 'escaped.json'))).toBe(false);
    expect(existsSync(join(dir, '..', '..', 'escaped.json'))).toBe(false);
  });

  test('6c. an AGENTIC_OUTPUT_DIR that is a file: an error naming the variable, not a raw errno text', async () => {
    const { dir, env } = agenticWorkspace('vllm_full');
    writeFileSync(join(dir, 'not-a-folder'), '');
    const run = await runBundle('aggregate-agentic', { cwd: dir, env: { ...env, AGENTIC_OUTPUT_DIR: 'not-a-folder' }, inputs: { power: 'false' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/cannot write not-a-folder\/\S+\.json \((EEXIST|ENOTDIR)\): check AGENTIC_OUTPUT_DIR="not-a-folder"/);
  });

  test('6b. a FIFO or a device as a config file is an error at once, not a hang or an abort', async () => {
    const dir = configs();
    execFileSync('mkfifo', [join(dir, 'fifo.yaml')]);
    for (const file of ['fifo.yaml', '/dev/zero']) {
      const run = await runCliBundle(['matrix', 'test-config', '--config-files', file, '--runner-config', 'runners.yaml', '--config-keys', 'x'], { cwd: dir });
      expect(run.code).toBe(1);
      expect(run.stderr.trimEnd()).toBe(`${file}: is not a regular file (a FIFO, socket or device)`);
    }
  });

  describe('6d. a wheels cache under /proc, /sys or /dev: refused before anything runs; /dev/shm is a real tmpfs and allowed', () => {
    /** A workspace with a recipe and an srtctl that leaves a mark when run (a submission). */
    function launchWorkspace() {
      const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-wheels-'));
      writeFileSync(join(dir, 'recipe.yaml'), 'name: demo\n');
      writeFileSync(join(dir, 'srtctl'), `#!/bin/sh\ntouch "${join(dir, 'srtctl-ran')}"\nexit 1\n`);
      chmodSync(join(dir, 'srtctl'), 0o755);
      return { dir, srtctl: join(dir, 'srtctl'), ran: () => existsSync(join(dir, 'srtctl-ran')) };
    }

    test.each([
      ['/proc/self', '/proc'],
      ['/sys/x', '/sys']
    ])('%s', async (cache, root) => {
      const message = `must not be under ${root} (a kernel file system, not a place for a cache), got "${cache}"`;
      const ws = launchWorkspace();
      const action = await runBundle('srtctl-launch', {
        cwd: ws.dir,
        inputs: { recipe: 'recipe.yaml', expect: 'none', srtctl: ws.srtctl, 'wheels-cache-dir': cache }
      });
      expect(action.code).toBe(1);
      expect(action.annotations).toEqual([{ level: 'error', properties: {}, message: `input 'wheels-cache-dir' ${message}` }]);
      expect([action.state, action.outputs]).toEqual([{}, {}]);
      const cli = await runCliBundle(['srtctl-launch', '--recipe', 'recipe.yaml', '--expect', 'none', '--srtctl', ws.srtctl, '--wheels-cache-dir', cache], {
        cwd: ws.dir
      });
      // A wrong option value: a usage error on the command line, like every other option rule.
      expect([cli.code, cli.stderr]).toEqual([2, `sweepkit srtctl-launch: error: --wheels-cache-dir ${message}\n`]);
      expect(ws.ran()).toBe(false);
    });

    test('/dev/shm/x', async () => {
      const ws = launchWorkspace();
      const cache = join('/dev/shm', `sweepkit-hostile-${process.pid}-${Date.now()}`, 'wheels');
      try {
        const action = await runBundle('srtctl-launch', {
          cwd: ws.dir,
          inputs: { recipe: 'recipe.yaml', expect: 'none', srtctl: ws.srtctl, 'wheels-cache-dir': cache }
        });
        expect(action.code).toBe(1);
        expect(action.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
          expect.stringMatching(/^srtctl apply failed \(exit code 1\)/)
        ]);
        expect(statSync(cache).mode & 0o777).toBe(0o777);
        expect(ws.ran()).toBe(true);
      } finally {
        rmSync(join(cache, '..'), { recursive: true, force: true });
      }
    });
  });

  test('7. an atomic write never follows a planted symlink and leaves no temp file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-'));
    writeFileSync(join(dir, 'victim'), 'keep');
    mkdirSync(join(dir, 'out'));
    const planted = [-1, 0, 1].map((d) => `.result.json.${process.pid + d}.tmp`);
    for (const name of planted) symlinkSync(join(dir, 'victim'), join(dir, 'out', name));
    writeFileAtomic(join(dir, 'out', 'result.json'), '{}');
    expect(readFileSync(join(dir, 'victim'), 'utf8')).toBe('keep');
    expect(readFileSync(join(dir, 'out', 'result.json'), 'utf8')).toBe('{}');
    expect(readdirSync(join(dir, 'out')).sort()).toEqual([...planted, 'result.json'].sort());
  });

  test.each([
    ['8a. NUL in a config value', 'x: "a\u0000b"\n', /master\.yaml:\d+:\d+: unacceptable character #x0000/],
    ['8b. invalid UTF-8', Buffer.from([0x78, 0x3a, 0x20, 0xff, 0x0a]), /master\.yaml:\d+:\d+: is not valid UTF-8 \(byte 0xff\)/],
    ['8c. nesting 100000 deep', `x: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`, /master\.yaml:\d+:\d+: YAML nesting deeper than 256 levels/]
  ])('%s: one located line', async (_name, extra, message) => {
    const run = await lint(configs(typeof extra === 'string' ? `\n${extra}` : Buffer.concat([Buffer.from('\n'), extra])));
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd()).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  test.each([
    ['unset', ''],
    ['a folder, not a file', tmpdir()]
  ])('8e. GITHUB_STEP_SUMMARY %s: a warning, the step and its outputs stand', async (_name, summary) => {
    const row = {
      'exp-name': 'dsr1',
      precision: 'fp8',
      framework: 'sglang',
      tp: 8,
      ep: 1,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
      'dp-attn': false,
      disagg: false,
      'spec-decoding': 'none',
      conc: 4,
      runner: 'h200'
    };
    const run = await runBundle('result-filename', { inputs: { row: JSON.stringify(row), 'runner-name': 'h200-nv_0' }, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(run.code).toBe(0);
    expect(run.outputs['result-filename']).toMatch(/^dsr1_fp8_sglang_/);
    expect(run.annotations).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringMatching(/^job summary not written: /) })]);
  });

  test('8d. stdout on a full disk: one line and exit 1, no stack trace', () => {
    const dir = configs();
    const run = spawnSync(
      process.execPath,
      [
        join(repoRoot, 'dist/cli/index.js'),
        'matrix',
        'test-config',
        '--config-files',
        'master.yaml',
        '--runner-config',
        'runners.yaml',
        '--config-keys',
        'llama-fp8-h100-vllm'
      ],
      {
        cwd: dir,
        stdio: ['ignore', openSync('/dev/full', 'w'), 'pipe'],
        encoding: 'utf8'
      }
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('sweepkit: error: cannot write standard output (ENOSPC)\n');
  });

  test('8f. a reader that closes the pipe early: exit 141 as for a tool killed by SIGPIPE, nothing on stderr', () => {
    // `head -c 1` exits after one byte while the CLI is still writing ~1 MB of matrix JSON (more than a pipe holds).
    const cli = join(repoRoot, 'dist/cli/index.js');
    const script = `"${process.execPath}" "${cli}" matrix full-sweep --config-files configs/nvidia-master.yaml | head -c 1 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', cwd: join(repoRoot, 'test/fixtures/matrix/inferencex') });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('status=141\n');
  }, 60000);

  test('8g. ignored agentic run folders and a JSONL where every request failed: warnings in the log, summary and CLI stderr, names shielded', async () => {
    const { dir, env } = agenticWorkspace('per_run_subdir_layout');
    const artifacts = join(dir, 'input/results/aiperf_artifacts');
    const hostile = 'run_2\n::add-mask::dsr1 ##[save-state name=finalized;]true';
    mkdirSync(join(artifacts, hostile));
    cpSync(join(artifacts, 'run_0/profile_export.jsonl'), join(artifacts, hostile, 'profile_export.jsonl'));
    // run_0, the folder that is read: every request failed.
    const jsonl = join(artifacts, 'run_0/profile_export.jsonl');
    const failed = readFileSync(jsonl, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.stringify({ ...JSON.parse(line), error: { type: 'Timeout', message: 'no answer' } }));
    writeFileSync(jsonl, `${failed.join('\n')}\n`);
    // aiperf's own aggregate claims success, so the validity gate passes: only the warning tells.
    for (const run of ['run_0', hostile]) writeFileSync(join(artifacts, run, 'profile_export_aiperf.json'), '{"request_count": {"avg": 6}}');
    // The name is quoted: the message stays one line, the rest of it is shielded.
    const runs = "3 run folders: only run_0 is read, run_1, 'run_2\\n::add-mask::dsr1 ##[save-state name=finalized;]true' are ignored";
    const allFailed = /^every request failed: \d+ of \d+ records are errors and none succeeded/;

    const action = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { power: 'false' } });
    expect(action.code).toBe(0);
    const warnings = action.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toEqual([
      { level: 'warning', properties: { title: 'aggregate-agentic', file: 'input/results/aiperf_artifacts' }, message: runs },
      {
        level: 'warning',
        properties: { title: 'aggregate-agentic', file: 'input/results/aiperf_artifacts/run_0/profile_export.jsonl' },
        message: expect.stringMatching(allFailed)
      }
    ]);
    expect(action.summary).toContain('only run_0 is read');
    expect(action.summary).toContain('every request failed');
    expect(action.state).toEqual({});

    const cli = await runCliBundle(['aggregate-agentic'], { cwd: dir, env: { ...env, ...UNDER_RUNNER } });
    expect(cli.code).toBe(0);
    expect(cli.stderr).toContain(`input/results/aiperf_artifacts: warning: ${runs}\n`);
    expect(cli.stderr).toMatch(/input\/results\/aiperf_artifacts\/run_0\/profile_export\.jsonl: warning: every request failed/);
  });
});
