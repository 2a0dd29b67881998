#!/usr/bin/env bash
# TrainPlan launch script: bert-base (full) on 1 x GN10Xp.2XLARGE40 (1 x V100-SXM2-32GB per node).
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
MODEL_PATH="${MODEL_PATH:-}"   # <FILL_IN: the model's folder or Hugging Face id>

# One node: NCCL uses NVLink/PCIe inside the node; no network settings needed.

# Spot instance: the command below saves a checkpoint every ~9 minutes (the plan's interval);
# after a reclaim, run this script again on the new instance: it resumes from the newest one.

# Transformers Trainer: torchrun starts your script (it parses TrainingArguments) on every GPU of the node.
# The newest checkpoint in CKPT_DIR (nothing before the first save).
newest_checkpoint() {
  ls -d "$CKPT_DIR"/checkpoint-* 2>/dev/null | sort -V | tail -n 1
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
      --rdzv_id 'bert-base-full' \
      "$TRAIN_SCRIPT" \
      --model_name_or_path "$MODEL_PATH" \
      --output_dir "$CKPT_DIR" \
      --per_device_train_batch_size 32 \
      --gradient_accumulation_steps 1 \
      --num_train_epochs 3 \
      --fp16 \
      --save_strategy steps \
      --save_steps 7271 \
      --logging_steps 10 \
      --resume_from_checkpoint "$LATEST"
  else
    torchrun \
      --nnodes "$NNODES" \
      --nproc_per_node "$NPROC_PER_NODE" \
      --node_rank "$NODE_RANK" \
      --rdzv_backend c10d \
      --rdzv_endpoint "$MASTER_ADDR:$MASTER_PORT" \
      --rdzv_id 'bert-base-full' \
      "$TRAIN_SCRIPT" \
      --model_name_or_path "$MODEL_PATH" \
      --output_dir "$CKPT_DIR" \
      --per_device_train_batch_size 32 \
      --gradient_accumulation_steps 1 \
      --num_train_epochs 3 \
      --fp16 \
      --save_strategy steps \
      --save_steps 7271 \
      --logging_steps 10
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
