/**
 * Runs a built bundle exactly as the GitHub Actions runner does: `node dist/<name>/index.js` with
 * `INPUT_*` variables and the file-command files (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE,
 * GITHUB_STEP_SUMMARY) created beforehand, then parses what the action wrote. These are the only
 * tests that catch a broken bundle.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { renderSummary, unrenderedMarkdown, type RenderedSummary } from '../support/render-summary.js';

export const repoRoot = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

/**
 * The node that runs the bundles: SWEEPKIT_BUNDLE_NODE (`.ci/run` runs the bundle tests again
 * with Node 24, what `using: node24` gives on a runner), else the one running the tests.
 */
export const bundleNode = process.env.SWEEPKIT_BUNDLE_NODE || process.execPath;

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  properties: Record<string, string>;
  message: string;
}

export interface BundleRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  env: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** The summary as GitHub renders it (runBundle fails when any of it would show as raw Markdown). */
  rendered: RenderedSummary;
  annotations: Annotation[];
  /** The temp folder holding the command files (reused by a post step run). */
  dir: string;
}

export interface BundleOptions {
  /**
   * Inputs by their action.yml name; become INPUT_<NAME> like the runner does. Every other input
   * with a `default:` in the action's action.yml gets that default, as on a real runner.
   */
  inputs?: Record<string, string>;
  /** Extra environment (GITHUB_EVENT_NAME, …). The test process env is not inherited except PATH/HOME. */
  env?: Record<string, string>;
  /** Written to a file and passed as GITHUB_EVENT_PATH. */
  event?: unknown;
  cwd?: string;
  /** Entry below dist/, e.g. `srtctl-launch/post`. */
  entry?: string;
  /** Reuse the command files of an earlier run (main → post shares GITHUB_STATE). */
  dir?: string;
  /** The node binary (default bundleNode). */
  node?: string;
  /** Called with the child once spawned (to send signals). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
  timeoutMs?: number;
}

/** Parses the file-command format: `name=value` lines and `name<<DELIM` … `DELIM` heredocs. */
export function parseFileCommands(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const body: string[] = [];
      while (++i < lines.length && lines[i] !== delimiter) body.push(lines[i]!);
      if (i >= lines.length) throw new Error(`unterminated heredoc for ${name}`);
      result[name!] = body.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`malformed file-command line: ${line}`);
    result[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return result;
}

const unescapeData = (s: string): string => s.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
const unescapeProperty = (s: string): string => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

/**
 * The lines of stdout that the runner would take as workflow commands: those starting with `::`
 * outside a `::stop-commands::<token>` … `::<token>::` block (the markers themselves excluded).
 */
export function executedCommands(stdout: string): string[] {
  const executed: string[] = [];
  let stopToken: string | undefined;
  for (const line of stdout.split('\n')) {
    if (stopToken !== undefined) {
      if (line === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stopToken = stop[1];
    else if (line.startsWith('::')) executed.push(line);
  }
  return executed;
}

/** Annotations (`::error file=x,line=3::msg`) among the executed workflow commands. */
export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const line of executedCommands(stdout)) {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const part of (match[2] ?? '').split(',').filter(Boolean)) {
      const eq = part.indexOf('=');
      properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
    }
    annotations.push({ level: match[1] as Annotation['level'], properties, message: unescapeData(match[3]!) });
  }
  return annotations;
}

/** The workflow commands that @actions/core writes to stdout; anything else the runner executes came from untrusted bytes. */
const CORE_COMMANDS = new Set(['error', 'warning', 'notice', 'debug', 'group', 'endgroup', 'add-mask', 'echo']);

/**
 * The lines of one output stream that the runner would execute although no @actions/core call
 * wrote them: `::cmd` after trimming (on stdout: a command core does not write), else `##[cmd`
 * anywhere in the line; outside `::stop-commands::<token>` … `::<token>::`. Bundle and CLI runs fail on any.
 */
