// Jest globalTeardown: removes the run's private temp folder (temp-folder-setup.js), with everything
// the tests left in it. SWEEPKIT_KEEP_TEST_TMPDIR=1 keeps it for a look after a failure.
import { rmSync } from 'node:fs';

export default function teardown() {
  const dir = process.env.SWEEPKIT_TEST_TMPDIR;
  if (!dir) return;
  if (process.env.SWEEPKIT_KEEP_TEST_TMPDIR === '1') {
    process.stderr.write(`kept the test run's temp folder: ${dir}\n`);
    return;
  }
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    process.stderr.write(`could not remove the test run's temp folder ${dir}: ${error.message}\n`);
  }
}
