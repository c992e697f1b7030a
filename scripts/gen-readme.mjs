#!/usr/bin/env node
// Writes the Inputs/Outputs tables of every actions/<name>/README.md from its action.yml, between
// `<!-- api-start -->` and `<!-- api-end -->`. With --check it changes nothing and exits 1 when a
// README is out of date (the test suite runs it that way).
//   node scripts/gen-readme.mjs [--check] [repo-root]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const START = '<!-- api-start -->';
const END = '<!-- api-end -->';
const cell = (text) =>
  String(text ?? '')
    .trim()
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

export function renderApi(action) {
  const inputs = Object.entries(action.inputs ?? {});
  const outputs = Object.entries(action.outputs ?? {});
  const lines = ['', '### Inputs', ''];
  if (inputs.length === 0) lines.push('None.');
  else {
    lines.push('| name | description | required | default |', '| --- | --- | --- | --- |');
    for (const [name, spec] of inputs) {
      // An empty default is shown as '' (an empty code span would render as nothing).
      const fallback = spec.default === undefined ? '' : spec.default === '' ? "`''`" : `\`${cell(spec.default)}\``;
      lines.push(`| \`${name}\` | ${cell(spec.description)} | ${spec.required ? 'yes' : 'no'} | ${fallback} |`);
    }
  }
  lines.push('', '### Outputs', '');
  if (outputs.length === 0) lines.push('None.');
  else {
    lines.push('| name | description |', '| --- | --- |');
    for (const [name, spec] of outputs) lines.push(`| \`${name}\` | ${cell(spec.description)} |`);
  }
  return lines.join('\n') + '\n';
}

/** The README text with its API section regenerated (unchanged when it has no markers). */
export function updateReadme(readme, action) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return readme;
  return readme.slice(0, start + START.length) + '\n' + renderApi(action) + readme.slice(end);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const root = resolve(args.find((a) => !a.startsWith('--')) ?? join(fileURLToPath(import.meta.url), '../..'));
  const stale = [];
  for (const name of readdirSync(join(root, 'actions')).sort()) {
    const readmePath = join(root, 'actions', name, 'README.md');
    const actionPath = join(root, 'actions', name, 'action.yml');
    if (!existsSync(readmePath) || !existsSync(actionPath)) continue;
    const readme = readFileSync(readmePath, 'utf8');
    const updated = updateReadme(readme, parse(readFileSync(actionPath, 'utf8')));
    if (updated === readme) continue;
    stale.push(`actions/${name}/README.md`);
    if (!check) writeFileSync(readmePath, updated);
  }
  if (check && stale.length) {
    for (const file of stale) console.error(`${file}: inputs/outputs tables differ from action.yml (run npm run docs)`);
    process.exitCode = 1;
  } else console.log(stale.length ? `updated ${stale.join(', ')}` : 'action READMEs are up to date');
}
