// GENERATED from packages/slurm/srtctl-versions.yaml (the file to edit); a unit test keeps the two
// in sync and rewrites this file when run with UPDATE_BUNDLED_VERSIONS=1. Inlined as text so the
// bundles carry the lanes without reading files next to them.
export const BUNDLED_VERSIONS_FILE = 'packages/slurm/srtctl-versions.yaml';

export const BUNDLED_VERSIONS_YAML = `# Which srt-slurm repository and ref each multi-node row runs, and which InferenceX recipe folders are
# copied over that checkout: the rules of InferenceX's runners/launch_<cluster>.sh (at 843c6254), as
# data, for the 15 runner labels of the full sweep. Schema: schemas/srtctl-versions.schema.json.
# \`sweepkit srtctl-launch --resolve-lane --row JSON --recipe FILE\` prints the lane a row gets;
# docs/launcher.md lists every cluster's path.
#
# Lanes are tried in order; the first whose \`when\` matches wins. A \`when\` key that is absent
# matches anything; \`cluster\` is the runner label of the cluster (RUNNER_TYPE, or one of a list;
# \`cluster:<name>\` labels match \`<name>\`). \`recipe\` is a glob (\`*\` any text, \`?\` one character) on
# the row's CONFIG_FILE; \`power\` is true when that recipe's telemetry block enables dcgm-power, so
# a row key can get two lanes. A lane with \`site-launcher\` (the reason) has no srt-slurm path: the
# site's launch script runs those rows. Overlay sources are relative to InferenceX's
# benchmarks/multi_node/srt-slurm-recipes/, destinations to the srt-slurm checkout.
# Moving refs (main, branches) make runs irreproducible: prefer tags and pin \`sha\` (a tag and the
# SHA the launcher wrote name the same commit; the job records the commit it resolved).
#
# Not carried by a row or a recipe, hence site inputs rather than lanes (docs/launcher.md):
# model paths (MODEL_PATH, the model table), b300's \`--no-preflight\` for models under
# /scratch/models, and b300's minimaxm3 patch of get_node_ip.sh on sa-submission-q2-2026.
version: 1

repositories:
  nvidia: https://github.com/NVIDIA/srt-slurm.git
  # power lanes: the fork with the DCGM power exporter (pinned by an abbreviated commit, as in
  # the bash launchers; a full commit in \`sha\` verifies it more strongly)
  power-fork: https://github.com/edwingao28/srt-slurm.git
  # agentic and submission forks some launchers still clone
  cquil11: https://github.com/cquil11/srt-slurm-nv.git
  functionstackx: https://github.com/functionstackx/srt-slurm-nv.git

# Every checkout runs \`make setup ARCH=aarch64\` (NATS, etcd and uv for the compute nodes, which
# are aarch64 on GB200/GB300) after srtslurm.yaml is written; x86 clusters' lanes say x86_64.
setup-arch: aarch64

# Refs older than v1.0.25: no \`apply --json\` and no \`--no-preflight\` (argparse would exit 2).
legacy-refs: [sa-submission-q2-2026, v1.0.6]

lanes:
  # ---- GB200 (launch_gb200-nv.sh): labels gb200 and cluster:gb200-nv
  - when: { cluster: [gb200, gb200-nv], framework: llmd-vllm }
    site-launcher: llm-d rows submit benchmarks/multi_node/<model>_<precision>_gb200_llmd-vllm-disagg.sh, not srtctl
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2, precision: fp4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    overlays:
      - { from: sglang/glm5.2/gb200-fp4/agentic, to: recipes/sglang/glm5.2/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    overlays:
      - { from: vllm/minimax-m3/gb200-fp4/agentic, to: recipes/vllm/minimax-m3/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.45
    sha: 9d8d92b2
    overlays:
      - { from: sglang/qwen3.5/gb200-fp4/agentic, to: recipes/sglang/qwen3.5/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }
    repository: nvidia
    ref: v1.0.45
    sha: 9d8d92b2
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, model-prefix: kimik3 }
    repository: nvidia
    ref: v1.0.53
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true }
    repository: cquil11
    ref: de59739b172e507e15ebf145bfe305f606e82fbf
    sha: de59739b
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.31
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  # the power lane's checkpoint lives on /mnt/numa1 there (a model path: the site's model table)
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5, to: recipes/sglang/glm5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb200-fp8, to: recipes/vllm/minimax-m3-gb200-fp8 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm }
    repository: nvidia
    ref: sa-submission-q2-2026
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: kimik2.5 }
    repository: nvidia
    ref: sa-submission-q2-2026
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: glm5 }
    repository: nvidia
    ref: v1.0.26
    overlays:
      - { from: trtllm/glm5, to: recipes/trtllm/glm5 }
  - when: { cluster: [gb200, gb200-nv] }
    repository: cquil11
    ref: cam/sa-submission-q2-2026

  # ---- GB300 (launch_gb300-nv.sh): labels gb300, gb300-nv and cluster:gb300-nv
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

  # ---- B300 (launch_b300-nv.sh): label b300
  - when: { cluster: b300, agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: b300, framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/mtp/*.yaml }
    repository: nvidia
    ref: c1b6b5c97f323baefad577d70c4e8392b6f537d9
    sha: c1b6b5c9
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/*-tp1-*.yaml }
    repository: nvidia
    ref: c1fb6989fc5aca803b4ca0f2d17d8be85fad9732
    sha: c1fb6989
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  # the launcher also applies get_node_ip.sh from srt-slurm 22d46ba9 on this lane: not ported (site input)
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  - when: { cluster: b300 }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- B200 DGXC (launch_b200-dgxc.sh, also launch_b200-dgxc-slurm.sh): labels b200-multinode and cluster:b200-dgxc
  - when: { cluster: [b200-multinode, b200-dgxc], framework: tilert }
    site-launcher: TileRT rows run benchmarks/multi_node/<model>_<precision>_b200_tilert-disagg.sh, not srtctl
  - when: { cluster: [b200-multinode, b200-dgxc], agentic: true, model-prefix: kimik3 }
    repository: functionstackx
    ref: df5baa93f4caf5169dea2a4236ad2cc742fe40e7
    sha: df5baa93
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: kimik2.6, precision: fp4 }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k2.6, to: recipes/vllm/kimi-k2.6 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }
    repository: nvidia
    ref: main
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3/b200-fp4, to: recipes/vllm/minimax-m3/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-sglang, model-prefix: glm5, precision: fp8 }
    repository: nvidia
    ref: main
    setup-arch: x86_64
  # newer commits stop honouring the hash-pinned dynamo build (the launcher's note)
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-sglang, model-prefix: dsr1, precision: fp4 }
    repository: nvidia
    ref: v1.0.6
    sha: a98738de
    setup-arch: x86_64
    overlays:
      - { from: sglang/dsr1/b200-fp4, to: recipes/sglang/dsr1/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-trt, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    setup-arch: x86_64
    overlays:
      - { from: trtllm/kimi-k2.5/disagg/trtllm_dynamo/b200-fp4, to: recipes/trtllm/kimi-k25-nvfp4/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc] }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- B200 Nscale (launch_b200-nscale-slurm.sh): labels b200-new, b200-nscale and cluster:b200-nscale
  - when: { cluster: [b200-new, b200-nscale], agentic: true, model-prefix: kimik3 }
    repository: nvidia
    ref: v1.0.53
    sha: 217f9438
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [b200-new, b200-nscale], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.44
    sha: 04e87fcc
    setup-arch: x86_64
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [b200-new, b200-nscale], model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [b200-new, b200-nscale] }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k2.6, to: recipes/vllm/kimi-k2.6 }

  # ---- H100 DGXC (launch_h100-dgxc-slurm.sh): label h100-multinode
  - when: { cluster: h100-multinode, agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: h100-multinode }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- H200 DGXC (launch_h200-dgxc-slurm.sh): labels h200-multinode and cluster:h200-dgxc
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.44
    setup-arch: x86_64
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: vllm, model-prefix: kimik3 }
    repository: functionstackx
    ref: df5baa93f4caf5169dea2a4236ad2cc742fe40e7
    sha: df5baa93
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    setup-arch: x86_64
    overlays:
      - from: sglang/deepseek-v4/agentic/agg-h200-tp8-mtp-kvoffload.yaml
        to: recipes/sglang/deepseek-v4/agentic/agg-h200-tp8-mtp-kvoffload.yaml
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: [h200-multinode, h200-dgxc] }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- MI355X (launch_mi355x-amds.sh): labels mi355x-disagg, mi355x and cluster:mi355x-amds
  - when: { cluster: [mi355x-disagg, mi355x, mi355x-amds] }
    site-launcher: AMD clusters submit benchmarks/multi_node/amd_utils/job.slurm with sbatch, not srtctl

# Lanes whose model paths live on compute-node-only storage, which srtctl's login-node preflight
# cannot see: \`--no-preflight\` is passed (unless the ref is a legacy one, which lacks the flag).
no-preflight:
  - { cluster: [gb300, gb300-nv], agentic: true }
  - { cluster: [gb300, gb300-nv], model-prefix: glm5.1 }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp8 }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4, framework: dynamo-trt }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4, power: true }
  - { cluster: [gb300, gb300-nv], model-prefix: dsv4, framework: dynamo-sglang, power: true }
  # GB200: model folders are compute-node only on every lane ("both the agentic and fixed-seq-len paths")
  - { cluster: [gb200, gb200-nv] }
  - { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/mtp/*.yaml }
  - { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/*-tp1-*.yaml }
  - { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: kimik2.6, precision: fp4 }
  - { cluster: [b200-new, b200-nscale], model-prefix: kimik2.6 }
  - { cluster: [b200-new, b200-nscale], model-prefix: kimik3 }
  - { cluster: [b200-new, b200-nscale], model-prefix: dsv4, framework: dynamo-sglang }

# The model alias a row's recipes use (SRT_SLURM_MODEL_PREFIX, the srtslurm.yaml model_paths key), per
# cluster as each launcher sets it; the first match wins and a lane's own \`model-alias\` overrides it.
# Where the model lives (MODEL_PATH) is the site's: its model table (srtctl-launch model-table).
model-aliases:
  # GB200 (SRT_SLURM_MODEL_PREFIX in launch_gb200-nv.sh)
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsr1, precision: fp4 }, alias: dsr1-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.2, precision: fp4 }, alias: glm-5.2-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }, alias: glm-5.1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: kimik2.5, precision: fp4 }, alias: nvidia/Kimi-K2.5-NVFP4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: glm5, precision: fp4 }, alias: nvidia/GLM-5-NVFP4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }, alias: kimi-k2.5-nvfp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik3, precision: fp4 }, alias: kimi-k3 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }, alias: minimax-m3-nvfp4 }
  # GB300 (launch_gb300-nv.sh; its dsv4 trt lanes override the alias)
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: glm5, precision: fp4 }, alias: nvidia/GLM-5-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5.1, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: glm5.2, precision: fp4 }, alias: nvidia/GLM-5.2-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5.2, precision: fp4 }, alias: glm-5.2-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5, precision: fp8 }, alias: glm-5-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: kimik2.5, precision: fp4 }, alias: nvidia/Kimi-K2.5-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: kimik3, precision: fp4 }, alias: moonshotai/Kimi-K3 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  # B300 (launch_b300-nv.sh)
  - { when: { cluster: [b300], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [b300], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b300], framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }, alias: MiniMaxAI/MiniMax-M3-MXFP8 }
  # B200 DGXC (launch_b200-dgxc.sh)
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: bf16 }, alias: qwen3.5 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5, precision: fp8 }, alias: glm5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5.1, precision: fp8 }, alias: glm5.1-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5, precision: fp4 }, alias: glm5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5.2, precision: fp4 }, alias: glm5.2-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.5, precision: int4 }, alias: kimik2.5 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.5, precision: fp4 }, alias: kimik2.5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.6, precision: fp4 }, alias: kimi-k2.6-nvfp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: gptoss, precision: fp4 }, alias: gptoss }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
  # B200 Nscale (launch_b200-nscale-slurm.sh)
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: kimik2.6, precision: fp4 }, alias: kimi-k2.6-nvfp4 }
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
  # H100 DGXC (launch_h100-dgxc-slurm.sh)
  - { when: { cluster: [h100-multinode], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [h100-multinode], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: DeepSeek-R1-0528 }
  # H200 DGXC (launch_h200-dgxc-slurm.sh)
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: dsv4, precision: fp8 }, alias: deepseek-v4-pro }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: glm5.2, precision: fp8 }, alias: glm5.2-fp8 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: DeepSeek-R1-0528 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: vllm, model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
`;
