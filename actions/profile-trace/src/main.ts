import * as core from '@actions/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_TRACE_COMMAND, publishProfileTrace, type ProfileTraceResult } from '../../../packages/naming/src/index.js';
import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { commitAndPush, OptionError } from '../../../packages/common/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';

function setOutputs(result: ProfileTraceResult): void {
  const { traces, artifacts, stored } = result;
  core.setOutput('trace', traces.trace ?? '');
  core.setOutput('tp0-decode', traces.tp0Decode ?? '');
  core.setOutput('tp0-extend', traces.tp0Extend ?? '');
  core.setOutput('trace-artifact', artifacts.trace);
  core.setOutput('tp0-decode-artifact', artifacts.tp0Decode);
  core.setOutput('tp0-extend-artifact', artifacts.tp0Extend);
  core.setOutput('moe-debug-artifact', artifacts.moeDebug);
  core.setOutput('storage-sha', stored?.sha ?? '');
  core.setOutput('raw-url', stored?.rawUrl ?? '');
  core.setOutput('relay-url', stored?.relayUrl ?? '');
}

async function writeSummary(result: ProfileTraceResult): Promise<void> {
  const { traces, artifacts, stored } = result;
  const rows = [
    ['trace', traces.trace, artifacts.trace],
    ['TP-0 decode', traces.tp0Decode, artifacts.tp0Decode],
    ['TP-0 extend', traces.tp0Extend, artifacts.tp0Extend]
  ].map(([what, file, artifact]) => [what!, file ? `\`${file}\`` : '—', file ? `\`${artifact}\`` : '—']);
  await appendSummary(
    summarySection('Profile trace', [
      stored?.relayUrl ? `**Perfetto (Relay):** ${stored.relayUrl}` : undefined,
      stored ? `**Raw trace:** ${stored.rawUrl}` : undefined,
      ...result.warnings,
      markdownTable(['', 'file', 'artifact'], rows)
    ])
  );
}

await runAction('profile-trace', async () => {
  const inputs = readInputs(PROFILE_TRACE_COMMAND);
  const repository = inputs['storage-repository'];
  if (repository && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository))
    throw new OptionError(`{storage-repository} must be owner/name, got '${repository}'`);
  const serverUrl = process.env.GITHUB_SERVER_URL || 'https://github.com';
  const result = await publishProfileTrace(nodeArtifactFs(process.cwd()), {
    resultFilename: inputs['result-filename'] ?? '',
    framework: inputs.framework ?? '',
    runnerType: inputs['runner-type'] ?? '',
    sha: process.env.GITHUB_SHA ?? '',
    serverUrl,
    relayUrl: inputs['relay-url'] ?? '',
    storage: repository
      ? {
          repository,
          push: async (from, to, message) =>
            (
              await commitAndPush({
                remoteUrl: `${serverUrl.replace(/\/+$/, '')}/${repository}.git`,
                repository,
                token: inputs['storage-token'] || undefined,
                branch: inputs['storage-branch'] || undefined,
                workDir: mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), 'profile-storage-')),
                files: [{ from, to }],
                message
              })
            ).sha
        }
      : undefined
  });
  for (const warning of result.warnings) core.warning(warning, { title: 'profile-trace' });
  if (result.stored) {
    logUntrusted(`RAW trace URL: ${result.stored.rawUrl}`);
    if (result.stored.relayUrl) logUntrusted(`Perfetto Relay URL: ${result.stored.relayUrl}`);
  }
  setOutputs(result);
  await writeSummary(result);
});
