// GENERATED from packages/slurm/srtctl-versions.yaml (the file to edit); a unit test keeps the two
// in sync and rewrites this file when run with UPDATE_BUNDLED_VERSIONS=1. Inlined as text so the
// bundles carry the lanes without reading files next to them.
export const BUNDLED_VERSIONS_FILE = 'packages/slurm/srtctl-versions.yaml';

export const BUNDLED_VERSIONS_YAML = `# Which srt-slurm repository and ref a GB300 multi-node lane runs, and which InferenceX recipe
# folders are copied over that checkout — the 18 branches the bash launcher hard-coded
# (launch_gb300-nv.sh, step 7), as data. Schema: schemas/srtctl-versions.schema.json.
# \`sweepkit srtctl-launch --resolve-lane …\` prints the lane a job gets.
#
# Lanes are tried in order; the first whose \`when\` matches wins. A \`when\` key that is absent
# matches anything; \`cluster\` is the runner label of the cluster (RUNNER_TYPE, or one of a list),
# so one table can hold the lanes of several clusters. Overlay sources are relative to InferenceX's
# benchmarks/multi_node/srt-slurm-recipes/, destinations to the srt-slurm checkout.
# Moving refs (main, branches) make runs irreproducible: prefer tags and pin \`sha\`.
version: 1

repositories:
  nvidia: https://github.com/NVIDIA/srt-slurm.git
  # power lanes: the fork with the DCGM power exporter (pinned by an abbreviated commit, as in
  # the bash launcher; a full commit in \`sha\` verifies it more strongly)
  power-fork: https://github.com/edwingao28/srt-slurm.git

# Every checkout runs \`make setup ARCH=aarch64\` (NATS, etcd and uv for the compute nodes, which
# are aarch64 on GB300) after srtslurm.yaml is written; a lane may say \`setup-arch: none\`.
setup-arch: aarch64

# Refs older than v1.0.25: no \`apply --json\` and no \`--no-preflight\` (argparse would exit 2).
legacy-refs: [sa-submission-q2-2026]

lanes:
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633 # the commit InferenceX's GB200 launcher verifies for v1.0.50
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg/agentx, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg/agentx }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: trtllm/glm5.2, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/glm5.2 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/deepseek-v4/agentic, to: recipes/sglang/deepseek-v4/agentic }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    model-alias: deepseek-ai/DeepSeek-V4-Pro
    overlays:
      - { from: trtllm/deepseek-v4, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5.2/gb300-fp4, to: recipes/sglang/glm5.2/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true }
    repository: nvidia
    ref: v1.0.36
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
      - { from: vllm/minimax-m3/agentic, to: recipes/vllm/minimax-m3/agentic }
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/gb200-dsv4-recipes
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5/gb300-fp4, to: recipes/sglang/glm5/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5.1, to: recipes/sglang/glm5.1 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3, spec-decoding: mtp }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    model-alias: deepseek-ai/DeepSeek-V4-Pro
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg }
  - when: { cluster: [gb300, gb300-nv] }
    repository: nvidia
    ref: sa-submission-q2-2026

# Lanes whose model paths live on compute-node-only storage, which srtctl's login-node preflight
# cannot see: \`--no-preflight\` is passed (unless the ref is a legacy one, which lacks the flag).
no-preflight:
  - { agentic: true }
  - { model-prefix: glm5.1 }
  - { model-prefix: qwen3.5, precision: fp8 }
  - { model-prefix: qwen3.5, precision: fp4, framework: dynamo-trt }
  - { model-prefix: qwen3.5, precision: fp4, power: true }
  - { model-prefix: dsv4, framework: dynamo-sglang, power: true }
`;
