import { GitHubApiError, OptionError, relativePathProblem, type RestClient } from '../../common/src/index.js';
import { withApiMessages, type StepResult } from './comments.js';

/**
 * A workflow's result file proposed as a pull request (speedbench-al.yml's `open-pr`): the file
 * committed on a branch of its own and a PR to the base branch, created or, when the branch has
 * an open one already (a re-run), updated. Everything goes through the REST API — no git, no
 * credentials on disk — so a re-run or two runs racing on one branch end with one PR.
 */
export interface ResultPrRequest {
  /** The file's path in the repository, e.g. `benchmarks/speedbench-reference-al.yaml`. */
  path: string;
  /** Its new content (UTF-8 text). */
  content: string;
  /** The head branch, e.g. `speedbench-al/dsv4-auto-<run id>`. */
  branch: string;
  /** The base branch; empty: the repository's default branch. */
  base: string;
  title: string;
  body: string;
  commitMessage: string;
}

export type ResultPrAction = 'created' | 'updated' | 'unchanged';

export interface ResultPrOutcome {
  /** `unchanged`: the base branch has this content already (the reference skips the PR too). */
  action: ResultPrAction;
  base: string;
  /** Empty when unchanged. */
  branch: string;
  /** The branch's head after the commit (empty when unchanged). */
  commit: string;
  /** 0 and '' when unchanged. */
  number: number;
  url: string;
}

interface ContentFile {
  sha: string;
  text: string;
}

/** A URL path of slash-separated names (branches and file paths keep their `/`). */
const segments = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

const notFound = (error: unknown): boolean => error instanceof GitHubApiError && error.status === 404;
/** 422 Unprocessable: the ref or PR exists already (another run made it first). */
const unprocessable = (error: unknown): boolean => error instanceof GitHubApiError && error.status === 422;

async function orNothing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/** The branch's head commit, or undefined when there is no such branch. */
async function branchHead(github: RestClient, branch: string): Promise<string | undefined> {
  const ref = (await orNothing(() => github.get(`/git/ref/heads/${segments(branch)}`))) as { object?: { sha?: unknown } } | undefined;
  return typeof ref?.object?.sha === 'string' ? ref.object.sha : undefined;
}

/** The file at `ref`, or undefined where it does not exist. */
async function contentAt(github: RestClient, path: string, ref: string): Promise<ContentFile | undefined> {
  const file = (await orNothing(() => github.get(`/contents/${segments(path)}`, { ref }))) as { sha?: unknown; content?: unknown } | undefined;
  if (typeof file?.sha !== 'string') return undefined;
  return { sha: file.sha, text: typeof file.content === 'string' ? Buffer.from(file.content, 'base64').toString('utf8') : '' };
}

/** The open PR of `branch` into `base`, if any. */
async function openPr(github: RestClient, owner: string, branch: string, base: string): Promise<{ number: number; html_url: string } | undefined> {
  for await (const pr of github.pages('/pulls', { head: `${owner}:${branch}`, base, state: 'open' }) as AsyncIterable<{
    number?: unknown;
    html_url?: unknown;
  }>) {
    if (typeof pr.number === 'number') return { number: pr.number, html_url: String(pr.html_url ?? '') };
  }
  return undefined;
}

/** The request's values checked: one line naming the input on a mistake. */
export function checkResultPrRequest(request: ResultPrRequest): void {
  const problem = relativePathProblem(request.path);
  if (problem) throw new OptionError(`{path} ${problem}, got ${JSON.stringify(request.path)}`);
  if (!/^[\w.\-/]+$/.test(request.branch) || request.branch.includes('..') || request.branch.endsWith('/') || request.branch.endsWith('.lock')) {
    throw new OptionError(`{branch} must be a branch name of letters, digits and . _ - /, got ${JSON.stringify(request.branch)}`);
  }
  if (request.base !== '' && request.base === request.branch) throw new OptionError('{branch} must differ from {base}: the result goes to a branch of its own');
  if (request.title.trim() === '') throw new OptionError('{title} is empty');
}

