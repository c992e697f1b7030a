#!/usr/bin/env node
// Every relative link and image in the repository's Markdown points at a file that exists, and
// every `#anchor` at a heading (GitHub's slugs) or an `id`/`name` anchor of that file. Web links
// (http:, https:, mailto:) are not fetched. Test data (test/fixtures/) and build output are skipped.
// Prints `file:line:col: message [link]`, exit 1 on findings. `npm run lint` runs it.
// Usage: node scripts/check-links.mjs [repo-root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.git', 'fixtures', 'node24']);
const md = new MarkdownIt({ html: true });

/** Markdown files under `dir`, build output and test data left out. */
export function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
export function slug(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const plain = (inline) =>
  (inline.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');

/** The anchors a Markdown text defines (headings, and `id=`/`name=` attributes of inline HTML). */
export function anchorsOf(text) {
  const tokens = md.parse(text, {});
  const seen = new Map();
  const anchors = new Set();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const base = slug(plain(tokens[i + 1]));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  });
  for (const m of text.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]);
  return anchors;
}

/** Every link and image target of a Markdown text with its 1-based line. */
export function linksOf(text) {
  const links = [];
  const walk = (tokens, line) => {
    for (const token of tokens) {
      const at = token.map ? token.map[0] + 1 : line;
      if (token.type === 'link_open') links.push({ target: token.attrGet('href'), line: at });
      if (token.type === 'image') links.push({ target: token.attrGet('src'), line: at });
      if (token.children) walk(token.children, at);
    }
  };
  walk(md.parse(text, {}), 1);
  return links;
}

/** Findings `{ file, line, col, message, rule }` for every broken relative link under `root`. */
export function checkLinks(root) {
  const findings = [];
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of markdownFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    for (const { target, line } of linksOf(text)) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [rawPath, anchor] = target.split('#', 2);
      const path = decodeURIComponent(rawPath);
      const where = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      // markdown-it tells a block's first line; the link is on the first line from there naming it.
      let at = line - 1;
      while (at < lines.length - 1 && !lines[at].includes(target)) at += 1;
      if (!lines[at].includes(target)) at = line - 1;
      const col = lines[at].indexOf(target) + 1 || 1;
      const report = (message) => findings.push({ file: relative(root, file), line: at + 1, col, message, rule: 'link' });
      if (!existsSync(where)) report(`link to ${target}: ${relative(root, where)} does not exist`);
      else if (anchor && where.endsWith('.md') && statSync(where).isFile() && !anchors(where).has(decodeURIComponent(anchor).toLowerCase()))
        report(`link to ${target}: ${relative(root, where)} has no heading or anchor #${anchor}`);
    }
  }
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? resolve(fileURLToPath(import.meta.url), '../..'));
  const findings = checkLinks(root);
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}: ${f.message} [${f.rule}]`);
  console.log(findings.length ? `check-links: ${findings.length} broken link(s)` : 'check-links: every relative link resolves');
  process.exitCode = findings.length ? 1 : 0;
}
