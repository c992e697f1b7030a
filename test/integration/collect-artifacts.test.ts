// collect-results with artifact-pattern: the action lists and downloads this run's artifacts from
// a local stand-in for the Actions results service (Twirp JSON + a blob URL serving the zip).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBundle } from '../bundle/harness.js';
import { storedZip } from '../support/zip.js';

const rows = { bmk_a: { hw: 'h200', conc: 4 }, bmk_b: { hw: 'b200', conc: 8 }, other_c: { hw: 'x', conc: 1 } };
const artifacts = Object.keys(rows).map((name, i) => ({ name, id: i + 1 }));
let server: Server;
let url: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(req.url ?? '');
      const json = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const ids = { workflow_run_backend_id: 'run-1', workflow_job_run_backend_id: 'job-1' };
      if (req.url?.endsWith('.ArtifactService/ListArtifacts')) {
        const filter = (JSON.parse(body) as { id_filter?: string; idFilter?: string }).id_filter ?? (JSON.parse(body) as { idFilter?: string }).idFilter;
        const list = artifacts.filter((a) => filter === undefined || String(a.id) === String(filter));
        return json({ artifacts: list.map((a) => ({ ...ids, database_id: String(a.id), name: a.name, size: '100', created_at: '2026-01-01T00:00:00Z' })) });
      }
      if (req.url?.endsWith('.ArtifactService/GetSignedArtifactURL')) {
        const { name } = JSON.parse(body) as { name: string };
        return json({ signed_url: `${url}/blob/${name}.zip?sig=x` });
      }
      const blob = /^\/blob\/(\w+)\.zip/.exec(req.url ?? '');
      if (blob) {
        const name = blob[1] as keyof typeof rows;
        res.writeHead(200, { 'content-type': 'application/zip' });
        return res.end(storedZip({ [`agg_${name}.json`]: JSON.stringify(rows[name]) }));
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** An unsigned runtime token carrying the backend ids the client reads from its `scp` claim. */
const token = ['{"alg":"none"}', '{"scp":"Actions.Results:run-1:job-1"}']
  .map((p) => Buffer.from(p).toString('base64url'))
  .join('.')
  .concat('.sig');

test('artifact-pattern downloads the matching artifacts of the run, then collects them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'collect-artifacts-'));
  const run = await runBundle('collect-results', {
    cwd: dir,
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `${url}/`, GITHUB_WORKSPACE: dir },
    inputs: { 'results-dir': 'results', 'exp-name': 'bmk', 'output-dir': '.', 'artifact-pattern': 'bmk_*' },
    timeoutMs: 20_000
  });
  // unzip-stream (inside @actions/artifact) prints a Buffer() deprecation warning; nothing else.
  expect(run.stderr.split('\n').filter((l) => l.trim() && !/DEP0005|--trace-deprecation/.test(l))).toEqual([]);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.outputs.artifacts!)).toEqual(['bmk_a', 'bmk_b']);
  expect(JSON.parse(readFileSync(join(dir, 'agg_bmk.json'), 'utf8'))).toEqual([rows.bmk_a, rows.bmk_b]);
  expect(requests.some((r) => r.includes('other_c'))).toBe(false);
});
