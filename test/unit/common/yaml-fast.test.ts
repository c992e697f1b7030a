import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseYamlFast } from '../../../packages/common/src/yaml-fast.js';
import { parseYamlFull, type LoadedYaml, type YamlPath, type YamlValue } from '../../../packages/common/src/yaml-load.js';
import { seededRandom } from '../../support/seeded-random.js';

// The fast parser must build exactly what the `yaml`-package path builds, or decline.

const fixtures = join(import.meta.dirname, '../../fixtures');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

/** Every node path of a loaded value, parents first. */
function paths(value: YamlValue, path: YamlPath = []): YamlPath[] {
  const result: YamlPath[] = [path];
  if (Array.isArray(value)) value.forEach((item, i) => result.push(...paths(item, [...path, i])));
  else if (value !== null && typeof value === 'object' && value.constructor === Object) {
    for (const [key, item] of Object.entries(value)) result.push(...paths(item as YamlValue, [...path, key]));
  }
  return result;
}

/** What the two paths must agree on: values, key order, and the key and value position of every node. */
function shape(loaded: LoadedYaml): unknown {
  return {
    value: loaded.value,
    nodes: paths(loaded.value).map((path) => {
      const node = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], loaded.value);
      const keys = node !== null && typeof node === 'object' && !Array.isArray(node) ? Object.keys(node) : undefined;
      return { path, keys, value: loaded.locate(path), key: loaded.locate(path, 'key') };
    })
  };
}

type Outcome = { fast: 'declined' } | { fast: 'agrees' };

/** Runs both paths; fails the test when the fast one accepted something the full one treats differently. */
function compare(text: string, uniqueKeys = false): Outcome {
  const fast = parseYamlFast(text, 'x.yaml', { uniqueKeys });
  if (fast === undefined) return { fast: 'declined' };
  let full: LoadedYaml;
  try {
    full = parseYamlFull(text, 'x.yaml', { uniqueKeys });
  } catch (error) {
    throw new Error(`fast path accepted what the full parser rejects (${String(error)}):\n${text}`);
  }
  expect(shape(fast)).toEqual(shape(full));
  return { fast: 'agrees' };
}

describe('every YAML file under test/fixtures loads identically through the fast path', () => {
  const files = yamlFiles(fixtures).map((path) => [relative(fixtures, path)] as const);
  test('the corpus is there', () => expect(files.length).toBeGreaterThan(50));
  test.each(files)('%s', (file) => {
    const text = readFileSync(join(fixtures, file), 'utf8');
    compare(text);
    compare(text, true);
  });
  test.each(['matrix/inferencex/configs/nvidia-master.yaml', 'matrix/inferencex/configs/amd-master.yaml', 'matrix/inferencex/configs/runners.yaml'])(
    'the real file %s takes the fast path',
    (file) => expect(compare(readFileSync(join(fixtures, file), 'utf8'))).toEqual({ fast: 'agrees' })
  );
});

