import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../common/src/index.js';

/** `sweepkit triage --run ID` and the triage action. */
export const TRIAGE_COMMAND = {
  cli: 'triage',
  action: 'triage',
  description:
    "Classify every failed job of a run's attempt as infrastructure, benchmark or unknown from its conclusion, failing step and log tail (with the evidence line), re-run the infrastructure failures once, and report the GPU-hours spent, lost and avoided.",
  options: {
    run: { kind: 'int', env: 'GITHUB_RUN_ID', required: true, metavar: 'ID', help: 'the workflow run (default: $GITHUB_RUN_ID)' },
    attempt: { kind: 'int', min: 1, help: "the run attempt to triage (default: the run's latest)" },
    repository: { kind: 'string', env: 'GITHUB_REPOSITORY', required: true, help: 'OWNER/REPO of the run (default: $GITHUB_REPOSITORY)' },
    rules: { kind: 'string', help: 'a triage-rules file read before the bundled rules (schemas/triage-rules.schema.json)' },
    matrix: { kind: 'string', help: "the run's planned matrix as JSON (rows, or the payload holding them): the jobs' GPU counts" },
    'matrix-file': {
      kind: 'string',
      metavar: 'FILE',
      help: "the planned matrix in a file instead of matrix (run-sweep.yml's sweep-matrix artifact: matrix.json)"
    },
    'offline-rows': { kind: 'string', help: 'the rows runner-availability kept out of the sweep (JSON), counted as avoided' },
    'offline-rows-file': {
      kind: 'string',
      metavar: 'FILE',
      help: 'the rows kept out of the sweep in a file instead of offline-rows (the sweep-matrix artifact: offline-rows.json)'
    },
    rerun: { kind: 'string', choices: ['true', 'false'], default: 'true', only: 'action', help: 'ask GitHub to re-run the infrastructure failures once' },
    'do-rerun': { kind: 'flag', only: 'cli', help: 'also re-run the infrastructure failures (the CLI only reports by default)' },
    'fail-fast': { kind: 'string', choices: ['true', 'false'], default: 'false', help: 'the run used strategy.fail-fast (its failures are then not re-run)' },
    'rerun-on-fail-fast': { kind: 'string', choices: ['true', 'false'], default: 'false', help: 're-run infrastructure failures of a fail-fast run too' },
    'log-lines': { kind: 'int', min: 1, default: 300, help: 'log lines read from the end of each failed job' },
    'api-url': { kind: 'string', env: 'GITHUB_API_URL', default: 'https://api.github.com', help: 'the GitHub REST API' },
    'github-token': {
      kind: 'string',
      only: 'action',
      runnerDefault: '${{ github.token }}',
      help: 'token that may read the run and re-run jobs (actions: write)'
    },
    json: JSON_OUTPUT_OPTION
  }
} as const satisfies CommandOptions;

/** `sweepkit runner-availability` and the runner-availability action. */
export const RUNNER_AVAILABILITY_COMMAND = {
  cli: 'runner-availability',
  action: 'runner-availability',
  description:
    'Before fan-out, check that every runner label the planned matrix needs has an online runner (repository or organization runners API); report the rows that would queue on offline runners and, with on-offline skip, leave them out. Without a matrix: the digest of offline runners.',
  options: {
    matrix: { kind: 'string', help: 'the planned matrix as JSON (rows, or the payload holding them); empty: only the offline digest' },
    'matrix-file': {
      kind: 'string',
      only: 'cli',
      metavar: 'FILE',
      help: 'the planned matrix read from FILE instead of --matrix (a large matrix never passes through argv)'
    },
    output: {
      kind: 'string',
      only: 'cli',
      metavar: 'FILE',
      help: 'write the matrix to FILE, without the rows skipped with --on-offline skip (its bytes unchanged when none is)'
    },
    'skipped-rows': { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the rows left out (a JSON array, for triage --offline-rows) to FILE' },
    markdown: {
      kind: 'string',
      only: 'cli',
      metavar: 'FILE',
      help: 'also write the report a person reads (a line and a Markdown table) to FILE, e.g. for $GITHUB_STEP_SUMMARY'
    },
    'on-offline': {
      kind: 'string',
      choices: ['report', 'skip', 'fail'],
      default: 'report',
      help: 'what rows whose label has no online runner get: reported, left out of the matrix, or a failed step'
    },
    repository: { kind: 'string', env: 'GITHUB_REPOSITORY', required: true, help: 'OWNER/REPO whose runners are listed (default: $GITHUB_REPOSITORY)' },
    organization: { kind: 'string', help: "list the organization's runners instead of the repository's" },
    'api-url': { kind: 'string', env: 'GITHUB_API_URL', default: 'https://api.github.com', help: 'the GitHub REST API' },
    'github-token': {
      kind: 'string',
      only: 'action',
      required: true,
      help: 'a token that may list self-hosted runners (administration: read; GITHUB_TOKEN cannot)'
    },
    json: JSON_OUTPUT_OPTION
  }
} as const satisfies CommandOptions;
