import type { CommandOptions } from '../../common/src/index.js';

/**
 * The options of srtctl-launch's prepare stage, cancel-stale and after-job checks: declared once
 * here and read by the action (`readInputs`) and `sweepkit srtctl-launch` (`completeOptions`).
 * Not tied to an edge name yet: the launcher's older options are being moved into a table of
 * their own, which will then spread these in.
 */
export const SRTCTL_PREPARE_OPTIONS = {
  description: 'srt-slurm preparation (clone, overlays, venv, make setup, srtslurm.yaml, job name) before srtctl apply.',
  options: {
    prepare: {
      kind: 'flag',
      default: false,
      help: 'clone srt-slurm at the lane ref, copy the overlays, install srtctl into a venv, write srtslurm.yaml and run make setup before submitting'
    },
    'prepare-only': { kind: 'flag', default: false, help: 'run the prepare stage and stop (implies prepare)' },
    'versions-file': { kind: 'string', metavar: 'FILE', help: 'lane table to use instead of the bundled srtctl-versions.yaml' },
    framework: { kind: 'string', env: 'FRAMEWORK', help: 'lane: framework, e.g. dynamo-sglang (default: $FRAMEWORK)' },
    'model-prefix': { kind: 'string', env: 'MODEL_PREFIX', help: 'lane and model table: model prefix, e.g. qwen3.5 (default: $MODEL_PREFIX)' },
    precision: { kind: 'string', env: 'PRECISION', help: 'lane and model table: precision, e.g. fp8 (default: $PRECISION)' },
    'spec-decoding': { kind: 'string', env: 'SPEC_DECODING', help: 'lane: speculative decoding, e.g. mtp (default: $SPEC_DECODING)' },
    agentic: { kind: 'flag', default: false, help: 'lane: an agentic-coding run (also implied by expect: agentic)' },
    power: {
      kind: 'flag',
      default: false,
      help: "lane: a power lane even when the recipe's telemetry block does not say so (a recipe with telemetry provider dcgm-power and enabled: true is one anyway)"
    },
    cluster: {
      kind: 'string',
      env: 'RUNNER_TYPE',
      help: 'lane: the cluster (runner label) the lane table is keyed by, e.g. gb300 (default: $RUNNER_TYPE)'
    },
    'eval-only': {
      kind: 'flag',
      default: false,
      env: 'EVAL_ONLY',
      help: 'an eval-only run: submit eval-recipe instead of recipe when it is set (default: $EVAL_ONLY)'
    },
    'eval-recipe': {
      kind: 'string',
      env: 'EVAL_CONFIG_FILE',
      metavar: 'FILE[:SELECTOR]',
      help: "the recipe's eval variant, submitted for eval-only runs (default: $EVAL_CONFIG_FILE); the lane and power lane still come from recipe"
    },
    'synthetic-acceptance': {
      kind: 'flag',
      default: false,
      env: 'SYNTHETIC_ACCEPTANCE',
      help: 'with prepare: run the synthetic-acceptance injector on the recipe after the name rewrite, before srtctl apply; its failure stops the launch (default: $SYNTHETIC_ACCEPTANCE)'
    },
    'synthetic-acceptance-script': {
      kind: 'string',
      default: 'runners/inject_synthetic_acceptance.py',
      metavar: 'FILE',
      help: 'the injector, run as python3 FILE <recipe> <framework> in the checkout (relative to the workspace)'
    },
    'squash-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: 'with prepare: import squash-images (and the DCGM exporter of a power lane) into squash files here, each under an exclusive lock, keeping valid ones; added to srtslurm.yaml containers'
    },
    'squash-images': {
      kind: 'list',
      env: 'IMAGE',
      metavar: 'IMAGE',
      help: 'container images to import into squash-dir (whitespace-separated; default: $IMAGE)'
    },
    'squash-launcher': {
      kind: 'string',
      metavar: 'ARGS',
      help: 'runs each import on a compute node, e.g. `srun --partition=batch --exclusive --time=180` (whitespace-separated argv); empty: on this machine'
    },
    'squash-lock-seconds': { kind: 'int', default: 600, min: 1, metavar: 'S', help: 'longest wait for the lock of a squash file another job is importing' },
    'srt-slurm-repository': { kind: 'string', metavar: 'URL', help: 'clone this repository instead of the lane table one' },
    'srt-slurm-ref': { kind: 'string', metavar: 'REF', help: 'tag, branch or commit to clone instead of the lane table one' },
    'srt-slurm-sha': { kind: 'string', metavar: 'SHA', help: 'the commit the ref must resolve to (7 to 40 hex digits); refuses any other' },
    'recipes-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: 'where overlay sources live (default: benchmarks/multi_node/srt-slurm-recipes in the workspace)'
    },
    'checkout-dir': { kind: 'string', metavar: 'DIR', help: 'where srt-slurm is cloned (default: srt-slurm in the workspace); reused when at the pinned SHA' },
    'venv-dir': { kind: 'string', metavar: 'DIR', help: 'the venv srtctl is installed into (default: .venv-srt in the workspace)' },
    'setup-arch': {
      kind: 'string',
      metavar: 'ARCH',
      help: "run 'make setup ARCH=<arch>' in the checkout (default: the lane table's setup-arch; 'none' skips it)"
    },
    'clone-attempts': { kind: 'int', default: 3, min: 1, metavar: 'N', help: 'clone attempts before giving up' },
    'clone-timeout-minutes': { kind: 'float', default: 10, above: 0, metavar: 'M', help: 'limit for one clone attempt' },
    'model-table': {
      kind: 'string',
      metavar: 'FILE',
      help: 'model table (YAML, schemas/srt-models.schema.json): model path and alias per model prefix and precision'
    },
    'job-name': {
      kind: 'string',
      metavar: 'NAME',
      help: 'the Slurm job name, written to the recipe name: and passed as RUNNER_NAME (default with prepare: sweepkit-<runner>-<hash of the result name>)'
    },
    tags: { kind: 'list', metavar: 'TAG', help: "tags passed as 'srtctl apply --tags a,b' (whitespace-separated)" },
    'conc-list': {
      kind: 'int-list',
      env: 'CONC_LIST',
      metavar: 'N',
      help: 'concurrencies of the run (default: $CONC_LIST); expect agentic wants one result with successful requests for each'
    },
    'max-log-bytes': {
      kind: 'int',
      default: 50_000_000,
      min: 0,
      metavar: 'BYTES',
      help: 'at most this many bytes of logs go into multinode_server_logs.tar.gz (smallest files first; a note inside lists what was cut)'
    },
    'cleanup-outputs': {
      kind: 'flag',
      default: false,
      help: "after collecting, remove the jobs' outputs/<id> folders in the working directory (5 tries 10 s apart for NFS, then .nfs* files); LOGS/ keeps the logs"
    },
    'cancel-stale': { kind: 'flag', default: true, help: "before submitting, cancel this user's jobs with exactly the job name (an earlier attempt's)" }
  }
} as const satisfies CommandOptions;
