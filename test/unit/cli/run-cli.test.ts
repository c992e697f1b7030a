import { expect, test } from '@jest/globals';
import { runCli } from '../../../cli/src/run-cli.js';
import type { CliIO } from '../../../cli/src/io.js';

function io(): CliIO & { out: string; err: string } {
  const sink = {
    out: '',
    err: '',
    stdout: (t: string) => void (sink.out += t),
    stderr: (t: string) => void (sink.err += t),
    env: {},
    cwd: '/',
    files: { readText: () => '', exists: () => false }
  };
  return sink;
}

test('--help lists every command and exits 0', async () => {
  const sink = io();
  expect(await runCli(['--help'], sink)).toBe(0);
  expect(sink.out).toMatch(/^usage: sweepkit <command>/);
  expect(sink.out).toContain('version');
});

test('no command is a usage error (exit 2) with the usage on stderr', async () => {
  const sink = io();
  expect(await runCli([], sink)).toBe(2);
  expect(sink.err).toContain('usage: sweepkit');
  expect(sink.out).toBe('');
});

test('an unknown command says so in one line, exit 2', async () => {
  const sink = io();
  expect(await runCli(['frobnicate'], sink)).toBe(2);
  expect(sink.err).toBe("sweepkit: error: unknown command 'frobnicate' (run 'sweepkit --help' for the list)\n");
});

test('a command is loaded and run', async () => {
  const sink = io();
  expect(await runCli(['version'], sink)).toBe(0);
  expect(sink.out).toMatch(/^sweepkit \d+\.\d+\.\d+\n$/);
});