describe('subset features take the fast path and agree', () => {
  test.each<[string, string]>([
    ['nested mappings', 'a:\n  b:\n    c: 1\n  d: x\ne: 2\n'],
    ['sequence of scalars', '- a\n- 1\n- 1.5\n- yes\n- ~\n'],
    ['sequence at the key indentation', 'a:\n- x\n- y\nb: 1\n'],
    ['indented sequence', 'a:\n    - x\n    - y\n'],
    ['compact mapping in a sequence', '- a: 1\n  b: 2\n- c: 3\n'],
    ['compact mapping with a nested sequence at its indentation', '- a:\n  - 1\n  b: 2\n'],
    ['item on the next line', '-\n  a: 1\n'],
    ['empty values', 'a:\nb:   # c\nc: 1\n'],
    ['comments and blank lines', '# top\na: 1 # one\n\n  # indented\nb:\n  # before\n  - x   # after\n'],
    ['plain scalars with inner # and :', 'a: b#c\nb: http://x:80/y\nc: a b  \n'],
    ['YAML 1.1 resolution', 'a: 0x1f\nb: 017\nc: 1:30\nd: .inf\ne: 2001-12-14\nf: Off\ng: 12345678901234567890\nh: 1_000\n'],
    ['non-string keys', '1: a\ntrue: b\nnull: c\n1.0: d\n'],
    ['quoted scalars', `a: 'it''s'\nb: "x \\"y\\" \\\\ \\n \\t"\nc: ''\nd: "# no comment"\n'e': 1\n"f": 2\n`],
    ['flow sequences', 'a: [1, b, "c", \'d\']\nb: []\nc: [ ]\nd: [x y]\n'],
    ['nested flow collections', 'a: [[1, 2], []]\n- { tp: 8, conc-list: [1, 2], x: {y: z} }\n'.replace('\n-', '\nb:\n-')],
    ['flow mapping as a sequence item', '- { tp: 4, ep: 1 }\n- {a: [1]}\n'],
    ['flow mappings', 'a: { name: x, version: "0.8.1" }\nb: {}\nc: {"k": v}\n'],
    ['duplicate keys: last wins, first key place', 'a: 1\nb: 2\na: 3\n'],
    ['duplicate keys in a flow mapping', 'a: {x: 1, x: 2}\n'],
    ['integer-like keys', 'b: 1\n2: x\n1: y\n'],
    ['no final newline', 'a: 1'],
    ['trailing spaces after a colon or an item', 'a:   \nb: x   \nc:\n  - y  \n'],
    ['item with a comment, then a nested mapping', '- # c\n  a: 1\n'],
    ['quoted scalars with escapes at their ends', `- "\\"x\\""\n- '''x'''\n- "\\\\"\n- ''\n- ""\n`],
    ['unicode text', 'a: "Ünïcödé"\nb: café\n']
  ])('%s', (_name, text) => expect(compare(text)).toEqual({ fast: 'agrees' }));
});

describe('positions are found on the first locate, from the text', () => {
  test('a changed value does not move them', () => {
    const loaded = parseYamlFast('a:\n  b: [1, {c: 2}]\nd: x\n', 'x.yaml')!;
    const value = loaded.value as { a: { b: unknown[] }; d?: string };
    value.a.b = [];
    delete value.d;
    expect(loaded.locate(['a', 'b', 1, 'c'])).toEqual({ file: 'x.yaml', line: 2, column: 14 });
    expect(loaded.locate(['d'], 'key')).toEqual({ file: 'x.yaml', line: 3, column: 1 });
    expect(loaded.locate(['a', 'missing'])).toEqual({ file: 'x.yaml', line: 2, column: 3 });
  });
});

describe('anything outside the subset falls back to the full parser', () => {
  test.each<[string, string]>([
    ['anchor and alias', 'a: &x 1\nb: *x\n'],
    ['merge key', 'a: &x {k: 1}\nb:\n  <<: *x\n'],
    ['tag', 'a: !!str 1\n'],
    ['literal block scalar', 'a: |\n  x\n'],
    ['folded block scalar', 'a: >\n  x\n'],
    ['multi-line plain scalar', 'a: x\n  y\n'],
    ['multi-line quoted scalar', 'a: "x\n  y"\n'],
    ['multi-line flow collection', 'a: [1,\n  2]\n'],
    ['trailing comma', 'a: [1, 2,]\n'],
    ['document marker', '---\na: 1\n'],
    ['document end', 'a: 1\n...\n'],
    ['directive', '%YAML 1.1\n---\na: 1\n'],
    ['tab indentation', 'a:\n\tb: 1\n'],
    ['CRLF', 'a: 1\r\nb: 2\r\n'],
    ['BOM', '\ufeffa: 1\n'],
    ['complex key', '? a\n: 1\n'],
    ['flow key', '[a]: 1\n'],
    ['flow mapping as a key', '- {a: 1}: b\n'],
    ['flow pair without a space', 'a: {b:c}\n'],
    ['empty sequence item', '- \n- a\n'],
    ['compact nested sequence', '- - a\n'],
    ['root scalar', 'just text\n'],
    ['empty document', '# nothing\n'],
    ['indented root', '  a: 1\n'],
    ['key with a space before the colon', 'a : 1\n'],
    ['unknown escape', 'a: "\\x41"\n'],
    ['__proto__ key', '__proto__: 1\n'],
    ['duplicate key under uniqueKeys', 'a: 1\na: 2\n'],
    ['bad indentation (syntax error)', 'a:\n    b: 1\n  c: 2\n'],
    ['mapping value on one line (syntax error)', 'a: b: c\n'],
    ['unclosed quote (syntax error)', 'a: "x\n'],
    ['sequence after a scalar value (syntax error)', 'a: 1\n- b\n']
  ])('%s', (name, text) => {
    expect(parseYamlFast(text, 'x.yaml', { uniqueKeys: name.includes('uniqueKeys') })).toBeUndefined();
  });
});

