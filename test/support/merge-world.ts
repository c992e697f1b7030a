/**
 * A world for `sweepkit merge-with-reuse`: a real bare "GitHub" repository, the operator's clone of
 * it, and the fake GitHub API answering for PR #7 from the bare repository's live state (its head
 * follows pushes; comments posted are listed; checks and the merge are recorded).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, HERMETIC_GIT_ENV, newRepoDir } from '../integration/changelog/repo.js';
import type { LoggedRequest, PlainResponse, Scenario } from './fake-github-api.js';

export const REPO = 'acme/bench';
export const PR = 7;
export const BRANCH = 'feat/x';
export const URL = `https://github.com/${REPO}/pull/`;
const BASE = `/repos/${REPO}`;

export const entry = (key: string, link: string): string => `- config-keys:\n    - ${key}\n  description:\n    - "x"\n  pr-link: ${link}\n`;
export const HISTORY = `${entry('dsr1-fp8-h200-sglang', `${URL}1`)}\n${entry('dsr1-fp8-b200-sglang', `${URL}2`)}`;

export interface MergeWorldOptions {
  labels?: string[];
  /** The PR's changelog addition (default: one entry with the XXX placeholder); '' adds none. */
  prEntry?: string;
  /** What main gains after the PR branched: a changelog entry and/or a NOTES.txt edit (conflicting with the PR's). */
  mainEntry?: string;
  notesConflict?: boolean;
  /** Existing conversation comments. */
  comments?: { body: string; association?: string }[];
  /** Artifact names of the PR's green sweep run (default results_bmk). */
  artifacts?: string[];
  /** check-changelog's state on any commit. */
  checkChangelog?: { status: string; conclusion: string | null };
  state?: string;
  fork?: boolean;
  /** The author association GitHub gives the operator's comment (default MEMBER). */
  operatorAssociation?: string;
  /** Route overrides (error answers). */
  routes?: Scenario['routes'];
}

export interface MergeWorld {
  remote: string;
  clone: string;
  scenario: Scenario;
  /** The SHA the PR's sweep run was made on (the PR head before the helper ran). */
  runSha: string;
  headOf(branch: string): string;
  posted: string[];
  merges: unknown[];
  /** The conversation comments now (posted ones included, deleted ones gone). */
  comments: { body: string }[];
}

const write = (dir: string, file: string, text: string): void => writeFileSync(join(dir, file), text);

function commit(dir: string, message: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
}

