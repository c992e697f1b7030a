#!/usr/bin/env node
// Package boundaries of the TypeScript sources (packages/*/src, cli/src, actions/*/src):
//   - a file imports another package only through that package's `src/index.ts` (its public face),
//     never its internals;
//   - no import cycle, between files or between packages (type-only imports included: a cycle of
//     types is still two modules that cannot be read, or moved, one without the other).
// Prints `file:line:col: message [boundary]`, exit 1 on findings. `npm run lint` runs it.
// Usage: node scripts/check-boundaries.mjs [repo-root]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sources = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        if (e.isDirectory()) return sources(path);
        return /\.(ts|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
      })
    : [];

/** The unit a source file belongs to: `packages/<name>`, `cli` or `actions/<name>`. */
export function unitOf(rel) {
  const m = /^(packages\/[^/]+|actions\/[^/]+|cli)\//.exec(rel);
  return m ? m[1] : undefined;
}

/** Relative import specifiers of a TypeScript text with their 1-based line and column. */
export function importsOf(text) {
  const found = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index + m[0].indexOf("'"));
    const line = before.split('\n').length;
    found.push({ spec: m[1], line, col: before.length - before.lastIndexOf('\n') });
  }
  return found;
}

/** Strongly connected components of more than one node (or a node importing itself). */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.has(v)) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

export function checkBoundaries(root) {
  const findings = [];
  const files = ['packages', 'actions'].flatMap((top) =>
    existsSync(join(root, top)) ? readdirSync(join(root, top)).flatMap((name) => sources(join(root, top, name, 'src'))) : []
  );
  files.push(...sources(join(root, 'cli/src')));
  const fileGraph = new Map();
  const unitGraph = new Map();
  const firstEdge = new Map();
  for (const file of files) {
    const rel = relative(root, file);
    const unit = unitOf(rel);
    const edges = new Set();
    fileGraph.set(rel, edges);
    for (const { spec, line, col } of importsOf(readFileSync(file, 'utf8'))) {
      const target = relative(root, resolve(dirname(file), spec)).replace(/\.js$/, '.ts');
      edges.add(target);
      const other = unitOf(target);
      if (!other || other === unit) continue;
      if (!unitGraph.has(unit)) unitGraph.set(unit, new Set());
      unitGraph.get(unit).add(other);
      if (!firstEdge.has(`${unit} ${other}`)) firstEdge.set(`${unit} ${other}`, { file: rel, line, col });
      if (other.startsWith('packages/') && target !== `${other}/src/index.ts`)
        findings.push({ file: rel, line, col, message: `imports ${spec}, an internal of ${other}: import its src/index.js`, rule: 'boundary' });
    }
  }
  for (const scc of cycles(fileGraph)) {
    const [first] = scc;
    const at = importsOf(readFileSync(join(root, first), 'utf8')).find(({ spec }) =>
      scc.includes(relative(root, resolve(dirname(join(root, first)), spec)).replace(/\.js$/, '.ts'))
    );
    findings.push({ file: first, line: at?.line ?? 1, col: at?.col ?? 1, message: `import cycle among ${scc.join(', ')}`, rule: 'boundary' });
  }
  for (const scc of cycles(unitGraph)) {
    const where = firstEdge.get(`${scc[0]} ${scc.find((u) => unitGraph.get(scc[0]).has(u)) ?? scc[0]}`) ?? { file: scc[0], line: 1, col: 1 };
    findings.push({ ...where, message: `package cycle among ${scc.join(', ')}`, rule: 'boundary' });
  }
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? resolve(fileURLToPath(import.meta.url), '../..'));
  const findings = checkBoundaries(root);
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}: ${f.message} [${f.rule}]`);
  console.log(
    findings.length ? `check-boundaries: ${findings.length} finding(s)` : 'check-boundaries: packages meet only through their index, no import cycle'
  );
  process.exitCode = findings.length ? 1 : 0;
}
