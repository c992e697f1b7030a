/**
 * A repository behind the local fake GitHub API, with state: branches (each a list of file
 * contents at its head), the contents API (GET with ?ref, PUT committing to a branch with the
 * file's sha checked like GitHub), refs (GET /git/ref/heads/…, POST /git/refs, 422 when it
 * exists) and pull requests (GET filtered by head/base/state, POST with 422 for a second open PR
 * of one head, PATCH). What openResultPr talks to.
 */
import { startFakeGitHub, type FakeGitHub, type LoggedRequest, type PlainResponse } from './fake-github-api.js';

export interface FakePull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
}

export interface FakeRepo {
  owner: string;
  name: string;
  defaultBranch: string;
  /** branch → { sha of its head, path → content } */
  branches: Map<string, { sha: string; files: Map<string, string> }>;
  pulls: FakePull[];
  /** The commit messages written, in order. */
  commits: string[];
}

export const fakeRepo = (files: Record<string, string> = {}, defaultBranch = 'main'): FakeRepo => ({
  owner: 'o',
  name: 'r',
  defaultBranch,
  branches: new Map([[defaultBranch, { sha: 'c0'.padEnd(40, '0'), files: new Map(Object.entries(files)) }]]),
  pulls: [],
  commits: []
});

const json = (status: number, body: unknown): PlainResponse => ({ status, body });
const notFound = (): PlainResponse => json(404, { message: 'Not Found' });
/** The git blob sha GitHub would give (any stable function of the content does for the test). */
const blobSha = (text: string): string => Buffer.from(text).toString('hex').padEnd(40, '0').slice(0, 40);

/** Serves `repo`; `hooks.beforeWrite` runs before each write (to let another run interleave). */
export async function startFakeRepoApi(repo: FakeRepo, hooks: { beforeWrite?: (request: LoggedRequest) => void } = {}): Promise<FakeGitHub> {
  const prefix = `/repos/${repo.owner}/${repo.name}`;
  const handle = (request: LoggedRequest): PlainResponse | undefined => {
    if (!request.path.startsWith(prefix)) return undefined;
    const path = decodeURIComponent(request.path.slice(prefix.length));
    const query = new Map(request.query);
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
    if (request.method !== 'GET') hooks.beforeWrite?.(request);
    const ref = /^\/git\/ref\/heads\/(.+)$/.exec(path);
    const contents = /^\/contents\/(.+)$/.exec(path);
    const pull = /^\/pulls\/(\d+)$/.exec(path);
    if (request.method === 'GET' && path === '') return json(200, { full_name: `${repo.owner}/${repo.name}`, default_branch: repo.defaultBranch });
    if (request.method === 'GET' && ref) {
      const branch = repo.branches.get(ref[1]!);
      return branch ? json(200, { ref: `refs/heads/${ref[1]}`, object: { sha: branch.sha, type: 'commit' } }) : notFound();
    }
    if (request.method === 'POST' && path === '/git/refs') {
      const name = body.ref!.replace(/^refs\/heads\//, '');
      if (repo.branches.has(name)) return json(422, { message: 'Reference already exists' });
      const from = [...repo.branches.values()].find((b) => b.sha === body.sha);
      if (!from) return json(422, { message: 'Object does not exist' });
      repo.branches.set(name, { sha: from.sha, files: new Map(from.files) });
      return json(201, { ref: body.ref, object: { sha: from.sha } });
    }
    if (request.method === 'GET' && contents) {
      const text = repo.branches.get(query.get('ref') ?? repo.defaultBranch)?.files.get(contents[1]!);
      if (text === undefined) return notFound();
      return json(200, { path: contents[1], sha: blobSha(text), encoding: 'base64', content: Buffer.from(text).toString('base64') });
    }
    if (request.method === 'PUT' && contents) {
      const branch = repo.branches.get(body.branch!);
      if (!branch) return notFound();
      const current = branch.files.get(contents[1]!);
      // GitHub: updating a file needs its current sha, creating one must not give one.
      if ((current === undefined) !== (body.sha === undefined) || (current !== undefined && body.sha !== blobSha(current))) {
        return json(409, { message: `${contents[1]} does not match ${body.sha ?? 'no sha'}` });
      }
      const text = Buffer.from(body.content!, 'base64').toString('utf8');
      branch.files.set(contents[1]!, text);
      branch.sha = `c${repo.commits.push(body.message!)}`.padEnd(40, '0');
      return json(current === undefined ? 201 : 200, { content: { path: contents[1], sha: blobSha(text) }, commit: { sha: branch.sha } });
    }
    if (request.method === 'GET' && path === '/pulls') {
      const head = query.get('head')?.replace(`${repo.owner}:`, '');
      const found = repo.pulls.filter(
        (p) => (!head || p.head === head) && (!query.get('base') || p.base === query.get('base')) && (query.get('state') ?? 'open') === p.state
      );
      return json(200, found.map(view));
    }
    if (request.method === 'POST' && path === '/pulls') {
      if (!repo.branches.has(body.head!)) return json(422, { message: 'Validation Failed', errors: [{ field: 'head', code: 'invalid' }] });
      if (repo.pulls.some((p) => p.head === body.head && p.state === 'open')) {
        return json(422, { message: 'Validation Failed', errors: [{ message: `A pull request already exists for ${repo.owner}:${body.head}.` }] });
      }
      const created: FakePull = { number: repo.pulls.length + 1, head: body.head!, base: body.base!, title: body.title!, body: body.body ?? '', state: 'open' };
      repo.pulls.push(created);
      return json(201, view(created));
    }
    if (request.method === 'PATCH' && pull) {
      const found = repo.pulls.find((p) => p.number === Number(pull[1]));
      if (!found) return notFound();
      Object.assign(found, { title: body.title ?? found.title, body: body.body ?? found.body });
      return json(200, view(found));
    }
    return undefined;
  };
  const view = (p: FakePull) => ({
    number: p.number,
    html_url: `https://github.example/${repo.owner}/${repo.name}/pull/${p.number}`,
    head: { ref: p.head },
    base: { ref: p.base }
  });
  return startFakeGitHub({ token: 't', routes: {}, fallback: handle });
}
