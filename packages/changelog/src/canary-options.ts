import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../common/src/index.js';

/** `sweepkit canary` and the canary action: one table for both. */
export const CANARY_COMMAND = {
  cli: 'canary',
  action: 'canary',
  description:
    'Select the canary row of a matrix (the non-eval single-node 1k1k/8k1k row with the lowest conc, as run-sweep.yml does) and the matrix without it; priority fields the matrix carries stay on the rows.',
  options: {
    json: JSON_OUTPUT_OPTION,
    input: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' },
    matrix: {
      kind: 'string',
      only: 'action',
      required: true,
      help: 'the matrix JSON: the bucketed search-space-config (annotated by ci-priority or not) or a flat list of rows'
    },
    remaining: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the matrix without the canary to FILE' }
  }
} as const satisfies CommandOptions;
