#!/usr/bin/env bash
# TrainPlan launch script: yolov8m (full) on 1 x GN10Xp.5XLARGE80 (2 x V100-SXM2-32GB per node).
# Run it on every node with NODE_RANK set (0 on the first node) and MASTER_ADDR = the
# first node's private IP. Fill in every <FILL_IN: ...> before the first run.
set -euo pipefail

NNODES=1
NPROC_PER_NODE=2
NODE_RANK="${NODE_RANK:-0}"
MASTER_ADDR="${MASTER_ADDR:-127.0.0.1}"
MASTER_PORT="${MASTER_PORT:-29500}"
DATA_DIR="${DATA_DIR:-/mnt/data/dataset}"            # <FILL_IN: data set path>
CKPT_DIR="${CKPT_DIR:-/mnt/data/checkpoints}"        # <FILL_IN: checkpoint path>
MODEL="${MODEL:-}"   # <FILL_IN: weights or model .yaml, e.g. yolov8s.pt>
DATA_YAML="${DATA_YAML:-}"   # <FILL_IN: the data set's YAML>

# One node: NCCL uses NVLink/PCIe inside the node; no network settings needed.

# Spot instance: the command below saves a checkpoint every ~4 minutes (the plan's interval);
# after a reclaim, run this script again on the new instance: it resumes from the newest one.

# Ultralytics: `yolo train` starts one DDP process per GPU itself; batch is the total over the GPUs.
# The newest checkpoint in CKPT_DIR (nothing before the first save).
newest_checkpoint() {
  if [ -e "$CKPT_DIR"/'yolov8m'/weights/last.pt ]; then printf '%s\n' "$CKPT_DIR"/'yolov8m'/weights/last.pt; fi
}

train() {
  LATEST="$(newest_checkpoint)"
  if [ -n "$LATEST" ]; then
    echo "launch.sh: resuming from $LATEST" >&2
    yolo train resume model="$LATEST"
  else
    yolo train \
      model="$MODEL" \
      data="$DATA_YAML" \
      epochs=100 \
      imgsz=640 \
      batch=32 \
      device=0,1 \
      workers=8 \
      amp=True \
      val=True \
      project="$CKPT_DIR" \
      name='yolov8m' \
      exist_ok=True
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
