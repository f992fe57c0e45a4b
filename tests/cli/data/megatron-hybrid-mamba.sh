#!/bin/bash
# A Megatron-LM hybrid Mamba model: refused, never estimated as a pure transformer.
torchrun --nproc_per_node 8 pretrain_mamba.py --num-layers 8 --hidden-size 256 --num-attention-heads 8 \
    --seq-length 128 --micro-batch-size 1 --bf16 --is-hybrid-model --hybrid-override-pattern "M-M-M-M-"
