// Octokit with its plugins is most of label-gate's code and only the API look-ups need it.
export { getRetryingOctokit } from '../../_kit/src/octokit.js';
