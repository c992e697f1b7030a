import { SweepkitError } from '../../common/src/index.js';
import { isMultiNode, type ResultNameFields, type SingleNodeFields } from './fields.js';
import { BOOL, EXP_NAME, INT, RUNNER_NAME, WORD } from './grammar.js';
import type { ArtifactFs } from '../../job/src/index.js';

/** What profile.yml's names are made of: no disagg, spec-decoding or recipe part. */
export type ProfileNameFields = Omit<SingleNodeFields, 'disagg' | 'spec-decoding' | 'recipe'>;

/**
 * profile.yml's RESULT_FILENAME, spelled as its launch step writes it (not the benchmark
 * templates' name): `<exp>_<precision>_<framework>_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>`.
 */
export function formatProfileResultFilename(fields: ResultNameFields): string {
  if (isMultiNode(fields)) throw new SweepkitError('a profiling run is single-node: the row has prefill and decode pools', { code: 'profile-multinode' });
  const f = fields;
  return `${f['exp-name']}_${f.precision}_${f.framework}_tp${f.tp}-pp${f.pp}-dcp${f['dcp-size']}-pcp${f['pcp-size']}_ep${f.ep}_dpa_${f['dp-attn']}_conc${f.conc}_${f['runner-name']}`;
}

const PROFILE_NAME = new RegExp(
  `^(${EXP_NAME})_(${WORD})_(${WORD})_tp(${INT})-pp(${INT})-dcp(${INT})-pcp(${INT})_ep(${INT})_dpa_(${BOOL})_conc(${INT})_(${RUNNER_NAME})$`
);

/** The fields of a profile RESULT_FILENAME; undefined when the name is not one. */
export function parseProfileResultFilename(name: string): ProfileNameFields | undefined {
  const g = PROFILE_NAME.exec(name);
  if (!g) return undefined;
  return {
    'exp-name': g[1]!,
    precision: g[2]!,
    framework: g[3]!,
    tp: Number(g[4]),
    pp: Number(g[5]),
    'dcp-size': Number(g[6]),
    'pcp-size': Number(g[7]),
    ep: Number(g[8]),
    'dp-attn': g[9] === 'true',
    conc: Number(g[10]),
    'runner-name': g[11]!
  };
}

/** The trace's folder in the storage repository and its title in Perfetto (profile.yml's push step). */
export const profileTraceTitle = (f: ProfileNameFields): string =>
  `${f['exp-name']}_${f.precision}_tp${f.tp}_pp${f.pp}_dcp${f['dcp-size']}_pcp${f['pcp-size']}_ep${f.ep}_conc${f.conc}`;

/** The trace files of a profiling run, as profile.yml finds them after the launcher. */
export interface ProfileTraces {
  /** `profile_<R>.trace.json.gz` in the workspace; undefined when the launcher wrote none. */
  trace?: string;
  /** SGLang only: the TP-0 traces of the newest `profiles/merged-<ts>.trace.json.gz`. */
  tp0Decode?: string;
  tp0Extend?: string;
}

/** The artifact names profile.yml uploads the traces under. */
export const profileArtifactNames = (resultFilename: string) => ({
  trace: `profile_${resultFilename}`,
  tp0Decode: `profile_${resultFilename}_TP0_DECODE`,
  tp0Extend: `profile_${resultFilename}_TP0_EXTEND`,
  moeDebug: `moe_debug_${resultFilename}`
});

const MERGED = /^merged-(.+)\.trace\.json\.gz$/;

/**
 * profile.yml's trace lookup: the run's trace, and for SGLang the TP-0 decode and extend traces
 * beside the newest merged trace (by modification time) in `profiles/`.
 */
export function findProfileTraces(fs: ArtifactFs, resultFilename: string, framework: string): ProfileTraces {
  const trace = `profile_${resultFilename}.trace.json.gz`;
  if (!fs.isFile(trace)) return {};
  const out: ProfileTraces = { trace };
  if (framework !== 'sglang' || !fs.isDirectory('profiles')) return out;
  const merged = fs
    .list('profiles')
    .filter((name) => MERGED.test(name) && fs.isFile(`profiles/${name}`))
    .map((name) => ({ name, mtime: fs.mtimeMs(`profiles/${name}`) }))
    .sort((a, b) => b.mtime - a.mtime)[0];
  if (!merged) return out;
  const stamp = MERGED.exec(merged.name)![1]!;
  const decode = `profiles/${stamp}-TP-0-DECODE.trace.json.gz`;
  const extend = `profiles/${stamp}-TP-0-EXTEND.trace.json.gz`;
  if (fs.isFile(decode)) out.tp0Decode = decode;
  if (fs.isFile(extend)) out.tp0Extend = extend;
  return out;
}

