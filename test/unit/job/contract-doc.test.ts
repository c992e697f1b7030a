// docs/job.md is the contract: its variables table is the job table, rendered (UPDATE_JOB_DOC=1 rewrites it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { JOB_VARIABLE_NOTES, JOB_VARIABLES, type JobVariableName, type Source } from '../../../packages/job/src/index.js';
import { repoRoot } from '../../bundle/harness.js';

const START = '<!-- job-variables-start -->';
const END = '<!-- job-variables-end -->';
const cell = (text: string | undefined): string => (text ? text.replaceAll('|', '\\|') : '');
const code = (text: string | undefined): string => (text ? `\`${text}\`` : '');

function table(): string {
  const lines = [
    '| variable | row key | input | kind | default | templates | value / rule | feeds | set by |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |'
  ];
  for (const [name, def] of Object.entries(JOB_VARIABLES) as [string, (typeof JOB_VARIABLES)[keyof typeof JOB_VARIABLES]][]) {
    const d = def as Source & { kind: string; default?: unknown; templates?: readonly string[] };
    const note = JOB_VARIABLE_NOTES[name as JobVariableName];
    const absent = Object.entries(d.absent ?? {}).map(([template, value]) => `${template}: ${code(value)} when absent`);
    const value = [d.value && code(d.value), note.rule, ...absent].filter(Boolean).join('; ');
    const templates = d.templates?.length === 2 ? 'both' : (d.templates?.[0] ?? '');
    lines.push(
      `| \`${name}\` | ${code(d.row)} | ${code(d.input)} | ${d.kind} | ${d.default === undefined ? '' : d.default === '' ? "''" : code(String(d.default))} | ${templates} | ${cell(value)} | ${cell(note.feeds)} | ${cell(note.setBy ?? (d.templates ? 'benchmark-env' : ''))} |`
    );
  }
  return lines.join('\n');
}

test('docs/job.md lists every job variable as the table declares it', () => {
  const path = join(repoRoot, 'docs', 'job.md');
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(start >= 0 && end > start).toBe(true);
  const expected = `${doc.slice(0, start + START.length)}\n${table()}\n${doc.slice(end)}`;
  if (process.env.UPDATE_JOB_DOC === '1') writeFileSync(path, expected);
  expect(doc).toBe(expected);
});
