import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import {
  loadMasterConfigs,
  loadRunners,
  masterSchema,
  runnersSchema,
  type AgenticBlock,
  type AgenticSearchSpace,
  type ComponentMetadata,
  type KvOffloadBackend,
  type MultiNodeConfig,
  type MultiNodeSearchSpace,
  type RunnerHardware,
  type SeqLenConfig,
  type SingleNodeConfig,
  type SingleNodeSearchSpace,
  type WorkerConfig
} from '../../../packages/config/src/index.js';

// The TypeScript types are written by hand; these compile-time checks (run by `npm run typecheck`)
// fail as soon as a type and its schema definition disagree on the property names.
type Props<S> = S extends { properties: infer P } ? keyof P : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Defs = (typeof masterSchema)['$defs'];
export const typesMatchSchemas: Record<string, true> = {
  singleNodeConfig: true satisfies Same<Props<Defs['singleNodeConfig']>, keyof SingleNodeConfig>,
  multiNodeConfig: true satisfies Same<Props<Defs['multiNodeConfig']>, keyof MultiNodeConfig>,
  singleNodeSeqLen: true satisfies Same<Props<Defs['singleNodeSeqLen']>, keyof SeqLenConfig<unknown>>,
  singleNodeSearchSpace: true satisfies Same<Props<Defs['singleNodeSearchSpace']>, keyof SingleNodeSearchSpace>,
  multiNodeSearchSpace: true satisfies Same<Props<Defs['multiNodeSearchSpace']>, keyof MultiNodeSearchSpace>,
  agenticBlock: true satisfies Same<Props<Defs['agenticBlock']>, keyof AgenticBlock>,
  agenticSearchSpace: true satisfies Same<Props<Defs['agenticSearchSpace']>, keyof AgenticSearchSpace>,
  worker: true satisfies Same<Props<Defs['worker']>, keyof WorkerConfig>,
  componentMetadata: true satisfies Same<Props<Defs['componentMetadataOrNull']>, keyof ComponentMetadata>,
  kvOffloadBackend: true satisfies Same<Props<Defs['kvOffloadBackendOrNull']>, keyof KvOffloadBackend>,
  hardware: true satisfies Same<Props<(typeof runnersSchema)['$defs']['hardware']>, keyof RunnerHardware>
};

describe('schemas', () => {
  test.each([
    ['master-config', masterSchema],
    ['runners', runnersSchema]
  ])('%s is the published file, draft 2020-12', (name, schema) => {
    const published = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../schemas/${name}.schema.json`), 'utf8'));
    expect(schema).toEqual(published);
    expect(published.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  test('the bundled examples validate', () => {
    const root = resolve(import.meta.dirname, '../../..');
    expect(loadMasterConfigs(nodeFiles, ['examples/master.yaml'], { cwd: root }).map((c) => c.key)).toEqual([
      'llama-fp8-h100-vllm',
      'llama-fp8-h100-dynamo-disagg',
      'llama-fp8-h100-vllm-agentic'
    ]);
    expect([...loadRunners(nodeFiles, 'examples/runners.yaml', { cwd: root }).labels.keys()]).toEqual(['h100', 'h100-multinode', 'cluster:h100']);
  });
});