export function forgedCommands(text: string, stream: 'stdout' | 'stderr'): string[] {
  const forged: string[] = [];
  let stopToken: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (stopToken !== undefined) {
      if (line === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const command = /^::([^ :]*)/.exec(line);
    if (command?.[1] === 'stop-commands') stopToken = /^::stop-commands::(.*)$/.exec(line)?.[1];
    // A line the runner parses as a `::` command is not searched for `##[` as well.
    else if (command && stream === 'stdout' && CORE_COMMANDS.has(command[1]!)) continue;
    else if (command || raw.includes('##[')) forged.push(raw);
  }
  return forged;
}

function assertNoForgedCommands(run: { stdout: string; stderr: string }): void {
  const forged = [...forgedCommands(run.stdout, 'stdout'), ...forgedCommands(run.stderr, 'stderr')];
  if (forged.length > 0) throw new Error(`untrusted output became workflow commands:\n${forged.join('\n')}`);
}

/** The variable the runner passes an input in: spaces become `_`, letters upper case (hyphens stay). */
export const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** What the runner substitutes for the expressions action.yml defaults may use. */
const DEFAULT_EXPRESSIONS: Record<string, string> = { 'github.token': 'ghs_harness-default-token', 'github.run_id': '9000', 'github.run_attempt': '1' };

/**
 * The `default:` of every input of the action behind a dist entry (`srtctl-launch/post` → the
 * srtctl-launch action), expressions like `${{ github.token }}` evaluated; {} for the CLI bundle.
 */
export function actionDefaults(entry: string): Record<string, string> {
  const file = join(repoRoot, 'actions', entry.split('/')[0]!, 'action.yml');
  if (!existsSync(file)) return {};
  const inputs = (parseYaml(readFileSync(file, 'utf8')) as { inputs?: Record<string, { default?: unknown }> }).inputs ?? {};
  const defaults: Record<string, string> = {};
  for (const [name, input] of Object.entries(inputs)) {
    if (input?.default === undefined || input.default === null) continue;
    defaults[name] = String(input.default).replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (whole, expression: string) => {
      const value = DEFAULT_EXPRESSIONS[expression];
      if (value === undefined) throw new Error(`${file}: the harness cannot evaluate ${whole}`);
      return value;
    });
  }
  return defaults;
}

export async function runBundle(name: string, options: BundleOptions = {}): Promise<BundleRun> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), `sweepkit-${name.replace(/\W/g, '-')}-`));
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_ENV: join(dir, 'env'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_PATH: join(dir, 'path')
  };
  if (!options.dir) for (const file of Object.values(files)) writeFileSync(file, '');
  // A post step sees the state saved by main as STATE_<name> variables, like the runner does.
  const stateEnv: Record<string, string> = {};
  if (options.dir) for (const [k, v] of Object.entries(parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8')))) stateEnv[`STATE_${k}`] = v;
  const defaults = Object.fromEntries(Object.entries(actionDefaults(options.entry ?? name)).map(([key, value]) => [inputVariable(key), value]));
  const env: Record<string, string> = {
    ...defaults,
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: options.cwd ?? repoRoot,
    GITHUB_ACTIONS: 'true',
    ...files,
    ...stateEnv,
    ...options.env
  };
  for (const [key, value] of Object.entries(options.inputs ?? {})) env[inputVariable(key)] = value;
  if (options.event !== undefined) {
    env.GITHUB_EVENT_PATH = join(dir, 'event.json');
    writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify(options.event));
  }
  const script = join(repoRoot, 'dist', options.entry ?? name, 'index.js');
  const child = spawn(options.node ?? bundleNode, [script], { cwd: options.cwd ?? repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, s) => done([c, s])));
  if (timer) clearTimeout(timer);
  assertNoForgedCommands({ stdout, stderr });
  const summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
  const rendered = renderSummary(summary);
  const raw = unrenderedMarkdown(rendered);
  if (raw.length) throw new Error(`the job summary of ${name} shows raw Markdown on GitHub:\n${raw.join('\n')}\n--- summary ---\n${summary}`);
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    env: parseFileCommands(readFileSync(files.GITHUB_ENV, 'utf8')),
    state: parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8')),
    summary,
    rendered,
    annotations: parseAnnotations(stdout),
    dir
  };
}

/** Runs the committed CLI bundle (`node dist/cli/index.js ...`). */
export async function runCliBundle(
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string>; input?: string; node?: string } = {}
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(options.node ?? bundleNode, [join(repoRoot, 'dist/cli/index.js'), ...args], {
    cwd: options.cwd ?? repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe']
  });
  child.stdin.end(options.input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (options.env?.GITHUB_ACTIONS === 'true') assertNoForgedCommands({ stdout, stderr });
  return { code, stdout, stderr };
}
