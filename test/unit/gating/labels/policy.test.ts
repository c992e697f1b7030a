import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { formatError, SweepkitError } from '../../../../packages/common/src/index.js';
import { BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import { labelRoles, parseLabelPolicy } from '../../../../packages/gating/src/labels/index.js';
import { repoRoot } from '../../../bundle/harness.js';

const POLICY_FILE = join(repoRoot, 'packages/gating/policy/default-policy.yaml');
const BUNDLED_TS = join(repoRoot, 'packages/gating/src/labels/bundled-policy.ts');

/** bundled-policy.ts as generated from the YAML (the template literal escapes \, ` and ${). */
function renderBundled(yaml: string): string {
  const current = readFileSync(BUNDLED_TS, 'utf8');
  const head = current.slice(0, current.indexOf('export const BUNDLED_POLICY_YAML'));
  return `${head}export const BUNDLED_POLICY_YAML = \`${yaml.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`;\n`;
}

describe('bundled default policy', () => {
  test('bundled-policy.ts carries default-policy.yaml byte for byte (UPDATE_BUNDLED_POLICY=1 regenerates it)', () => {
    const yaml = readFileSync(POLICY_FILE, 'utf8');
    if (process.env.UPDATE_BUNDLED_POLICY === '1') writeFileSync(BUNDLED_TS, renderBundled(yaml));
    expect(BUNDLED_POLICY_YAML).toBe(yaml);
    expect(readFileSync(BUNDLED_TS, 'utf8')).toBe(renderBundled(yaml));
  });

  const policy = parseLabelPolicy(BUNDLED_POLICY_YAML, 'default-policy.yaml');

  test('the sets of docs/gating.md §0', () => {
    expect(policy.primary).toEqual([
      'sweep-enabled',
      'full-sweep-enabled',
      'non-canary-full-sweep-enabled',
      'full-sweep-fail-fast',
      'full-sweep-fail-fast-no-canary'
    ]);
    expect(policy.full).toEqual(policy.primary.filter((l) => l !== 'sweep-enabled'));
    expect(policy.relevant).toHaveLength(13);
    expect(policy.skipMarker).toBe('[skip-sweep]');
    expect(policy.conflictMessage).toBe('PR has multiple conflicting sweep labels. Pick exactly one.');
  });

  test.each([
    ['full-sweep-fail-fast', 'primary, full, canary, fail-fast'],
    ['sweep-enabled', 'primary, trimmed'],
    ['evals-only', 'modifier (evals-only), reuse-incompatible'],
    ['skip_queue', 'modifier (skip-queue)'],
    ['ci-checklist-complete', 'policy'],
    ['documentation', '']
  ])('%s plays %j', (label, roles) => {
    expect(labelRoles(label, policy)).toBe(roles);
  });
});

describe('malformed policy files: one error at file:line:col', () => {
  const base = readFileSync(POLICY_FILE, 'utf8');
  const error = (text: string): string => {
    try {
      parseLabelPolicy(text, 'policy.yaml');
    } catch (e) {
      expect(e).toBeInstanceOf(SweepkitError);
      return formatError(e as SweepkitError);
    }
    throw new Error('expected an error');
  };
  test.each<[string, string, string]>([
    ['a YAML syntax error', 'labels: [unclosed\n', 'policy.yaml:2:1: invalid YAML'],
    ['not a mapping', '- a\n- b\n', 'policy.yaml:1:1: invalid label policy: must be object'],
    ['an unknown key', base.replace('skip-marker:', 'skip-markers:'), "invalid label policy: unknown key 'skip-markers'"],
    ['a missing key', base.replace(/^messages:\n.*\n/m, ''), "policy.yaml:8:1: invalid label policy: missing key 'messages'"],
    ['a YAML 1.1 boolean as a label', base.replace('    - ci-patchwork\n', '    - on\n'), 'invalid label policy: labels.policy[0]: must be string'],
    [
      'a full label that is not primary',
      base.replace('  full:\n', '  full:\n    - all-evals\n'),
      "invalid label policy: labels.full[0]: 'all-evals' is not a primary label"
    ],
    ['a wrong version', base.replace('version: 1', 'version: 2'), 'policy.yaml:8:10: invalid label policy: version: must be equal to constant (1)'],
    [
      'an empty marker',
      base.replace("skip-marker: '[skip-sweep]'", "skip-marker: ''"),
      'invalid label policy: skip-marker: must NOT have fewer than 1 characters'
    ]
  ])('%s', (_name, text, message) => {
    const line = error(text);
    expect(line).toContain(message);
    expect(line).toMatch(/^policy\.yaml:\d+:\d+: /);
    expect(line.split('\n')).toHaveLength(1);
  });
});
