/**
 * Runs a reusable workflow's job the way the runner would, step by step: Sweepkit steps
 * (`sweepkit/sweepkit/actions/<name>@ref`) as their built bundles through runBundle with their
 * `with:` evaluated, GITHUB_ENV and outputs chained, post steps at the job's end; `run:` steps
 * with bash (GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY as the runner gives them);
 * checkout and upload-artifact recorded (the test's workspace stands in for the checkout; uploads
 * are resolved to the files their paths match); download-artifact copies the test's stand-in
 * folders; `continue-on-error: true` steps never fail the job.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parse as parseYaml } from 'yaml';
import { join } from 'node:path';
import { parseFileCommands, repoRoot, runBundle, type BundleRun } from '../bundle/harness.js';

export interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
  'continue-on-error'?: boolean;
}
export interface WorkflowJob {
  needs?: string;
  name?: string;
  'runs-on': string;
  'timeout-minutes'?: number | string;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: WorkflowStep[];
}
export interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: string | number | boolean; type?: string }> } };
  jobs: Record<string, WorkflowJob>;
}

export interface Context {
  /** Boolean inputs (`type: boolean`) are booleans, as in GitHub's expressions. */
  inputs: Record<string, string | boolean>;
  secrets: Record<string, string>;
  github: Record<string, string>;
  env: Record<string, string>;
  steps: Record<string, { outputs: Record<string, string> }>;
  needs: Record<string, { outputs: Record<string, string> }>;
  /** The runner context of the job being run (`runner.name` is RUNNER_NAME). */
  runner?: Record<string, string>;
  failed: boolean;
}

type Value = string | number | boolean | null | undefined | Record<string, unknown> | unknown[];
const truthy = (v: Value): boolean => v !== '' && v !== 0 && v !== false && v !== null && v !== undefined;

/** GitHub's expression language, as much as the workflows use: paths, literals, !, ==, !=, &&, ||, (), status functions, fromJSON (and a path or [index] after it), toJSON, format, contains, startsWith. */
export function evaluate(expression: string, context: Context): Value {
  const tokens = expression.match(/'(?:[^']|'')*'|\|\||&&|==|!=|[()!,[\]]|[\w.-]+/g) ?? [];
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const take = (want?: string): string => {
    const token = tokens[i++];
    if (token === undefined || (want !== undefined && token !== want)) throw new Error(`expression '${expression}': expected ${want ?? 'more'} at ${token}`);
    return token;
  };
  /** A left-associative chain of `op`, each step choosing a value the way GitHub's && and || do. */
  const chain = (op: string, next: () => Value, pick: (left: Value, right: Value) => Value) => (): Value => {
    let left = next();
    while (peek() === op) {
      take();
      left = pick(left, next());
    }
    return left;
  };
  const and = chain(
    '&&',
    () => compare(),
    (l, r) => (truthy(l) ? r : l)
  );
  const or = chain('||', and, (l, r) => (truthy(l) ? l : r));
  const compare = (): Value => {
    const left = unary();
    if (peek() !== '==' && peek() !== '!=') return left;
    const equal = take() === '==';
    return (String(left ?? '') === String(unary() ?? '')) === equal;
  };
  const unary = (): Value => (peek() === '!' ? (take(), !truthy(unary())) : primary());
  const primary = (): Value => {
    const token = take();
    if (token === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (/^\d+$/.test(token)) return Number(token);
    if (peek() === '(') {
      take('(');
      const args: Value[] = [];
      while (peek() !== ')') {
        args.push(or());
        if (peek() === ',') take();
      }
      take(')');
      const call: Record<string, () => Value> = {
        always: () => true,
        success: () => !context.failed,
        failure: () => context.failed,
        cancelled: () => false,
        fromJSON: () => JSON.parse(String(args[0])) as Value,
        toJSON: () => JSON.stringify(args[0]),
        // `{{` and `}}` are literal braces, as GitHub's format reads them.
        format: () => String(args[0]).replace(/\{\{|\}\}|\{(\d+)\}/g, (whole, n?: string) => (n === undefined ? whole[0]! : String(args[Number(n) + 1] ?? ''))),
        contains: () => String(args[0] ?? '').includes(String(args[1] ?? '')),
        startsWith: () => String(args[0] ?? '').startsWith(String(args[1] ?? ''))
      };
      // Function names are case-insensitive (fromJson, toJson).
      const name = Object.keys(call).find((known) => known.toLowerCase() === token.toLowerCase());
      if (!name) throw new Error(`expression '${expression}': unknown function ${token}`);
      // A property path right after the call: `fromJSON(inputs.row).plan.display-name`.
      const rest = peek()?.startsWith('.') ? take().slice(1) : '';
      return indexed(path(call[name]!(), rest));
    }
    return indexed(path(context, token));
  };
  /** `value[0]`, `value['key']`: an index after a path or a call. */
  const indexed = (value: Value): Value => {
    while (peek() === '[') {
      take('[');
      const key = or();
      take(']');
      value = path(value, String(key));
      if (peek()?.startsWith('.')) value = path(value, take().slice(1));
    }
    return value;
  };
  const path = (from: unknown, dotted: string): Value => {
    let value = from;
    for (const part of dotted.split('.').filter(Boolean)) value = value === undefined || value === null ? undefined : (value as Record<string, unknown>)[part];
    return value as Value;
  };
  const value = or();
  if (i !== tokens.length) throw new Error(`expression '${expression}': unexpected ${tokens[i]}`);
  return value;
}

