#!/usr/bin/env node
// Offline lint of the repository's GitHub metadata; prints `file:line:col: message [rule]`, exit 1 on findings.
//   - .github/workflows/*.yml and examples/inferencex/*.yml through `sweepkit lint-workflows` run from the built CLI (dist/cli):
//     actionlint, runner labels of .github/actionlint.yaml, and every step using a local or
//     Sweepkit action against that action's inputs. The repository lints itself with the command
//     adopters run rather than a copy of its checks (check-dist keeps dist/ built from the sources);
//   - actions/*/action.yml against the vendored SchemaStore schema, plus: every input and output
//     has a description, and runs.main / runs.post point at files that exist;
//   - every relative link and anchor in the Markdown (scripts/check-links.mjs);
//   - package boundaries: imports of another package through its index only, no import cycle
//     (scripts/check-boundaries.mjs).
//   - every internal ref (`<repository>/actions/<x>@<ref>`, reusable workflows, `$schema` URLs) is
//     v<package.json version> (scripts/refs.mjs; `npm run refs` fixes them).
// Usage: node scripts/lint.mjs [repo-root]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { LineCounter, isMap, parseDocument } from 'yaml';
import { checkBoundaries } from './check-boundaries.mjs';
import { checkLinks } from './check-links.mjs';
import { refFindings } from './refs.mjs';

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

export async function lint(root) {
  const findings = [];
  const report = (file, { line, col }, message, rule) => findings.push({ file: relative(root, file), line, col, message, rule });

  const schema = JSON.parse(readFileSync(join(scriptRoot, 'schemas/vendor/github-action.schema.json'), 'utf8'));
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  const actionsDir = join(root, 'actions');
  for (const name of existsSync(actionsDir) ? readdirSync(actionsDir).sort() : []) {
    const file = join(actionsDir, name, 'action.yml');
    if (!existsSync(file)) continue;
    const { value, at, errors } = load(file);
    errors.forEach((e) => report(file, e, e.message, 'yaml'));
    if (errors.length) continue;
    if (!validate(value)) {
      // oneOf/anyOf/if only repeat their branches' errors; missing descriptions are reported below.
      const useful = validate.errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword) && e.params?.missingProperty !== 'description');
      for (const e of useful) {
        const path = e.instancePath
          .split('/')
          .slice(1)
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
        const extra = e.params?.additionalProperty
          ? ` (${e.params.additionalProperty})`
          : e.params?.allowedValues
            ? ` (${e.params.allowedValues.join(', ')})`
            : '';
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

  // A root without a package.json naming its repository (a test fixture) has no internal refs.
  const pkg = join(root, 'package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).repository) {
    for (const f of refFindings(root)) report(join(root, f.file), f, f.message, 'internal-ref');
  }

  // The shipped workflows, and the adopter's callers of examples/inferencex (checked as an adopter would).
  for (const dir of ['.github/workflows', 'examples/inferencex'].filter((d) => existsSync(join(root, d)))) {
    const run = spawnSync(process.execPath, [join(scriptRoot, 'dist/cli/index.js'), 'lint-workflows', dir], { cwd: root, encoding: 'utf8' });
    for (const line of run.stdout.split('\n').filter(Boolean)) {
      const m = /^(.+?):(\d+):(\d+): (.*) \[([\w-]+)\]$/.exec(line);
      if (m) report(join(root, m[1]), { line: Number(m[2]), col: Number(m[3]) }, m[4], m[5]);
      else report(join(root, dir), { line: 0, col: 0 }, line, 'lint-workflows');
    }
    if (run.status !== 0 && run.status !== 1)
      report(join(root, dir), { line: 0, col: 0 }, `sweepkit lint-workflows failed: ${run.stderr.trim() || run.error?.message}`, 'lint-workflows');
  }
  findings.push(...checkLinks(root), ...checkBoundaries(root));
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? scriptRoot);
  const findings = await lint(root);
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}: ${f.message} [${f.rule}]`);
  console.log(findings.length ? `lint: ${findings.length} finding(s)` : 'lint: workflows, action metadata, links and package boundaries OK');
  process.exitCode = findings.length ? 1 : 0;
}
