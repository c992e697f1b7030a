// GENERATED from packages/triage/triage-rules.yaml (the file to edit); a unit test keeps the two in
// sync and rewrites this file when run with UPDATE_BUNDLED_RULES=1. Inlined as text so the bundles
// carry the rules without reading files next to them.
export const BUNDLED_RULES_FILE = 'packages/triage/triage-rules.yaml';

export const BUNDLED_RULES_YAML = `# Why a benchmark job failed: infrastructure (a re-run may pass) or the benchmark itself (a re-run
# would burn the same GPU-hours again). Schema: schemas/triage-rules.schema.json. Read by the
# triage action and \`sweepkit triage\`; a site's own file (input/flag \`rules\`) is read first.
#
# A rule matches when everything it names matches: \`log\` (a regular expression, case-insensitive,
# found in one line of the job's log tail or failure annotations; that line is the evidence),
# \`step\` (the failing step's name) and \`conclusion\` (the job's). A benchmark rule that matches
# anywhere wins over an infrastructure rule, so a real failure is never re-run; no match is
# \`unknown\`, which is not re-run either.
version: 1

rules:
  # ── infrastructure: the machine, the cluster or the network let the job down ──────────────
  - id: runner-lost
    class: infrastructure
    description: the self-hosted runner stopped answering GitHub
    log: 'The self-hosted runner: .* lost communication with the server|The runner has received a shutdown signal|Runner .* (is offline|was deleted)|The hosted runner: .* lost communication'
  - id: runner-setup
    class: infrastructure
    description: the job failed before any of its own steps ran
    step: '^(Set up job|Initialize containers|Set up runner)$'
  - id: slurm-node-fail
    class: infrastructure
    description: Slurm lost a node under the job
    log: '\\bNODE_FAIL\\b|DUE TO NODE FAILURE|Node failure on \\S+|NodeFail'
  - id: slurm-preempted
    class: infrastructure
    description: Slurm preempted or requeued the job
    log: '\\bPREEMPTED\\b|DUE TO PREEMPTION|job \\d+ was requeued'
  - id: slurm-allocation
    class: infrastructure
    description: the allocation timed out or the controller did not answer
    log: 'Job allocation \\d+ has been revoked|(salloc|srun|sbatch): error: .*(Socket timed out|Unable to contact slurm controller|Job submit/allocate failed: (Socket|Transport)|allocation failure|Zero Bytes were transmitted)|slurm_load_(jobs|node).*(Socket timed out|Unable to contact)|Unable to allocate resources: (Socket timed out|Resource temporarily unavailable)|salloc: error: Job allocation timed out'
  - id: image-pull
    class: infrastructure
    description: the container image could not be pulled or imported
    log: 'pyxis: failed to import docker image|enroot-import:? .*(error|failed)|\\[ERROR\\] .*(curl|URL) .*(registry|docker)|toomanyrequests|manifest unknown|failed to pull image|ErrImagePull|ImagePullBackOff|Error response from daemon: .*(Get|Head) "https://[^"]+": .*(timeout|EOF|connection reset)|error pulling image|TLS handshake timeout'
  - id: model-download
    class: infrastructure
    description: the model weights could not be downloaded in time
    log: "HTTPSConnectionPool\\\\(host='(huggingface\\\\.co|cdn-lfs[^']*|[^']*\\\\.hf\\\\.co)'[^)]*\\\\): (Read timed out|Max retries exceeded)|huggingface_hub\\\\.errors\\\\.(HfHubHTTPError|LocalEntryNotFoundError)|Connection to huggingface\\\\.co timed out|(hf|huggingface-cli) download .*(timed out|Timeout)|HTTP Error 50[234].*huggingface|We couldn't connect to 'https://huggingface\\\\.co'"
  - id: shared-filesystem
    class: infrastructure
    description: the shared file system failed under the job
    log: 'Stale file handle|Transport endpoint is not connected|Input/output error|nfs: server \\S+ not responding|Read-only file system|lustre(error)?:? .*(evict|error)|Disk quota exceeded|No space left on device'
  - id: network
    class: infrastructure
    description: the network to GitHub or a registry failed
    log: "Could not resolve host|Temporary failure in name resolution|fatal: unable to access 'https://|RPC failed; curl|Failed to download action|GitHub Actions has encountered an internal error|Failed to CreateArtifact|Unable to upload artifact: .*(50[0234]|ECONNRESET|ETIMEDOUT)"

  # ── benchmark: the server, the model or the result failed; a re-run repeats it ────────────
  - id: out-of-memory
    class: benchmark
    description: the server ran out of GPU or host memory
    log: 'CUDA out of memory|OutOfMemoryError|CUDA error: out of memory|HIP out of memory|hipErrorOutOfMemory|\\bOOM\\b|oom-kill|Out of memory: Killed process|Cannot allocate memory|KV cache .*(insufficient|not enough)|No available memory for the cache blocks'
  - id: server-crash
    class: benchmark
    description: the inference server crashed or never became ready
    log: 'EngineDeadError|Engine core .*(died|failed)|EngineCore (encountered|hit) .*(error|exception)|Scheduler hit an exception|Segmentation fault|core dumped|Fatal Python error|illegal memory access|device-side assert|NCCL error|Server (process )?(died|exited|crashed)|server (did not|never) bec(a|o)me ready|timed out waiting for (the )?server|RuntimeError: Worker failed|Aborted \\(core dumped\\)'
  - id: accuracy-gate
    class: benchmark
    description: eval scores under their threshold (wrong results)
    log: '^FAIL: .*\\(< [^ ]+ from |accuracy .*below (the )?threshold|score .*below (the )?threshold'
  - id: request-errors
    class: benchmark
    description: the benchmark's requests failed beyond the limit
    log: 'request error rate exceeded the benchmark limit|Failed requests: [1-9]|All requests failed'
  - id: power-gate
    class: benchmark
    description: the power telemetry did not pass the power gate
    log: 'power (validation|verdict|telemetry) .*(fail|invalid)|invalid GPU power|REQUIRE_POWER=1 .*(fail|invalid)'
  - id: missing-results
    class: benchmark
    description: the benchmark finished without its result file
    log: 'Run failed: Benchmark result .* not found|benchmark result is not valid JSON|No files were found with the provided path: .*(agg_|results)'
`;