describe('seeded mutation fuzz of the real configs and changelog: the paths agree or the fast one declines', () => {
  const sources = [
    'matrix/inferencex/configs/nvidia-master.yaml',
    'matrix/inferencex/configs/amd-master.yaml',
    'matrix/inferencex/configs/runners.yaml',
    'matrix/inferencex/configs/deprecated/amd-1k1k-master.yaml',
    'changelog/inferencex/perf-changelog.yaml'
  ].map((f) => readFileSync(join(fixtures, f), 'utf8').split('\n'));
  const CHARS = [
    ' ',
    '  ',
    ':',
    ': ',
    '-',
    '- ',
    '#',
    ' #',
    "'",
    '"',
    '[',
    ']',
    '{',
    '}',
    ',',
    '&',
    '*',
    '!',
    '|',
    '>',
    '?',
    '%',
    '\t',
    '\n',
    '\\',
    'x',
    '0',
    '.'
  ];

  function mutate(rand: () => number): string {
    const lines = sources[Math.floor(rand() * sources.length)]!;
    // Start at a top-level line, so that unmutated windows are valid YAML.
    let start = Math.floor(rand() * lines.length);
    while (start > 0 && !/^[^\s#]/.test(lines[start]!)) start--;
    const window = lines.slice(start, start + 20 + Math.floor(rand() * 120));
    const pick = (): number => Math.floor(rand() * window.length);
    for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) {
      const i = pick();
      const line = window[i] ?? '';
      const at = Math.floor(rand() * (line.length + 1));
      switch (Math.floor(rand() * 7)) {
        case 0:
          window[i] = line.slice(0, at) + CHARS[Math.floor(rand() * CHARS.length)] + line.slice(at);
          break;
        case 1:
          window[i] = line.slice(0, at) + line.slice(at + 1);
          break;
        case 2:
          window.splice(i, 0, line);
          break;
        case 3:
          window.splice(i, 1);
          break;
        case 4:
          window[i] = rand() < 0.5 ? ` ${line}` : line.replace(/^ {1,2}/, '');
          break;
        case 5:
          window[i] = window[pick()] ?? '';
          break;
        default:
          window[i] = line.replace(/:\s.*$/, `: ${CHARS[Math.floor(rand() * CHARS.length)]}`);
      }
    }
    return window.join('\n');
  }

  test('2000 seeded mutations', () => {
    const rand = seededRandom(20261202);
    let agreed = 0;
    for (let i = 0; i < 2000; i++) {
      const text = mutate(rand);
      if (compare(text, rand() < 0.2).fast === 'agrees') agreed++;
    }
    // The fuzz means something only if the fast path accepted a fair share of the mutants.
    expect(agreed).toBeGreaterThan(400);
  });
});
