import { createRequire } from 'node:module';
import type { Alias, CST, Document, Node as YamlNode, Pair } from 'yaml';
import { SweepkitError } from './errors.js';
import { PyFloat } from './python/float.js';
import { readTextFile, type Files } from './files.js';
import { parseYamlFast } from './yaml-fast.js';
import { resolvePlainScalar, resolveTaggedScalar, YamlTimestamp, type YamlScalar } from './yaml-scalars.js';
import { pyStr } from './python/values.js';
import { LoadedYaml, YAML_MAX_DEPTH, type ChildPositions, type Position, type YamlMapping, type YamlValue } from './yaml-tree.js';

export { LoadedYaml, isYamlMapping, YAML_MAX_DEPTH, type Position, type YamlMapping, type YamlPath, type YamlValue } from './yaml-tree.js';

/**
 * Nodes that aliases may copy in one document, all aliases together. PyYAML shares an aliased node
 * instead of copying it, so a few hundred bytes of nested aliases (a "billion laughs") cost it
 * nothing; we copy, so the copies are bounded. Real configs copy a few thousand nodes at most.
 */
export const YAML_MAX_ALIAS_NODES = 100_000;

// PyYAML's reader accepts only these characters (its `NON_PRINTABLE` check), NUL and other controls never.
const NOT_PRINTABLE = /[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

export interface LoadYamlOptions {
  /** Name used in messages and locations (defaults to the path as given). */
  displayName?: string;
}

export interface ParseYamlOptions {
  /** Reject a key repeated in one mapping (`found duplicate key 'k'`, code yaml-duplicate-key) instead of PyYAML's last-wins. */
  uniqueKeys?: boolean;
}

/** Parses YAML text with PyYAML `safe_load` semantics (YAML 1.1 scalars, duplicate keys: last wins unless `uniqueKeys`). */
export function parseYaml(text: string, file: string, options: ParseYamlOptions = {}): LoadedYaml {
  // The hand-written parser covers the plain block style of the configs several times faster;
  // it declines everything else (and every error), which the full `yaml` parser then handles.
  return parseYamlFast(text, file, options) ?? parseYamlFull(text, file, options);
}

// The `yaml` package is loaded on first use: the files Sweepkit ships and the real configs take the
// fast path, so most runs never evaluate it. In a bundle `require` is the bundler's (the package is
// inside the bundle, evaluated when first required); unbundled ESM (tests) has no `require`.
type YamlPackage = typeof import('yaml');
let yamlPackage: YamlPackage | undefined;
export const loadYaml = (): YamlPackage =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load the bundler resolves
  (yamlPackage ??= (typeof require === 'function' ? require('yaml') : createRequire(import.meta.url)('yaml')) as YamlPackage);

/** parseYaml through the `yaml` package alone: any YAML, and the reference the fast path is tested against. */
export function parseYamlFull(text: string, file: string, options: ParseYamlOptions = {}): LoadedYaml {
  const { LineCounter, Parser, Composer, YAMLParseError, isAlias, isMap, isScalar, isSeq } = loadYaml();
  const lineCounter = new LineCounter();
  const pos = (offset: number | undefined): Position => {
    const { line, col } = lineCounter.linePos(offset ?? 0);
    return { line, column: col };
  };
  const fail = (message: string, offset: number | undefined, code = 'yaml-syntax'): never => {
    const { line, column } = pos(offset);
    throw new SweepkitError(message, { location: { file, line, column }, code });
  };
  const tooDeep = (offset: number | undefined): never => fail(`YAML nesting deeper than ${YAML_MAX_DEPTH} levels`, offset, 'yaml-too-deep');

  // parseDocument in two steps, so that the depth is checked on the syntax tree (built without
  // recursion) before the `yaml` package's recursive composer sees it: at the stack limit V8 can
  // abort the whole process (a regular expression compiled there fails natively), beyond any catch.
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const bad = NOT_PRINTABLE.exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).padStart(4, '0');
    fail(`unacceptable character #x${code}: special characters are not allowed`, bad.index, 'yaml-character');
  }
  const deepAt = firstTooDeep(tokens);
  if (deepAt !== undefined) tooDeep(deepAt);
  const composer = new Composer({ schema: 'failsafe', uniqueKeys: false, version: '1.1', strict: false });
  let doc: Document | undefined;
  for (const next of composer.compose(tokens, true, text.length)) {
    if (doc) {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
      break;
    }
    doc = next;
  }
  if (!doc) return fail('no YAML document', 0);
  const firstError = doc.errors[0];
  if (firstError) fail(`invalid YAML: ${firstError.message.split('\n')[0]}`, firstError.pos[0]);

  const children = new WeakMap<object, Map<string | number, ChildPositions>>();
  const active = new Set<YamlNode>();
  const targets = aliasTargets(doc);
  const over = aliasBudgetExceeded(doc, targets);
  if (over) fail(over.message, over.offset, 'yaml-alias-bound');
  let depth = 0;

  const convert = (node: YamlNode | null | undefined): YamlValue => {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) {
      const target = targets.get(node as Alias);
      if (!target) fail(`unknown YAML alias *${(node as Alias).source}`, node.range?.[0]);
      if (active.has(target as YamlNode)) fail('recursive YAML alias', node.range?.[0]);
      return convert(target as YamlNode);
    }
    if (isScalar(node)) {
      const source = String(node.value ?? '');
      if (node.tag && node.tag !== '!') {
        const tagged = resolveTaggedScalar(node.tag, source);
        if (tagged === undefined) fail(`cannot apply YAML tag ${node.tag} to ${JSON.stringify(source)}`, node.range?.[0]);
        return tagged as YamlScalar;
      }
      return node.type === 'PLAIN' ? resolvePlainScalar(source) : source;
    }
    if (++depth > YAML_MAX_DEPTH) tooDeep(node.range?.[0]);
    active.add(node);
    try {
      if (isSeq(node)) {
        const list: YamlValue[] = [];
        const places = new Map<string | number, ChildPositions>();
        node.items.forEach((item, index) => {
          list.push(convert(item as YamlNode));
          places.set(index, { value: pos((item as YamlNode | null)?.range?.[0] ?? node.range?.[0]) });
        });
        children.set(list, places);
        return list;
      }
      if (isMap(node)) return convertMapping(node.items as Pair[], node.range?.[0]);
    } finally {
      active.delete(node);
      depth--;
    }
    return fail(`unsupported YAML node`, (node as YamlNode).range?.[0]);
  };

  const convertMapping = (pairs: readonly Pair[], offset: number | undefined): YamlMapping => {
    const mapping: YamlMapping = {};
    const places = new Map<string | number, ChildPositions>();
    const assign = (key: string, value: YamlValue, where: ChildPositions): void => {
      const earlier = places.get(key);
      mapping[key] = value;
      // Python dicts keep a repeated key at its first place; the value in effect is the last one.
      places.set(key, { key: earlier?.key ?? where.key, value: where.value });
    };
    // PyYAML merge keys (`<<`): merged pairs come first, the mapping's own pairs override them.
    const own: Array<[string, YamlValue, ChildPositions]> = [];
    const ownKeys = new Set<string>();
    for (const pair of pairs) {
      const keyNode = pair.key as YamlNode | null;
      const valueNode = pair.value as YamlNode | null;
      const keyPos = pos(keyNode?.range?.[0] ?? offset);
      const valuePos = valueNode?.range ? pos(valueNode.range[0]) : keyPos;
      if (isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
        const merged = convert(valueNode);
        const sources = Array.isArray(merged) ? merged : [merged];
        for (const source of sources) {
          if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof PyFloat || source instanceof YamlTimestamp) {
            fail('a YAML merge key (<<) needs a mapping or a list of mappings', valueNode?.range?.[0]);
          }
          const sourcePlaces = children.get(source as object);
          for (const [k, v] of Object.entries(source as YamlMapping)) {
            if (!(k in mapping)) assign(k, v, sourcePlaces?.get(k) ?? { key: keyPos, value: valuePos });
          }
        }
        continue;
      }
      const key = pyStr(convert(keyNode));
      if (options.uniqueKeys && ownKeys.has(key)) fail(`found duplicate key '${key}'`, keyNode?.range?.[0], 'yaml-duplicate-key');
      ownKeys.add(key);
      own.push([key, convert(valueNode), { key: keyPos, value: valuePos }]);
    }
    for (const [key, value, where] of own) assign(key, value, where);
    children.set(mapping, places);
    return mapping;
  };

  const value = convert(doc.contents as YamlNode | null);
  return new LoadedYaml(file, value, { value, root: pos(doc.contents?.range?.[0]), children });
}

