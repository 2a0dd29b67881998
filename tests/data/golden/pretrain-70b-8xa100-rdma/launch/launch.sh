#!/usr/bin/env bash
# TrainPlan launch script: llama-2-70b (pretrain) on 8 x bcc.hgn5IB.c116m978.8A100-80g (8 x A100-SXM4-80GB per node).
# Run it on every node with NODE_RANK set (0 on the first node) and MASTER_ADDR = the
# first node's private IP. Fill in every <FILL_IN: ...> before the first run.
set -euo pipefail

NNODES=8
NPROC_PER_NODE=8
NODE_RANK="${NODE_RANK:-0}"
MASTER_ADDR="${MASTER_ADDR:-127.0.0.1}"
MASTER_PORT="${MASTER_PORT:-29500}"
DATA_DIR="${DATA_DIR:-/mnt/shared/dataset}"            # <FILL_IN: data set path>
CKPT_DIR="${CKPT_DIR:-/mnt/shared/checkpoints}"        # <FILL_IN: checkpoint path>
TRAIN_SCRIPT="${TRAIN_SCRIPT:-pretrain_gpt.py}"   # <FILL_IN: your training script>
TOKENIZER="${TOKENIZER:-}"   # <FILL_IN: the tokenizer folder (Hugging Face format)>

# RDMA (RoCE/InfiniBand): NCCL finds the HCAs itself; pin them if the node has several.
export NCCL_IB_DISABLE=0
export NCCL_NET_GDR_LEVEL=${NCCL_NET_GDR_LEVEL:-PHB}
# export NCCL_IB_HCA=mlx5_0,mlx5_1   # <FILL_IN: the node's HCAs, see ibv_devices>

# Megatron-LM: run from its repository (or the NGC PyTorch container with Megatron-Core).
# It resumes from the newest checkpoint in CKPT_DIR by itself when there is one.
train() {
  torchrun \
    --nnodes "$NNODES" \
    --nproc_per_node "$NPROC_PER_NODE" \
    --node_rank "$NODE_RANK" \
    --rdzv_backend c10d \
    --rdzv_endpoint "$MASTER_ADDR:$MASTER_PORT" \
    --rdzv_id 'llama-2-70b-pretrain' \
    "$TRAIN_SCRIPT" \
    --num-layers 80 \
    --hidden-size 8192 \
    --num-attention-heads 64 \
    --group-query-attention \
    --num-query-groups 8 \
    --ffn-hidden-size 28672 \
    --swiglu \
    --untie-embeddings-and-output-weights \
    --seq-length 4096 \
    --max-position-embeddings 4096 \
    --tensor-model-parallel-size 4 \
    --pipeline-model-parallel-size 4 \
    --sequence-parallel \
    --use-distributed-optimizer \
    --use-flash-attn \
    --micro-batch-size 1 \
    --global-batch-size 1024 \
    --bf16 \
    --data-path "$DATA_DIR" \
    --tokenizer-type HuggingFaceTokenizer \
    --tokenizer-model "$TOKENIZER" \
    --save "$CKPT_DIR" \
    --load "$CKPT_DIR"
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
