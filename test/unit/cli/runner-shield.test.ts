import { describe, expect, test } from '@jest/globals';
import { quoteControls, runnerShield } from '../../../cli/src/runner-shield.js';
import { forgedCommands } from '../../bundle/harness.js';

function shielded(writes: readonly string[]): string {
  let out = '';
  let n = 0;
  const write = runnerShield(
    (text) => (out += text),
    () => `t${++n}`
  );
  writes.forEach(write);
  return out;
}

describe('runnerShield', () => {
  test.each([
    ['plain data stays byte-identical', ['{"a": 1}\n', 'b\n'], '{"a": 1}\nb\n'],
    ['a `::` line is wrapped', ['x\n::add-mask::y\n'], '::stop-commands::t1\nx\n::add-mask::y\n::t1::\n'],
    ['an indented `::` line (the runner trims) is wrapped', ['  ::set-env name=A::b'], '::stop-commands::t1\n  ::set-env name=A::b\n::t1::\n'],
    [
      '`##[` anywhere in a line is wrapped',
      ['log ##[save-state name=finalized;]true\n'],
      '::stop-commands::t1\nlog ##[save-state name=finalized;]true\n::t1::\n'
    ],
    ['a command split across two writes is caught with the earlier line', ['ok\n##', '[add-mask]x\n'], 'ok\n##\n::stop-commands::t1\n[add-mask]x\n::t1::\n'],
    ['`##[` split after a long line of pieces', ['[{"a": 1}, ', '{"b": "x#', '#', '[c"}]\n'], '[{"a": 1}, {"b": "x##\n::stop-commands::t1\n[c"}]\n::t1::\n'],
    ['`::` split after blanks is a command', ['  :', ':add-mask::y\n'], '  :\n::stop-commands::t1\n:add-mask::y\n::t1::\n'],
    ['`::` split inside a line of data is not', ['[{"image": "a:', ':b"}, ', '{"c": "::d"}]\n'], '[{"image": "a::b"}, {"c": "::d"}]\n']
  ])('%s', (_name, writes, expected) => {
    const out = shielded(writes);
    expect(out).toBe(expected);
    expect(forgedCommands(out, 'stderr')).toEqual([]);
  });

  test('the default token is random per wrap (Web Crypto UUIDs)', () => {
    let out = '';
    const write = runnerShield((text) => (out += text));
    write('::add-mask::a\n');
    write('::add-mask::b\n');
    const tokens = [...out.matchAll(/^::stop-commands::(sweepkit-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/gm)].map((m) => m[1]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(forgedCommands(out, 'stderr')).toEqual([]);
  });

  test('unshielded, the same texts are forged commands (the checker is not vacuous)', () => {
    expect(forgedCommands('x\n::add-mask::y\nlog ##[save-state name=a;]b\n  ::set-output name=a::b\n', 'stderr')).toHaveLength(3);
    expect(forgedCommands('::error::fine\n::set-output name=a::b\n', 'stdout')).toEqual(['::set-output name=a::b']);
  });

  test('quoteControls shows control characters except newline and tab', () => {
    expect(quoteControls('a\x1b[2J\rb\u0000\tc\nd\x85')).toBe('a\\x1b[2J\\x0db\\x00\tc\nd\\x85');
  });
});
