import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PyFloat, pyTabulateGithub, type TabulateCell } from '../../../packages/common/src/index.js';

// Expected tables come from tabulate 0.10.0 itself (test/fixtures/common/tabulate/generate.py).
type Tagged = ['None'] | ['bool', boolean] | ['int', string] | ['float', string] | ['str', string];
const table = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/common/tabulate/cases.json'), 'utf8')) as {
  cases: { name: string; headers: string[]; rows: Tagged[][]; table: string }[];
};

function cell(tagged: Tagged): TabulateCell {
  switch (tagged[0]) {
    case 'None':
      return null;
    case 'bool':
      return tagged[1];
    case 'int':
      return Number.isSafeInteger(Number(tagged[1])) ? Number(tagged[1]) : BigInt(tagged[1]);
    case 'float':
      return new PyFloat(Number(tagged[1]));
    default:
      return tagged[1];
  }
}

describe('tabulate(tablefmt="github") as tabulate 0.10.0', () => {
  test('the table covers every cell type', () => {
    const kinds = new Set(table.cases.flatMap((c) => c.rows.flat().map((t) => t[0])));
    expect([...kinds].sort()).toEqual(['None', 'bool', 'float', 'int', 'str']);
  });

  test.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(
      pyTabulateGithub(
        c.rows.map((row) => row.map(cell)),
        c.headers
      )
    ).toBe(c.table);
  });
});
