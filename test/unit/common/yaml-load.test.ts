import { describe, expect, test } from '@jest/globals';
import { PyFloat, SweepkitError, YamlTimestamp, formatError, loadYamlFile, parseYaml, type Files } from '../../../packages/common/src/index.js';

const scalar = (text: string): unknown => (parseYaml(`a: ${text}`, 'x.yaml').value as Record<string, unknown>).a;
const float = (value: number): PyFloat => new PyFloat(value);

// Expected values are what PyYAML 6 `safe_load` returns (YAML 1.1 implicit resolvers).
describe('plain scalars resolve like PyYAML safe_load', () => {
  test.each<[string, unknown]>([
    ['2_063_837', 2063837],
    ['yes', true],
    ['No', false],
    ['ON', true],
    ['off', false],
    ['y', 'y'],
    ['n', 'n'],
    ['tRUE', 'tRUE'],
    ['017', 15],
    ['0o17', '0o17'],
    ['08', '08'],
    ['0x1f', 31],
    ['0b101', 5],
    ['1:30', 90],
    ['-12', -12],
    ['+12', 12],
    ['0_', 0],
    ['1__0', 10],
    ['12345678901234567890', 12345678901234567890n],
    ['1e3', '1e3'],
    ['1.5e3', '1.5e3'],
    ['1.0e+3', float(1000)],
    ['.5', float(0.5)],
    ['1.', float(1)],
    ['1_0.5', float(10.5)],
    ['0.1_0', float(0.1)],
    ['190:20:30.15', float(685230.15)],
    ['-0.0', float(-0)],
    ['.inf', float(Infinity)],
    ['-.inf', float(-Infinity)],
    ['+.inf', float(Infinity)],
    ['~', null],
    ['null', null],
    ['Null', null],
    ['NULL', null],
    ['nULL', 'nULL'],
    ['', null],
    ['"123"', '123'],
    ["'yes'", 'yes'],
    ['!!str 5', '5'],
    ['!!float 3', float(3)],
    ['plain text', 'plain text']
  ])('%s', (text, expected) => {
    expect(scalar(text)).toEqual(expected);
  });

  test('.nan is a float NaN', () => {
    const value = scalar('.NaN');
    expect(value).toBeInstanceOf(PyFloat);
    expect(Number.isNaN((value as PyFloat).value)).toBe(true);
  });

  test('dates stay recognisable as timestamps, not strings', () => {
    expect(scalar('2024-01-01')).toEqual(new YamlTimestamp('2024-01-01'));
  });
});

describe('mappings', () => {
  test('a duplicate key keeps its first place and takes the last value', () => {
    const loaded = parseYaml('a: 1\nb: 2\na: 3\n', 'd.yaml');
    expect(loaded.value).toEqual({ a: 3, b: 2 });
    expect(Object.keys(loaded.value as object)).toEqual(['a', 'b']);
    expect(loaded.locate(['a'], 'key')).toEqual({ file: 'd.yaml', line: 1, column: 1 });
    expect(loaded.locate(['a'])).toEqual({ file: 'd.yaml', line: 3, column: 4 });
  });

  test('merge keys and aliases resolve like PyYAML', () => {
    const loaded = parseYaml('base: &b {x: 1, y: 2}\nd:\n  <<: *b\n  y: 3\n  z: 4\n', 'm.yaml');
    expect(loaded.value).toEqual({ base: { x: 1, y: 2 }, d: { x: 1, y: 3, z: 4 } });
    expect(Object.keys((loaded.value as Record<string, object>).d!)).toEqual(['x', 'y', 'z']);
  });

  test('non-string keys become Python str() of the key', () => {
    expect(parseYaml('1: a\ntrue: b\n~: c\n', 'k.yaml').value).toEqual({ '1': 'a', True: 'b', None: 'c' });
  });
});

describe('positions', () => {
  const text = ['cfg:', '  search-space:', '    - tp: 8', '      ep: 1', '    - tp: x', ''].join('\n');
  const loaded = parseYaml(text, 'configs/m.yaml');

  test.each<[string, (string | number)[], 'key' | 'value', number, number]>([
    ['a nested value', ['cfg', 'search-space', 1, 'tp'], 'value', 5, 11],
    ['its key', ['cfg', 'search-space', 1, 'tp'], 'key', 5, 7],
    ['a list item', ['cfg', 'search-space', 0], 'value', 3, 7],
    ['a missing key points at the mapping that lacks it', ['cfg', 'search-space', 0, 'dp'], 'value', 3, 7],
    ['the root', [], 'value', 1, 1]
  ])('%s', (_name, path, which, line, column) => {
    expect(loaded.locate(path, which)).toEqual({ file: 'configs/m.yaml', line, column });
  });
});

describe('errors', () => {
  test('a syntax error names file, line and column', () => {
    let error: unknown;
    try {
      parseYaml('a: 1\nb: [1, 2\nc: 3\n', 'bad.yaml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SweepkitError);
    expect(formatError(error as SweepkitError)).toMatch(/^bad\.yaml:\d+:\d+: invalid YAML: /);
  });

  test('an unreadable file is one clear error naming it', () => {
    const files: Files = {
      readText: () => {
        throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      },
      exists: () => false
    };
    expect(() => loadYamlFile(files, 'configs/missing.yaml')).toThrow('file does not exist');
    try {
      loadYamlFile(files, 'configs/missing.yaml');
    } catch (e) {
      expect(formatError(e as SweepkitError)).toBe('configs/missing.yaml: file does not exist');
    }
  });

  test('an empty document is null', () => {
    expect(parseYaml('', 'e.yaml').value).toBeNull();
  });
});