/** A `${{ … }}` template as text; a `}}` inside a string literal (format's braces) does not end the expression. */
export function substitute(text: string, context: Context): string {
  let out = '';
  let at = 0;
  for (let start = text.indexOf('${{'); start >= 0; start = text.indexOf('${{', at)) {
    let end = start + 3;
    for (let quoted = false; end < text.length && (quoted || !text.startsWith('}}', end)); end++) if (text[end] === "'") quoted = !quoted;
    const value = evaluate(text.slice(start + 3, end).trim(), context);
    out += text.slice(at, start) + (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
    at = end + 2;
  }
  return out + text.slice(at);
}

/** Whether a step runs: `if:` without a status function means `success() && (…)`. */
function runs(condition: string | undefined, context: Context): boolean {
  const text = (condition ?? '').replace(/^\$\{\{\s*|\s*\}\}$/g, '');
  if (!/\b(always|success|failure|cancelled)\(\)/.test(text)) return !context.failed && (!text || truthy(evaluate(text, context)));
  return truthy(evaluate(text, context));
}

export interface Upload {
  name: string;
  /** The files the path lines match (relative to the workspace where they were relative). */
  files: string[];
  ifNoFilesFound: string;
}

/** The files upload-artifact would take: the path lines as globs (globstar; a folder is every file below it), `!` lines excluded. */
export function uploadFiles(pathText: string, cwd: string): string[] {
  const lines = pathText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const glob = (patterns: string[]): string[] =>
    patterns.length === 0
      ? []
      : execFileSync(
          'bash',
          [
            '-c',
            'shopt -s globstar nullglob; for p in "$@"; do for f in $p; do if [ -f "$f" ]; then echo "$f"; elif [ -d "$f" ]; then find "${f%/}" -type f; fi; done; done',
            'glob',
            ...patterns
          ],
          {
            cwd,
            encoding: 'utf8'
          }
        )
          .split('\n')
          .filter(Boolean);
  const excluded = new Set(glob(lines.filter((l) => l.startsWith('!')).map((l) => l.slice(1))));
  return [...new Set(glob(lines.filter((l) => !l.startsWith('!'))))].filter((f) => !excluded.has(f)).sort();
}

export interface Download {
  /** The artifact's name; empty: every artifact of the run. */
  name: string;
  path: string;
  runId: string;
}

/** A `run:` step's script under `bash -e`, its status and stderr. */
function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['-e', '-c', script], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stderr }));
  });
}

export interface JobRun {
  /** Sweepkit steps (and posts) in the order they ran. */
  ran: string[];
  uploads: Upload[];
  downloads: Download[];
  /** The job summary: every step's GITHUB_STEP_SUMMARY, in order. */
  summary: string;
  runs: Record<string, BundleRun>;
  outputs: Record<string, string>;
  failed: boolean;
  /** The stderr of the run steps that failed (what a test shows when a job fails). */
  stderr: string;
}

/**
 * Runs one job of the workflow; `env` is the runner's environment (RUNNER_NAME, PATH, stand-ins);
 * `artifacts` the folders download-artifact finds, by artifact name (a missing one fails the step).
 */
