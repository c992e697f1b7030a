/**
 * Hostile archives (collect-results' artifact-pattern): a job controls what its artifact holds.
 * Every archive is read by the one ZIP reader (`packages/common/src/zip.ts`) and unpacked by
 * `unzipInto`: nothing leaves `<results-dir>/<artifact>/`, and an archive refused at any point
 * leaves that folder as it was (nothing written for a new one, an old one untouched).
 */
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZip, unzipInto, ZipError } from '../../packages/common/src/index.js';
import { zipOf, type ZipEntrySpec } from '../support/zip.js';

const LIMITS = { maxTotalBytes: 1 << 20, maxEntries: 100 };

/** Everything below `dir`: files with contents, folders with a trailing `/`. */
function tree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, { [`${prefix}${name}/`]: '' }, tree(path, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = readFileSync(path, 'utf8');
  }
  return out;
}

const ok = (name: string, data = '{}'): ZipEntrySpec => ({ name, data });
const truncate = (zip: Buffer, by: number): Buffer => zip.subarray(0, zip.length - by);
/** A valid archive whose end record says ZIP64 (0xFFFF entries). */
const zip64 = (): Buffer => {
  const zip = zipOf([ok('a.json')]);
  zip.writeUInt16LE(0xffff, zip.length - 12);
  zip.writeUInt16LE(0xffff, zip.length - 14);
  return zip;
};
/** An entry whose local header lies inside another entry's data (a small archive multiplied). */
const overlapping = (): Buffer => {
  const inner = zipOf([ok('b.json', 'y')]);
  const outer = zipOf([{ name: 'a.json', data: inner.subarray(0, 37) }]);
  const innerCentral = Buffer.from(inner.subarray(37, inner.length - 22));
  innerCentral.writeUInt32LE(36, 42);
  const directory = Buffer.concat([outer.subarray(73, outer.length - 22), innerCentral]);
  const end = Buffer.from(outer.subarray(outer.length - 22));
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(directory.length, 12);
  return Buffer.concat([outer.subarray(0, 73), directory, end]);
};

