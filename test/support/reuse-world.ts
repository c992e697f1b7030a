/** Small GitHub "worlds" for reuse-finder tests (the REST shapes the finder reads, nothing more). */
import type { Scenario } from './fake-github-api.js';

export const REPO = 'acme/bench';
export const BASE = `/repos/${REPO}`;
export const MERGE_SHA = 'f'.repeat(40);
export const sha = (n: number): string => n.toString(16).padStart(40, 'a');

export interface RunSpec {
  id: number;
  headSha: string;
  conclusion?: string;
  createdAt?: string;
  headBranch?: string;
  runAttempt?: number;
  /** Names (not expired, no expiry date) or full artifacts; default one results_bmk. */
  artifacts?: (string | { name: string; expired?: boolean; expiresAt?: string })[];
}

export interface World {
  pr?: number;
  branch?: string;
  labels?: string[];
  comments?: { body: string; association?: string; createdAt?: string }[];
  commits?: string[];
  runs?: RunSpec[];
  timeline?: { event: 'labeled' | 'unlabeled'; label: string; createdAt: string }[];
  token?: string;
}

const run = (r: RunSpec, branch: string) => ({
  id: r.id,
  run_attempt: r.runAttempt ?? 1,
  html_url: `https://github.com/${REPO}/actions/runs/${r.id}`,
  event: 'pull_request',
  status: 'completed',
  conclusion: r.conclusion ?? 'success',
  path: '.github/workflows/run-sweep.yml',
  head_sha: r.headSha,
  head_branch: r.headBranch ?? branch,
  created_at: r.createdAt ?? '2026-11-01T00:00:00Z'
});

/** A merged, authorized PR (#7 by default) and its runs, as routes of the fake API. */
export function reuseWorld(world: World = {}): Scenario {
  const pr = world.pr ?? 7;
  const branch = world.branch ?? 'feat/x';
  const runs = world.runs ?? [];
  const routes: Scenario['routes'] = {
    [`${BASE}/commits/${MERGE_SHA}/pulls`]: { items: [{ number: pr }] },
    [`${BASE}/issues/${pr}/comments`]: {
      items: (world.comments ?? [{ body: '/reuse-sweep-run' }]).map((c, i) => ({
        id: i + 1,
        body: c.body,
        author_association: c.association ?? 'MEMBER',
        created_at: c.createdAt ?? `2026-11-0${1 + (i % 9)}T00:00:00Z`,
        html_url: `https://github.com/${REPO}/pull/${pr}#issuecomment-${i + 1}`,
        user: { login: 'maintainer' }
      }))
    },
    [`${BASE}/pulls/${pr}`]: {
      body: { number: pr, merged_at: '2026-11-09T00:00:00Z', head: { ref: branch }, labels: (world.labels ?? ['full-sweep-enabled']).map((name) => ({ name })) }
    },
    [`${BASE}/pulls/${pr}/commits`]: { items: (world.commits ?? [sha(1)]).map((s) => ({ sha: s })) },
    [`${BASE}/actions/workflows/run-sweep.yml/runs?event=pull_request&branch=${encodeURIComponent(branch)}&status=completed`]: {
      items: runs.map((r) => run(r, branch)),
      item_key: 'workflow_runs'
    },
    [`${BASE}/issues/${pr}/timeline`]: { items: (world.timeline ?? []).map((e) => ({ event: e.event, label: { name: e.label }, created_at: e.createdAt })) }
  };
  for (const r of runs) {
    routes[`${BASE}/actions/runs/${r.id}`] = { body: run(r, branch) };
    routes[`${BASE}/actions/runs/${r.id}/artifacts`] = {
      items: (r.artifacts ?? ['results_bmk']).map((a) =>
        typeof a === 'string' ? { name: a, expired: false } : { name: a.name, expired: a.expired ?? false, expires_at: a.expiresAt }
      ),
      item_key: 'artifacts'
    };
  }
  return { token: world.token ?? 'tok', routes };
}
