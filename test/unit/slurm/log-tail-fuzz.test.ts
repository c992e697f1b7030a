// Seeded fuzz of the tailer: however the writer splits the bytes (mid-line, mid-character) and
// however often the tailer reads, what comes out is exactly the lines that went in.
import { expect, test } from '@jest/globals';
import { LogTail } from '../../../packages/slurm/src/index.js';
import { MemoryFiles } from './fakes.js';
import { seededRandom as rng } from '../../support/seeded-random.js';

const WORDS = ['step', '✅ Job 12 submitted!', '::set-output name=x::y', 'ünïcødé', '', '\r', '🚀', 'x'.repeat(300)];

test.each(Array.from({ length: 25 }, (_, i) => [i + 1]))('seed %i', (seed) => {
  const random = rng(seed);
  const lines = Array.from({ length: 1 + Math.floor(random() * 200) }, () =>
    Array.from({ length: Math.floor(random() * 4) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')
  );
  const text = `${lines.join('\n')}${random() < 0.5 ? '\n' : ''}`;
  const bytes = new TextEncoder().encode(text);
  const files = new MemoryFiles();
  const out: string[] = [];
  const tail = new LogTail(files, '/log', (text) => out.push(text));
  for (let at = 0; at < bytes.length;) {
    const next = Math.min(bytes.length, at + 1 + Math.floor(random() * 64));
    files.append('/log', bytes.slice(at, next));
    at = next;
    if (random() < 0.5) tail.pump();
  }
  tail.drain();
  // The file's lines: a final newline ends the last line rather than starting an empty one.
  const expected = text === '' ? [] : (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
  expect(out.length ? out.join('\n').split('\n') : []).toEqual(expected);
});
