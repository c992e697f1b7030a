#!/usr/bin/env node
// Entry point of the `sweepkit` CLI bundle: wires the real process into runCli.
import { readFileSync } from 'node:fs';
import { nodeFiles } from '../../packages/common/src/index.js';
import { runCli } from './run-cli.js';
import { quoteControls, runnerShield } from './runner-shield.js';

// A reader that stops early (`sweepkit matrix … | head`) closes the pipe: stop quietly with 141,
// the status the shell reports for `cat`, `grep` or `yes` killed by SIGPIPE there (128 + 13), so
// `set -o pipefail` sees an incomplete output as it would with those tools (Node ignores SIGPIPE,
// so the kernel's signal never ends us and the status is set here). Never a stack trace.
// Any other write error (ENOSPC, EIO): one line, exit 1.
const EXIT_BROKEN_PIPE = 141;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT_BROKEN_PIPE);
    const which = stream === process.stdout ? 'standard output' : 'standard error';
    try {
      process.stderr.write(`sweepkit: error: cannot write ${which} (${error.code ?? error.message})\n`);
    } catch {
      // stderr itself is broken: the exit code is all that is left
    }
    process.exit(1);
  });
}

// In a `run:` step the runner reads both streams for workflow commands; untrusted text reaches
// them (config values in messages, job logs), so there they go through the shield.
// stderr carries messages only (never data), so control characters in it are always quoted.
const write = (stream: NodeJS.WriteStream) => (text: string) => void stream.write(text);
const underRunner = process.env.GITHUB_ACTIONS === 'true';
const stderr = underRunner ? runnerShield(write(process.stderr)) : write(process.stderr);
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: underRunner ? runnerShield(write(process.stdout)) : write(process.stdout),
  stderr: (text) => stderr(quoteControls(text)),
  env: process.env,
  cwd: process.cwd(),
  files: nodeFiles,
  stdin: () => readFileSync(0, 'utf8'),
  stdoutIsTerminal: process.stdout.isTTY === true && !underRunner,
  runnerCommand: underRunner ? write(process.stdout) : undefined
});