/** Builds the repositories and the API scenario. */
export function mergeWorld(options: MergeWorldOptions = {}): MergeWorld {
  const remote = newRepoDir('merge-remote');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const seed = newRepoDir('merge-seed');
  git(seed, 'init', '-q', '-b', 'main');
  write(seed, 'perf-changelog.yaml', HISTORY);
  write(seed, 'NOTES.txt', 'notes\n');
  commit(seed, 'base');
  git(seed, 'remote', 'add', 'origin', remote);
  git(seed, 'push', '-q', 'origin', 'main');
  const forkPoint = git(seed, 'rev-parse', 'HEAD').trim();

  git(seed, 'checkout', '-q', '-b', BRANCH);
  const prEntry = options.prEntry ?? entry('gptoss-fp4-b200-vllm', 'XXX');
  if (prEntry) write(seed, 'perf-changelog.yaml', `${HISTORY}\n${prEntry}`);
  if (options.notesConflict) write(seed, 'NOTES.txt', 'notes from the PR\n');
  commit(seed, 'pr change');
  git(seed, 'push', '-q', 'origin', BRANCH);
  const runSha = git(seed, 'rev-parse', 'HEAD').trim();

  git(seed, 'checkout', '-q', 'main');
  if (options.mainEntry || options.notesConflict) {
    if (options.mainEntry) write(seed, 'perf-changelog.yaml', `${HISTORY}\n${options.mainEntry}`);
    if (options.notesConflict) write(seed, 'NOTES.txt', 'notes from main\n');
    commit(seed, 'main moves on');
    git(seed, 'push', '-q', 'origin', 'main');
  }

  const clone = newRepoDir('merge-clone');
  execFileSync('git', ['clone', '-q', remote, clone], { env: HERMETIC_GIT_ENV });
  // The operator's identity (the CLI runs git with the test's environment).
  git(clone, 'config', 'user.name', 'operator');
  git(clone, 'config', 'user.email', 'operator@example.invalid');
  git(clone, 'config', 'commit.gpgsign', 'false');

  const headOf = (branch: string): string => git(remote, 'rev-parse', `refs/heads/${branch}`).trim();
  const comments = (options.comments ?? []).map((c, i) => ({
    id: i + 1,
    body: c.body,
    author_association: c.association ?? 'MEMBER',
    created_at: `2026-11-0${1 + i}T00:00:00Z`,
    html_url: `${URL}${PR}#issuecomment-${i + 1}`,
    user: { login: 'maintainer' }
  }));
  const posted: string[] = [];
  const merges: unknown[] = [];
  const run = {
    id: 501,
    run_attempt: 1,
    html_url: `https://github.com/${REPO}/actions/runs/501`,
    event: 'pull_request',
    status: 'completed',
    conclusion: 'success',
    path: '.github/workflows/run-sweep.yml',
    head_sha: runSha,
    head_branch: BRANCH,
    created_at: '2026-11-01T00:00:00Z'
  };
  const checkChangelog = options.checkChangelog ?? { status: 'completed', conclusion: 'success' };
  const routes: Scenario['routes'] = {
    [`${BASE}/pulls/${PR}`]: () => ({
      body: {
        number: PR,
        state: options.state ?? 'open',
        draft: false,
        merged_at: merges.length ? '2026-11-09T00:00:00Z' : null,
        head: { ref: BRANCH, sha: headOf(BRANCH), repo: { full_name: options.fork ? 'someone/bench' : REPO } },
        base: { ref: 'main', repo: { full_name: REPO } },
        labels: (options.labels ?? ['full-sweep-enabled']).map((name) => ({ name }))
      }
    }),
    [`${BASE}/issues/${PR}/comments`]: () => ({ body: comments }),
    [`POST ${BASE}/issues/${PR}/comments`]: (request: LoggedRequest): PlainResponse => {
      const { body } = JSON.parse(request.body) as { body: string };
      posted.push(body);
      const id = comments.length + 1;
      comments.push({
        id,
        body,
        author_association: options.operatorAssociation ?? 'MEMBER',
        created_at: '2026-11-20T00:00:00Z',
        html_url: `${URL}${PR}#issuecomment-${id}`,
        user: { login: 'operator' }
      });
      return { status: 201, body: comments.at(-1) };
    },
    [`${BASE}/pulls/${PR}/commits`]: () => ({
      body: git(remote, 'rev-list', '--reverse', `refs/heads/${BRANCH}`, '--not', forkPoint)
        .split('\n')
        .filter(Boolean)
        .map((sha) => ({ sha }))
    }),
    [`${BASE}/actions/workflows/run-sweep.yml/runs?branch=${BRANCH}&event=pull_request&status=completed`]: { items: [run], item_key: 'workflow_runs' },
    [`${BASE}/actions/runs/501`]: { body: run },
    [`${BASE}/actions/runs/501/artifacts`]: { items: (options.artifacts ?? ['results_bmk']).map((name) => ({ name, expired: false })), item_key: 'artifacts' },
    [`PUT ${BASE}/pulls/${PR}/merge`]: (request: LoggedRequest): PlainResponse => {
      merges.push(JSON.parse(request.body));
      return { body: { merged: true, sha: 'e'.repeat(40) } };
    },
    ...options.routes
  };
  const scenario: Scenario = {
    token: 'tok',
    routes,
    fallback: (request) => {
      const deleted = new RegExp(`^${BASE}/issues/comments/(\\d+)$`).exec(request.path);
      if (request.method === 'DELETE' && deleted) {
        const at = comments.findIndex((c) => c.id === Number(deleted[1]));
        if (at < 0) return { status: 404, body: { message: 'Not Found' } };
        comments.splice(at, 1);
        return { status: 204, text: '' };
      }
      if (/\/commits\/[0-9a-f]{40}\/check-runs$/.test(request.path)) {
        const runs = [
          { name: 'check-changelog', details_url: 'https://ci.example/check-changelog', ...checkChangelog },
          { name: 'sweep', status: 'completed', conclusion: 'skipped' }
        ];
        return { body: { total_count: runs.length, check_runs: runs } };
      }
      if (/\/commits\/[0-9a-f]{40}\/status$/.test(request.path))
        return { body: { state: 'success', statuses: [{ context: 'ci/lint', state: 'success', target_url: '' }] } };
      return undefined;
    }
  };
  return { remote, clone, scenario, runSha, headOf, posted, merges, comments };
}
