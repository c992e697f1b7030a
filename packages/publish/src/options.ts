import type { CommandOptions } from '../../common/src/index.js';
import { STAGING_SITE } from './stage-callback.js';
import { VISUALIZER_SITE } from './visualizer.js';

const APP_REPOSITORY = 'SemiAnalysisAI/InferenceX-app';

/** The run's context (github-script's `context`), from the runner's variables unless given. */
const CONTEXT_OPTIONS = {
  repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository (default: $GITHUB_REPOSITORY)' },
  'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'the event (default: $GITHUB_EVENT_NAME)' },
  'event-path': {
    kind: 'string',
    required: true,
    env: 'GITHUB_EVENT_PATH',
    metavar: 'FILE',
    help: 'the webhook payload JSON file (default: $GITHUB_EVENT_PATH)'
  },
  actor: { kind: 'string', default: '', env: 'GITHUB_ACTOR', metavar: 'LOGIN', help: 'who triggered the run (default: $GITHUB_ACTOR)' },
  'run-id': { kind: 'string', default: '', env: 'GITHUB_RUN_ID', metavar: 'ID', help: 'this run (default: $GITHUB_RUN_ID)' },
  'server-url': {
    kind: 'string',
    env: 'GITHUB_SERVER_URL',
    metavar: 'URL',
    help: 'the GitHub server of links (default: $GITHUB_SERVER_URL, else https://github.com)'
  }
} as const;

const GITHUB_TOKEN = {
  kind: 'string',
  only: 'action',
  runnerDefault: '${{ github.token }}',
  help: 'token for this repository; GH_TOKEN or GITHUB_TOKEN when empty'
} as const;

const GITHUB_OUTPUT = {
  kind: 'string',
  only: 'cli',
  env: 'GITHUB_OUTPUT',
  metavar: 'FILE',
  help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
} as const;

const APP_REPO = { kind: 'string', default: APP_REPOSITORY, metavar: 'OWNER/NAME', help: 'the dashboard app repository that ingests and stages' } as const;

const DISPATCH_TOKEN = {
  kind: 'string',
  env: 'INFX_FRONTEND_PAT',
  metavar: 'TOKEN',
  help: 'token allowed to send repository_dispatch to the app repository (default: $INFX_FRONTEND_PAT); never printed'
} as const;

/** `sweepkit stage-results` and the stage-results action (stage-results.yml). */
export const STAGE_RESULTS_COMMAND = {
  cli: 'stage-results',
  action: 'stage-results',
  description:
    'Answer a `/stage-results [run-id]` PR comment: authorize the commenter, pick the stageable run-sweep.yml run (or validate the pinned one), acknowledge on the PR and dispatch `stage-results` to the app.',
  options: {
    ...CONTEXT_OPTIONS,
    'github-token': {
      ...GITHUB_TOKEN,
      help: 'token for this repository (actions, issues and contents read, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty'
    },
    'dispatch-token': { ...DISPATCH_TOKEN, required: true },
    'app-repository': APP_REPO,
    'github-output': GITHUB_OUTPUT
  }
} as const satisfies CommandOptions;

/** `sweepkit stage-callback` and the stage-callback action (stage-results-callback.yml). */
export const STAGE_CALLBACK_COMMAND = {
  cli: 'stage-callback',
  action: 'stage-callback',
  description:
    "Check the app's `stage-results-started`/`-completed` repository_dispatch and update the PR's staging comment (or post one when the payload names none).",
  options: {
    ...CONTEXT_OPTIONS,
    'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
    'app-repository': { ...APP_REPO, help: 'the only repository whose callbacks are believed' },
    'staging-site': { kind: 'string', default: STAGING_SITE, metavar: 'URL', help: 'the staging dashboard the completion link points to' }
  }
} as const satisfies CommandOptions;

