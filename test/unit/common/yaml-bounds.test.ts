import { describe, expect, test } from '@jest/globals';
import { SweepkitError, YAML_MAX_ALIAS_NODES, YAML_MAX_DEPTH, parseYaml, parseYamlFull } from '../../../packages/common/src/index.js';

// A "billion laughs": each level names the previous one nine times, so ten levels stand for 10^9 nodes.
const laughs = ['a0: &a0 [x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`)].join('\n') + '\n';

function failure(text: string, parse = parseYaml): SweepkitError {
  try {
    parse(text, 'f.yaml');
  } catch (error) {
    if (error instanceof SweepkitError) return error;
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('YAML reader bounds', () => {
  test.each([
    ['billion laughs', laughs, 'yaml-alias-bound', /aliases copy more than 100000 nodes/],
    ['laughs behind a merge key', `${laughs}k:\n  <<: {m: *a9}\n`, 'yaml-alias-bound', /aliases copy/],
    ['deep flow nesting', `k: ${'['.repeat(300)}${']'.repeat(300)}\n`, 'yaml-too-deep', /nesting deeper than 256 levels/],
    ['very deep flow nesting (the yaml package overflows)', '['.repeat(50_000) + ']'.repeat(50_000), 'yaml-too-deep', /nesting deeper/],
    ['deep block nesting', Array.from({ length: 400 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n', 'yaml-too-deep', /nesting deeper/],
    ['very deep block nesting', Array.from({ length: 6000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n', 'yaml-too-deep', /nesting deeper/],
    ['NUL in a value', 'k: a\u0000b\n', 'yaml-character', /unacceptable character #x0000/],
    ['escape character', 'k: a\u001bb\n', 'yaml-character', /#x001b/],
    ['lone surrogate', 'k: a\ud800\n', 'yaml-character', /#xd800/]
  ])('%s fails located', (_name, text, code, message) => {
    for (const parse of [parseYaml, parseYamlFull]) {
      const error = failure(text, parse);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(error.location?.file).toBe('f.yaml');
      expect(error.location?.line).toBeGreaterThanOrEqual(1);
      expect(error.location?.column).toBeGreaterThanOrEqual(1);
    }
  });

  test('the NUL is located at its line and column', () => {
    expect(failure('a: 1\nbb: x\u0000\n').location).toEqual({ file: 'f.yaml', line: 2, column: 6 });
  });

  test.each([
    [
      'aliases within the bound',
      'd: &d {a: 1, b: [1, 2]}\nx: *d\ny: {<<: *d, c: 3}\n',
      { d: { a: 1, b: [1, 2] }, x: { a: 1, b: [1, 2] }, y: { a: 1, b: [1, 2], c: 3 } }
    ],
    ['an anchor redefined: an alias takes the last one before it', 'a: &x 1\nb: *x\nc: &x 2\nd: *x\n', { a: 1, b: 1, c: 2, d: 2 }],
    ['nesting at the bound', '['.repeat(YAML_MAX_DEPTH) + ']'.repeat(YAML_MAX_DEPTH), JSON.parse('['.repeat(YAML_MAX_DEPTH) + ']'.repeat(YAML_MAX_DEPTH))],
    ['tab, CR, NEL and U+FFFD are printable for PyYAML', 'k: "a\tb\u0085\ufffd"\r\n', { k: 'a\tb\u0085\ufffd' }]
  ])('%s', (_name, text, expected) => {
    expect(parseYaml(text, 'f.yaml').value).toEqual(expected);
  });

  test('many aliases of one small anchor stay linear (each alias is resolved once, not by a walk)', () => {
    const count = YAML_MAX_ALIAS_NODES / 4;
    const text = `a: &a 1\nb: [${Array(count).fill('*a').join(', ')}]\n`;
    expect((parseYaml(text, 'f.yaml').value as { b: unknown[] }).b).toHaveLength(count);
  });
});
