import { expect, test } from '@jest/globals';
import { buildClusterConfig, wheelsCacheWarning } from '../../../packages/slurm/src/index.js';
import { SweepkitError } from '../../../packages/common/src/index.js';

test.each<[string, string, string | undefined, string]>([
  ['an empty config with a cache', '', '/data/wheels', 'default_mounts:\n  /data/wheels: /configs/dynamo-wheels\n'],
  ['comments and quoting are kept', 'default_account: "benchmark" # the account\n', undefined, 'default_account: "benchmark" # the account\n'],
  [
    'the cache joins existing mounts',
    'default_mounts:\n  /data/hf: /hf_hub_cache\n',
    '/data/wheels',
    'default_mounts:\n  /data/hf: /hf_hub_cache\n  /data/wheels: /configs/dynamo-wheels\n'
  ],
  ['aliases with a slash stay keys', 'model_paths:\n  "nvidia/GLM-5-NVFP4": /models/glm5\n', undefined, 'model_paths:\n  "nvidia/GLM-5-NVFP4": /models/glm5\n']
])('%s', (_name, text, cache, expected) => {
  expect(buildClusterConfig(text, cache, 'input cluster-config')).toBe(expected);
});

test('the prepare stage adds the checkout root and the model alias, keeping a root the user set', () => {
  const additions = { srtctlRoot: '/ws/srt-slurm', modelPaths: { 'nvidia/GLM-5-NVFP4': '/models/glm5' } };
  expect(buildClusterConfig('default_partition: batch\n', undefined, 'c', additions)).toBe(
    'default_partition: batch\nsrtctl_root: /ws/srt-slurm\nmodel_paths:\n  nvidia/GLM-5-NVFP4: /models/glm5\n'
  );
  expect(buildClusterConfig('srtctl_root: /elsewhere\n', undefined, 'c', additions)).toMatch(/^srtctl_root: \/elsewhere\nmodel_paths:/);
});

test.each<[string, string, string]>([
  ['a list', '- a\n- b\n', 'must be a YAML mapping of srtslurm.yaml keys'],
  ['broken YAML', 'a: [1, 2\n', 'invalid YAML'],
  ['mounts that are not a mapping', 'default_mounts: [/x]\n', 'invalid cluster config: default_mounts: must be object'],
  ['a misspelt key', 'default_partiton: batch\n', "invalid cluster config: unknown key 'default_partiton'"],
  ['a time limit that is no time', 'default_time_limit: four hours\n', 'invalid cluster config: default_time_limit: must match pattern']
])('%s is rejected', (_name, text, message) => {
  let error: unknown;
  try {
    buildClusterConfig(text, '/data/wheels', 'input cluster-config');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SweepkitError);
  expect((error as SweepkitError).message).toMatch(new RegExp(`^${message.replace(/[()[\]]/g, '\\$&')}`));
  expect((error as SweepkitError).location?.file).toBe('input cluster-config');
});

test.each<[string | undefined, string[], string[], boolean]>([
  [undefined, [], [], false],
  ['abc', ['abc'], ['abc'], false],
  ['abc', ['abc-patch-1234abcd'], ['abc-patch-1234abcd'], false],
  ['abc', ['abc'], [], true],
  ['abc', ['abcd'], ['abcd'], true],
  ['abc', [], [], true]
])('hash %s with cache %j (complete %j) warns: %s', (hash, entries, complete, warns) => {
  expect(wheelsCacheWarning(hash, entries, (name) => complete.includes(name)) !== undefined).toBe(warns);
});
