#!/usr/bin/env node
// Sweepkit's references to itself, all at one ref: every `uses: <owner>/<name>/actions/<x>@<ref>`,
// `<owner>/<name>/.github/workflows/<x>.yml@<ref>` and raw.githubusercontent.com `$schema` URL in
// the files a user reads or runs (workflows, action.yml and READMEs, examples, docs, schemas) names
// `v<version>` of package.json, so pinning any file by tag or SHA pins all of it (docs/releasing.md).
// <owner>/<name> is package.json's `repository`: a fork releases under its own name.
//   node scripts/refs.mjs                 rewrite every internal ref to v<version>
//   node scripts/refs.mjs --from OLD/NAME also rename references to OLD/NAME (a fork's first release)
//   node scripts/refs.mjs --check         list refs that disagree with v<version>, exit 1 if any
// `npm run lint` runs the check (scripts/lint.mjs); scripts/release.mjs prepare runs the rewrite.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where internal refs live; CHANGELOG.md (history), sources, tests and dist/ are not rewritten. */
const SCOPE = ['README.md', 'DEVELOPERS.md', '.github', 'actions', 'examples', 'docs', 'schemas'];
const TEXT = /\.(ya?ml|md|json)$/;
const SKIP = new Set(['node_modules', 'dist', '.git']);

export class RefsError extends Error {}

/** package.json's version and `owner/name` of its `repository` (a string or `{ url }`). */
export function releaseSettings(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const repo = /(?:github\.com[/:]|^github:|^)([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '')?.[1];
  if (!repo) throw new RefsError(`package.json: repository must name a GitHub owner/name, got ${JSON.stringify(url ?? null)}`);
  if (typeof pkg.version !== 'string') throw new RefsError('package.json has no version');
  return { version: pkg.version, repo, ref: `v${pkg.version}` };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A ref or placeholder (`v1.0.0`, `<ref>`, a SHA) without a trailing sentence dot.
const REF = '[\\w<>-]+(?:\\.[\\w<>-]+)*';

/** Every internal reference of `repo` in `text`: its ref, and the offsets of the repo and the ref. */
export function findRefs(text, repo) {
  const pattern = new RegExp(
    `(${escape(repo)})/(?:(?:actions/[\\w.<>-]+|\\.github/workflows/[\\w.<>-]+\\.ya?ml)@(${REF})|schemas/)|raw\\.githubusercontent\\.com/(${escape(repo)})/(${REF})/`,
    'gi'
  );
  const found = [];
  for (const m of text.matchAll(pattern)) {
    const [repoText, ref] = m[1] !== undefined ? [m[1], m[2]] : [m[3], m[4]];
    // `owner/name/schemas/…` without a ref is a schema's `$id`, an identifier: only its owner follows the setting.
    const repoAt = m.index + (m[1] !== undefined ? 0 : m[0].indexOf(repoText));
    found.push({ repoAt, repoText, ref, refAt: ref === undefined ? undefined : m.index + m[0].lastIndexOf(ref) });
  }
  return found;
}

const walk = (root, path) => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path) ? [path] : [];
  return readdirSync(full)
    .filter((name) => !SKIP.has(name))
    .sort()
    .flatMap((name) => walk(root, join(path, name)));
};

/** The files in scope, relative to `root`. */
export const refFiles = (root) => SCOPE.flatMap((path) => walk(root, path));

/**
 * `file:line:col` findings for every internal ref that is not `ref` (default v<version>); with
 * `{ repos }`, references to those other owner/names too (for `--from`).
 */
export function refFindings(root, { ref, repos = [] } = {}) {
  const settings = releaseSettings(root);
  const want = ref ?? settings.ref;
  const findings = [];
  for (const file of refFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const position = (offset) => {
      const before = text.slice(0, offset).split('\n');
      return { line: before.length, col: before.at(-1).length + 1 };
    };
    for (const repo of [settings.repo, ...repos]) {
      for (const r of findRefs(text, repo)) {
        if (repo !== settings.repo)
          findings.push({ file, ...position(r.repoAt), message: `${r.repoText} should be ${settings.repo} (package.json repository)` });
        else if (r.ref !== undefined && r.ref !== want)
          findings.push({ file, ...position(r.refAt), message: `internal ref @${r.ref} should be ${want} (package.json version; npm run refs)` });
      }
    }
  }
  return findings;
}

/** Rewrites every internal ref to `ref` (and `from` owner/names to the configured one); returns the changed files. */
export function rewriteRefs(root, { ref, from = [] } = {}) {
  const settings = releaseSettings(root);
  const want = ref ?? settings.ref;
  const changed = [];
  for (const file of refFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const edits = [settings.repo, ...from].flatMap((repo) =>
      findRefs(text, repo).flatMap((r) => [
        ...(r.repoText !== settings.repo ? [[r.repoAt, r.repoText.length, settings.repo]] : []),
        ...(r.ref !== undefined && r.ref !== want ? [[r.refAt, r.ref.length, want]] : [])
      ])
    );
    if (!edits.length) continue;
    let out = text;
    for (const [at, length, replacement] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + replacement + out.slice(at + length);
    writeFileSync(join(root, file), out);
    changed.push(file);
  }
  return changed;
}

const USAGE = 'usage: node scripts/refs.mjs [--check] [--from OWNER/NAME]... [ROOT]';

function main(argv) {
  const from = [];
  let check = false;
  let root = resolve(fileURLToPath(import.meta.url), '../..');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') check = true;
    else if (argv[i] === '--from' && argv[i + 1]) from.push(argv[++i]);
    else if (!argv[i].startsWith('-')) root = resolve(argv[i]);
    else {
      console.error(USAGE);
      return 2;
    }
  }
  const { repo, ref } = releaseSettings(root);
  if (check) {
    const findings = refFindings(root, { repos: from });
    for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}: ${f.message} [internal-ref]`);
    console.error(`refs: ${findings.length ? `${findings.length} ref(s) disagree with ${repo}@${ref}` : `every internal ref is ${repo}@${ref}`}`);
    return findings.length ? 1 : 0;
  }
  const changed = rewriteRefs(root, { from });
  for (const file of changed) console.log(relative(root, join(root, file)));
  console.error(`refs: ${changed.length} file(s) rewritten to ${repo}@${ref}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof RefsError)) throw error;
    console.error(`refs: error: ${error.message}`);
    process.exitCode = 1;
  }
}
