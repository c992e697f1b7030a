// githubRestClient: the one way every edge resolves its token and API URL.
import { expect, test } from '@jest/globals';
import { githubApiUrl, githubRestClient, githubToken } from '../../../packages/common/src/index.js';

test.each([
  [{ GH_TOKEN: 'a', GITHUB_TOKEN: 'b' }, undefined, undefined, 'a'],
  [{ GH_TOKEN: '', GITHUB_TOKEN: 'b' }, undefined, undefined, 'b'],
  [{ GH_TOKEN: 'a' }, 'given', undefined, 'given'],
  [{ GH_TOKEN: 'a' }, '', ['GITHUB_TOKEN'], undefined],
  [{ GH_TOKEN: 'a' }, undefined, [], undefined]
])('token from env %j, given %j, variables %j: %j', (env, given, variables, expected) => {
  expect(githubToken(env, given, variables)).toBe(expected);
});

test.each([
  [{}, undefined, 'https://api.github.com'],
  [{ GITHUB_API_URL: 'https://ghe.example/api/v3' }, undefined, 'https://ghe.example/api/v3'],
  [{ GITHUB_API_URL: 'https://ghe.example/api/v3' }, 'http://127.0.0.1:9', 'http://127.0.0.1:9']
])('API URL from env %j, given %j: %s', (env, given, expected) => {
  expect(githubApiUrl(env, given)).toBe(expected);
});

test('no token: the default error, or the edge own one', () => {
  expect(() => githubRestClient({}, 'o/r')).toThrow('GH_TOKEN or GITHUB_TOKEN is required');
  expect(() => githubRestClient({ GH_TOKEN: 'a' }, 'o/r', { tokenVariables: [], noToken: () => new Error('github-token is not set') })).toThrow(
    'github-token is not set'
  );
  expect(githubRestClient({ GH_TOKEN: 'a' }, 'o/r').repo).toBe('o/r');
});