describe('refused archives write nothing', () => {
  test.each<[string, Buffer, RegExp]>([
    ['zip-slip ../', zipOf([ok('ok.json'), ok('../escaped.json')]), /entry "..\/escaped.json" must stay inside its folder/],
    ['zip-slip deep', zipOf([ok('a/../../escaped.json')]), /must stay inside its folder/],
    ['absolute name', zipOf([ok('/tmp/escaped.json')]), /entry "\/tmp\/escaped.json" must be a relative path/],
    ['backslash name', zipOf([ok('..\\escaped.json')]), /must use '\/' between folders/],
    ['control character', zipOf([ok('a\nb.json')]), /must not contain control characters/],
    ['symlink entry', zipOf([ok('ok.json'), { name: 'link', data: '/etc/passwd', mode: 0o120777 }]), /entry "link" is a symlink/],
    ['device entry', zipOf([{ name: 'dev', mode: 0o020666 }]), /entry "dev" is not a regular file or folder/],
    ['CRC mismatch', zipOf([ok('ok.json'), { name: 'bad.json', data: '{"a": 1}', crc: 1234 }]), /entry "bad.json" fails its CRC-32 check/],
    ['CRC mismatch, deflated', zipOf([{ name: 'bad.json', data: '{"a": 1}', method: 8, crc: 99 }]), /fails its CRC-32 check/],
    ['deflated past its declared size', zipOf([{ name: 'bomb.json', data: 'x'.repeat(100_000), method: 8, size: 10 }]), /inflates past the 10 bytes declared/],
    ['deflated short of its declared size', zipOf([{ name: 'short.json', data: 'xy', method: 8, size: 10 }]), /inflates to 2 bytes, not the 10 declared/],
    ['truncated (no end record)', truncate(zipOf([ok('a.json')]), 10), /not a ZIP archive .*truncated/],
    [
      'truncated inside the directory',
      (() => {
        const z = zipOf([ok('a.json'), ok('b.json')]);
        return Buffer.concat([z.subarray(0, z.length - 40), z.subarray(z.length - 22)]);
      })(),
      /truncated/
    ],
    ['not a zip', Buffer.from('<html>rate limited</html>'), /not a ZIP archive/],
    ['empty body', Buffer.alloc(0), /not a ZIP archive/],
    [
      'oversized (2 MiB of zeros in 2 KB)',
      zipOf([ok('a.json'), { name: 'big.json', data: Buffer.alloc(2 << 20), method: 8 }]),
      /entry "big.json" takes the archive past 1048576 bytes/
    ],
    ['too many entries', zipOf(Array.from({ length: 101 }, (_, i) => ok(`${i}.json`))), /more than 100 entries/],
    ['ZIP64', zip64(), /ZIP64 archives are not supported/],
    ['encrypted', zipOf([{ name: 'a.json', data: 'x', flags: 1 }]), /entry "a.json" is encrypted/],
    ['bzip2', zipOf([{ name: 'a.json', data: 'x', method: 12 }]), /uses compression method 12/],
    ['duplicate names', zipOf([ok('a.json'), ok('./a.json')]), /entry ".\/a.json" appears twice/],
    ['file and folder', zipOf([ok('a'), ok('a/b.json')]), /entry "a" is a file and a folder/],
    ['overlapping entries', overlapping(), /entry "b.json" overlaps another/],
    [
      'issue 35: a 300-byte entry name (was a raw ENAMETOOLONG)',
      zipOf([ok(`${'n'.repeat(300)}.json`)]),
      /entry "n+\.json" has a name part of 305 bytes \(at most 255\)/
    ],
    ['ours: a 256-byte folder name deep in the path', zipOf([ok(`a/${'d'.repeat(256)}/b.json`)]), /has a name part of 256 bytes/],
    ['ours: 130 characters that are 260 bytes (é is two)', zipOf([ok(`${'é'.repeat(130)}`)]), /has a name part of 260 bytes/]
  ])('%s', (_, zip, reason) => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-zip-'));
    const target = join(dir, 'results', 'bmk_a');
    let error: unknown;
    try {
      unzipInto(zip, target, 'artifact bmk_a', LIMITS);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZipError);
    expect((error as Error).message).toMatch(/^artifact bmk_a: /);
    expect((error as Error).message).toMatch(reason);
    // Nothing beside the target either: no escaped file, no temp folder left behind.
    expect(tree(dir)).toEqual(existsSync(join(dir, 'results')) ? { 'results/': '' } : {});
  });

  test('a refused archive leaves an existing folder as it was', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'sweepkit-hostile-zip-')), 'bmk_a');
    mkdirSync(target);
    writeFileSync(join(target, 'old.json'), '{"old": true}');
    expect(() => unzipInto(zipOf([ok('new.json'), { name: 'bad.json', data: 'x', crc: 7 }]), target, 'artifact bmk_a', LIMITS)).toThrow(/CRC-32/);
    expect(tree(target)).toEqual({ 'old.json': '{"old": true}' });
  });
});

describe('archives as upload-artifact writes them', () => {
  test('stored and deflated entries, folders and nested files unpack byte for byte; a second download replaces the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-zip-'));
    const target = join(dir, 'bmk_a');
    const big = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => ({ i, hw: 'h200' })) });
    const zip = zipOf([
      { name: 'sub/', mode: 0o040755 },
      { name: 'sub/deep/agg.json', data: big, method: 8, mode: 0o100644 },
      { name: 'stored.json', data: '{"a": 1}' },
      { name: 'empty.json', data: '', method: 8 }
    ]);
    expect(unzipInto(zip, target, 'artifact bmk_a', LIMITS)).toBe(3);
    expect(tree(target)).toEqual({ 'empty.json': '', 'stored.json': '{"a": 1}', 'sub/': '', 'sub/deep/': '', 'sub/deep/agg.json': big });
    unzipInto(zipOf([ok('only.json')]), target, 'artifact bmk_a', LIMITS);
    expect(tree(dir)).toEqual({ 'bmk_a/': '', 'bmk_a/only.json': '{}' });
  });

  test('readZip lists before it inflates: a bad CRC surfaces only when the entry is read', () => {
    const entries = readZip(zipOf([ok('good.json'), { name: 'bad.json', data: 'x', crc: 1 }]), 'artifact a', LIMITS);
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['good.json', 2],
      ['bad.json', 1]
    ]);
    expect(entries[0]!.bytes().toString()).toBe('{}');
    expect(() => entries[1]!.bytes()).toThrow('artifact a: entry "bad.json" fails its CRC-32 check');
  });
});
