import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { createDirAtomic, writeFileAtomic } from '../../../packages/common/src/adapters/write-atomic.js';

const source = resolve(import.meta.dirname, '../../../packages/common/src/adapters/write-atomic.ts');

/** The writer as a module a child process can import (it imports nothing of ours); its path. */
function standalone(dir: string): string {
  const module = join(dir, 'write-atomic.mjs');
  writeFileSync(
    module,
    ts.transpileModule(readFileSync(source, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
  );
  return module;
}

describe('writeFileAtomic', () => {
  test('a file or symlink planted at the old predictable temp name is neither followed nor touched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-atomic-'));
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'keep');
    const folder = join(dir, 'out');
    writeFileAtomic(join(folder, 'placeholder'), '');
    symlinkSync(outside, join(folder, `.result.json.${process.pid}.tmp`));
    writeFileAtomic(join(folder, 'result.json'), '{"ok": true}');
    expect(readFileSync(join(folder, 'result.json'), 'utf8')).toBe('{"ok": true}');
    expect(readFileSync(outside, 'utf8')).toBe('keep');
    expect(readdirSync(folder).sort()).toEqual([`.result.json.${process.pid}.tmp`, 'placeholder', 'result.json']);
  });

  test('SIGTERM during the write leaves no temp file and still ends the process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-atomic-'));
    const module = standalone(dir);
    const out = join(dir, 'out');
    const script = `import { writeFileAtomic } from ${JSON.stringify(module)};
writeFileAtomic(${JSON.stringify(join(out, 'big.txt'))}, 'x'.repeat(200 * 1024 * 1024));
setTimeout(() => {}, 5000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
    // Signal as soon as the temp file exists: in the middle of the write.
    const started = Date.now();
    const poll = setInterval(() => {
      let names: string[] = [];
      try {
        names = readdirSync(out);
      } catch {
        // not created yet
      }
      if (names.some((name) => name.endsWith('.tmp')) || Date.now() - started > 20_000) {
        clearInterval(poll);
        child.kill('SIGTERM');
      }
    }, 2);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, s) => done([c, s])));
    // Killed outright (signal received before the write) or, during the write, exit 128 + 15.
    expect(signal === 'SIGTERM' || code === 143).toBe(true);
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('createDirAtomic', () => {
  const filled = (target: string, name: string): ReturnType<typeof createDirAtomic> => {
    const folder = createDirAtomic(target);
    writeFileSync(join(folder.path, name), name);
    return folder;
  };

  /** Each plants something at the target and returns the files outside it that must stay as they are. */
  test.each<[string, (dir: string, target: string) => string[]]>([
    ['a missing target', () => []],
    [
      'a folder with other files',
      (_, target) => (mkdirSync(join(target, 'sub'), { recursive: true }), writeFileSync(join(target, 'sub', 'old.json'), 'old'), [])
    ],
    ['a file', (_, target) => (writeFileSync(target, 'old'), [])],
    [
      'a symlink to a folder outside',
      (dir, target) => {
        mkdirSync(join(dir, 'outside'));
        writeFileSync(join(dir, 'outside', 'keep'), 'keep');
        symlinkSync(join(dir, 'outside'), target);
        return [join(dir, 'outside', 'keep')];
      }
    ]
  ])('commit replaces %s whole, and touches nothing outside it', (_, plant) => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-atomic-dir-'));
    const target = join(dir, 'results', 'bmk_a');
    mkdirSync(join(dir, 'results'));
    const kept = plant(dir, target);
    filled(target, 'new.json').commit();
    expect(readdirSync(target)).toEqual(['new.json']);
    expect(readdirSync(join(dir, 'results'))).toEqual(['bmk_a']);
    expect(kept.map((file) => readFileSync(file, 'utf8'))).toEqual(kept.map(() => 'keep'));
  });

  test('abort removes the temp folder and leaves the target as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-atomic-dir-'));
    mkdirSync(join(dir, 'bmk_a'));
    writeFileSync(join(dir, 'bmk_a', 'old.json'), 'old');
    filled(join(dir, 'bmk_a'), 'new.json').abort();
    expect(readdirSync(dir)).toEqual(['bmk_a']);
    expect(readdirSync(join(dir, 'bmk_a'))).toEqual(['old.json']);
  });

  test('SIGTERM while the temp folder exists removes it with its files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-atomic-dir-'));
    const module = standalone(dir);
    const out = join(dir, 'out');
    const script = `import { writeFileSync } from 'node:fs';
import { createDirAtomic } from ${JSON.stringify(module)};
const folder = createDirAtomic(${JSON.stringify(join(out, 'bmk_a'))});
writeFileSync(folder.path + '/a.json', '{}');
process.stdout.write('filled\\n');
setTimeout(() => {}, 20000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((done) => child.stdout.once('data', () => done()));
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(code).toBe(143);
    expect(readdirSync(out)).toEqual([]);
  });
});
