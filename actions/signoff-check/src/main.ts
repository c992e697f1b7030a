import * as core from '@actions/core';
import { nodeFiles, githubRestClient } from '../../../packages/common/src/index.js';
import { readTextFile } from '../../../packages/common/src/index.js';
import { restSignoffGitHub } from '../../../packages/gating/src/index.js';
import {
  DEFAULT_REUSE_RULES,
  parsePayloadObject,
  runSignoffCheck,
  SIGNOFF_CHECK_COMMAND,
  type SignoffCheckResult
} from '../../../packages/gating/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';

const MARK = { pass: '✓', fail: '✗', unknown: '?' } as const;

async function main(): Promise<void> {
  const values = readInputs(SIGNOFF_CHECK_COMMAND);
  const client = githubRestClient(process.env, values.repo, { token: values['github-token'] });
  const result = await runSignoffCheck(
    {
      eventName: values['event-name'],
      payload: parsePayloadObject(readTextFile(nodeFiles, values['event-path']), values['event-path']),
      commentUrl: values['comment-url'] ?? '',
      codeowners: readTextFile(nodeFiles, values['codeowners-file']),
      checklistTemplate: readTextFile(nodeFiles, values['checklist-file']),
      reuse: DEFAULT_REUSE_RULES,
      repo: values.repo
    },
    restSignoffGitHub(client)
  );
  const outputs = {
    proceed: String(result.proceed),
    'pr-number': result.prNumber === undefined ? '' : String(result.prNumber),
    'head-sha': result.headSha,
    'signoff-author': result.author,
    'signoff-kind': result.kind,
    'comment-id': result.commentId,
    'fetch-command': result.fetchCommand,
    'precheck-failures': JSON.stringify(result.failures.map(({ check, reason }) => ({ check, reason })))
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  logUntrusted(result.skip || `sign-off by @${result.author}: ${result.failures.length} pre-check(s) failed`);
  await writeSummary(result);
}

async function writeSummary(result: SignoffCheckResult): Promise<void> {
  const head = result.skip
    ? `Nothing to verify: ${result.skip}`
    : `Sign-off by @${result.author} (${result.kind}) on PR #${result.prNumber} at \`${result.headSha.slice(0, 12)}\`: ${result.proceed ? 'pre-checks passed' : 'pre-checks failed'}`;
  const table = result.checks.length
    ? markdownTable(
        ['', 'check', 'reason'],
        result.checks.map((c) => [MARK[c.verdict], c.check, c.reason])
      )
    : undefined;
  await appendSummary(summarySection('signoff-check', [head, table]));
}

await runAction('signoff-check', main);
