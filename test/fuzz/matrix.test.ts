import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { SweepkitError, SweepkitErrors } from '../../packages/common/src/index.js';
import { generateMatrix, matrixJson, referenceErrorText, type MatrixRequest } from '../../packages/matrix/src/index.js';
import { memoryFiles } from '../unit/matrix/memory-files.js';
import { seededRandom as prng } from '../support/seeded-random.js';

// Mutation fuzzing: real configs, cut into single-config documents, mutated with a seeded PRNG
// (dropped / duplicated / retyped keys, wrong scalars, broken YAML). Whatever the input, the
// generator must either produce valid JSON or fail with Sweepkit errors: never a JavaScript
// exception, never a stack trace, every error line readable.
const configs = resolve(import.meta.dirname, '../fixtures/matrix/inferencex/configs');
const runners = readFileSync(join(configs, 'runners.yaml'), 'utf8');
const masters = ['nvidia-master.yaml', 'amd-master.yaml'].flatMap((file) => {
  const doc = parse(readFileSync(join(configs, file), 'utf8'), { version: '1.1', uniqueKeys: false }) as Record<string, unknown>;
  return Object.entries(doc).map(([key, value]) => ({ [key]: value }));
});

const WRONG_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 8.0, '8', 'yes', '', 'image:x', [], {}, [1, 'a'], { name: '' }, '2024-01-01', 'x'.repeat(300)];
const BREAKERS = [': :', '[', ']', '{', '"', "'", '\t', '- ', '&a', '*nope', '!!int x', '? ', '%', '@', '\u0000', '|', '>'];

type Tree = Record<string, unknown> | unknown[];
/** Every (container, key) pair of a parsed document, for structural mutations. */
function slots(node: unknown, out: Array<[Tree, string | number]> = []): Array<[Tree, string | number]> {
  if (Array.isArray(node)) node.forEach((v, i) => (out.push([node, i]), slots(v, out)));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      out.push([node as Tree, k]);
      slots(v, out);
    }
  }
  return out;
}

function mutate(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const doc = structuredClone(pick(masters));
  const targets = slots(doc);
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const [container, key] = pick(targets);
    const kind = random();
    if (kind < 0.3) {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else if (kind < 0.7) (container as Record<string | number, unknown>)[key] = pick(WRONG_VALUES);
    else if (!Array.isArray(container)) container[`${String(key)}-x`] = container[key as string];
  }
  let text = stringify(doc, { version: '1.1' });
  const roll = random();
  if (roll < 0.2) {
    // Text-level damage: a broken line, a duplicated line or a truncated file.
    const lines = text.split('\n');
    const at = Math.floor(random() * lines.length);
    if (roll < 0.08) lines[at] = `${lines[at]!.slice(0, Math.floor(random() * lines[at]!.length))}${pick(BREAKERS)}`;
    else if (roll < 0.15) lines.splice(at, 0, lines[at]!);
    else lines.length = at;
    text = lines.join('\n');
  }
  return text;
}

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe('matrix mutation fuzz', () => {
  test('1200 mutated configs: valid JSON or clear Sweepkit errors, never a crash', () => {
    const random = prng(20261202);
    const outcomes = { ok: 0, invalid: 0 };
    for (let i = 0; i < 1200; i++) {
      const master = mutate(random);
      const command: MatrixRequest =
        random() < 0.5
          ? { command: 'full-sweep', configFiles: ['m.yaml'], runnerConfig: 'r.yaml', allEvals: random() < 0.3 }
          : { command: 'test-config', configFiles: ['m.yaml'], runnerConfig: 'r.yaml', configKeys: ['*'], evalsOnly: random() < 0.3 };
      const files = memoryFiles({ 'm.yaml': master, 'r.yaml': random() < 0.05 ? mutate(random) : runners });
      let text: string;
      try {
        text = matrixJson(generateMatrix(command, { files }));
      } catch (error) {
        const known = error instanceof SweepkitError || error instanceof SweepkitErrors;
        if (!known) throw new Error(`mutation #${i} crashed: ${(error as Error).stack}\n--- input ---\n${master}`);
        const message = referenceErrorText(error);
        expect(message.trim()).not.toBe('');
        expect(STACK_LINE.test(message)).toBe(false);
        outcomes.invalid++;
        continue;
      }
      expect(Array.isArray(JSON.parse(text))).toBe(true);
      outcomes.ok++;
    }
    // Both outcomes must really occur, or the fuzzer is not exercising anything.
    expect(outcomes.ok).toBeGreaterThan(50);
    expect(outcomes.invalid).toBeGreaterThan(300);
  });
});