/** `sweepkit trusted-dispatch` and the trusted-dispatch action (trusted-external-sweep.yml). */
export const TRUSTED_DISPATCH_COMMAND = {
  cli: 'trusted-dispatch',
  action: 'trusted-dispatch',
  description:
    "On a primary sweep label applied to a fork PR (pull_request_target): label-gate's approval checks, then dispatch the e2e workflow with the label-derived inputs, find the run it started and post the bilingual PR comment.",
  options: {
    ...CONTEXT_OPTIONS,
    'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (actions write, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
    workflow: {
      kind: 'string',
      default: 'e2e-tests.yml',
      metavar: 'FILE',
      help: 'the e2e workflow to dispatch; its run-name must be `e2e Test - <test-name>`'
    },
    'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
    'comment-on-failure': {
      kind: 'flag',
      default: false,
      help: 'also comment on the PR why nothing was dispatched (off = reference behaviour: the job only fails)'
    },
    'github-output': GITHUB_OUTPUT
  }
} as const satisfies CommandOptions;

/** `sweepkit visualizer` and the visualizer-comment action (run-sweep.yml comment-unofficial-run-visualizer). */
export const VISUALIZER_COMMAND = {
  cli: 'visualizer',
  action: 'visualizer-comment',
  description: "Post the unofficial-run visualizer links of this run on its pull request (or, with update-existing, edit the PR's earlier one).",
  options: {
    ...CONTEXT_OPTIONS,
    'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
    'pr-number': { kind: 'int', min: 1, metavar: 'N', help: "the pull request (default: the payload's pull_request.number or issue.number)" },
    site: { kind: 'string', default: VISUALIZER_SITE, metavar: 'URL', help: 'the dashboard the links point to' },
    'update-existing': {
      kind: 'flag',
      default: false,
      help: "edit this bot's earlier visualizer comment (the token's login, with its hidden marker) instead of adding one per run (off = reference behaviour)"
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit publish <mode>` and the publish action (run-sweep.yml's post-merge jobs, recover-reused-ingest.yml). */
export const PUBLISH_COMMAND = {
  cli: 'publish',
  action: 'publish',
  description:
    'Post-sweep publishing: write changelog_metadata.json, decide and send the ingest repository_dispatch to the app after a push to main, or send the agentic ingest again for two run ids.',
  subcommand: {
    option: 'mode',
    descriptions: {
      'changelog-metadata': 'write the changelog-metadata artifact file from the search space',
      ingest: 'decide and send the fixed-sequence or agentic ingest dispatch',
      redispatch: 'send the agentic ingest again for a source and a merge run (recover-reused-ingest.yml)'
    }
  },
  options: {
    mode: { kind: 'string', required: true, choices: ['changelog-metadata', 'ingest', 'redispatch'], help: 'what to do' },
    'search-space-config': {
      kind: 'string',
      default: '',
      when: { mode: ['changelog-metadata', 'ingest'] },
      metavar: 'JSON',
      help: "the setup job's search-space-config output (process-changelog's JSON)"
    },
    output: {
      kind: 'string',
      default: 'changelog_metadata.json',
      when: { mode: ['changelog-metadata'] },
      metavar: 'FILE',
      help: 'where to write the changelog metadata (upload it as the `changelog-metadata` artifact)'
    },
    'event-name': {
      kind: 'string',
      default: '',
      env: 'GITHUB_EVENT_NAME',
      when: { mode: ['ingest'] },
      metavar: 'NAME',
      help: 'the event (default: $GITHUB_EVENT_NAME)'
    },
    ref: { kind: 'string', default: '', env: 'GITHUB_REF', when: { mode: ['ingest'] }, metavar: 'REF', help: 'the ref (default: $GITHUB_REF)' },
    'run-id': {
      kind: 'string',
      default: '',
      env: 'GITHUB_RUN_ID',
      when: { mode: ['ingest'] },
      metavar: 'ID',
      help: 'this run, the merge run (default: $GITHUB_RUN_ID)'
    },
    needs: {
      kind: 'string',
      default: '{}',
      when: { mode: ['ingest'] },
      metavar: 'JSON',
      help: '`toJSON(needs)`: the results of setup, collect-results, collect-evals, upload-changelog-metadata, sweep-agentic, sweep-multi-node-agentic'
    },
    'reuse-enabled': { kind: 'string', default: 'false', when: { mode: ['ingest'] }, metavar: 'BOOL', help: "the setup job's reuse-enabled output" },
    'reuse-source-run-id': { kind: 'string', default: '', when: { mode: ['ingest'] }, metavar: 'ID', help: "the setup job's reuse-source-run-id output" },
    'reuse-source-run-attempt': {
      kind: 'string',
      default: '',
      when: { mode: ['ingest'] },
      metavar: 'N',
      help: "the setup job's reuse-source-run-attempt output: a reused run's dispatch names its attempt (source-run-attempt)"
    },
    'source-run-id': { kind: 'string', default: '', when: { mode: ['redispatch'] }, metavar: 'ID', help: 'the run whose artifacts are ingested' },
    'source-run-attempt': {
      kind: 'string',
      default: '',
      when: { mode: ['redispatch'] },
      metavar: 'N',
      help: 'the attempt of that run the reuse named; empty leaves source-run-attempt out of the payload'
    },
    'merge-run-id': { kind: 'string', default: '', when: { mode: ['redispatch'] }, metavar: 'ID', help: 'the push-to-main run of the merge' },
    'dispatch-token': DISPATCH_TOKEN,
    'app-repository': APP_REPO,
    'dry-run': { kind: 'flag', default: false, help: 'print the dispatch request (never the token) instead of sending it' },
    'github-output': GITHUB_OUTPUT
  }
} as const satisfies CommandOptions;

/** `sweepkit recipe-reminder` and the recipe-reminder action (pr-recipe-reminder.yml). */
export const RECIPE_REMINDER_COMMAND = {
  cli: 'recipe-reminder',
  action: 'recipe-reminder',
  description:
    "Post the bilingual recipe reminder on a pull request once: only this bot's own marked comment counts, every page of comments is read, and runs racing each other leave one.",
  options: {
    ...CONTEXT_OPTIONS,
    'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
    'pr-number': { kind: 'int', min: 1, metavar: 'N', help: "the pull request (default: the payload's pull_request.number)" },
    'body-file': {
      kind: 'string',
      default: '',
      metavar: 'FILE',
      help: "a Markdown file with the reminder text instead of the reference's English and Chinese one (its links point at this repository)"
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit result-pr` and the result-pr action (speedbench-al.yml's open-pr). */
export const RESULT_PR_COMMAND = {
  cli: 'result-pr',
  action: 'result-pr',
  description:
    "Propose a workflow's result file as a pull request: commit it on its own branch (created from the base, kept on a re-run) and open the branch's PR, or update its open one; nothing when the base has that content already.",
  options: {
    repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository (default: $GITHUB_REPOSITORY)' },
    'github-token': {
      ...GITHUB_TOKEN,
      help: 'token that may push a branch and open a PR (contents write, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty'
    },
    'result-file': { kind: 'string', required: true, metavar: 'FILE', help: 'the result file in the workspace, e.g. speedbench-reference-al.yaml' },
    path: { kind: 'string', default: '', metavar: 'PATH', help: 'its path in the repository (default: the result-file path)' },
    branch: { kind: 'string', required: true, metavar: 'BRANCH', help: 'the head branch, e.g. speedbench-al/dsv4-auto-<run id>' },
    base: { kind: 'string', default: '', metavar: 'BRANCH', help: "the base branch (default: the repository's default branch)" },
    title: { kind: 'string', required: true, metavar: 'TEXT', help: 'the pull request title' },
    body: { kind: 'string', default: '', metavar: 'TEXT', help: 'the pull request body (Markdown)' },
    'commit-message': { kind: 'string', default: '', metavar: 'TEXT', help: 'the commit message (default: the title)' },
    'github-output': GITHUB_OUTPUT
  }
} as const satisfies CommandOptions;
