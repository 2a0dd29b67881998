#!/usr/bin/env bash
# TrainPlan launch script: resnet-50 (full) on 1 x GN7.2XLARGE32 (1 x T4 per node).
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
TRAIN_SCRIPT="${TRAIN_SCRIPT:-train.py}"   # <FILL_IN: your training script>

# One node: NCCL uses NVLink/PCIe inside the node; no network settings needed.

# Spot instance: the command below saves a checkpoint every ~4 minutes (the plan's interval);
# after a reclaim, run this script again on the new instance: it resumes from the newest one.

# timm: torchrun starts timm's train.py on every GPU of the node (run from the pytorch-image-models repository).
# The newest checkpoint in CKPT_DIR (nothing before the first save).
newest_checkpoint() {
  if [ -e "$CKPT_DIR"/'resnet-50'/last.pth.tar ]; then printf '%s\n' "$CKPT_DIR"/'resnet-50'/last.pth.tar; fi
}

train() {
  LATEST="$(newest_checkpoint)"
  if [ -n "$LATEST" ]; then
    echo "launch.sh: resuming from $LATEST" >&2
    torchrun \
      --nnodes "$NNODES" \
      --nproc_per_node "$NPROC_PER_NODE" \
      --node_rank "$NODE_RANK" \
      --rdzv_backend c10d \
      --rdzv_endpoint "$MASTER_ADDR:$MASTER_PORT" \
      --rdzv_id 'resnet-50-full' \
      "$TRAIN_SCRIPT" \
      --data-dir "$DATA_DIR" \
      --model 'resnet-50' \
      --batch-size 32 \
      --grad-accum-steps 4 \
      --epochs 5 \
      --img-size 224 \
      --amp \
      --workers 4 \
      --output "$CKPT_DIR" \
      --experiment 'resnet-50' \
      --checkpoint-hist 2 \
      --resume "$LATEST"
  else
    torchrun \
      --nnodes "$NNODES" \
      --nproc_per_node "$NPROC_PER_NODE" \
      --node_rank "$NODE_RANK" \
      --rdzv_backend c10d \
      --rdzv_endpoint "$MASTER_ADDR:$MASTER_PORT" \
      --rdzv_id 'resnet-50-full' \
      "$TRAIN_SCRIPT" \
      --data-dir "$DATA_DIR" \
      --model 'resnet-50' \
      --batch-size 32 \
      --grad-accum-steps 4 \
      --epochs 5 \
      --img-size 224 \
      --amp \
      --workers 4 \
      --output "$CKPT_DIR" \
      --experiment 'resnet-50' \
      --checkpoint-hist 2
  fi
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
