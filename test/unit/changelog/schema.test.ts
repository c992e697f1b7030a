/** schemas/perf-changelog.schema.json (for editors) agrees with the gate's entry rules on real and broken entries. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parseYaml, type YamlValue } from '../../../packages/common/src/index.js';
import { checkChangelogEntry } from '../../../packages/changelog/src/entry.js';
import schema from '../../../schemas/perf-changelog.schema.json' with { type: 'json' };

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/changelog');
const validate = new Ajv2020({ strict: false }).compile({ ...schema, $ref: '#/$defs/entry', type: undefined, items: undefined });

describe('perf-changelog schema', () => {
  const real = parseYaml(readFileSync(join(FIXTURES, 'inferencex/perf-changelog.yaml'), 'utf8'), 'perf-changelog.yaml').value as YamlValue[];

  test('every entry of the real changelog is valid for both', () => {
    expect(real.length).toBeGreaterThan(400);
    expect(real.filter((e) => !validate(e))).toEqual([]);
    expect(real.filter((e) => checkChangelogEntry(e).issues)).toEqual([]);
  });

  test.each(['unknown-field', 'empty-description', 'empty-config-keys', 'append-only-with-eval-field'])('%s: the added entry is invalid for both', (name) => {
    const entries = parseYaml(readFileSync(join(FIXTURES, 'cases', name, 'head.yaml'), 'utf8'), 'head.yaml').value as YamlValue[];
    const added = entries[entries.length - 1]!;
    expect(validate(added)).toBe(false);
    expect(checkChangelogEntry(added).issues).toBeDefined();
  });
});
