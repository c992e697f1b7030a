import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { writeFileAtomic } from '../../../packages/common/src/adapters/write-atomic.js';

const source = resolve(import.meta.dirname, '../../../packages/common/src/adapters/write-atomic.ts');

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
    const module = join(dir, 'write-atomic.mjs');
    writeFileSync(
      module,
      ts.transpileModule(readFileSync(source, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
    );
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
