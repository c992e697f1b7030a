/**
 * The squash import (launch_*.sh's flock + unsquashfs + enroot import) run for real: the real
 * flock and bash, with stand-ins for unsquashfs and enroot (test/fixtures/slurm/squash-standin).
 */
import { afterAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCommandRunner } from '../../packages/slurm/src/adapters/node-checkout.js';
import { importSquashes, squashPath, type SquashImport } from '../../packages/slurm/src/index.js';
import { repoRoot } from '../bundle/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-squash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PATH = `${join(repoRoot, 'test/fixtures/slurm/squash-standin')}:${process.env.PATH}`;
const calls = join(dir, 'calls');
const commands = createCommandRunner(PATH);

function job(image: string, lockWaitSeconds = 5): SquashImport {
  return { image, file: squashPath(dir, image), launcher: [], lockWaitSeconds, timeoutMs: 30_000 };
}

async function run(jobs: SquashImport[], env: Record<string, string> = {}): Promise<{ output: string; error?: string }> {
  writeFileSync(calls, '');
  let output = '';
  try {
    await importSquashes(commands, jobs, { PATH, SWEEPKIT_SQUASH_CALLS: calls, ...env }, (text) => (output += `${text}\n`));
    return { output };
  } catch (error) {
    return { output, error: (error as Error).message };
  }
}

test('a missing squash is imported; a valid one is kept; an invalid one is removed and imported again', async () => {
  const image = 'nvcr.io#nvidia/sglang:0.5.9';
  const file = join(dir, 'nvcr.io_nvidia_sglang_0.5.9.sqsh');
  expect(await run([job(image)])).toEqual({ output: '' });
  expect(readFileSync(calls, 'utf8')).toBe(`import docker://${image} -> ${file}\n`);
  expect(readFileSync(file, 'utf8')).toBe(`hsqs docker://${image}\n`);

  expect(await run([job(image)])).toEqual({ output: `squash ${file}: valid, kept\n` });
  expect(readFileSync(calls, 'utf8')).toBe('');

  writeFileSync(file, 'half an import');
  expect((await run([job(image)])).error).toBeUndefined();
  expect(readFileSync(calls, 'utf8')).toBe(`import docker://${image} -> ${file}\n`);
  expect(readFileSync(file, 'utf8')).toBe(`hsqs docker://${image}\n`);
});

test('an image name with shell syntax reaches enroot as one argument, never a shell', async () => {
  const image = 'x/$(touch pwned);y:1';
  expect((await run([job(image)])).error).toBeUndefined();
  expect(readFileSync(calls, 'utf8')).toBe(`import docker://${image} -> ${squashPath(dir, image)}\n`);
  expect(existsSync(join(dir, 'pwned'))).toBe(false);
});

test('a failed import stops at once and names the image; the next image is not imported', async () => {
  const result = await run([job('a/fails:1'), job('b/next:1')], { SWEEPKIT_SQUASH_ENROOT_FAIL: '1' });
  expect(result.error).toBe(`squash import of a/fails:1 into ${squashPath(dir, 'a/fails:1')} failed: exited with 1`);
  expect(result.output).toContain('401 Unauthorized');
  expect(readFileSync(calls, 'utf8')).toBe(`import docker://a/fails:1 -> ${squashPath(dir, 'a/fails:1')}\n`);
});

test('a lock another job holds past lock-wait fails with what held it', async () => {
  const target = job('c/locked:1', 1);
  // Another "job" importing the same file: holds the lock until killed.
  const holder = spawn('flock', [`${target.file}.lock`, 'sleep', '30'], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 50 && !existsSync(`${target.file}.lock`); i++) await new Promise((r) => setTimeout(r, 100));
    const result = await run([target]);
    expect(result.error).toBe(`squash import of c/locked:1 into ${target.file} failed: another job held ${target.file}.lock for more than 1s`);
    expect(readFileSync(calls, 'utf8')).toBe('');
  } finally {
    holder.kill();
  }
});
