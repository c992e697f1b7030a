#!/usr/bin/env bash
# Slurm for the srtctl-launch integration tests: installs slurm-wlm + munge from Debian packages
# when missing (apt-get update first) and starts the single-node cluster on localhost.
# Idempotent and fast when already installed and running. Needs root (CI runs as root).
# Stop it afterwards with: bash test/slurm/cluster.sh stop
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${SWEEPKIT_SKIP_SLURM:-}" == 1 ]]; then
  echo "slurm-setup: SWEEPKIT_SKIP_SLURM=1, not starting Slurm" >&2
  exit 0
fi
bash test/slurm/cluster.sh start
