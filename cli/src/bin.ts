#!/usr/bin/env node
// Entry point of the `sweepkit` CLI bundle: wires the real process into runCli.
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  files: nodeFiles
});