export async function runJob(
  job: WorkflowJob,
  context: Context,
  options: { cwd: string; env: Record<string, string>; artifacts?: Record<string, string> }
): Promise<JobRun> {
  const result: JobRun = { ran: [], uploads: [], downloads: [], summary: '', runs: {}, outputs: {}, failed: false, stderr: '' };
  const posts: { name: string; dir: string; env: Record<string, string>; inputs: Record<string, string> }[] = [];
  context.steps = {};
  context.env = {};
  context.failed = false;
  context.runner = { name: options.env.RUNNER_NAME ?? '', temp: options.env.RUNNER_TEMP ?? '' };
  // The job's own env: (e.g. LAUNCH_PATH) is there for every step and its `if:`.
  for (const [k, v] of Object.entries(job.env ?? {})) context.env[k] = substitute(String(v), context);
  for (const step of job.steps) {
    if (!runs(step.if, context)) continue;
    const uses = step.uses ?? '';
    const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(String(v), context)]));
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(v, context)]));
    const env = { ...options.env, ...context.env, ...stepEnv };
    const sweepkit = /^sweepkit\/sweepkit\/actions\/([\w-]+)@\S+$/.exec(uses);
    const fails = (failed: boolean): void => {
      context.failed ||= failed && step['continue-on-error'] !== true;
    };
    if (sweepkit) {
      const name = sweepkit[1]!;
      result.ran.push(name);
      const run = await runBundle(name, { cwd: options.cwd, timeoutMs: 180_000, inputs, env });
      result.runs[step.id ?? name] = run;
      result.summary += run.summary;
      if (step.id) context.steps[step.id] = { outputs: run.outputs };
      Object.assign(context.env, run.env);
      fails(run.code !== 0);
      if (existsSync(join(repoRoot, 'dist', name, 'post', 'index.js'))) posts.unshift({ name, dir: run.dir, env, inputs });
    } else if (uses.startsWith('actions/download-artifact@')) {
      // One artifact into path; without a name, every artifact of the run into path/<name>/.
      const download: Download = { name: inputs.name ?? '', path: inputs.path ?? '.', runId: inputs['run-id'] ?? '' };
      result.downloads.push(download);
      const stored = options.artifacts ?? {};
      const names = download.name ? [download.name] : Object.keys(stored);
      if (names.some((n) => stored[n] === undefined)) fails(true);
      else
        for (const n of names) {
          const into = join(options.cwd, download.path, download.name ? '' : n);
          mkdirSync(into, { recursive: true });
          for (const entry of readdirSync(stored[n]!)) cpSync(join(stored[n]!, entry), join(into, entry), { recursive: true });
        }
    } else if (uses.startsWith('actions/upload-artifact@')) {
      result.uploads.push({ name: inputs.name!, files: uploadFiles(inputs.path!, options.cwd), ifNoFilesFound: inputs['if-no-files-found'] ?? 'warn' });
    } else if (step.run !== undefined) {
      // $GITHUB_ENV, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY as the runner gives them.
      const dir = mkdtempSync(join(tmpdir(), 'sweepkit-github-env-'));
      const files = { GITHUB_ENV: join(dir, 'env'), GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
      for (const file of Object.values(files)) writeFileSync(file, '');
      // Asynchronously: a step may call a local fake API served by this very process.
      const run = await bash(substitute(step.run, context), options.cwd, { ...env, ...files });
      Object.assign(context.env, parseFileCommands(readFileSync(files.GITHUB_ENV, 'utf8')));
      if (step.id) context.steps[step.id] = { outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')) };
      result.summary += readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
      if (run.status !== 0) result.stderr += run.stderr;
      fails(run.status !== 0);
    } else if (!uses.startsWith('actions/checkout@')) {
      throw new Error(`the workflow runner does not know the step ${uses}`);
    }
  }
  // Post steps run at the job's end, last started first (post-if: always()).
  for (const post of posts) {
    result.ran.push(`${post.name}/post`);
    const run = await runBundle(post.name, {
      entry: `${post.name}/post`,
      dir: post.dir,
      cwd: options.cwd,
      env: post.env,
      inputs: post.inputs,
      timeoutMs: 120_000
    });
    context.failed ||= run.code !== 0;
  }
  result.failed = context.failed;
  result.outputs = Object.fromEntries(Object.entries(job.outputs ?? {}).map(([k, v]) => [k, substitute(v, context)]));
  return result;
}

/** The fields every test row shares (a tiny model at 1k/1k). */
export const TINY_ROW = {
  'exp-name': 'tiny_1k1k',
  image: 'org/tiny-image:1',
  model: 'org/tiny',
  'model-prefix': 'tiny',
  precision: 'fp8',
  isl: 1024,
  osl: 1024,
  'spec-decoding': 'none',
  'recipe-fingerprint': '',
  'run-eval': false
} as const;

/** A reusable workflow of this repository and the context of a call to it (the inputs' defaults filled in). */
export function workflowCall(
  file: string,
  inputs: Record<string, string | boolean>,
  secrets: Record<string, string> = {}
): { workflow: Workflow; context: Context } {
  const workflow = parseYaml(readFileSync(join(repoRoot, '.github/workflows', file), 'utf8')) as Workflow;
  const defaults = Object.fromEntries(
    Object.entries(workflow.on.workflow_call.inputs).map(([k, v]) => [
      k,
      v.type === 'boolean' ? v.default === true : v.default === undefined ? '' : String(v.default)
    ])
  );
  return { workflow, context: { inputs: { ...defaults, ...inputs }, secrets, github: { sha: 'abc' }, env: {}, steps: {}, needs: {}, failed: false } };
}
