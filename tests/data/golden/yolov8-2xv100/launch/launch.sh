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

# Spot instance: checkpoint every ~4 minutes (Young's formula from the plan) and resume from the latest checkpoint on restart;
# the training script reads CHECKPOINT_EVERY_MINUTES from the environment.
export CHECKPOINT_EVERY_MINUTES=4

# Ultralytics: `yolo train` starts one DDP process per GPU itself; batch is the total over the GPUs.
exec yolo train \
  model="$MODEL" \
  data="$DATA_YAML" \
  epochs=100 \
  imgsz=640 \
  batch=32 \
  device=0,1 \
  workers=8 \
  amp=True \
  project="$CKPT_DIR" \
  name='yolov8m' \
  save_period=1
