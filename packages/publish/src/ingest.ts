import { OptionError, type RestClient } from '../../common/src/index.js';
import { at } from './context.js';

/** A repository_dispatch request to the app: `POST /repos/<app>/dispatches` with this body. */
export interface IngestDispatch {
  event_type: 'ingest-results' | 'ingest-agentic-results';
  client_payload: Record<string, string>;
}

export interface IngestFacts {
  eventName: string;
  ref: string;
  /** `toJson(needs)` of the ingest job: `{ <job>: { result, outputs } }`. */
  needs: Record<string, unknown>;
  reuseEnabled: boolean;
  reuseSourceRunId: string;
  /** The attempt of the reused run the reuse finder named; empty: not pinned. */
  reuseSourceRunAttempt?: string;
  /** The setup job's search space (process-changelog's `search-space-config`). */
  searchSpace: unknown;
  runId: string;
}

const resultOf = (needs: Record<string, unknown>, job: string): string => String(at(needs, `${job}.result`) ?? '');

/** Whether the search space has agentic rows (`single_node.agentic` or `multi_node.agentic` non-empty). */
export function hasAgenticRows(searchSpace: unknown): boolean {
  return ['single_node.agentic', 'multi_node.agentic'].some((path) => {
    const rows = at(searchSpace, path);
    return Array.isArray(rows) ? rows.length > 0 : Boolean(rows);
  });
}

/**
 * The ingest dispatches run-sweep.yml's `trigger-ingest` and `trigger-agentic-ingest` make, in that
 * order. A run with agentic rows never sends the fixed-sequence ingest (the app's agentic workflow
 * owns such runs: keep the asymmetry).
 */
export function decideIngest(facts: IngestFacts): IngestDispatch[] {
  const { needs } = facts;
  if (facts.eventName !== 'push' || facts.ref !== 'refs/heads/main' || resultOf(needs, 'setup') !== 'success') return [];
  const source = facts.reuseEnabled ? facts.reuseSourceRunId : facts.runId;
  const attempt = facts.reuseEnabled ? attemptField(facts.reuseSourceRunAttempt ?? '') : {};
  const agentic = hasAgenticRows(facts.searchSpace);
  const dispatches: IngestDispatch[] = [];
  const collected = resultOf(needs, 'collect-results') !== 'skipped' || resultOf(needs, 'collect-evals') !== 'skipped' || facts.reuseEnabled;
  if (!agentic && collected) {
    dispatches.push({ event_type: 'ingest-results', client_payload: { 'source-run-id': source, 'merge-run-id': facts.runId, ...attempt } });
  }
  const families = ['sweep-agentic', 'sweep-multi-node-agentic'].map((job) => resultOf(needs, job));
  const agenticSwept = families.includes('success') && families.every((r) => r === 'success' || r === 'skipped');
  if (resultOf(needs, 'upload-changelog-metadata') === 'success' && ((facts.reuseEnabled && agentic) || agenticSwept)) {
    dispatches.push(agenticDispatch(source, facts.runId, attempt));
  }
  return dispatches;
}

/**
 * A reused run's attempt in the payload, after the reference's fields (whose bytes stay as they
 * were): `source-run-attempt` only when the attempt is known, so a dispatch of an unreused run is
 * the reference's to the byte. The app reads the artifacts of that attempt, not of a later re-run.
 */
function attemptField(attempt: string, option = 'reuse-source-run-attempt'): Record<string, string> {
  if (attempt === '') return {};
  if (!/^[1-9]\d*$/.test(attempt)) throw new OptionError(`{${option}} must be a run attempt (1, 2, …), got '${attempt}'`);
  return { 'source-run-attempt': attempt };
}

export function agenticDispatch(sourceRunId: string, mergeRunId: string, attempt: Record<string, string> = {}): IngestDispatch {
  return {
    event_type: 'ingest-agentic-results',
    client_payload: { 'source-run-id': sourceRunId, 'merge-run-id': mergeRunId, 'database-target': 'production', ...attempt }
  };
}

/** recover-reused-ingest.yml: the agentic ingest again for two run ids, which must be decimal (and the source run's attempt, when given). */
export function redispatch(sourceRunId: string, mergeRunId: string, sourceRunAttempt = ''): IngestDispatch {
  for (const [name, value] of [
    ['source-run-id', sourceRunId],
    ['merge-run-id', mergeRunId]
  ]) {
    if (!/^\d+$/.test(value!)) throw new OptionError(`{${name}} must be a decimal run id, got '${value}'`);
  }
  return agenticDispatch(sourceRunId, mergeRunId, attemptField(sourceRunAttempt, 'source-run-attempt'));
}

/** What a dry run prints instead of sending: the request line and the body (never the token). */
export function describeDispatch(apiUrl: string, appRepository: string, dispatch: IngestDispatch): string {
  return `POST ${apiUrl.replace(/\/+$/, '')}/repos/${appRepository}/dispatches\n${JSON.stringify(dispatch)}\n`;
}

/** Sends one dispatch; 5xx and network failures are retried with back-off (the app de-duplicates by run ids), a 4xx fails with GitHub's message. */
export async function sendDispatch(app: RestClient, dispatch: IngestDispatch): Promise<void> {
  await app.post('/dispatches', dispatch, { retry: true });
}

/**
 * `changelog_metadata.json`: the `changelog_metadata` member of the search space, as `jq` prints it
 * (2-space indent, key order kept, one trailing newline); `null` when the member is absent.
 */
export function changelogMetadataJson(searchSpace: unknown): string {
  return `${JSON.stringify(at(searchSpace, 'changelog_metadata') ?? null, null, 2)}\n`;
}
