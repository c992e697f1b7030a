#!/usr/bin/env node
// Entry point of the `sweepkit` CLI bundle: wires the real process into runCli.
import { readFileSync } from 'node:fs';
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';
import { runCli } from './run-cli.js';

// A reader that stops early (`sweepkit matrix … | head`) closes the pipe: stop quietly, as Unix
// tools do, instead of dying with an unhandled EPIPE stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  files: nodeFiles,
  stdin: () => readFileSync(0, 'utf8')
});