/**
 * Opens (or updates) the result's PR: the base branch (the repository's default unless given);
 * nothing when the base has this content already; else the branch from the base's head (kept when
 * it exists), the file committed on it unless it has this content already, and the open PR of the
 * branch updated or a new one created.
 */
export async function openResultPr(github: RestClient, request: ResultPrRequest): Promise<ResultPrOutcome> {
  checkResultPrRequest(request);
  const [owner] = github.repo.split('/');
  const base = request.base || String(((await github.get('')) as { default_branch?: unknown }).default_branch ?? 'main');
  if (base === request.branch) throw new OptionError(`{branch} must differ from {base} (${base}): the result goes to a branch of its own`);
  const baseHead = await branchHead(github, base);
  if (baseHead === undefined) throw new OptionError(`{base}: the repository has no branch ${JSON.stringify(base)}`);
  if ((await contentAt(github, request.path, base))?.text === request.content) {
    return { action: 'unchanged', base, branch: '', commit: '', number: 0, url: '' };
  }

  let head = await branchHead(github, request.branch);
  if (head === undefined) {
    try {
      await github.post('/git/refs', { ref: `refs/heads/${request.branch}`, sha: baseHead });
      head = baseHead;
    } catch (error) {
      // Another run created it between our look and our create: use theirs.
      if (!unprocessable(error)) throw error;
      head = await branchHead(github, request.branch);
    }
  }
  const onBranch = await contentAt(github, request.path, request.branch);
  if (onBranch?.text !== request.content) {
    try {
      const written = (await github.put(`/contents/${segments(request.path)}`, {
        message: request.commitMessage || request.title,
        content: Buffer.from(request.content, 'utf8').toString('base64'),
        branch: request.branch,
        ...(onBranch ? { sha: onBranch.sha } : {})
      })) as { commit?: { sha?: unknown } } | null;
      head = typeof written?.commit?.sha === 'string' ? written.commit.sha : head;
    } catch (error) {
      // 409/422: the file changed under us. Fine when a racing run wrote this very content.
      if (!(error instanceof GitHubApiError && (error.status === 409 || error.status === 422))) throw error;
      if ((await contentAt(github, request.path, request.branch))?.text !== request.content) throw error;
      head = await branchHead(github, request.branch);
    }
  }

  const pr = { title: request.title, body: request.body };
  let existing = await openPr(github, owner!, request.branch, base);
  if (existing === undefined) {
    try {
      const created = (await github.post('/pulls', { ...pr, head: request.branch, base })) as { number?: unknown; html_url?: unknown };
      return { action: 'created', base, branch: request.branch, commit: head ?? '', number: Number(created.number), url: String(created.html_url ?? '') };
    } catch (error) {
      // A pull request already exists for this branch (a racing run): update that one.
      if (!unprocessable(error)) throw error;
      existing = await openPr(github, owner!, request.branch, base);
      if (existing === undefined) throw error;
    }
  }
  await github.patch(`/pulls/${existing.number}`, pr);
  return { action: 'updated', base, branch: request.branch, commit: head ?? '', number: existing.number, url: existing.html_url };
}

/** The request of the result-pr options; the file's text read by `readText`. */
export function resultPrRequest(
  values: { 'result-file': string; path: string; branch: string; base: string; title: string; body: string; 'commit-message': string },
  readText: (path: string) => string
): ResultPrRequest {
  return {
    path: values.path || values['result-file'],
    content: readText(values['result-file']),
    branch: values.branch,
    base: values.base,
    title: values.title,
    body: values.body,
    commitMessage: values['commit-message']
  };
}

/** openResultPr as a workflow step: its outputs, GitHub's own message on an API failure. */
export function runResultPr(github: RestClient, request: ResultPrRequest): Promise<StepResult> {
  return withApiMessages(async () => {
    const outcome = await openResultPr(github, request);
    return {
      outputs: {
        action: outcome.action,
        'pr-number': outcome.number ? String(outcome.number) : '',
        'pr-url': outcome.url,
        branch: outcome.branch,
        base: outcome.base,
        commit: outcome.commit
      },
      warnings: []
    };
  });
}
