import { expect, test } from '@jest/globals';
import { LogTail } from '../../../packages/slurm/src/index.js';
import { MAX_LINE_CHARS } from '../../../packages/slurm/src/log-tail.js';
import { MemoryFiles } from './fakes.js';

const setup = (): { files: MemoryFiles; tail: LogTail; out: string[] } => {
  const files = new MemoryFiles();
  const out: string[] = [];
  return { files, tail: new LogTail(files, '/log', (text) => out.push(text)), out };
};

test('waits quietly until the file exists, then emits whole lines only', () => {
  const { files, tail, out } = setup();
  expect(tail.pump()).toBe(0);
  files.append('/log', 'one\ntw');
  tail.pump();
  expect(out).toEqual(['one']);
  files.append('/log', 'o\nthree\n');
  tail.pump();
  expect(out).toEqual(['one', 'two\nthree']);
  tail.pump();
  expect(out).toHaveLength(2);
});

test('the final drain also emits a last line without a newline', () => {
  const { files, tail, out } = setup();
  files.append('/log', 'done\n✗ Sweep failed (exit code: 1)');
  tail.drain();
  expect(out).toEqual(['done', '✗ Sweep failed (exit code: 1)']);
});

test('a multi-byte character split across reads is not mangled', () => {
  const { files, tail, out } = setup();
  const bytes = new TextEncoder().encode('✅ ok\n');
  files.append('/log', bytes.slice(0, 1));
  tail.pump();
  files.append('/log', bytes.slice(1));
  tail.pump();
  expect(out).toEqual(['✅ ok']);
});

test('a truncated (replaced) file is read again from the start', () => {
  const { files, tail, out } = setup();
  files.append('/log', 'a long first line\n');
  tail.pump();
  files.write('/log', 'new\n');
  tail.pump();
  expect(out).toEqual(['a long first line', 'new']);
});

test('a burst larger than one read chunk arrives whole', () => {
  const { files, tail, out } = setup();
  const line = `${'x'.repeat(1000)}\n`;
  files.append('/log', line.repeat(600));
  tail.pump();
  expect(out.join('\n').split('\n')).toHaveLength(600);
});

test('the final drain reads everything left, beyond one pump', () => {
  const { files, tail, out } = setup();
  files.append('/log', `${'y'.repeat(99)}\n`.repeat(60_000));
  tail.drain();
  expect(out.join('\n').split('\n')).toHaveLength(60_000);
});

test('a line with no newline for megabytes (a \\r progress bar) is handed out in bounded pieces', () => {
  const { files, tail, out } = setup();
  const progress = '\r[#####     ] 50%'.repeat(200_000);
  files.append('/log', `${progress}\nafter\n`);
  tail.drain();
  expect(out.join('') === `${progress}\nafter`).toBe(true);
  expect(Math.max(...out.map((piece) => piece.length))).toBeLessThanOrEqual(MAX_LINE_CHARS + 256 * 1024);
});
