// Start-up: a bundle's entry file carries none of the heavy dependencies; each loads on the one path
// that uses it (timings are in `npm run bench -- startup`, never asserted). Markers are strings
// only those packages contain.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './harness.js';

const HEAVY = {
  // scripts/build.mjs lets the bundler drop @actions/core's unused modules (docs/performance.md).
  "@actions/core's OIDC client and HTTP stack (no action asks for an ID token)": 'ACTIONS_ID_TOKEN_REQUEST_URL',
  "@actions/core's platform module and @actions/exec": 'getExecOutput',
  'pg (compare-results, only with a database)': 'SCRAM-SHA-256',
  // Every API call goes through the fetch-based REST client (packages/common/src/adapters/github-rest.ts).
  'Octokit (no bundle needs it)': 'octokit-core.js'
};

const entries = readdirSync(join(repoRoot, 'dist'))
  .filter((name) => existsSync(join(repoRoot, 'dist', name, 'index.js')))
  .map((name) => `dist/${name}/index.js`);

test.each(entries)('%s loads no heavy dependency at start', (entry) => {
  const code = readFileSync(join(repoRoot, entry), 'utf8');
  expect(
    Object.entries(HEAVY)
      .filter(([, marker]) => code.includes(marker))
      .map(([what]) => what)
  ).toEqual([]);
});
