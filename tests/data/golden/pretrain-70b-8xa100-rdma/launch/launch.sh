#!/usr/bin/env bash
# TrainPlan launch script: llama-2-70b (pretrain) on 2 x ecs.ebmgn7ex.32xlarge (8 x A100-SXM4-80GB per node).
# Run it on every node with NODE_RANK set (0 on the first node) and MASTER_ADDR = the
# first node's private IP. Fill in every <FILL_IN: ...> before the first run.
set -euo pipefail

NNODES=2
NPROC_PER_NODE=8
NODE_RANK="${NODE_RANK:-0}"
MASTER_ADDR="${MASTER_ADDR:-127.0.0.1}"
MASTER_PORT="${MASTER_PORT:-29500}"
DATA_DIR="${DATA_DIR:-/mnt/shared/dataset}"            # <FILL_IN: data set path>
CKPT_DIR="${CKPT_DIR:-/mnt/shared/checkpoints}"        # <FILL_IN: checkpoint path>
TRAIN_SCRIPT="${TRAIN_SCRIPT:-pretrain_gpt.py}"   # <FILL_IN: your training script>
TOKENIZER="${TOKENIZER:-}"   # <FILL_IN: the tokenizer folder (Hugging Face format)>

# eRDMA (Alibaba elastic RDMA): install the eRDMA driver and Alibaba's NCCL plugin on the image
# (ECS docs: 'Use eRDMA to accelerate container networks' / 'Configure eRDMA for NCCL').
export NCCL_IB_DISABLE=0
export NCCL_IB_GID_INDEX=1
export NCCL_SOCKET_IFNAME=${NCCL_SOCKET_IFNAME:-eth0}   # the VPC interface

# Spot instance: checkpoint every ~152 minutes (Young's formula from the plan) and resume from the latest checkpoint on restart;
# the training script reads CHECKPOINT_EVERY_MINUTES from the environment.
export CHECKPOINT_EVERY_MINUTES=152

# Megatron-LM: run from its repository (or the NGC PyTorch container with Megatron-Core).
exec torchrun \
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
  --tensor-model-parallel-size 8 \
  --pipeline-model-parallel-size 2 \
  --sequence-parallel \
  --recompute-granularity full \
  --recompute-method uniform \
  --recompute-num-layers 1 \
  --use-flash-attn \
  --micro-batch-size 2 \
  --global-batch-size 1024 \
  --bf16 \
  --data-path "$DATA_DIR" \
  --tokenizer-type HuggingFaceTokenizer \
  --tokenizer-model "$TOKENIZER" \
  --save "$CKPT_DIR" \
  --load "$CKPT_DIR" \
  --save-interval 10
