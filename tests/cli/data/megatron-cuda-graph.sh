#!/bin/bash
# Megatron-LM arguments with settings that change memory and that MemLedger does not model
# yet: estimated, with each named as a limitation of the estimate.
torchrun --nproc_per_node 8 pretrain_gpt.py --num-layers 4 --hidden-size 256 --num-attention-heads 8 \
    --seq-length 128 --max-position-embeddings 128 --micro-batch-size 1 --bf16 --vocab-size 32000 \
    --enable-cuda-graph --defer-embedding-wgrad-compute --main-grads-dtype fp32
