#!/usr/bin/env bash
# TrainPlan launch script: llama-3-8b (lora) on 1 x ecs.gn7e-c16g1.4xlarge (1 x A100-SXM4-80GB per node).
# Run it on every node with NODE_RANK set (0 on the first node) and MASTER_ADDR = the
# first node's private IP. Fill in every <FILL_IN: ...> before the first run.
set -euo pipefail

NNODES=1
NPROC_PER_NODE=1
NODE_RANK="${NODE_RANK:-0}"
MASTER_ADDR="${MASTER_ADDR:-127.0.0.1}"
MASTER_PORT="${MASTER_PORT:-29500}"
DATA_DIR="${DATA_DIR:-/mnt/data/dataset}"            # <FILL_IN: data set path>
CKPT_DIR="${CKPT_DIR:-/mnt/data/checkpoints}"        # <FILL_IN: checkpoint path>
LAUNCH_DIR="$(cd "$(dirname "$0")" && pwd)"   # the folder of these files

# One node: NCCL uses NVLink/PCIe inside the node; no network settings needed.

# Spot instance: the command below saves a checkpoint every ~13 minutes (the plan's interval);
# after a reclaim, run this script again on the new instance: it resumes from the newest one.

# LLaMA-Factory: llamafactory-cli starts torchrun on every GPU of the node itself; llamafactory.yaml holds the plan's settings.
# Its output_dir is CKPT_DIR's default: change both together.
# It resumes from the newest checkpoint in CKPT_DIR by itself when there is one.
train() {
  env \
    FORCE_TORCHRUN=1 \
    NNODES="$NNODES" \
    NPROC_PER_NODE="$NPROC_PER_NODE" \
    NODE_RANK="$NODE_RANK" \
    MASTER_ADDR="$MASTER_ADDR" \
    MASTER_PORT="$MASTER_PORT" \
    llamafactory-cli train "$LAUNCH_DIR/llamafactory.yaml"
}

# Runs the training; when it stops before the end (a failed node, a killed process), starts it
# again from the newest checkpoint, up to MAX_RESTARTS times.
MAX_RESTARTS="${MAX_RESTARTS:-3}"
attempt=0
until train; do
  attempt=$((attempt + 1))
  if [ "$attempt" -gt "$MAX_RESTARTS" ]; then
    echo "launch.sh: training stopped $attempt times; giving up" >&2
    exit 1
  fi
  echo "launch.sh: training stopped; restart $attempt of $MAX_RESTARTS" >&2
  sleep "${RESTART_DELAY_SECONDS:-30}"
done
