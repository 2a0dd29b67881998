#!/usr/bin/env bash
# TrainPlan launch script: llama-3-8b (lora) on 1 x ecs.gn7i-c8g1.2xlarge (1 x A10 per node).
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

# Spot instance: checkpoint every ~13 minutes (Young's formula from the plan) and resume from the latest checkpoint on restart;
# the training script reads CHECKPOINT_EVERY_MINUTES from the environment.
export CHECKPOINT_EVERY_MINUTES=13

# llama-factory: torchrun starts your training script on every GPU of the node.
exec torchrun \
  --nnodes "$NNODES" \
  --nproc_per_node "$NPROC_PER_NODE" \
  --node_rank "$NODE_RANK" \
  --rdzv_backend c10d \
  --rdzv_endpoint "$MASTER_ADDR:$MASTER_PORT" \
  --rdzv_id 'llama-3-8b-lora' \
  "$TRAIN_SCRIPT" \
  --deepspeed ds_config.json \
  --data_dir "$DATA_DIR" \
  --output_dir "$CKPT_DIR" \
  --seq_len 2048 \
  --micro_batch 1 \
  --gradient_accumulation 64 \
  --precision bf16 \
  --gradient_checkpointing \
  --lora_rank 16 \
  --save_steps 20