/** Python's `urllib.parse.quote(text, safe="")`: encodeURIComponent, plus the five it leaves. */
export const quoteAll = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Where profile.yml stores a trace in the storage repository, and the commit that adds it. */
export function traceStoragePlan(fields: ProfileNameFields, run: { sha: string; runnerType: string }): { path: string; title: string; message: string } {
  const title = profileTraceTitle(fields);
  const f = fields;
  return {
    path: `profiles/${run.sha}/${run.runnerType}/${f.framework}/${title}/trace.json.gz`,
    title,
    message: `Add profile: ${run.sha} ${f['exp-name']} tp${f.tp} pp${f.pp} dcp${f['dcp-size']} pcp${f['pcp-size']} ep${f.ep} conc${f.conc}`
  };
}

/**
 * The stored trace's raw URL: raw.githubusercontent.com on github.com, the server's `/raw/` path
 * elsewhere (GitHub Enterprise).
 */
export function rawTraceUrl(serverUrl: string, repository: string, sha: string, path: string): string {
  const server = serverUrl.replace(/\/+$/, '');
  return server === 'https://github.com' ? `https://raw.githubusercontent.com/${repository}/${sha}/${path}` : `${server}/${repository}/raw/${sha}/${path}`;
}

/** The Perfetto relay link that opens the trace: `<relay>/?src=<raw url>&title=<title>`, both quoted. */
export const perfettoRelayUrl = (relay: string, rawUrl: string, title: string): string =>
  `${relay.replace(/\/+$/, '')}/?src=${quoteAll(rawUrl)}&title=${quoteAll(title)}`;

export interface ProfileTraceRequest {
  resultFilename: string;
  framework: string;
  /** The runner label (RUNNER_TYPE), a folder of the storage path. */
  runnerType: string;
  /** The commit profiled (GITHUB_SHA). */
  sha: string;
  serverUrl: string;
  /** Push the trace to this repository (owner/name) through `push`; absent: artifacts only. */
  storage?: { repository: string; push: (from: string, to: string, message: string) => Promise<string> };
  /** The Perfetto relay page; empty: no relay link. */
  relayUrl: string;
}

export interface ProfileTraceResult {
  traces: ProfileTraces;
  artifacts: ReturnType<typeof profileArtifactNames>;
  /** The stored trace: the storage commit, its raw URL and (with a relay) the Perfetto link. */
  stored?: { sha: string; rawUrl: string; relayUrl?: string; title: string };
  warnings: string[];
}

/**
 * profile.yml after the launcher: find the traces, and with a storage repository push the trace
 * there and build its links. A run without a trace is a warning, as in the reference.
 */
export async function publishProfileTrace(fs: ArtifactFs, request: ProfileTraceRequest): Promise<ProfileTraceResult> {
  const traces = findProfileTraces(fs, request.resultFilename, request.framework);
  const result: ProfileTraceResult = { traces, artifacts: profileArtifactNames(request.resultFilename), warnings: [] };
  if (!traces.trace) {
    result.warnings.push(`Profile trace not found: profile_${request.resultFilename}.trace.json.gz`);
    return result;
  }
  if (!request.storage) return result;
  const fields = parseProfileResultFilename(request.resultFilename);
  if (!fields) {
    throw new SweepkitError(
      `RESULT_FILENAME is not a profile name (<exp>_<precision>_<framework>_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>): ${request.resultFilename}`,
      { field: 'result-filename', code: 'profile-name' }
    );
  }
  const plan = traceStoragePlan(fields, { sha: request.sha, runnerType: request.runnerType });
  const sha = await request.storage.push(traces.trace, plan.path, plan.message);
  const rawUrl = rawTraceUrl(request.serverUrl, request.storage.repository, sha, plan.path);
  result.stored = { sha, rawUrl, title: plan.title, ...(request.relayUrl ? { relayUrl: perfettoRelayUrl(request.relayUrl, rawUrl, plan.title) } : {}) };
  return result;
}
