import { githubRestClient, jsonErrorMessage, OptionError, type OptionValues, type RestClient } from '../../common/src/index.js';
import { changelogMetadataJson, decideIngest, describeDispatch, redispatch, sendDispatch, type IngestDispatch } from './ingest.js';
import type { PUBLISH_COMMAND } from './options.js';

export type PublishValues = OptionValues<(typeof PUBLISH_COMMAND)['options']>;

export interface PublishPorts {
  /** Writes a whole file at once (atomically). */
  writeFile(path: string, text: string): void;
  /** The app repository's client, with the dispatch token (built only when something is sent). */
  app(): RestClient;
  /** `GITHUB_API_URL`, for what a dry run prints. */
  apiUrl: string;
  print(text: string): void;
}

function parseJsonOption(values: PublishValues, option: 'search-space-config' | 'needs'): unknown {
  const text = values[option];
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new OptionError(`{${option}} is not valid JSON (${jsonErrorMessage(error)})`);
  }
}

/** `publish <mode>`: the outputs of the mode (the dispatches are sent, or printed with dry-run). */
export async function runPublish(values: PublishValues, ports: PublishPorts): Promise<Record<string, string>> {
  if (values.mode === 'changelog-metadata') {
    ports.writeFile(values.output, changelogMetadataJson(parseJsonOption(values, 'search-space-config')));
    return { 'changelog-metadata-file': values.output };
  }
  let dispatches: IngestDispatch[];
  if (values.mode === 'redispatch') {
    dispatches = [redispatch(values['source-run-id'], values['merge-run-id'], values['source-run-attempt'])];
  } else {
    const needs = parseJsonOption(values, 'needs');
    dispatches = decideIngest({
      eventName: values['event-name'],
      ref: values.ref,
      needs: (needs ?? {}) as Record<string, unknown>,
      reuseEnabled: values['reuse-enabled'] === 'true',
      reuseSourceRunId: values['reuse-source-run-id'],
      reuseSourceRunAttempt: values['reuse-source-run-attempt'],
      searchSpace: parseJsonOption(values, 'search-space-config'),
      runId: values['run-id']
    });
  }
  for (const dispatch of dispatches) {
    if (values['dry-run']) ports.print(describeDispatch(ports.apiUrl, values['app-repository'], dispatch));
    else await sendDispatch(ports.app(), dispatch);
  }
  return {
    dispatched: String(dispatches.length > 0),
    'event-type': dispatches.map((d) => d.event_type).join(','),
    'source-run-id': dispatches[0]?.client_payload['source-run-id'] ?? ''
  };
}

/**
 * The app repository's client with the dispatch token. No fallback to GITHUB_TOKEN: the workflow's
 * own token cannot dispatch to another repository, and a silent 404 would hide the missing secret.
 */
export function dispatchClient(env: Readonly<Record<string, string | undefined>>, repo: string, token: string | undefined): RestClient {
  return githubRestClient(env, repo, {
    token,
    tokenVariables: [],
    noToken: () => new OptionError('{dispatch-token} (or INFX_FRONTEND_PAT) is required to send the dispatch')
  });
}
