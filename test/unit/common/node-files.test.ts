import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_TEXT_FILE_BYTES, firstInvalidUtf8, nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { SweepkitError, readTextFile } from '../../../packages/common/src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-files-'));
const file = (name: string, bytes: string | Buffer): string => {
  writeFileSync(join(dir, name), bytes);
  return join(dir, name);
};

function readError(path: string): SweepkitError {
  try {
    readTextFile(nodeFiles, path, 'f.yaml');
  } catch (error) {
    return error as SweepkitError;
  }
  throw new Error('read without an error');
}

describe('nodeFiles.readText refuses what is not a bounded regular UTF-8 file', () => {
  test.each([
    ['a FIFO (would block forever)', () => (execFileSync('mkfifo', [join(dir, 'fifo')]), join(dir, 'fifo')), /not a regular file/],
    ['a device (/dev/zero never ends)', () => '/dev/zero', /not a regular file/],
    ['a directory', () => dir, /is a directory/],
    [
      'a file past the size cap',
      () => {
        const path = file('huge.yaml', '');
        truncateSync(path, MAX_TEXT_FILE_BYTES + 1);
        return path;
      },
      /larger than 64 MiB/
    ]
  ])('%s', (_name, make, message) => {
    const error = readError(make());
    expect(error.message).toMatch(message);
    expect(error.location?.file).toBe('f.yaml');
  });

  test('invalid UTF-8 is an error at its line and column (not U+FFFD)', () => {
    const error = readError(file('bad.yaml', Buffer.concat([Buffer.from('a: 1\nbé: x'), Buffer.from([0xff]), Buffer.from('\n')])));
    expect(error.message).toBe('is not valid UTF-8 (byte 0xff)');
    expect(error.location).toEqual({ file: 'f.yaml', line: 2, column: 6 });
  });

  test('UTF-8 text, U+FFFD itself included, reads as is', () => {
    expect(nodeFiles.readText(file('ok.yaml', 'k: "é \ufffd 😀"\n'))).toBe('k: "é \ufffd 😀"\n');
  });

  test.each([
    [[0x61, 0x62], -1],
    [[0xc3, 0xa9], -1],
    [[0xc0, 0xaf], 0], // overlong
    [[0x61, 0xed, 0xa0, 0x80], 1], // a surrogate
    [[0xf4, 0x90, 0x80, 0x80], 0], // past U+10FFFF
    [[0x61, 0xe2, 0x82], 1] // cut short
  ])('firstInvalidUtf8(%j) = %d', (bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
  });
});
