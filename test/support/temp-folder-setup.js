// Jest globalSetup: the whole run gets one private temp folder (TMPDIR, which os.tmpdir() reads), so
// the scratch folders tests make with mkdtemp (hundreds, ~450 MB a run) go with it in
// temp-folder-teardown.js instead of piling up in /tmp. Suites run in this process or in workers
// started after this, which inherit the variable; spawned tools inherit it where the test passes
// the environment on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-test-run-'));
  process.env.SWEEPKIT_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
}
