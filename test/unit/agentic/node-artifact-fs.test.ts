import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeArtifactFs, NotUtf8Error } from '../../../packages/job/src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'agentic-fs-'));
const lines = (content: string | Buffer, chunkBytes: number): string[] => {
  writeFileSync(join(dir, 'f'), content);
  const out: string[] = [];
  nodeArtifactFs(dir, chunkBytes).forEachLine('f', (l) => out.push(l));
  return out;
};

describe('streamed lines (Python universal newlines, any chunk size)', () => {
  test.each([
    ['a\nbb\nccc\n', ['a', 'bb', 'ccc']],
    ['a\nbb\nccc', ['a', 'bb', 'ccc']],
    ['a\r\nbb\r\n\r\nc', ['a', 'bb', '', 'c']],
    ['a\rb\rc\r', ['a', 'b', 'c']],
    ['é€😀\nß\n', ['é€😀', 'ß']],
    ['\ufeff{}\n', ['\ufeff{}']],
    ['\n\n', ['', '']],
    ['', []],
    [`${'x'.repeat(50)}\ny`, ['x'.repeat(50), 'y']]
  ])('%j', (content, expected) => {
    for (const chunk of [1, 2, 3, 5, 64]) expect(lines(content, chunk)).toEqual(expected);
  });

  test.each([[Buffer.from([0x61, 0x0a, 0xc3, 0x28, 0x0a])], [Buffer.from([0x61, 0x0a, 0xe2, 0x82])]])('%j is not UTF-8', (bytes) => {
    for (const chunk of [1, 4, 64]) expect(() => lines(bytes, chunk)).toThrow(NotUtf8Error);
  });
});
