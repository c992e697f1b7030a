// Mangled payloads and label text: the gate either decides or fails with one SweepkitError line,
// never a TypeError (a stack trace for the user).
import { describe, expect, test } from '@jest/globals';
import { SweepkitError } from '../../../../packages/common/src/index.js';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import { decideLabelGate, parseGateEvent, parseLabelPolicy } from '../../../../packages/gating/src/labels/index.js';
import { pullPayload, pushPayload } from './payload-variants.js';

const policy = parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);

/** A small deterministic PRNG, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const ODD_VALUES: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], {}, [{}], [{ name: 7 }], { name: null }];

/** Every JSON path down to depth 3 of the fields the gate reads. */
const PATHS = [
  'action',
  'number',
  'label',
  'label.name',
  'repository',
  'repository.full_name',
  'pull_request',
  'pull_request.number',
  'pull_request.draft',
  'pull_request.labels',
  'pull_request.base',
  'pull_request.base.ref',
  'pull_request.base.repo',
  'pull_request.base.repo.full_name',
  'pull_request.head',
  'pull_request.head.sha',
  'pull_request.head.repo',
  'pull_request.head.repo.full_name',
  'ref',
  'head_commit',
  'head_commit.message'
];

function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') return;
    node = node[key] as Record<string, unknown>;
  }
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
}

describe('mangled payloads', () => {
  test('2000 mutations: a decision or a SweepkitError', () => {
    const next = random(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    let decided = 0;
    for (let i = 0; i < 2000; i++) {
      const eventName = pick(['pull_request', 'push']);
      const payload =
        eventName === 'push'
          ? pushPayload()
          : pullPayload(pick(['synchronize', 'labeled', 'unlabeled', 'ready_for_review'] as const), { labels: ['sweep-enabled'] });
      for (let m = 0; m < 1 + Math.floor(next() * 3); m++) setPath(payload, pick(PATHS), pick([undefined, ...ODD_VALUES]));
      try {
        const event = parseGateEvent(eventName, JSON.stringify(payload), 'event.json');
        decideLabelGate({ event, labels: event.name === 'pull_request' ? event.labels : [], headMessage: '', reuseAuthorized: false }, policy);
        decided++;
      } catch (error) {
        expect(error).toBeInstanceOf(SweepkitError);
        expect((error as Error).message).not.toContain('\n');
      }
    }
    expect(decided).toBeGreaterThan(100);
  });

  test.each(['{', 'null', '[]', '"text"', '42', ''])('payload text %j', (text) => {
    expect(() => parseGateEvent('pull_request', text, 'event.json')).toThrow(SweepkitError);
  });
});