/** The offset of the first collection nested deeper than YAML_MAX_DEPTH in the syntax tree, if any. */
function firstTooDeep(tokens: readonly CST.Token[]): number | undefined {
  const stack: Array<[CST.Token | undefined, number]> = tokens.map((token) => [token, 0]);
  while (stack.length > 0) {
    const [token, outer] = stack.pop()!;
    if (!token) continue;
    if (token.type === 'document') {
      stack.push([token.value, outer]);
      continue;
    }
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    const depth = outer + 1;
    if (depth > YAML_MAX_DEPTH) return token.offset;
    for (const item of token.items) {
      if ('key' in item) stack.push([item.key ?? undefined, depth]);
      stack.push([item.value, depth]);
    }
  }
  return undefined;
}

/**
 * The one alias budget of every YAML reader (this loader, lint-workflows' alias expansion, the
 * `yaml` documents read elsewhere): the first alias, in document order, past which the aliases
 * together copy more than YAML_MAX_ALIAS_NODES nodes, and the message to report there; undefined
 * within budget. Each node's expanded size is computed once (capped), so a "billion laughs" is
 * measured in one walk without being expanded.
 */
export function aliasBudgetExceeded(doc: Document, targets: Map<Alias, YamlNode> = aliasTargets(doc)): { message: string; offset: number } | undefined {
  const { isAlias, isMap, isPair, isSeq, visit } = loadYaml();
  const cap = YAML_MAX_ALIAS_NODES + 1;
  const sizes = new Map<YamlNode, number>();
  const active = new Set<YamlNode>();
  const sizeOf = (node: unknown): number => {
    if (node === null || node === undefined) return 0;
    if (isAlias(node)) {
      const target = targets.get(node);
      // An unknown or recursive alias copies nothing here; the readers report it.
      return target === undefined || active.has(target) ? 1 : Math.min(cap, 1 + sizeOf(target));
    }
    if (!isMap(node) && !isSeq(node)) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    active.add(node);
    let size = 1;
    for (const item of node.items as unknown[]) {
      size += isPair(item) ? sizeOf(item.key) + sizeOf(item.value) : sizeOf(item);
      if (size >= cap) break;
    }
    active.delete(node);
    sizes.set(node, Math.min(cap, size));
    return Math.min(cap, size);
  };
  let copied = 0;
  let over: Alias | undefined;
  visit(doc, {
    Alias(_, alias) {
      const target = targets.get(alias);
      copied += target === undefined ? 0 : sizeOf(target);
      if (copied <= YAML_MAX_ALIAS_NODES) return undefined;
      over = alias;
      return visit.BREAK;
    }
  });
  return over && { message: `YAML aliases copy more than ${YAML_MAX_ALIAS_NODES} nodes (nested aliases that multiply)`, offset: over.range?.[0] ?? 0 };
}

/**
 * A `yaml` document as plain data, within the alias budget (past it: one error at the alias's
 * line in `file`); `text` is the document's source, for the position.
 */
export function yamlDocumentToJs(doc: Document, text: string, file: string): unknown {
  const over = aliasBudgetExceeded(doc);
  if (over) {
    const before = text.slice(0, over.offset).split('\n');
    throw new SweepkitError(over.message, { location: { file, line: before.length, column: before.at(-1)!.length + 1 }, code: 'yaml-alias-bound' });
  }
  return doc.toJS({ maxAliasCount: -1 });
}

/**
 * The node each alias stands for: the last node with its anchor before it, found in one walk in
 * document order (`Alias.resolve` walks the whole document once per alias: quadratic).
 */
function aliasTargets(doc: Document): Map<Alias, YamlNode> {
  const anchors = new Map<string, YamlNode>();
  const targets = new Map<Alias, YamlNode>();
  const { visit, isAlias } = loadYaml();
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) targets.set(node, target);
      } else if (node.anchor) anchors.set(node.anchor, node);
    }
  });
  return targets;
}

/** Reads and parses a YAML file through the Files port; a missing file is an error naming it. */
export function loadYamlFile(files: Files, path: string, options: LoadYamlOptions = {}): LoadedYaml {
  return parseYaml(readTextFile(files, path, options.displayName), options.displayName ?? path);
}
